import NavigationModel
import Pages
import Testing
@testable import Scenarios

/// A scenario run keeps the model's trace (the site renders it, §H), and the
/// page checker explores each example only when asked (the site's explorer).
@Suite struct ScenarioTraceTests {
    static let page = #"""
    ```swift example=colors
    @State private var path: [Color] = []

    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Pink", value: Color.pink)
                NavigationLink("Mint", value: Color.mint)
            }
            .navigationDestination(for: Color.self) { color in Text(color.description) }
            .navigationTitle("Colors")
        }
    }
    ```

    ```scenario example=colors size=compact
    tap "Pink"
    expect path == [.pink]
    back
    ```
    """#

    func check(explorerLimits: NavigationExplorer.Limits? = nil) -> PageChecker<InterpretedEngine>.Result {
        let page = PageParser().parse(source: Self.page, file: "p.md").page
        return PageChecker(engine: InterpretedEngine()).check(PageCheckPlan(page: page), explorerLimits: explorerLimits)
    }

    // §H: the launch, then one step per line, each with the state after it and what is visible.
    @Test func theRunCarriesOneTraceStepPerLineAfterTheLaunch() throws {
        let trace = try #require(check().runs[0].trace)
        #expect(trace.steps.map(\.action) == ["launch", "tap \"Pink\"", "expect path == [.pink]", "back"])
        #expect(trace.steps[1].changes.map(\.name) == ["path"])
        #expect(trace.steps[1].ui.stack.map(\.description) == ["List", "Text(\"pink\")"])
        #expect(trace.steps[3].ui.stack.map(\.description) == ["List"])
    }

    @Test func aRunThatCannotStartHasNoTrace() throws {
        let page = PageParser().parse(source: "```scenario example=missing\ntap \"A\"\n```\n", file: "p.md").page
        let result = PageChecker(engine: InterpretedEngine()).check(PageCheckPlan(page: page))
        #expect(result.runs.allSatisfy { $0.trace == nil })
    }

    @Test func examplesAreExploredOnlyWhenAsked() throws {
        #expect(check().explorations.isEmpty)
        let graph = try #require(check(explorerLimits: .init(maxDepth: 3, maxStates: 50)).explorations["colors"])
        // Launch, Pink pushed, Mint pushed; a plain stack starts compact (no columns at regular width).
        #expect(graph.nodes.count == 3)
        #expect(graph.nodes[0].ui.sizeClass == .compact)
        #expect(Set(graph.edges.map(\.action)) == ["tap \"Pink\"", "tap \"Mint\"", "back"])
        #expect(!graph.isTruncated)
    }

    @Test func aSplitViewIsExploredFromARegularWidth() throws {
        let page = PageParser().parse(source: #"""
        ```swift example=split
        @State private var selection: Color? = nil
        let colors: [Color] = [.mint, .pink]

        var body: some View {
            NavigationSplitView {
                List(colors, id: \.self, selection: $selection) { color in
                    NavigationLink(color.description, value: color)
                }
            } detail: {
                Text(selection?.description ?? "none")
            }
        }
        ```
        """#, file: "p.md").page
        let result = PageChecker(engine: InterpretedEngine()).check(PageCheckPlan(page: page), explorerLimits: .init())
        let graph = try #require(result.explorations["split"])
        #expect(graph.nodes[0].ui.layout == .columns)
        #expect(graph.edges.contains { $0.from == 0 && $0.action == "size compact" })
    }
}
