import CompiledExamples
import Diagnostics
import EngineWire
import NavigationModel

/// Runs one scenario's steps on a compiled example's process, and words the outcomes as
/// §3 and §6 specify, as ``InterpretedDriver`` does for the interpreter.
public struct CompiledDriver: ScenarioDriver {
    let compiled: CompiledEngine.Compiled
    let scenario: ScenarioBlock
    private let lease: ProcessLease
    /// What is visible after the latest step.
    private var ui: VisibleUI?
    /// Catalog ids the program's views and code applied.
    private var programExercised: Set<BehaviourID> = []
    /// Whether a step's answer did not come in time.
    public private(set) var ranOutOfTime = false

    init(compiled: CompiledEngine.Compiled, scenario: ScenarioBlock) {
        self.compiled = compiled
        self.scenario = scenario
        lease = ProcessLease(compiled: compiled)
    }

    // MARK: Actions

    public mutating func launch(platform: ScenarioStep.Platform?) -> ActionResult {
        let size: SizeClass = scenario.initialSize == .compact ? .compact : .regular
        let version = platform.map(\.platformVersion) ?? .iOS17
        return step(.launch(size: size, platform: version), at: nil)
    }

    public mutating func perform(_ step: ScenarioStep) -> ActionResult {
        switch step.kind {
        case .run(let snippet):
            if let errors = snippetErrors(snippet) {
                lease.record(step.text, outcome: .failed, message: errors.first?.message)
                return .failed(diagnostics: errors, warnings: [])
            }
            guard let id = compiled.snippetIDs[snippet.location] else { return .failed(diagnostics: [missing(step)], warnings: []) }
            return self.step(.run(snippet: id, written: step.text), at: step)
        case .relaunch:
            return self.step(.relaunch(written: step.text), at: step)
        case .tap(let label, let column):
            let scope = column.flatMap { ColumnName(rawValue: $0.rawValue) }
            switch TapTarget.resolve(label, in: scope, ui: ui) {
            case .label(let named):
                return self.step(.action(.tap(named, in: scope), written: step.text), at: step)
            case .ambiguous(let error):
                lease.record(step.text, outcome: .failed, message: error.message)
                return .failed(diagnostics: [diagnostic(error, at: step.location, step: step)], warnings: [])
            }
        case .back, .select, .size, .platform, .dismiss, .selectTab, .orientation, .openURL, .typeText, .submit,
             .expect, .expectScreen, .expectStack, .expectColumn, .expectTitle, .expectBack, .expectPresented, .expectTab,
             .expectWarning, .expectNoWarning:
            guard let action = InterpretedDriver.navigationAction(for: step.kind) else { return .succeeded(warnings: []) }
            return self.step(.action(action, written: step.text), at: step)
        }
    }

    private mutating func step(_ request: EngineRequest, at step: ScenarioStep?) -> ActionResult {
        let location = step?.location ?? scenario.location
        do {
            guard case .step(let reply) = try lease.request(request) else {
                return .failed(diagnostics: [.error("step.failed", at: location, "the example's process answered out of turn")], warnings: [])
            }
            ui = reply.ui
            programExercised.formUnion(reply.exercised)
            if let failure = reply.failure {
                return .failed(diagnostics: [diagnostic(failure, at: location, step: step)], warnings: [])
            }
            return .succeeded(warnings: reply.events.compactMap { RuntimeWarning($0, compiled: compiled) })
        } catch let stop as ExampleProcess.ProcessStop {
            if stop.timedOut { ranOutOfTime = true }
            return .failed(diagnostics: [diagnostic(stop, at: location, step: step)], warnings: [])
        } catch {
            return .failed(diagnostics: [.error("step.failed", at: location, "\(error)")], warnings: [])
        }
    }

    public mutating func record(_ step: ScenarioStep, outcome: StepOutcome, message: String?) {
        switch outcome {
        case .notRun: lease.record(step.text, outcome: .notRun, message: nil)
        case .passed: lease.record(step.text, outcome: .passed, message: message)
        case .failed: lease.record(step.text, outcome: .failed, message: message)
        }
    }

    public var exercisedBehaviours: [BehaviourID] {
        Set((trace?.exercised ?? []) + programExercised).sorted()
    }

    public var trace: Trace? { lease.trace() }

    // MARK: Expectations

    public mutating func evaluate(_ step: ScenarioStep) -> [Diagnostic] {
        let failures = check(step)
        lease.record(step.text, outcome: failures.isEmpty ? .passed : .failed, message: failures.first?.message)
        return failures
    }

    private func check(_ step: ScenarioStep) -> [Diagnostic] {
        if case .expect(let snippet) = step.kind {
            if let errors = snippetErrors(snippet) { return errors }
            guard let id = compiled.snippetIDs[snippet.location] else { return [missing(step)] }
            do {
                guard case .expectation(let reply) = try lease.request(.expect(snippet: id)) else { return [missing(step)] }
                if let fault = reply.fault {
                    return [diagnostic(NavigationError(fault.message, source: fault.source), at: snippet.location, step: step)]
                }
                if reply.holds { return [] }
                if let subject = reply.subjectValue, let sides = ExpectationSplitter.split(snippet.text) {
                    return [.error("expect.failed", at: snippet.location, "expected \(snippet.text), got \(sides.subject) = \(subject)")]
                }
                return [.error("expect.failed", at: snippet.location, "expected \(snippet.text), got false")]
            } catch let stop as ExampleProcess.ProcessStop {
                return [diagnostic(stop, at: snippet.location, step: step)]
            } catch {
                return [.error("step.failed", at: snippet.location, "\(error)")]
            }
        }
        guard let ui else { return [] }
        return VisibleExpectations.check(step, ui: ui) { text, value, problems in
            if let matched = PatternLiteral.matches(text.text, value) { return matched }
            problems.append(.error("expect.unsupportedPattern", at: text.location,
                                   "the compiled engine compares pattern arguments written as literals, cases and colours; '\(text.text)' is none"))
            return false
        } ?? []
    }

