import Testing
import Diagnostics
import Pages
@testable import Scenarios

/// An engine whose behaviour is written per example name and per line: it stands
/// in for the interpreter and model, so the page pipeline around them is real.
struct TableEngine: ExampleEngine {
    var compileDiagnostics: [String: [Diagnostic]] = [:]
    var launchWarnings: [String: [RuntimeWarning]] = [:]
    var actions: [Int: ActionResult] = [:]
    var expectations: [Int: [Diagnostic]] = [:]
    /// Per new example: the difference the migration comparison finds.
    var migrationDifferences: [String: String] = [:]

    struct Compiled: Sendable { var name: String }

    struct Driver: ScenarioDriver {
        var engine: TableEngine
        var example: String
        mutating func launch(platform: ScenarioStep.Platform?) -> ActionResult {
            .succeeded(warnings: engine.launchWarnings[example] ?? [])
        }
        mutating func perform(_ step: ScenarioStep) -> ActionResult {
            engine.actions[step.location.line] ?? .succeeded(warnings: [])
        }
        mutating func evaluate(_ step: ScenarioStep) -> [Diagnostic] {
            engine.expectations[step.location.line] ?? []
        }
    }

    func compile(_ example: DeclaredExample) -> ExampleCompilation<Compiled> {
        let diagnostics = compileDiagnostics[example.name] ?? []
        return ExampleCompilation(
            compiled: Compiled(name: example.name), diagnostics: diagnostics,
            launchWarnings: launchWarnings[example.name] ?? []
        )
    }

    func driver(for compiled: Compiled, scenario: ScenarioBlock) -> Driver {
        Driver(engine: self, example: compiled.name)
    }

    func compareMigration(_ new: Compiled, from old: Compiled, oldScenarios: [ScenarioBlock], migration: DeclaredExample.Migration) -> Diagnostic? {
        migrationDifferences[new.name].map {
            .error("migration.differs", at: migration.location, "migration from '\(old.name)' changes behaviour \($0)")
        }
    }
}

private func lines(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map { "\($0.location.line):\($0.location.column): \($0.severity.rawValue): \($0.message)" }
}

@Suite struct PageCheckerTests {
    let file = "06-diagnostics.md"

    func at(_ line: Int, _ column: Int) -> Diagnostics.SourceLocation {
        Diagnostics.SourceLocation(file: file, line: line, column: column)
    }

    /// What the interpreter and model are specified to say about the diagnostics page.
    var diagnosticsPageEngine: TableEngine {
        var engine = TableEngine()
        engine.compileDiagnostics = [
            "unknown-name": [.error("swift.unresolved", at: at(17, 10), "cannot find 'parks' in scope")],
            "loops": [.error("swift.unsupported", at: at(33, 5), "unsupported: 'while' loop")],
            "opaque": [.error("swift.opaque", at: at(55, 42), "'Park' is not declared in this example; declare it in a hidden block to use 'name'")],
        ]
        engine.actions[77] = .failed(diagnostics: [.error("step.noControl", at: at(77, 1), #"no visible control "Two"; visible: "One""#)], warnings: [])
        engine.expectations = [
            91: [.error("expect.failed", at: at(91, 8), #"expected screen: Text("Number 1"), got List"#)],
            92: [.error("expect.failed", at: at(92, 8), "cannot find 'path' in scope")],
            93: [.error("expect.failed", at: at(93, 29), "cannot find 'oops' in scope")],
        ]
        return engine
    }

    @Test func theDiagnosticsPagePassesVerification() async throws {
        let source = CheckRunner<TableEngine>.Source(file: file, text: try conformancePage(file))
        let report = await CheckRunner(engine: diagnosticsPageEngine).check([source], verify: true)
        #expect(report.verification?.failures.map { "\($0.location): \($0.message)" } == [])
        #expect(report.verification?.markerCount == 11)
        #expect(report.exitCode == 0)

        let page = try #require(report.pages.first)
        #expect(lines(page.diagnostics) == [
            "10:21: error: unknown example 'nowhere'",
            "15:31: warning: unknown attribute 'colour'",
            "24:18: error: unclosed quote in info string",
        ])
        #expect(page.examples.map(\.status) == [.failed, .failed, .failed, .passed])
        let opaque = try #require(page.examples.first { $0.name == "opaque" })
        #expect(opaque.scenarios.map(\.status) == [.notRun])
        #expect(lines(opaque.scenarios[0].diagnostics) == ["61:4: note: scenario not run: example 'opaque' has errors"])
        let ok = try #require(page.examples.first { $0.name == "ok" })
        #expect(ok.scenarios.map(\.status) == [.failed, .failed, .failed])
        #expect(lines(ok.scenarios[0].diagnostics) == [
            #"77:1: error: no visible control "Two"; visible: "One""#,
            "78:1: note: the remaining steps did not run: the action on line 77 failed",
        ])
        #expect(report.counts.scenarios == CheckTally(passed: 0, failed: 3, notRun: 1))
    }

    @Test func withoutVerifyTheSamePageFails() async throws {
        let source = CheckRunner<TableEngine>.Source(file: file, text: try conformancePage(file))
        let report = await CheckRunner(engine: diagnosticsPageEngine).check([source])
        #expect(report.verification == nil)
        #expect(report.exitCode == 1)
    }

    @Test func aDiagnosticTheEngineNoLongerGivesFailsVerificationAtTheMarker() async throws {
        var engine = diagnosticsPageEngine
        engine.expectations[92] = nil
        let source = CheckRunner<TableEngine>.Source(file: file, text: try conformancePage(file))
        let report = await CheckRunner(engine: engine).check([source], verify: true)
        #expect(report.verification.map { lines($0.failures) } == ["92:23: error: expected error not produced: {{path}}"])
        #expect(report.exitCode == 1)
    }

    @Test func pagesAreCheckedInParallelAndReportedInOrder() async throws {
        let sources = (0..<20).map { index in
            CheckRunner<TableEngine>.Source(file: "p\(index).md", text: """
            ```swift example=e\(index)
            Text("x")
            ```

            ```scenario example=e\(index)
            expect screen: Text("x")
            ```
            """)
        }
        let report = await CheckRunner(engine: TableEngine()).check(sources)
        #expect(report.pages.map(\.path) == sources.map(\.file))
        #expect(report.counts.scenarios == CheckTally(passed: 20))
        #expect(report.exitCode == 0)
    }
}

@Suite struct PageCheckerMigrationAndWarningTests {
    let file = "05-legacy.md"

