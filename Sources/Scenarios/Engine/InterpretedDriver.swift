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
    private var interpreterExercised: Set<BehaviourID> = []

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
        case .tap(let label, let column):
            let scope = column.flatMap { ColumnName(rawValue: $0.rawValue) }
            switch TapTarget.resolve(label, in: scope, ui: session.ui) {
            case .label(let named):
                result = session.perform(.tap(named, in: scope), as: step.text)
            case .ambiguous(let error):
                session.recordExpectation(step.text, passed: false, message: error.message)
                result = .failure(error)
            }
        case .back, .select, .size, .platform, .dismiss, .selectTab, .orientation, .openURL, .typeText, .submit,
             .expect, .expectScreen, .expectStack, .expectColumn, .expectTitle, .expectBack,
             .expectPresented, .expectTab, .expectWarning, .expectNoWarning:
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

    /// The model's action for an action step; nil for `run` (its statements must be compiled
    /// first) and for expectations.
    static func navigationAction(for kind: ScenarioStep.Kind) -> NavigationAction? {
        switch kind {
        case .tap(let label, let column): .tap(label, in: column.flatMap { ColumnName(rawValue: $0.rawValue) })
        case .back: .back
        case .dismiss: .dismiss
        case .selectTab(let label): .selectTab(label)
        case .orientation(let orientation): .orientation(orientation == .portrait ? .portrait : .landscape)
        case .select(let labels): .select(labels)
        case .size(let size): .size(size == .compact ? .compact : .regular)
        case .platform(let platform): .platform(platform.platformVersion)
        case .relaunch: .relaunch
        case .openURL(let url): .openURL(url)
        case .typeText(let text, let field): .typeText(text, into: field)
        case .submit(let field): .submit(field)
        case .run, .expect, .expectScreen, .expectStack, .expectColumn, .expectTitle, .expectBack,
             .expectPresented, .expectTab, .expectWarning, .expectNoWarning:
            nil
        }
    }

    /// The step that performs a model action, as the explorer offers it; nil for `run`
    /// (code, which no step names).
    static func stepKind(for action: NavigationAction) -> ScenarioStep.Kind? {
        switch action {
        case .tap(let label, let column): .tap(label: label, column: column.flatMap { ScenarioStep.Column(rawValue: $0.rawValue) })
        case .back: .back
        case .select(let labels): .select(labels: labels)
        case .run: nil
        case .size(let size): .size(size == .compact ? .compact : .regular)
        case .platform(let platform): .platform(ScenarioStep.Platform(name: platform.name, version: [platform.major, platform.minor]))
        case .relaunch: .relaunch
        case .dismiss: .dismiss
        case .selectTab(let label): .selectTab(label: label)
        case .orientation(let orientation): .orientation(orientation == .portrait ? .portrait : .landscape)
        case .openURL(let url): .openURL(url)
        case .typeText(let text, let field): .typeText(text: text, field: field)
        case .submit(let field): .submit(field: field)
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
    public var exercisedBehaviours: [BehaviourID] {
        Set((session?.trace.exercised ?? []) + interpreterExercised).sorted()
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
        if case .expect(let snippet) = step.kind {
            let compiled = app.compileExpression(snippet.text, at: snippet.location)
            guard let expression = compiled.compiled else { return compiled.diagnostics }
            do {
                let outcome = try app.check(expression, in: session.state)
                return outcome.holds ? [] : [.error("expect.failed", at: snippet.location, outcome.failureMessage(for: snippet.text))]
            } catch {
                return [fault(error, at: snippet.location, step: step)]
            }
        }
        return VisibleExpectations.check(step, ui: session.ui) { text, value, problems in
            let compiled = app.compileExpression(text.text, at: text.location, typedLike: value)
            guard let expression = compiled.compiled else {
                problems.append(contentsOf: compiled.diagnostics)
                return false
            }
            do {
                return Self.denotes(try app.evaluate(expression, in: session.state), value)
            } catch {
                problems.append(fault(error, at: text.location, step: nil))
                return false
            }
        } ?? []
    }

    /// Whether a pattern's literal, evaluated, is the value shown: a literal is not written
    /// as an optional, so `"a"` is the `String?` argument that holds `"a"`, as in Swift.
    static func denotes(_ written: Value, _ shown: Value) -> Bool {
        if written == shown { return true }
        guard case .optional(_, let wrapped) = shown else { return false }
        guard case .optional(_, let inner) = written else { return wrapped.map { denotes(written, $0) } ?? false }
        // `nil` is written with no type; the argument names its wrapped type.
        guard let inner, let wrapped else { return inner == nil && wrapped == nil }
        return denotes(inner, wrapped)
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
