import Diagnostics
import ExampleInterpreter
import NavigationModel

/// Runs one scenario's steps on a model session of an interpreted example, and
/// words the outcomes as §3 and §6 specify.
public struct InterpretedDriver: ScenarioDriver {
    let app: InterpretedApp
    let scenario: ScenarioBlock
    /// The session, once launched; its trace is the scenario's trace.
    public private(set) var session: NavigationSession?

    public var trace: Trace? { session?.trace }
    /// Catalog ids the interpreter applied in this scenario's steps (the model's are in the trace).
    private var interpreterExercised: Set<String> = []

    /// What the example's traces may still show; nil records without limit.
    let traceAllowance: TraceAllowance?
    /// Where the step being run is, for a trace limit it passes.
    private var currentLocation: SourceLocation?

    init(app: InterpretedApp, scenario: ScenarioBlock, traceAllowance: TraceAllowance? = nil) {
        self.app = app
        self.scenario = scenario
        self.traceAllowance = traceAllowance
    }

    public var traceWork: Int { session?.work ?? 0 }

    public mutating func takeTraceLimitFailure() -> Diagnostic? {
        guard let error = session?.takeTraceLimitError() else { return nil }
        return .error("trace.tooLarge", at: currentLocation ?? scenario.location, error.message)
    }

    // MARK: Actions

    public mutating func launch(platform: ScenarioStep.Platform?) -> ActionResult {
        let size: SizeClass = scenario.initialSize == .compact ? .compact : .regular
        let version = platform.map(\.platformVersion) ?? .iOS17
        let state: AppState
        do {
            state = try app.initialState(sizeClass: size, platform: version)
        } catch {
            return .failed(diagnostics: [fault(error, at: scenario.location, step: nil)], warnings: [])
        }
        // What the interpreter applied for earlier scenarios or the launch of this one is not this scenario's.
        _ = app.takeExercisedBehaviours()
        currentLocation = scenario.location
        let session = NavigationSession(app: app, state: state, traceAllowance: traceAllowance)
        self.session = session
        if let error = session.launchError {
            return .failed(diagnostics: [diagnostic(error, at: scenario.location, step: nil)], warnings: [])
        }
        return .succeeded(warnings: warnings(session))
    }

    public mutating func perform(_ step: ScenarioStep) -> ActionResult {
        guard var session else { return .failed(diagnostics: [.error("scenario.notLaunched", at: step.location, "the example did not launch")], warnings: []) }
        // Taken out while it changes, so its trace has one owner and grows in place: a copy
        // left here made every step copy the whole trace (50,000 steps took 207 s).
        self.session = nil
        currentLocation = step.location
        defer {
            self.session = session
            interpreterExercised.formUnion(app.takeExercisedBehaviours())
        }
        let result: Result<VisibleUI, NavigationError>
        switch step.kind {
        case .run(let snippet):
            let compiled = app.compileStatements(snippet.text, at: snippet.location)
            guard let code = compiled.compiled else {
                session.recordExpectation(step.text, passed: false, message: compiled.diagnostics.first?.message)
                return .failed(diagnostics: compiled.diagnostics, warnings: [])
            }
            result = session.perform(.run(code), as: step.text)
        case .relaunch:
            result = session.relaunch(into: app, as: step.text)
        default:
            guard let action = Self.navigationAction(for: step.kind) else {
                return .succeeded(warnings: [])
            }
            result = session.perform(action, as: step.text)
        }
        switch result {
        case .success:
            return .succeeded(warnings: warnings(session))
        case .failure(let error):
            return .failed(diagnostics: [diagnostic(error, at: step.location, step: step)], warnings: [])
        }
    }

    /// The model's action for a `tap`, `back`, `select` or `size` step.
    static func navigationAction(for kind: ScenarioStep.Kind) -> NavigationAction? {
        switch kind {
        case .tap(let label, let column): .tap(label, in: column.flatMap { ColumnName(rawValue: $0.rawValue) })
        case .back: .back
        case .dismiss: .dismiss
        case .selectTab(let label): .selectTab(label)
        case .orientation(let orientation): .orientation(orientation == .portrait ? .portrait : .landscape)
        case .select(let labels): .select(labels)
        case .size(let size): .size(size == .compact ? .compact : .regular)
        default: nil
        }
    }

    public mutating func record(_ step: ScenarioStep, outcome: StepOutcome, message: String?) {
        currentLocation = step.location
        switch outcome {
        case .notRun: session?.recordNotRun(step.text)
        case .passed, .failed: session?.recordExpectation(step.text, passed: outcome == .passed, message: message)
        }
    }

    /// The catalog ids every step of the session's trace applied (N10 for a relaunch, N32 for a collapse, …).
    public var exercisedBehaviours: [String] {
        BehaviourCatalog.sorted((session?.trace.exercised ?? []) + interpreterExercised)
    }

    // MARK: Expectations

    public mutating func evaluate(_ step: ScenarioStep) -> [Diagnostic] {
        guard var session else { return [] }
        self.session = nil
        currentLocation = step.location
        let failures = check(step, session)
        session.recordExpectation(step.text, passed: failures.isEmpty, message: failures.first?.message)
        self.session = session
        interpreterExercised.formUnion(app.takeExercisedBehaviours())
        return failures
    }

