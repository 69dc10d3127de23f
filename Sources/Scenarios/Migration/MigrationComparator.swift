import Diagnostics

/// Compares an example with its migrated form (§5) and finds the shortest action
/// sequence that tells them apart.
///
/// Two passes, both starting from the launch screens at regular size:
/// 1. each scenario of OLD is replayed on both, through its actions up to its
///    first `run` (``ScenarioScript/replayableActionPrefix``), comparing what is
///    visible after every action;
/// 2. a breadth-first exploration of both examples in lockstep, bounded as the
///    site's explorer is (`depth` actions, at most `stateLimit` distinct pairs of
///    states): from each pair, the replays' actions and every action either side
///    offers there (``MigrationSubject/actions(in:)``).
/// An action that works on one side and not on the other is a difference; one
/// that works on neither is no transition. The shortest difference found by
/// either pass is reported (breadth-first order makes pass 2's the shortest of
/// its length; ties go to pass 2).
public struct MigrationComparator: Sendable {
    public var depth: Int
    public var stateLimit: Int

    public init(depth: Int = 6, stateLimit: Int = 500) {
        self.depth = depth
        self.stateLimit = stateLimit
    }

    /// Compares using the replays of OLD's scenario scripts.
    public func compare<Subject: MigrationSubject>(
        old: Subject, new: Subject, oldScripts: [ScenarioScript]
    ) -> MigrationDifference<Subject.Visible>? {
        let prefixes = oldScripts.map(\.replayableActionPrefix)
        return compare(old: old, new: new, replays: prefixes.map { $0.map(\.kind) }, steps: prefixes.map { $0.map(\.location) })
    }

    /// `steps[i][k]`, when given, is where the `k`-th action of replay `i` is written: a
    /// difference a replay finds names that step (``MigrationDifference/scenarioStep``).
    public func compare<Subject: MigrationSubject>(
        old: Subject, new: Subject, replays: [[ScenarioStep.Kind]], steps: [[SourceLocation]] = []
    ) -> MigrationDifference<Subject.Visible>? {
        let lockstep = Lockstep(old: old, new: new)
        let oldLaunch = old.launch(), newLaunch = new.launch()
        guard let oldLaunch, let newLaunch else {
            if oldLaunch == nil, newLaunch == nil { return nil }
            return MigrationDifference(actions: [], old: oldLaunch.map(old.visible), new: newLaunch.map(new.visible))
        }
        if old.visible(in: oldLaunch) != new.visible(in: newLaunch) {
            return MigrationDifference(actions: [], old: old.visible(in: oldLaunch), new: new.visible(in: newLaunch))
        }
        let launch = StatePair(old: oldLaunch, new: newLaunch)

        var best: MigrationDifference<Subject.Visible>?
        replaying: for (index, replay) in replays.enumerated() {
            var pair = launch
            var path: [ScenarioStep.Kind] = []
            for (position, action) in replay.enumerated() {
                if let best, path.count + 1 >= best.actions.count { continue replaying }
                switch lockstep.step(action, from: pair, after: path) {
                case .differs(var difference):
                    difference.scenarioStep = steps.indices.contains(index) && steps[index].indices.contains(position)
                        ? steps[index][position] : nil
                    best = difference
                    continue replaying
                case .impossible:
                    continue replaying
                case .same(let next):
                    pair = next
                    path.append(action)
                }
            }
        }

        // Every state both can reach, through what OLD's scenarios do and everything a user
        // can do on either side (a control only one of them offers is a difference too).
        var replayed: [ScenarioStep.Kind] = []
        for action in replays.joined() where !replayed.contains(action) { replayed.append(action) }
        var visited: Set<StatePair<Subject.State>> = [launch]
        var frontier: [(StatePair<Subject.State>, [ScenarioStep.Kind])] = [(launch, [])]
        for length in 1...max(depth, 1) {
            // A replay already found a difference this short: it wins, as it names the scenario's step.
            if let best, best.actions.count <= length { break }
            var next: [(StatePair<Subject.State>, [ScenarioStep.Kind])] = []
            for (pair, path) in frontier {
                var alphabet = replayed
                for action in old.actions(in: pair.old) + new.actions(in: pair.new) where !alphabet.contains(action) {
                    alphabet.append(action)
                }
                for action in alphabet {
                    switch lockstep.step(action, from: pair, after: path) {
                    case .differs(let difference):
                        return difference
                    case .impossible:
                        continue
                    case .same(let reached):
                        guard visited.count < stateLimit, visited.insert(reached).inserted else { continue }
                        next.append((reached, path + [action]))
                    }
                }
            }
            if next.isEmpty { break }
            frontier = next
        }
        return best
    }
}

/// A state of each example, reached by the same actions.
struct StatePair<State: Hashable>: Hashable {
    var old: State
    var new: State
}

/// Applies one action to both examples and compares what they show.
private struct Lockstep<Subject: MigrationSubject> {
    let old: Subject
    let new: Subject

    enum Outcome {
        case same(StatePair<Subject.State>)
        /// The action works on neither side: no transition.
        case impossible
        case differs(MigrationDifference<Subject.Visible>)
    }

    func step(_ action: ScenarioStep.Kind, from pair: StatePair<Subject.State>, after path: [ScenarioStep.Kind]) -> Outcome {
        let nextOld = old.apply(action, to: pair.old)
        let nextNew = new.apply(action, to: pair.new)
        if nextOld == nil, nextNew == nil { return .impossible }
        if let nextOld, let nextNew, old.visible(in: nextOld) == new.visible(in: nextNew) {
            return .same(StatePair(old: nextOld, new: nextNew))
        }
        return .differs(MigrationDifference(
            actions: path + [action], old: nextOld.map(old.visible), new: nextNew.map(new.visible),
            oldControl: old.controlLocation(for: action, in: pair.old), newControl: new.controlLocation(for: action, in: pair.new)
        ))
    }
}
