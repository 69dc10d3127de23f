import SwiftParsingGuards
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
        /// The work counted while checking: the scenarios each example looked up, the
        /// claims' search, each trace's recording and each exploration. Tests check it
        /// grows linearly with the page.
        public var work = 0
        /// The examples whose results came from the engine's ``ExampleResultCache``, by name:
        /// nothing of theirs ran.
        public var reused: Set<String> = []
    }

    /// Checks `plan`; `pageDiagnostics` are the problems found while parsing the
    /// page (front matter, info strings), filed under the page.
    /// With `explorerLimits`, also explores each example that compiles (the site's
    /// explorer); `check` leaves it out, it costs more than the scenarios.
    ///
    /// `isCancelled`: asked between examples; once it says yes the rest is skipped and the
    /// result is incomplete (a build no longer wanted throws it away).
    public func check(
        _ plan: PageCheckPlan, pageDiagnostics: [Diagnostic] = [], explorerLimits: NavigationExplorer.Limits? = nil,
        isCancelled: (@Sendable () -> Bool)? = nil
    ) -> Result {
        // One large-stack thread for the whole page: the interpreter's entry points then run in place.
        LargeStack.run {
            checkOnThisThread(plan, pageDiagnostics: pageDiagnostics, explorerLimits: explorerLimits, isCancelled: isCancelled ?? { false })
        }
    }

    private func checkOnThisThread(
        _ plan: PageCheckPlan, pageDiagnostics: [Diagnostic], explorerLimits: NavigationExplorer.Limits?,
        isCancelled: () -> Bool
    ) -> Result {
        let executor = ScenarioExecutor(claimFinder: plan.claimFinder)
        // All of the page's claims in one pass over its prose, before any scenario asks for one.
        var work = plan.claimFinder.prepare(plan.scenarios.flatMap { $0.script.claims.map(\.text) })
        var compilations: [String: ExampleCompilation<Engine.Compiled>] = [:]
        var runs: [Int: ScenarioRun] = [:]
        var examples: [ExampleReport] = []
        var explorations: [String: ExplorationGraph] = [:]
        var reused: Set<String> = []
        var exampleWork: [String: Int] = [:]
        let kept = KeptResults(plan: plan, cache: engine.resultCache, explorerLimits: explorerLimits, platform: plan.oldestPlatform(of:))

        let ahead = CompilationsAhead(engine: engine, plan: plan, skipping: Set(kept.entries.keys))
        for (index, example) in plan.examples.enumerated() {
            if isCancelled() { break }
            ahead?.start(through: index + CompilationsAhead<Engine>.window)
            let scenarios = (plan.scenarioPositions[example.name] ?? []).map { (offset: $0, element: plan.scenarios[$0]) }
            if let entry = kept.entries[example.name] {
                for (scenario, run) in zip(scenarios, entry.runs) { runs[scenario.offset] = run }
                examples.append(entry.report)
                if let graph = entry.exploration { explorations[example.name] = graph }
                work += entry.work
                reused.insert(example.name)
                continue
            }
            let workBefore = work
            let platform = plan.oldestPlatform(of: example.name)
            var compilation = ahead?.take(index)
                ?? (example.unreadSources.isEmpty
                    ? engine.compile(example, scenarios: scenarios.map(\.element), platform: platform)
                    : ExampleCompilation(compiled: nil))
            var outcome = runScenarios(scenarios, of: example, on: compilation, executor: executor)
            if outcome.hasFailures, !outcome.hitBudget, compilation.compiled != nil, !compilation.hasErrors,
               let second = engine.fallback(example, scenarios: scenarios.map(\.element), platform: platform, after: compilation) {
                let retried = runScenarios(scenarios, of: example, on: second, executor: executor)
                work += outcome.work
                if !retried.hasFailures {
                    compilation = second
                    outcome = retried
                }
            }
            compilations[example.name] = compilation
            work += 1 + outcome.work
            if outcome.ranOutOfTime { compilation.mayDifferNextRun = true; compilations[example.name] = compilation }
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
            exampleReport.engine = compilation.engine
            if !compilation.supersededLimits.isEmpty { exampleReport.supersededLimits = compilation.supersededLimits }
            examples.append(exampleReport)
            exampleWork[example.name] = work - workBefore
        }
        // The site's explorer runs once everything `check` does is done, each example on an
        // allowance of its own: it can neither use up a scenario's steps nor change what a
        // later one sees, so a page passes `check` and `build` alike or fails both.
        if let explorerLimits {
            for example in plan.examples where !isCancelled() && !reused.contains(example.name) {
                guard let compilation = compilations[example.name], let compiled = compilation.compiled, !compilation.hasErrors,
                      let graph = engine.explore(compiled, limits: explorerLimits) else { continue }
                explorations[example.name] = graph
                work += graph.work
                exampleWork[example.name, default: 0] += graph.work
            }
        }
        if !isCancelled() {
            for (index, example) in plan.examples.enumerated() where !reused.contains(example.name) {
                guard let compilation = compilations[example.name], engine.keepsResult(of: compilation), index < examples.count else { continue }
                let positions = plan.scenarioPositions[example.name] ?? []
                kept.keep(
                    example.name,
                    KeptResults.Entry(report: examples[index], runs: positions.compactMap { runs[$0] }, exploration: explorations[example.name],
                                      work: exampleWork[example.name] ?? 0))
            }
        }
        let report = PageReport(path: plan.page.file, diagnostics: (pageDiagnostics + plan.diagnostics).sorted(), examples: examples)
        // A cancelled check has no run for the scenarios it did not reach: they count as not run.
        let allRuns = plan.scenarios.indices.map { runs[$0] ?? executor.notRun(plan.scenarios[$0].script, diagnostics: []) }
        return Result(report: report, runs: allRuns, explorations: explorations, work: work, reused: reused)
    }

    /// The diagnostics of navdocs's budgets on size and time.
    static var budgetIDs: Set<String> {
        ["scenario.tooLong", "trace.tooLarge", "interpreter.budget", "interpreter.tooLarge", "interpreter.tooLong", "interpreter.tooDeep", "interpreter.recursion"]
    }

    /// What running an example's scenarios on one compilation gave.
    private struct ScenarioOutcome {
        var runs: [(Int, ScenarioRun)] = []
        var reports: [ScenarioReport] = []
        var ledger = DeclarationWarningLedger()
        /// What the runs cost, as the checker counts work (a step, a trace's size).
        var work = 0
        /// Whether a scenario stopped because the example did not answer in time.
        var ranOutOfTime = false
        var hasFailures: Bool { reports.contains { $0.status == .failed || $0.status == .cannotRun } }
        /// Whether a budget of navdocs's ended a scenario (too many steps, too large a trace, a
        /// step's evaluation budget): another engine would spend as much again. A step's fault
        /// keeps its message but not its id across the model, so the evaluation budget is
        /// known by the interpreter's words for it.
        var hitBudget: Bool {
            reports.contains {
                $0.diagnostics.contains {
                    PageChecker.budgetIDs.contains($0.id)
                        || ($0.id == "step.fault" && $0.message.hasPrefix("evaluation did not finish"))
                        || $0.message.hasPrefix(TraceLimits.stackTooDeepMessage)
                }
            }
        }
    }

    private func runScenarios(
        _ scenarios: [(offset: Int, element: ScenarioBlock)], of example: DeclaredExample,
        on compilation: ExampleCompilation<Engine.Compiled>, executor: ScenarioExecutor
    ) -> ScenarioOutcome {
        var outcome = ScenarioOutcome()
        outcome.ledger.record(compilation.launchWarnings)
        var faults = CodeFaultRegister()
        for (position, scenario) in scenarios {
            outcome.work += 1
            let run: ScenarioRun
            if let compiled = compilation.compiled, !compilation.hasErrors {
                var driver = engine.driver(for: compiled, scenario: scenario)
                run = executor.run(scenario.script, at: scenario.location, on: &driver)
                outcome.work += driver.traceWork
                if driver.ranOutOfTime { outcome.ranOutOfTime = true }
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
