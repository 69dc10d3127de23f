import Diagnostics
import ExampleInterpreter
import NavigationModel
import Pages

/// Checks one page: compiles each example, runs its scenarios, binds claims,
/// compares migrations, and files every diagnostic under one report item.
public struct PageChecker<Engine: ExampleEngine>: Sendable {
    public var engine: Engine

    public init(engine: Engine) {
        self.engine = engine
    }

    /// What checking a page gives: the report, and each scenario's run (aligned
    /// with `plan.scenarios`) for traces.
    public struct Result: Sendable {
        public var report: PageReport
        public var runs: [ScenarioRun]
        /// Each example's explored state graph, by example name, when asked for
        /// (`explorerLimits`) and the example runs.
        public var explorations: [String: ExplorationGraph] = [:]
    }

    /// Checks `plan`; `pageDiagnostics` are the problems found while parsing the
    /// page (front matter, info strings), filed under the page.
    /// With `explorerLimits`, also explores each example that compiles (the site's
    /// explorer); `check` leaves it out, it costs more than the scenarios.
    public func check(
        _ plan: PageCheckPlan, pageDiagnostics: [Diagnostic] = [], explorerLimits: NavigationExplorer.Limits? = nil
    ) -> Result {
        // One large-stack thread for the whole page: the interpreter's entry points then run in place.
        LargeStack.run { checkOnThisThread(plan, pageDiagnostics: pageDiagnostics, explorerLimits: explorerLimits) }
    }

    private func checkOnThisThread(
        _ plan: PageCheckPlan, pageDiagnostics: [Diagnostic], explorerLimits: NavigationExplorer.Limits?
    ) -> Result {
        let executor = ScenarioExecutor(claimFinder: plan.claimFinder)
        var compilations: [String: ExampleCompilation<Engine.Compiled>] = [:]
        var runs: [Int: ScenarioRun] = [:]
        var examples: [ExampleReport] = []
        var explorations: [String: ExplorationGraph] = [:]

        for example in plan.examples {
            let scenarios = plan.scenarios.enumerated().filter { $0.element.example == example.name }
            let platform = oldestPlatform(of: example.name, in: plan)
            var compilation = example.unreadSources.isEmpty
                ? engine.compile(example, scenarios: scenarios.map(\.element), platform: platform)
                : ExampleCompilation(compiled: nil)
            var outcome = runScenarios(scenarios, of: example, on: compilation, executor: executor)
            if outcome.hasFailures, compilation.compiled != nil, !compilation.hasErrors,
               let second = engine.fallback(example, scenarios: scenarios.map(\.element), platform: platform, after: compilation) {
                let retried = runScenarios(scenarios, of: example, on: second, executor: executor)
                if !retried.hasFailures {
                    compilation = second
                    outcome = retried
                }
            }
            compilations[example.name] = compilation
            if let explorerLimits, let compiled = compilation.compiled, !compilation.hasErrors,
               let graph = engine.explore(compiled, limits: explorerLimits) {
                explorations[example.name] = graph
            }
            for (position, run) in outcome.runs { runs[position] = run }
            let scenarioReports = outcome.reports
            let ledger = outcome.ledger
            var diagnostics = compilation.diagnostics + ledger.diagnostics
            if let migration = example.migration, let difference = migrationDifference(example, migration, compilations, plan) {
                diagnostics.append(difference)
            }
            var status = CheckStatus.judging(diagnostics)
            if let unread = example.unreadSources.first {
                status = .notRun
                diagnostics.append(.note(
                    "example.unreadSource", at: unread, "example '\(example.name)' is not run: a file it includes could not be read"
                ))
            }
            var exampleReport = ExampleReport(
                name: example.name, location: example.declaration,
                status: status,
                diagnostics: diagnostics.sorted(), scenarios: scenarioReports, migratesFrom: example.migration?.from
            )
            exampleReport.engine = compilation.engineName
            if !compilation.supersededLimits.isEmpty { exampleReport.supersededLimits = compilation.supersededLimits }
            examples.append(exampleReport)
        }
        let report = PageReport(path: plan.page.file, diagnostics: (pageDiagnostics + plan.diagnostics).sorted(), examples: examples)
        return Result(report: report, runs: plan.scenarios.indices.map { runs[$0]! }, explorations: explorations)
    }

