import Diagnostics
import Foundation
import Pages
import Testing
@testable import Scenarios

/// Pages that crashed, trapped or hung `navdocs check` (and wedged `navdocs serve`),
/// run through the same entry point: each must finish, with an error at the construct.
@Suite struct PathologicalInputTests {
    /// A page with one example (a `NavigationStack` over `path`) plus `code`, and one scenario.
    static func page(code: String = "", scenario: String, prose: String = "Some prose.") -> String {
        """
        # Page

        \(prose)

        ```swift example=probe
        struct ContentView: View {
            @State private var path: [Int] = []
            var body: some View {
                NavigationStack(path: $path) {
                    List { Text("Row") }
                }
            }
        }
        \(code)
        ```

        ```scenario example=probe
        \(scenario)
        ```
        """
    }

    /// Checks one page as `navdocs check` does; returns its diagnostics as `line:column: message`.
    static func check(_ text: String) async -> [String] {
        let report = await CheckRunner(engine: InterpretedEngine()).check([.init(file: "p.md", text: text)])
        return report.allDiagnostics.filter { $0.severity == .error }.map { "\($0.location.line):\($0.location.column): \($0.message)" }
    }

    static func expectError(_ text: String, _ fragment: String, at position: String? = nil) async {
        let errors = await check(text)
        let match = errors.first { $0.contains(fragment) }
        #expect(match != nil, "\(errors)")
        if let position, let match { #expect(match.hasPrefix(position + ":"), "\(match)") }
    }

    // MARK: Examples

    @Test func deepNesting() async {
        await Self.expectError(Self.page(code: "let deep = " + String(repeating: "(", count: 3_000) + "1" + String(repeating: ")", count: 3_000), scenario: "expect path.isEmpty"),
                               "code nested too deeply")
        await Self.expectError(Self.page(code: "let deep = " + String(repeating: "[", count: 3_000) + "1" + String(repeating: "]", count: 3_000), scenario: "expect path.isEmpty"),
                               "brackets nested too deeply", at: "14:24")
    }

    /// 24 unclosed `[` held `navdocs serve` at 100 % CPU.
    @Test func unclosedBracketsInAnExample() async {
        await Self.expectError(Self.page(code: "let x = " + String(repeating: "[", count: 24), scenario: "expect path.isEmpty"),
                               "brackets nested too deeply", at: "14:21")
    }

    /// A 1,000-term sum killed `navdocs serve`.
    @Test func longSums() async {
        for terms in [1_000, 5_000] {
            await Self.expectError(Self.page(code: "let sum = " + Array(repeating: "1", count: terms).joined(separator: " + "), scenario: "expect path.isEmpty"),
                                   "expression too long", at: "14:11")
        }
    }

    @Test func selfReferentialDefault() async {
        await Self.expectError(Self.page(code: "struct Park { let name: String; let nearby = [Park(name: \"Zion\")] }\nlet park = Park(name: \"A\")",
                                         scenario: "expect park.name == \"A\""),
                               "nested too deeply")
    }

    @Test func endlessLoopsAndRecursion() async {
        await Self.expectError(Self.page(scenario: "run for i in 0..<100000 { for j in 0..<100000 { path = [i + j] } }"),
                               "evaluation did not finish after 1000000 steps")
        await Self.expectError(Self.page(code: "func f(_ n: Int) -> Int { f(n + 1) }", scenario: "run path.append(f(1))"),
                               "recursion too deep")
    }

    @Test func bigStringDoubling() async {
        await Self.expectError(Self.page(scenario: "run var s = \"ab\"; for _ in 0..<64 { s = s + s }"), "string too large")
    }

    @Test func hugeNumbers() async {
        await Self.expectError(Self.page(scenario: "platform iOS 9223372036854775807\nexpect path.isEmpty"),
                               "version number '9223372036854775807' is out of range", at: "18:14")
        await Self.expectError(Self.page(scenario: "platform iOS 99999999999999999999999\nexpect path.isEmpty"), "is out of range", at: "18:14")
        await Self.expectError(Self.page(scenario: "run path.append(99999999999999999999)"), "overflows when stored into 'Int'", at: "18:17")
        await Self.expectError(Self.page(scenario: "run path.append(Int.max + 1)"), "arithmetic overflow")
        await Self.expectError(Self.page(scenario: "back 99999999999"), "unexpected text after 'back'")
    }

    /// 20,000 appends took 47 s: each append copied the path, and recording the
    /// step compared each of its 20,000 warnings with all the others. A stack that deep
    /// is past the model's bound on a stack, an error at the step before its screens are
    /// derived (a scenario appending 100,000 elements four times wrote 268 MB of HTML, and
    /// later derived 400,000 screens a step).
    @Test func manyPathAppends() async {
        let clock = ContinuousClock()
        var errors: [String] = []
        let elapsed = await clock.measure {
            errors = await Self.check(Self.page(scenario: "run for i in 0..<20000 { path.append(i) }\nexpect path.count == 20000"))
        }
        #expect(errors == ["18:1: the navigation stack is deeper than 10000 screens (its path holds 20000 values)"], "\(errors)")
        #expect(elapsed < .seconds(30))
        await Self.expectError(Self.page(scenario: Array(repeating: "run for i in 0..<100000 { path.append(i) }", count: 4).joined(separator: "\n")),
                               "the navigation stack is deeper than 10000 screens (its path holds 100000 values)", at: "18:1")
    }

    @Test func manyRunSteps() async {
        let steps = Array(repeating: "run path.append(1)\nrun path.removeLast()", count: 500).joined(separator: "\n")
        let errors = await Self.check(Self.page(scenario: steps))
        #expect(errors.isEmpty, "\(errors)")
        // One step more than a trace shows is an error at that step, and nothing runs.
        await Self.expectError(Self.page(scenario: steps + "\nback"),
                               "scenario too long: more than 1000 steps; split it into scenarios of their own", at: "1018:1")
    }

    /// What a trace shows is bounded however small each step: a string state of 100 KB
    /// shown at every step passes the example's allowance, an error at the step that does.
    @Test func aTraceTooLargeToShowIsAnErrorAtItsStep() async {
        let errors = await Self.check(Self.page(
            scenario: "run path = [1]\n" + Array(repeating: "expect path == [1]", count: 900).joined(separator: "\n"),
            prose: "Prose."
        ).replacingOccurrences(of: "@State private var path: [Int] = []",
                               with: "@State private var path: [Int] = []\n    @State private var notes = String(repeating: \"n\", count: 100000)"))
        let tooLarge = errors.filter { $0.contains("this example's traces are too large to show") }
        #expect(tooLarge.count == 1, "\(errors)")
        #expect(tooLarge.first?.hasPrefix("20:1:") == false, "not at the launch: \(tooLarge)")
        // The same page without the large state passes.
        #expect(await Self.check(Self.page(scenario: "run path = [1]\n" + Array(repeating: "expect path == [1]", count: 900).joined(separator: "\n"))).isEmpty)
    }

    // MARK: Code the parser would take long over (limits checked before it)

    @Test func longRunsOfPoundSignsStopBeforeTheParser() async {
        await Self.expectError(Self.page(code: String(repeating: "#", count: 10_000), scenario: "expect path.isEmpty"),
                               "too many '#' in a row (more than 64)", at: "14:1")
        await Self.expectError(Self.page(code: String(repeating: "#if X\n", count: 2_000), scenario: "expect path.isEmpty"),
                               "'#if' nested too deeply (more than 16 open at once)", at: "30:1")
    }

    @Test func deeplyNestedGenericTypesStopBeforeTheParser() async {
        await Self.expectError(Self.page(code: "let x: " + String(repeating: "A<", count: 2_000) + "Int" + String(repeating: ">", count: 2_000) + "? = nil",
                                         scenario: "expect path.isEmpty"),
                               "generic types nested too deeply (more than 64 levels of '<')", at: "14:137")
        // The run of `>` closing them is its own limit, met where no `<` comes first.
        await Self.expectError(Self.page(code: "let x = 1 " + String(repeating: ">", count: 2_000) + " 1", scenario: "expect path.isEmpty"),
                               "more than 64 operator characters in a row", at: "14:11")
        await Self.expectError(Self.page(code: "let x: " + String(repeating: "A<", count: 2_000) + "Int" + String(repeating: " >", count: 2_000) + "? = nil",
                                         scenario: "expect path.isEmpty"),
                               "generic types nested too deeply (more than 64 levels of '<')", at: "14:137")
        // Comparisons written without spaces do not add up to a nesting.
        let comparisons = (0..<100).map { "let c\($0) = 1<Int.max" }.joined(separator: "; ")
        #expect(await Self.check(Self.page(code: comparisons, scenario: "expect path.isEmpty")).isEmpty)
    }

    @Test func anEnumCountingPastIntMaxIsAnError() async {
        await Self.expectError(Self.page(code: "enum E: Int { case a = 9223372036854775807, b }", scenario: "expect path.isEmpty"),
                               "integer literal '9223372036854775808' overflows when stored into 'Int'", at: "14:45")
    }

    @Test func tooManyExamplesOnAPage() async {
        let examples = (0...PageCheckPlan.maximumExamples).map { "```swift example=e\($0)\nText(\"\($0)\")\n```\n" }.joined(separator: "\n")
        let errors = await Self.check("# P\n\n" + examples)
        #expect(errors == ["\(3 + 4 * PageCheckPlan.maximumExamples):4: too many examples on one page (more than 200); this one and the ones after it do not run"])
    }

    // MARK: Long lines (linear in the line's length)

    @Test func longLinesInScenarios() async {
        let long = 100_000
        let lines = [
            "tap \"" + String(repeating: "a", count: long) + "\"",
            "expect " + String(repeating: "[", count: 24),
            "run " + String(repeating: "(", count: 5_000),
            "run " + String(repeating: "(", count: 5_000) + "1" + String(repeating: ")", count: 5_000),
            "expect stack: " + String(repeating: "#", count: long),
            "expect stack: List > " + String(repeating: "\"\\(", count: long / 3),
            "tap " + String(repeating: "#", count: long) + "\"x\"",
            "claim \"" + String(repeating: "a", count: long / 2) + "b\"",
            String(repeating: "x", count: long),
        ]
        for line in lines {
            let clock = ContinuousClock()
            var errors: [String] = []
            let elapsed = await clock.measure {
                errors = await Self.check(Self.page(scenario: line, prose: String(repeating: "a", count: long)))
            }
            #expect(!errors.isEmpty, "\(line.prefix(30))")
            #expect(elapsed < .seconds(30), "\(line.prefix(30))")
        }
    }

    @Test func verifyMarkersWithHugeShifts() {
        let text = "Prose.\n<!-- expected-error@+99999999999999999999999 {{x}} -->\n<!-- expected-error@+9223372036854775807 {{x}} -->\n"
        let (markers, problems) = VerifyMarkerScanner().scan(text, file: "p.md")
        #expect(markers.isEmpty)
        #expect(problems.count == 2)
        #expect(problems.allSatisfy { $0.message.contains("outside the file") }, "\(problems.map(\.message))")
    }

    @Test func longLinesOfBackticksAndMarkers() {
        var line = ""
        for length in 1...400 { line += String(repeating: "`", count: length) + " x " }
        line += String(repeating: "<!-- expected-error {{", count: 5_000)
        let clock = ContinuousClock()
        let elapsed = clock.measure { _ = VerifyMarkerScanner().scan(line + "\n", file: "p.md") }
        #expect(elapsed < .seconds(10))
    }
}