    @Test func aMigrationDifferenceIsFiledUnderTheNewExample() async throws {
        var engine = TableEngine()
        engine.migrationDifferences["wrong"] = #"after tap "Pink": ColorDetail(color: .pink) became ColorDetail(color: .orange)"#
        let source = CheckRunner<TableEngine>.Source(file: file, text: try conformancePage(file))
        let report = await CheckRunner(engine: engine).check([source], verify: true)
        #expect(report.verification?.passed == true)
        let wrong = try #require(report.pages.first?.examples.first { $0.name == "wrong" })
        #expect(wrong.status == .failed)
        #expect(wrong.migratesFrom == "flags")
        #expect(lines(wrong.diagnostics).first?.hasPrefix("60:24: error: migration from 'flags' changes behaviour after tap \"Pink\"") == true)
        #expect(report.pages.first?.examples.filter { $0.status == .passed }.map(\.name) == ["flags", "path", "tags", "split"])
    }

    @Test func aMigrationFromABrokenExampleIsNotCompared() {
        var engine = TableEngine()
        engine.compileDiagnostics["flags"] = [.error("e", at: .init(file: "m.md", line: 2, column: 1), "broken")]
        engine.migrationDifferences["new"] = "at launch: List became Text"
        let page = PageParser().parse(source: """
        ```swift example=flags
        Text("old")
        ```

        ```swift example=new migrates=flags
        Text("new")
        ```
        """, file: "m.md").page
        let result = PageChecker(engine: engine).check(PageCheckPlan(page: page))
        #expect(result.report.examples.map(\.status) == [.failed, .passed])
    }

    @Test func aFaultInTheExamplesCodeIsReportedOnceAcrossScenarios() {
        let page = PageParser().parse(source: """
        ```swift example=counter
        @State private var count = Int.max
        var body: some View {
            Button("Add") { count += 1 }
        }
        ```

        ```scenario example=counter
        tap "Add"
        ```

        ```scenario example=counter
        expect count == Int.max
        tap "Add"
        ```
        """, file: "f.md").page
        let overflow = { (step: Int) in
            ActionResult.failed(diagnostics: [.error(
                "interpreter.runtime", at: .init(file: "f.md", line: 4, column: 27), "arithmetic overflow",
                notes: [.init(location: .init(file: "f.md", line: step, column: 1), message: "while running this step")]
            )], warnings: [])
        }
        var engine = TableEngine()
        engine.actions[9] = overflow(9)
        engine.actions[14] = overflow(14)
        let result = PageChecker(engine: engine).check(PageCheckPlan(page: page))
        let scenarios = result.report.examples[0].scenarios
        #expect(scenarios.map(\.status) == [.failed, .failed])
        #expect(lines(scenarios[0].diagnostics) == ["4:27: error: arithmetic overflow"])
        #expect(lines(scenarios[1].diagnostics) == ["14:1: note: this step fails with the error already reported at 4:27: arithmetic overflow"])
    }

    @Test func declarationWarningsAreReportedOncePerExample() throws {
        // Conformance 03 `lazy`: the launch and each scenario log the misplaced
        // destination; it is reported once, at the modifier.
        let page = PageParser().parse(source: try conformancePage("03-destinations.md"), file: "03.md").page
        let lazy = RuntimeWarning(
            id: "model.lazyDestination", message: #"Do not put a navigation destination modifier inside a "lazy" container, like `List` or `LazyVStack`"#,
            declaration: .init(file: "03.md", line: 42, column: 18)
        )
        let noDestination = RuntimeWarning(id: "model.noDestination", message: "no matching navigationDestination for String")
        var engine = TableEngine()
        engine.launchWarnings["lazy"] = [lazy]
        for line in [22, 34, 51] { engine.actions[line] = .succeeded(warnings: [noDestination]) }
        let result = PageChecker(engine: engine).check(PageCheckPlan(page: page))
        let examples = result.report.examples
        #expect(lines(examples.first { $0.name == "lazy" }!.diagnostics) == ["42:18: warning: \(lazy.message)"])
        // The unconsumed action warning of `missing`'s second scenario is at its step.
        #expect(lines(examples.first { $0.name == "missing" }!.scenarios[1].diagnostics) == ["34:1: warning: \(noDestination.message)"])
        #expect(result.runs.count == 5)
    }
}
