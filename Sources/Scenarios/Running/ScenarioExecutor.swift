import Diagnostics

/// Runs a scenario script through a ``ScenarioDriver`` by the rules of §3.
///
/// - Steps run in order against a fresh root view.
/// - The first failing action stops the scenario: the steps after it are not
///   run, which one note (at the first of them) says; they are never errors.
/// - A failing expectation is an error at its line, and the scenario goes on.
/// - `expect warning: "F"` consumes the warnings containing F that the last
///   action logged (before any action: those of the launch screen). `platform`
///   is applied at launch and is not a "last action". A consumed warning is not
///   reported by this scenario. `expect no warning` holds when every warning of
///   the last action has been consumed; when it fails, its error names them and
///   they are not reported again.
/// - When the next action starts (or the scenario ends), the last action's
///   unconsumed action warnings are reported at its step; unconsumed
///   declaration warnings go to the example (reported once, see
///   ``DeclarationWarningLedger``).
/// - Claims are looked up in the prose whether or not the scenario runs.
public struct ScenarioExecutor: Sendable {
    /// The page's prose, to bind claims; nil to skip the lookup (tests, traces).
    public var claimFinder: ClaimFinder?

    public init(claimFinder: ClaimFinder? = nil) {
        self.claimFinder = claimFinder
    }

    /// Runs `script`. A script that did not parse is not run: its outcome carries
    /// its syntax errors.
    public func run<Driver: ScenarioDriver>(_ script: ScenarioScript, at location: SourceLocation, on driver: inout Driver) -> ScenarioRun {
        guard script.isRunnable else {
            return notRun(script, diagnostics: script.diagnostics)
        }
        var state = RunState(stepCount: script.steps.count)
        let launch = driver.launch(platform: script.platform)
        state.launchWarnings = launch.warnings
        state.pending = launch.warnings.map { Pending(warning: $0, origin: nil) }
        if case .failed(let diagnostics, _) = launch {
            state.diagnostics.append(contentsOf: diagnostics)
            state.flush(at: location)
            state.stopped = "the launch screen failed"
        } else if let failure = driver.takeTraceLimitFailure() {
            state.diagnostics.append(failure)
            state.flush(at: location)
            state.stopped = "the launch screen passed a limit of the trace"
        }

        for (index, step) in script.steps.enumerated() {
            if state.stopped != nil {
                state.outcomes[index] = .notRun
                driver.record(step, outcome: .notRun, message: nil)
                continue
            }
            let settledBefore = state.diagnostics.count
            switch step.kind {
            case .platform:
                state.outcomes[index] = .passed
                driver.record(step, outcome: .passed, message: nil)
            case .expectWarning(let fragment):
                state.expectWarning(fragment, at: step, index)
                driver.record(step, outcome: state.outcomes[index], message: state.diagnostics.dropFirst(settledBefore).first?.message)
            case .expectNoWarning:
                state.expectNoWarning(at: step, index)
                driver.record(step, outcome: state.outcomes[index], message: state.diagnostics.dropFirst(settledBefore).first?.message)
            case .tap, .back, .select, .run, .size, .relaunch, .dismiss, .selectTab, .orientation, .openURL, .typeText, .submit:
                state.flush(at: location)
                let result = driver.perform(step)
                state.stepWarnings[index] = result.warnings
                state.pending = result.warnings.map { Pending(warning: $0, origin: step.location) }
                switch result {
                case .succeeded:
                    state.outcomes[index] = .passed
                case .failed(let diagnostics, _):
                    state.outcomes[index] = .failed
                    state.diagnostics.append(contentsOf: diagnostics)
                    state.stopped = "the action on line \(step.location.line) failed"
                }
            case .expect, .expectScreen, .expectStack, .expectColumn, .expectTitle, .expectBack, .expectPresented, .expectTab:
                let failures = driver.evaluate(step)
                state.outcomes[index] = failures.contains { $0.severity == .error } ? .failed : .passed
                state.diagnostics.append(contentsOf: failures)
            }
            // A step whose trace passed a limit fails, and nothing after it runs (or is shown).
            if state.stopped == nil, let failure = driver.takeTraceLimitFailure() {
                state.outcomes[index] = .failed
                state.diagnostics.append(failure)
                state.stopped = "the trace passed a limit on line \(step.location.line)"
            }
        }
        state.flush(at: location)

        if let reason = state.stopped, let firstSkipped = state.outcomes.firstIndex(of: .notRun) {
            state.diagnostics.append(.note(
                "scenario.stepsNotRun", at: script.steps[firstSkipped].location,
                "the remaining steps did not run: \(reason)"
            ))
        }

        var run = ScenarioRun(
            stepOutcomes: state.outcomes, stepWarnings: state.stepWarnings, launchWarnings: state.launchWarnings,
            diagnostics: [], claims: [],
            unconsumedDeclarationWarnings: state.unconsumedDeclarations,
            consumedDeclarationWarnings: state.consumedDeclarations
        )
        run.exercised = driver.exercisedBehaviours
        run.trace = driver.trace
        var diagnostics = state.diagnostics
        run.claims = claimOutcomes(script, outcomes: state.outcomes, diagnostics: &diagnostics)
        run.diagnostics = diagnostics.sorted()
        return run
    }

