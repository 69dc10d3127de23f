/// Compares an example with its migrated form (§5) and finds the shortest action
/// sequence that tells them apart.
///
/// Two passes, both starting from the launch screens at regular size:
/// 1. each scenario of OLD is replayed on both, through its leading `tap`,
///    `back`, `select` and `size` actions (``ScenarioScript/replayableActionPrefix``),
///    comparing what is visible after every action;
/// 2. a breadth-first exploration of both examples in lockstep, using the
///    distinct actions of those replays as the alphabet, to `depth` actions and
///    at most `stateLimit` distinct pairs of states.
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
        compare(old: old, new: new, replays: oldScripts.map { $0.replayableActionPrefix.map(\.kind) })
    }

    public func compare<Subject: MigrationSubject>(
        old: Subject, new: Subject, replays: [[ScenarioStep.Kind]]
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
        replaying: for replay in replays {
            var pair = launch
            var path: [ScenarioStep.Kind] = []
            for action in replay {
                if let best, path.count + 1 >= best.actions.count { continue replaying }
                switch lockstep.step(action, from: pair, after: path) {
                case .differs(let difference):
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

        var alphabet: [ScenarioStep.Kind] = []
        for action in replays.joined() where !alphabet.contains(action) { alphabet.append(action) }
        var visited: Set<StatePair<Subject.State>> = [launch]
        var frontier: [(StatePair<Subject.State>, [ScenarioStep.Kind])] = [(launch, [])]
        for length in 1...max(depth, 1) {
            // A replay already found a difference this short or shorter.
            if let best, best.actions.count < length { break }
            var next: [(StatePair<Subject.State>, [ScenarioStep.Kind])] = []
            for (pair, path) in frontier {
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