    private func check(_ step: ScenarioStep, _ session: NavigationSession) -> [Diagnostic] {
        let ui = session.ui
        switch step.kind {
        case .expect(let snippet):
            let compiled = app.compileExpression(snippet.text, at: snippet.location)
            guard let expression = compiled.compiled else { return compiled.diagnostics }
            do {
                let outcome = try app.check(expression, in: session.state)
                return outcome.holds ? [] : [.error("expect.failed", at: snippet.location, outcome.failureMessage(for: snippet.text))]
            } catch {
                return [fault(error, at: snippet.location, step: step)]
            }
        case .expectScreen(let pattern):
            return match([pattern], [ui.topScreen].compactMap { $0 }, session, label: "screen")
        case .expectStack(let patterns):
            return match(patterns, ui.stack, session, label: "stack")
        case .expectColumn(let column, let pattern):
            guard ui.sizeClass == .regular else {
                return [.error("expect.collapsed", at: step.location, "columns are collapsed at compact size")]
            }
            guard let visible = ColumnName(rawValue: column.rawValue).flatMap(ui.column) else {
                return [.error("expect.failed", at: pattern.source.location,
                               "expected \(column.rawValue): \(pattern.source.text), got no \(column.rawValue) column")]
            }
            return match([pattern], [visible.screens.last].compactMap { $0 }, session, label: column.rawValue)
        case .expectTitle(let title):
            guard ui.title != title else { return [] }
            let got = ui.title.map(Value.literal) ?? "no title"
            return [.error("expect.failed", at: step.location, "expected title \(Value.literal(title)), got \(got)")]
        case .expectBack(let enabled):
            guard ui.isBackEnabled != enabled else { return [] }
            return [.error("expect.failed", at: step.location,
                           "expected back: \(enabled ? "enabled" : "disabled"), got \(ui.isBackEnabled ? "enabled" : "disabled")")]
        case .expectTab(let expected):
            let got = ui.tabs.first(where: \.isSelected)?.label
            guard got != expected else { return [] }
            return [.error("expect.failed", at: step.location, "expected tab: \(Value.literal(expected)), got \(got.map(Value.literal) ?? "no tab bar")")]
        case .expectPresented(let expected):
            let got = ui.layers.last?.kind.rawValue ?? "none"
            guard got != expected else { return [] }
            return [.error("expect.failed", at: step.location, "expected presented: \(expected), got \(got)")]
        case .tap, .back, .select, .run, .size, .platform, .relaunch, .dismiss, .selectTab, .orientation, .expectWarning, .expectNoWarning:
            return []
        }
    }

    /// Matches patterns to screens element by element; a pattern argument that
    /// cannot be evaluated is an error of its own.
    private func match(_ patterns: [ViewPattern], _ screens: [Screen], _ session: NavigationSession, label: String) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        var matches = patterns.count == screens.count
        for (pattern, screen) in zip(patterns, screens) where matches {
            matches = pattern.matches(
                typeName: screen.typeName, arguments: screen.arguments.map { ($0.label, $0.value) }
            ) { text, value in
                let compiled = app.compileExpression(text.text, at: text.location, typedLike: value)
                guard let expression = compiled.compiled else {
                    problems.append(contentsOf: compiled.diagnostics)
                    return false
                }
                do {
                    return try app.evaluate(expression, in: session.state) == value
                } catch {
                    problems.append(fault(error, at: text.location, step: nil))
                    return false
                }
            }
        }
        if !problems.isEmpty { return problems }
        guard !matches, let first = patterns.first else { return [] }
        let expected = patterns.map(\.source.text).joined(separator: " > ")
        let got = screens.isEmpty ? "nothing" : screens.map(\.description).joined(separator: " > ")
        return [.error("expect.failed", at: first.source.location, "expected \(label): \(expected), got \(got)")]
    }

    // MARK: Wording

    private func warnings(_ session: NavigationSession) -> [RuntimeWarning] {
        session.lastActionEvents.compactMap { RuntimeWarning($0, app: app) }
    }

    /// A failed action: at the example's code when the fault is there (with a
    /// note at the step), else at the step; related controls become notes.
    private func diagnostic(_ error: NavigationError, at location: SourceLocation, step: ScenarioStep?) -> Diagnostic {
        var notes = error.related.map { Diagnostic.Note(location: app.location(of: $0), message: "matches here") }
        guard let source = error.source else {
            return .error("step.failed", at: location, error.message, notes: notes)
        }
        let codeLocation = app.location(of: source)
        if let step, codeLocation.line != step.location.line {
            notes.insert(.init(location: step.location, message: "while running this step"), at: 0)
        }
        return .error("step.fault", at: codeLocation, error.message, notes: notes)
    }

    private func fault(_ error: any Error, at location: SourceLocation, step: ScenarioStep?) -> Diagnostic {
        if let error = error as? NavigationAppError {
            return diagnostic(NavigationError(error.message, source: error.source), at: location, step: step)
        }
        if let error = error as? NavigationError {
            return diagnostic(error, at: location, step: step)
        }
        return .error("step.failed", at: location, "\(error)")
    }
}
