import Testing
import Diagnostics
@testable import Scenarios

/// A toy stack app: screens with labelled links to other screens, a back
/// control, and a size class that changes nothing visible.
private struct ToyApp: MigrationSubject {
    var name: String
    var root: String
    /// screen → link label → pushed screen
    var links: [String: [String: String]]
    var launches = true
    /// Whether the toy lists what a user can do (taps of the top screen's links, back).
    var listsActions = false

    struct State: Hashable {
        var stack: [String]
        var size: ScenarioStep.SizeClass = .regular
    }

    struct Visible: Equatable, CustomStringConvertible {
        var screen: String
        var back: Bool
        var description: String { screen + (back ? " (back enabled)" : "") }
    }

    func launch() -> State? { launches ? State(stack: [root]) : nil }

    func apply(_ action: ScenarioStep.Kind, to state: State) -> State? {
        var next = state
        switch action {
        case .tap(let label, _):
            guard let target = links[state.stack.last!]?[label] else { return nil }
            next.stack.append(target)
        case .back:
            guard state.stack.count > 1 else { return nil }
            next.stack.removeLast()
        case .size(let size):
            next.size = size
        default:
            return nil
        }
        return next
    }

    func visible(in state: State) -> Visible {
        Visible(screen: state.stack.last!, back: state.stack.count > 1)
    }

    func actions(in state: State) -> [ScenarioStep.Kind] {
        guard listsActions else { return [] }
        let taps = (links[state.stack.last!] ?? [:]).keys.sorted().map { ScenarioStep.Kind.tap(label: $0, column: nil) }
        return taps + (state.stack.count > 1 ? [.back] : [])
    }

    func controlLocation(for action: ScenarioStep.Kind, in state: State) -> Diagnostics.SourceLocation? {
        guard case .tap(let label, _) = action, links[state.stack.last!]?[label] != nil else { return nil }
        return Diagnostics.SourceLocation(file: "\(name).md", line: label.count, column: 9)
    }
}

private let tapPink = ScenarioStep.Kind.tap(label: "Pink", column: nil)
private let tapPurple = ScenarioStep.Kind.tap(label: "Purple", column: nil)

/// Conformance 05: `flags` (isActive links) and its migrations.
private let flags = ToyApp(name: "flags", root: "List", links: ["List": [
    "Purple": "ColorDetail(color: .purple)", "Pink": "ColorDetail(color: .pink)",
]])

@Suite struct MigrationComparatorTests {
    let replays: [[ScenarioStep.Kind]] = [[tapPink, .back]]

    @Test func anEquivalentMigrationHasNoDifference() {
        var path = flags
        path.name = "path"
        #expect(MigrationComparator().compare(old: flags, new: path, replays: replays) == nil)
    }

    @Test func aChangedDestinationIsFoundAfterTheTap() throws {
        let wrong = ToyApp(name: "wrong", root: "List", links: ["List": [
            "Purple": "ColorDetail(color: .purple)", "Pink": "ColorDetail(color: .orange)",
        ]])
        let difference = try #require(MigrationComparator().compare(old: flags, new: wrong, replays: replays))
        #expect(difference.actions == [tapPink])
        let diagnostic = difference.diagnostic(old: "flags", new: "wrong", at: .init(file: "05-legacy.md", line: 60, column: 24))
        #expect(diagnostic.message == #"migration from 'flags' changes behaviour after tap "Pink": 'flags' shows ColorDetail(color: .pink) (back enabled); 'wrong' shows ColorDetail(color: .orange) (back enabled)"#)
        #expect(diagnostic.location.line == 60)
        #expect(diagnostic.notes.map(\.message) == ["control in 'flags'", "control in 'wrong'"])
    }