    // MARK: Wording

    private func snippetErrors(_ snippet: SwiftSnippet) -> [Diagnostic]? {
        guard let id = compiled.snippetIDs[snippet.location], let errors = compiled.snippetErrors[id], !errors.isEmpty else { return nil }
        return errors
    }

    private func missing(_ step: ScenarioStep) -> Diagnostic {
        .error("step.failed", at: step.location, "navdocs did not compile this step's code")
    }

    /// A failed action: at the example's code when the fault is there (with a note at the
    /// step), else at the step; related controls become notes.
    private func diagnostic(_ error: NavigationError, at location: SourceLocation, step: ScenarioStep?) -> Diagnostic {
        var notes = error.related.map { Diagnostic.Note(location: compiled.location(of: $0), message: "matches here") }
        guard let source = error.source else {
            return .error("step.failed", at: location, error.message, notes: notes)
        }
        let codeLocation = compiled.location(of: source)
        if let step, codeLocation.line != step.location.line {
            notes.insert(.init(location: step.location, message: "while running this step"), at: 0)
        }
        return .error("step.fault", at: codeLocation, error.message, notes: notes)
    }

    /// The process stopped: at the code when it said where, with a note at the step.
    private func diagnostic(_ stop: ExampleProcess.ProcessStop, at location: SourceLocation, step: ScenarioStep?) -> Diagnostic {
        if let source = stop.source {
            return diagnostic(NavigationError(stop.message, source: source), at: location, step: step)
        }
        if let file = stop.file, let line = stop.line {
            let codeLocation = compiled.program.pageLocation(file: file, line: line, column: 1)
            var notes: [Diagnostic.Note] = []
            if let step, codeLocation.line != step.location.line { notes.append(.init(location: step.location, message: "while running this step")) }
            return .error("step.fault", at: codeLocation, stop.message, notes: notes)
        }
        return .error("step.fault", at: location, stop.message)
    }
}

/// A process of a compiled example for one scenario, started at its first request and ended
/// with the scenario (see ``CompiledEngine/Compiled/process()``).
final class ProcessLease: @unchecked Sendable {
    private let compiled: CompiledEngine.Compiled
    private var process: ExampleProcess?
    private var stopped = false
    private var cachedTrace: Trace?

    init(compiled: CompiledEngine.Compiled) {
        self.compiled = compiled
    }

    func request(_ request: EngineRequest) throws -> EngineReply {
        if stopped { throw ExampleProcess.ProcessStop(message: "the example stopped at an earlier step") }
        if process == nil { process = try compiled.process(for: request) }
        cachedTrace = nil
        do {
            return try process!.request(request)
        } catch {
            stopped = true
            throw error
        }
    }

    func record(_ written: String, outcome: RecordedOutcome, message: String?) {
        _ = try? request(.record(written: written, outcome: outcome, message: message))
    }

    func trace() -> Trace? {
        if let cachedTrace { return cachedTrace }
        guard !stopped, case .trace(let trace)? = try? request(.trace) else { return nil }
        cachedTrace = trace
        return trace
    }
}

/// A compiled example as one side of a migration comparison: states are kept in its process
/// and named by number (equal states share one).
struct ProcessSubject: MigrationSubject {
    let compiled: CompiledEngine.Compiled
    private let lease: ProcessLease
    private let shown: Box

    final class Box: @unchecked Sendable {
        var visible: [Int: VisibleUI] = [:]
    }

    init(compiled: CompiledEngine.Compiled) {
        self.compiled = compiled
        lease = ProcessLease(compiled: compiled)
        shown = Box()
    }

    func launch() -> Int? {
        guard case .subject(let state?, let ui?)? = try? lease.request(.subjectLaunch) else { return nil }
        shown.visible[state] = ui
        return state
    }

    func apply(_ action: ScenarioStep.Kind, to state: Int) -> Int? {
        guard let navigationAction = InterpretedDriver.navigationAction(for: action),
              case .subject(let next?, let ui?)? = try? lease.request(.subjectApply(state: state, action: navigationAction)) else { return nil }
        shown.visible[next] = ui
        return next
    }

    func actions(in state: Int) -> [ScenarioStep.Kind] {
        guard case .actions(let actions)? = try? lease.request(.subjectActions(state: state)) else { return [] }
        return actions.compactMap(InterpretedDriver.stepKind(for:))
    }

    func visible(in state: Int) -> MigrationVisible {
        MigrationVisible(ui: (shown.visible[state] ?? VisibleUI(sizeClass: .regular, layout: .none, columns: [], isBackEnabled: false, controls: [])).appearance)
    }

    func controlLocation(for action: ScenarioStep.Kind, in state: Int) -> SourceLocation? {
        guard case .tap(let label, _) = action, let control = shown.visible[state]?.controls.first(where: { $0.label == label }),
              let source = control.source else { return nil }
        return compiled.location(of: source)
    }
}
