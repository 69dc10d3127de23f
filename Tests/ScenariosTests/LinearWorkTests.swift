import Diagnostics
import ExampleInterpreter
import SwiftParsingGuards
import NavigationModel
import Pages
import Testing
@testable import Scenarios

/// The work of checking a page grows linearly with its scenarios' steps, its controls,
/// its claims and its examples: each test doubles one of them and checks the counted
/// work about doubles (it quadrupled, or worse, before). Operations are counted, not
/// seconds, so the tests hold on any machine and under any load.
@Suite struct LinearWorkTests {
    /// At most this much more work for twice the input: linear work gives about 2.
    static let doublingAllowance = 2.5

    static let stack = """
    struct ContentView: View {
        @State private var path: [Int] = []
        var body: some View {
            NavigationStack(path: $path) {
                List { Button("Item") { path.append(1) } }
                .navigationDestination(for: Int.self) { Text("\\($0)") }
            }
        }
    }
    """

    static func plan(_ text: String) -> PageCheckPlan {
        PageCheckPlan(page: PageParser().parse(source: text, file: "p.md").page)
    }

    static func expectLinear(_ name: String, _ small: Int, _ large: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(small > 0, "\(name): no work counted", sourceLocation: sourceLocation)
        let ratio = Double(large) / Double(max(small, 1))
        #expect(ratio < doublingAllowance, "\(name): twice the input took \(ratio) times the work (\(small) → \(large))", sourceLocation: sourceLocation)
    }

    // MARK: Steps

    /// The session's work recording `pairs` taps and backs: each step was once copying the whole trace.
    static func stepWork(pairs: Int) throws -> (work: Int, steps: Int) {
        let scenario = Array(repeating: "tap \"Item\"\nback", count: pairs).joined(separator: "\n")
        let plan = plan("# P\n\n```swift example=demo\n\(stack)\n```\n\n```scenario example=demo\n\(scenario)\n```\n")
        let engine = InterpretedEngine()
        let compiled = try #require(engine.compile(plan.examples[0]).compiled)
        var driver = engine.driver(for: compiled, scenario: plan.scenarios[0])
        let run = LargeStack.run { ScenarioExecutor().run(plan.scenarios[0].script, at: plan.scenarios[0].location, on: &driver) }
        #expect(run.status == .passed, "\(run.diagnostics.map(\.message))")
        return (try #require(driver.session).work, run.trace?.steps.count ?? 0)
    }

    @Test func recordingStepsIsLinearInTheirNumber() throws {
        let small = try Self.stepWork(pairs: 200)
        let large = try Self.stepWork(pairs: 400)
        #expect(large.steps == 801)
        Self.expectLinear("steps", small.work, large.work)
    }

    // MARK: Claims

    @Test func findingClaimsIsLinearInTheirNumber() {
        func work(_ count: Int) -> Int {
            let prose = (0..<count).map { "Sentence number \($0) holds true." }.joined(separator: " ")
            let claims = (0..<count).map { "Sentence number \($0) holds true." } + ["A claim that is not there at all."]
            let plan = Self.plan("# P\n\n\(prose)\n")
            let work = plan.claimFinder.prepare(claims)
            #expect(plan.claimFinder.find("Sentence number \(count - 1) holds true.") != nil)
            #expect(plan.claimFinder.find("A claim that is not there at all.") == nil)
            return work
        }
        Self.expectLinear("claims", work(1_000), work(2_000))
    }

    /// The prepared lookups find what one lookup at a time finds, near misses included.
    @Test func preparedClaimsMatchOneAtATime() {
        let prose = "Tapping a row pushes its detail. “Back” returns to the list. 点按返回会回到列表。 A *stack* keeps order."
        let claims = [
            "Tapping a row pushes its detail.", "\"Back\" returns to the list.", "点按返回会回到列表。", "A *stack* keeps order.",
            "Tapping a row pushes its detail view at once.", "returns", "missing entirely from the page", "",
        ]
        let fresh = Self.plan("# P\n\n\(prose)\n")
        let prepared = Self.plan("# P\n\n\(prose)\n")
        prepared.claimFinder.prepare(claims)
        for claim in claims {
            #expect(prepared.claimFinder.find(claim) == fresh.claimFinder.find(claim), "\(claim)")
            let script = ScenarioParser().parse("claim \"\(claim)\"", file: "p.md", line: 9)
            guard let parsed = script.claims.first else { continue }
            #expect(prepared.claimFinder.locate(parsed) == fresh.claimFinder.locate(parsed), "\(claim)")
        }
    }

    // MARK: Controls

    /// The graph of a list of `count` buttons that do nothing, explored within `limits`.
    static func buttonsGraph(_ count: Int, limits: NavigationExplorer.Limits) throws -> ExplorationGraph {
        let example = """
        struct ContentView: View {
            var body: some View {
                NavigationStack {
                    List(0..<\(count), id: \\.self) { i in Button("B\\(i)") { } }
                }
            }
        }
        """
        let plan = Self.plan("# P\n\n```swift example=demo\n\(example)\n```\n")
        let engine = InterpretedEngine()
        let compiled = try #require(engine.compile(plan.examples[0]).compiled)
        return try #require(LargeStack.run { engine.explore(compiled, limits: limits) })
    }

    /// Each control is tried, and each try derives a UI as large as the list: exploring is
    /// not linear in the controls, so its work has a budget, and many controls stop there
    /// (an example of 20,000 buttons took minutes to build) instead of running on.
    @Test func exploringManyControlsStopsAtTheBudget() throws {
        let limits = NavigationExplorer.Limits(maxDepth: 6, maxStates: 200, maxWork: 2_000_000)
        let small = try Self.buttonsGraph(100, limits: limits)
        #expect(!small.isTruncated, "a short list is explored in full")
        let large = try Self.buttonsGraph(2_000, limits: limits)
        #expect(large.isTruncated)
        // A regular launch, then a compact one, each explored within the budget.
        #expect(large.work < 2 * (limits.maxWork + 2 * (large.nodes.first?.ui.shownSize ?? 0)))
        #expect(large.nodes.count >= 1, "the launch screen is kept")
    }

    // MARK: Examples

    @Test func checkingIsLinearInTheExamples() {
        func work(_ count: Int) -> Int {
            let examples = (0..<count).map { index in
                "Example \(index) pushes a row.\n\n```swift example=e\(index)\n\(Self.stack)\n```\n\n"
                    + "```scenario example=e\(index)\nclaim \"Example \(index) pushes a row.\"\ntap \"Item\"\nexpect path == [1]\n```\n"
            }
            let plan = Self.plan("# P\n\n" + examples.joined(separator: "\n"))
            let result = PageChecker(engine: InterpretedEngine()).check(plan)
            #expect(result.report.examples.count == count)
            #expect(result.report.allDiagnostics.filter { $0.severity == .error }.isEmpty, "\(result.report.allDiagnostics.prefix(3).map(\.message))")
            return result.work
        }
        Self.expectLinear("examples", work(50), work(100))
    }
}