    @Test func aDifferentLaunchScreenIsReportedAtLaunch() throws {
        let other = ToyApp(name: "other", root: "VStack", links: [:])
        let difference = try #require(MigrationComparator().compare(old: flags, new: other, replays: replays))
        #expect(difference.actions.isEmpty)
        #expect(difference.diagnostic(old: "flags", new: "other", at: .init(file: "m.md", line: 1, column: 1)).message
            == "migration from 'flags' changes behaviour at launch: 'flags' shows List; 'other' shows VStack")
    }

    @Test func aControlMissingOnOneSideIsADifference() throws {
        let fewer = ToyApp(name: "fewer", root: "List", links: ["List": ["Purple": "ColorDetail(color: .purple)"]])
        let difference = try #require(MigrationComparator().compare(old: flags, new: fewer, replays: replays))
        #expect(difference.new == nil)
        #expect(difference.diagnostic(old: "flags", new: "fewer", at: .init(file: "m.md", line: 1, column: 1)).message
            .hasSuffix(#"'fewer' cannot tap "Pink""#))
    }

    @Test func explorationCombinesActionsNoScenarioCombined() throws {
        // No scenario taps "Pink" on the detail screen, but exploring the
        // alphabet {tap "Purple", tap "Pink"} does.
        let old = ToyApp(name: "old", root: "List", links: ["List": ["Purple": "Detail"], "Detail": ["Pink": "Deeper(1)"]])
        let new = ToyApp(name: "new", root: "List", links: ["List": ["Purple": "Detail"], "Detail": ["Pink": "Deeper(2)"]])
        let difference = try #require(MigrationComparator().compare(old: old, new: new, replays: [[tapPurple], [tapPink]]))
        #expect(difference.actions == [tapPurple, tapPink])
    }

    @Test func replaysReachBeyondTheExplorationDepth() throws {
        let old = ToyApp(name: "old", root: "A", links: ["A": ["Pink": "B"], "B": ["Pink": "C"], "C": ["Pink": "D"]])
        var new = old
        new.links["C"] = ["Pink": "E"]
        let replay = [tapPink, tapPink, tapPink]
        #expect(MigrationComparator(depth: 2).compare(old: old, new: new, replays: [[tapPink]]) == nil)
        let difference = try #require(MigrationComparator(depth: 2).compare(old: old, new: new, replays: [replay]))
        #expect(difference.actions == replay)
    }

    @Test func theShortestDifferenceWins() throws {
        // The scenario's replay differs only after three actions; exploring finds
        // a difference after two.
        let old = ToyApp(name: "old", root: "A", links: ["A": ["Pink": "B", "Purple": "P"], "B": ["Pink": "C"], "C": ["Pink": "D"], "P": ["Pink": "Q"]])
        var new = old
        new.links["C"] = ["Pink": "X"]
        new.links["P"] = ["Pink": "Y"]
        let difference = try #require(MigrationComparator().compare(old: old, new: new, replays: [[tapPink, tapPink, tapPink], [tapPurple]]))
        #expect(difference.actions == [tapPurple, tapPink])
    }

    @Test func explorationIsBoundedByDepthAndStates() {
        // A chain of pushes that differs only at the sixth screen.
        var links: [String: [String: String]] = [:]
        for index in 0..<10 { links["S\(index)"] = ["Pink": "S\(index + 1)", "Purple": "T\(index)"] }
        let old = ToyApp(name: "old", root: "S0", links: links)
        var new = old
        new.links["S5"] = ["Pink": "Z", "Purple": "T5"]
        let actions = [[tapPink], [tapPurple], [ScenarioStep.Kind.back]]
        #expect(MigrationComparator().compare(old: old, new: new, replays: actions)?.actions == Array(repeating: tapPink, count: 6))
        #expect(MigrationComparator(depth: 5).compare(old: old, new: new, replays: actions) == nil)
        #expect(MigrationComparator(depth: 6, stateLimit: 4).compare(old: old, new: new, replays: actions) == nil)
    }

    @Test func sizeChangesArePartOfTheAlphabet() throws {
        // `size` changes nothing in the toy, so two equal apps stay equal through it.
        #expect(MigrationComparator().compare(old: flags, new: flags, replays: [[tapPink, .size(.compact), .back]]) == nil)
    }

    @Test func scriptsGiveTheirReplayablePrefix() throws {
        let script = ScenarioParser().parse("""
        tap "Pink"
        expect isShowingPink
        back
        run isShowingPurple = true
        tap "Purple"
        """, file: "05-legacy.md", line: 27)
        let wrong = ToyApp(name: "wrong", root: "List", links: ["List": ["Purple": "Other", "Pink": "ColorDetail(color: .pink)"]])
        // `tap "Purple"` comes after `run`, so it is not replayed, and the alphabet
        // is {tap "Pink", back}: the changed Purple link goes unnoticed.
        #expect(MigrationComparator().compare(old: flags, new: wrong, oldScripts: [script]) == nil)
    }

    @Test func everyActionEitherSideOffersIsExploredNotOnlyTheScenarios() throws {
        // No scenario taps "Pink"; the subjects list it, so the comparison reaches it.
        var old = flags
        old.listsActions = true
        var new = ToyApp(name: "new", root: "List", links: ["List": [
            "Purple": "ColorDetail(color: .purple)", "Pink": "ColorDetail(color: .purple)",
        ]])
        new.listsActions = true
        #expect(MigrationComparator().compare(old: flags, new: ToyApp(name: "new", root: "List", links: new.links), replays: [[tapPurple]]) == nil)
        let difference = try #require(MigrationComparator().compare(old: old, new: new, replays: [[tapPurple]]))
        #expect(difference.actions == [tapPink])
    }

    @Test func aReplaysDifferenceNamesTheScenariosStepAndWinsATie() throws {
        let wrong = ToyApp(name: "wrong", root: "List", links: ["List": [
            "Purple": "ColorDetail(color: .purple)", "Pink": "ColorDetail(color: .orange)",
        ]])
        let step = Diagnostics.SourceLocation(file: "05-legacy.md", line: 28, column: 1)
        let difference = try #require(MigrationComparator().compare(old: flags, new: wrong, replays: [[tapPink]], steps: [[step]]))
        #expect(difference.scenarioStep == step)
        let diagnostic = difference.diagnostic(old: "flags", new: "wrong", at: .init(file: "05-legacy.md", line: 60, column: 24))
        #expect(diagnostic.notes.first?.location == step)
    }

    @Test func neitherLaunchingIsNotAMigrationDifference() {
        var broken = flags
        broken.launches = false
        #expect(MigrationComparator().compare(old: broken, new: broken, replays: replays) == nil)
        #expect(MigrationComparator().compare(old: flags, new: broken, replays: replays)?.new == nil)
    }
}