    /// The outcome of a scenario that is not run: it did not parse, or its
    /// example has errors of its own (pass the note saying so, at the scenario).
    public func notRun(_ script: ScenarioScript, diagnostics: [Diagnostic]) -> ScenarioRun {
        let outcomes = Array(repeating: StepOutcome.notRun, count: script.steps.count)
        var all = diagnostics
        var run = ScenarioRun(
            stepOutcomes: outcomes, stepWarnings: Array(repeating: [], count: script.steps.count), launchWarnings: [],
            diagnostics: [], claims: [], unconsumedDeclarationWarnings: [], consumedDeclarationWarnings: []
        )
        run.claims = claimOutcomes(script, outcomes: outcomes, diagnostics: &all)
        run.diagnostics = all.sorted()
        return run
    }

    /// The note for a scenario whose example has errors: §3 makes it a note, not
    /// a second error.
    public static func exampleHasErrorsNote(example: String, at location: SourceLocation) -> Diagnostic {
        .note("scenario.notRun", at: location, "scenario not run: example '\(example)' has errors")
    }

    private func claimOutcomes(_ script: ScenarioScript, outcomes: [StepOutcome], diagnostics: inout [Diagnostic]) -> [ScenarioRun.ClaimOutcome] {
        script.claims.map { claim in
            var match: ClaimMatch?
            if let claimFinder {
                switch claimFinder.locate(claim) {
                case .found(let found):
                    match = found
                case .notFound(let diagnostic):
                    diagnostics.append(diagnostic)
                    return .init(match: nil, status: .failed)
                }
            }
            let evidence = outcomes[claim.steps]
            let status: CheckStatus = evidence.contains(.failed) ? .failed : evidence.contains(.notRun) ? .notRun : .passed
            return .init(match: match, status: status)
        }
    }
}

/// A warning of the last action, waiting for `expect warning:` or to be reported.
private struct Pending {
    var warning: RuntimeWarning
    /// The step that logged it; nil for the launch screen.
    var origin: SourceLocation?
    var consumed = false
}

/// The mutable state of one run.
private struct RunState {
    var outcomes: [StepOutcome]
    var stepWarnings: [[RuntimeWarning]]
    var launchWarnings: [RuntimeWarning] = []
    var diagnostics: [Diagnostic] = []
    var pending: [Pending] = []
    var unconsumedDeclarations: [RuntimeWarning] = []
    var consumedDeclarations: [RuntimeWarning] = []
    /// Why the steps after the current one do not run, once something stopped the scenario.
    var stopped: String?

    init(stepCount: Int) {
        outcomes = Array(repeating: .notRun, count: stepCount)
        stepWarnings = Array(repeating: [], count: stepCount)
    }

    mutating func expectWarning(_ fragment: String, at step: ScenarioStep, _ index: Int) {
        let matching = pending.indices.filter { !pending[$0].consumed && pending[$0].warning.message.contains(fragment) }
        guard !matching.isEmpty else {
            outcomes[index] = .failed
            diagnostics.append(.error(
                "expect.warning", at: step.location,
                "expected warning \"\(fragment)\", got \(Self.describe(pending.filter { !$0.consumed }.map(\.warning)))"
            ))
            return
        }
        for position in matching { consume(position) }
        outcomes[index] = .passed
    }

    mutating func expectNoWarning(at step: ScenarioStep, _ index: Int) {
        let left = pending.indices.filter { !pending[$0].consumed }
        guard !left.isEmpty else {
            outcomes[index] = .passed
            return
        }
        outcomes[index] = .failed
        diagnostics.append(.error(
            "expect.noWarning", at: step.location,
            "expected no warning, got \(Self.describe(left.map { pending[$0].warning }))"
        ))
        for position in left { consume(position) }
    }

    /// Reports what the last action logged and nobody consumed.
    mutating func flush(at scenarioLocation: SourceLocation) {
        for item in pending where !item.consumed {
            if item.warning.isAboutDeclaration {
                unconsumedDeclarations.append(item.warning)
            } else {
                diagnostics.append(.warning(item.warning.id, at: item.origin ?? scenarioLocation, item.warning.message))
            }
        }
        pending = []
    }

    private mutating func consume(_ position: Int) {
        pending[position].consumed = true
        if pending[position].warning.isAboutDeclaration {
            consumedDeclarations.append(pending[position].warning)
        }
    }

    private static func describe(_ warnings: [RuntimeWarning]) -> String {
        warnings.isEmpty ? "none" : warnings.map { "\"\($0.message)\"" }.joined(separator: ", ")
    }
}