    /// What running an example's scenarios on one compilation gave.
    private struct ScenarioOutcome {
        var runs: [(Int, ScenarioRun)] = []
        var reports: [ScenarioReport] = []
        var ledger = DeclarationWarningLedger()
        var hasFailures: Bool { reports.contains { $0.status == .failed || $0.status == .cannotRun } }
    }

    private func runScenarios(
        _ scenarios: [(offset: Int, element: ScenarioBlock)], of example: DeclaredExample,
        on compilation: ExampleCompilation<Engine.Compiled>, executor: ScenarioExecutor
    ) -> ScenarioOutcome {
        var outcome = ScenarioOutcome()
        outcome.ledger.record(compilation.launchWarnings)
        var faults = CodeFaultRegister()
        for (position, scenario) in scenarios {
            let run: ScenarioRun
            if let compiled = compilation.compiled, !compilation.hasErrors {
                var driver = engine.driver(for: compiled, scenario: scenario)
                run = executor.run(scenario.script, at: scenario.location, on: &driver)
                outcome.ledger.record(run)
            } else {
                var diagnostics = scenario.script.diagnostics
                diagnostics.append(ScenarioExecutor.exampleHasErrorsNote(example: example.name, at: scenario.location))
                run = executor.notRun(scenario.script, diagnostics: diagnostics)
            }
            outcome.runs.append((position, run))
            var report = run.report(index: scenario.index, title: scenario.title, location: scenario.location, script: scenario.script)
            report.diagnostics = faults.reportingOnce(report.diagnostics, outside: scenario).sorted()
            outcome.reports.append(report)
        }
        return outcome
    }

    /// The oldest iOS version the example's scenarios run at: the example must compile
    /// for each (§4). A scenario without `platform` runs at iOS 17, so only an example
    /// whose every scenario selects iOS 18 or later may use iOS 18's APIs (`Tab`).
    private func oldestPlatform(of example: String, in plan: PageCheckPlan) -> ScenarioStep.Platform? {
        let scenarios = plan.scenarios.filter { $0.example == example }
        let platforms = scenarios.map(\.script.platform)
        let iOS = platforms.compactMap { $0 }.filter { ["iOS", "iPadOS"].contains($0.name) }
        if !scenarios.isEmpty, iOS.count == platforms.count {
            return iOS.min { !$0.isAtLeast($1.version) }
        }
        return iOS.filter { !$0.isAtLeast([17]) }.min { !$0.isAtLeast($1.version) }
    }

    /// Migrations are compared only between two examples that run; a broken one
    /// has its own errors already.
    private func migrationDifference(
        _ example: DeclaredExample, _ migration: DeclaredExample.Migration,
        _ compilations: [String: ExampleCompilation<Engine.Compiled>], _ plan: PageCheckPlan
    ) -> Diagnostic? {
        guard let new = compilations[example.name], !new.hasErrors, let newCompiled = new.compiled,
              let old = compilations[migration.from], !old.hasErrors, let oldCompiled = old.compiled else { return nil }
        return engine.compareMigration(newCompiled, from: oldCompiled, oldScenarios: plan.scenarios(of: migration.from), migration: migration)
    }
}

/// Keeps an error in the example's code that several scenarios run into from
/// being reported once per scenario (§2: a problem is reported once).
///
/// The first scenario reports it at the code, with its note at the step; later
/// ones get a note at their step instead, and still fail.
struct CodeFaultRegister {
    private struct Key: Hashable {
        var location: SourceLocation
        var message: String
    }

    private var reported: Set<Key> = []

    mutating func reportingOnce(_ diagnostics: [Diagnostic], outside scenario: ScenarioBlock) -> [Diagnostic] {
        let lines = scenario.block.firstCodeLine..<(scenario.block.firstCodeLine + max(scenario.block.code.split(separator: "\n", omittingEmptySubsequences: false).count, 1))
        return diagnostics.map { diagnostic in
            guard diagnostic.severity == .error, !lines.contains(diagnostic.location.line) || diagnostic.location.file != scenario.location.file else {
                return diagnostic
            }
            guard !reported.insert(Key(location: diagnostic.location, message: diagnostic.message)).inserted else { return diagnostic }
            let step = diagnostic.notes.first?.location ?? scenario.location
            return .note("scenario.faultReportedEarlier", at: step,
                         "this step fails with the error already reported at \(diagnostic.location.line):\(diagnostic.location.column): \(diagnostic.message)")
        }
    }
}
