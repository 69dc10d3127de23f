import Testing
import Diagnostics
import Pages
@testable import Scenarios

/// Every step and expectation kind against the real interpreter and model, with
/// the exact shape of each failure message (§3, §6).
@Suite struct InterpretedDriverTests {
    static let page = #"""
    A stack of colors.

    ```swift example=colors
    struct ColorDetail: View {
        var color: Color
        var body: some View { color.navigationTitle(color.description) }
    }

    struct ColorStack: View {
        @State private var path: [Color] = []
        var body: some View {
            NavigationStack(path: $path) {
                List {
                    NavigationLink("Mint", value: Color.mint)
                    NavigationLink("Pink", value: Color.pink)
                    NavigationLink("Lemon", value: "lemon")
                }
                .navigationDestination(for: Color.self) { color in
                    ColorDetail(color: color)
                }
                .navigationTitle("Colors")
            }
        }
    }
    ```

    ```scenario example=colors title="everything holds"
    expect path.isEmpty
    expect screen: List
    expect stack: List
    expect title: "Colors"
    expect back: disabled
    tap "Pink"
    expect path == [.pink]
    expect screen: ColorDetail(color: .pink)
    expect screen: ColorDetail(color: _)
    expect screen: ColorDetail
    expect stack: List > ColorDetail(color: .pink)
    expect title: "pink"
    expect back: enabled
    expect no warning
    back
    run path.append(.mint)
    expect screen: ColorDetail(color: .mint)
    back
    tap "Lemon"
    expect warning: "onto a path of [Color]"
    size compact
    expect stack: List
    ```

    ```scenario example=colors title="everything fails"
    tap "Pink"
    expect path == [.mint]
    expect screen: ColorDetail(color: .mint)
    expect stack: List
    expect title: "Pink"
    expect back: disabled
    expect warning: "lazy"
    expect sidebar: List
    size compact
    expect detail: List
    expect missing == 1
    expect screen: ColorDetail(color: .nowhere)
    tap "Teal"
    back
    ```

    ```scenario example=colors title="back at the root"
    back
    expect path.isEmpty
    ```

    ```scenario example=colors title="a fault in run"
    run path.removeLast()
    ```
    """#

    func check() -> PageChecker<InterpretedEngine>.Result {
        let page = PageParser().parse(source: Self.page, file: "d.md").page
        return PageChecker(engine: InterpretedEngine()).check(PageCheckPlan(page: page))
    }

    func lines(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.location.line):\($0.location.column): \($0.severity.rawValue): \($0.message)" }
    }

    @Test func everyKindPasses() {
        let scenario = check().report.examples[0].scenarios[0]
        #expect(lines(scenario.diagnostics) == [])
        #expect(scenario.status == .passed)
    }

    @Test func everyKindFailsWithItsMessage() {
        let scenario = check().report.examples[0].scenarios[1]
        #expect(lines(scenario.diagnostics) == [
            "54:8: error: expected path == [.mint], got path = [.pink]",
            "55:16: error: expected screen: ColorDetail(color: .mint), got ColorDetail(color: .pink)",
            "56:15: error: expected stack: List, got List > ColorDetail(color: .pink)",
            #"57:1: error: expected title "Pink", got "pink""#,
            "58:1: error: expected back: disabled, got enabled",
            #"59:1: error: expected warning "lazy", got none"#,
            "60:17: error: expected sidebar: List, got no sidebar column",
            "62:1: error: columns are collapsed at compact size",
            "63:8: error: cannot find 'missing' in scope",
            "64:36: error: type 'Color' has no member 'nowhere'",
            #"65:1: error: no visible control "Teal"; visible: none"#,
            "66:1: note: the remaining steps did not run: the action on line 65 failed",
        ])
    }

    @Test func backAtTheRootStopsTheScenario() {
        let scenario = check().report.examples[0].scenarios[2]
        #expect(lines(scenario.diagnostics) == [
            "70:1: error: no back control: the root is showing",
            "71:1: note: the remaining steps did not run: the action on line 70 failed",
        ])
    }

    @Test func aRuntimeFaultInARunStepIsAnErrorAtTheStatement() {
        let scenario = check().report.examples[0].scenarios[3]
        #expect(lines(scenario.diagnostics).count == 1)
        #expect(lines(scenario.diagnostics).first?.hasPrefix("75:") == true)
        #expect(scenario.diagnostics.first?.message.contains("remove") == true)
    }

    @Test func theTraceRecordsEveryStep() {
        let page = PageParser().parse(source: Self.page, file: "d.md").page
        let plan = PageCheckPlan(page: page)
        let engine = InterpretedEngine()
        guard let compiled = engine.compile(plan.examples[0]).compiled else {
            Issue.record("the example did not compile")
            return
        }
        let scenario = plan.scenarios[1]
        var driver = engine.driver(for: compiled, scenario: scenario)
        _ = ScenarioExecutor().run(scenario.script, at: scenario.location, on: &driver)
        // Launch, then one trace step per scenario line.
        #expect(driver.session?.trace.steps.count == scenario.script.steps.count + 1)
    }
}
