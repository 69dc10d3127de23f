/// A running example: its state, what is visible, and the trace of every step so far.
///
/// The scenario runner creates one session per scenario and drives it step by
/// step. Actions (`perform`, `change`, `relaunch`) change state and derive the
/// new visible UI; expectations are checked by the runner against `state` and
/// `ui` and recorded with `recordExpectation`. Failed actions leave the state
/// unchanged and return the error; the session never traps.
///
/// ```swift
/// var session = NavigationSession(app: app, state: AppState([("path", .array(elementType: "Color", []))]))
/// session.perform(.tap("Pink"))
/// session.ui.topScreen?.description   // "ColorDetail(color: .pink)"
/// session.perform(.back)
/// print(session.trace.text)
/// ```
public struct NavigationSession {
    public let app: any NavigationApp
    private var engine: NavigationEngine
    private var current: NavigationEngine.Step?
    private var seenDeclarations: Set<NavigationEvent> = []
    private var stateEvents: Set<NavigationEvent> = []
    /// Whether steps are recorded in `trace` (exploration turns it off).
    public var recordsTrace: Bool
    /// What the example's traces may still show (``TraceLimits``); nil records without limit.
    public var traceAllowance: TraceAllowance?
    /// The step that passed a ``TraceLimits`` limit, once: the trace shows it failed and
    /// records nothing after it, and whoever runs the steps reports it and stops.
    public private(set) var traceLimitError: NavigationError?
    /// The work of recording the trace: a step for each step recorded, and one for each
    /// step moved when the trace's storage was copied (growing it, or because another
    /// copy shared it). Linear in the steps while the trace grows in place; tests check
    /// it stays so (a shared copy once made every step copy the whole trace).
    public private(set) var work = 0

    /// The trace so far: step 0 is the launch.
    public private(set) var trace = Trace()
    /// The error that prevented the launch (the root's body could not be evaluated), if any.
    public private(set) var launchError: NavigationError?
    /// The events the latest action logged (the launch's, before any action).
    public private(set) var lastActionEvents: [NavigationEvent] = []

    /// Launches the app with its initial state and records the launch as step 0.
    public init(app: any NavigationApp, state: AppState, recordsTrace: Bool = true, traceAllowance: TraceAllowance? = nil) {
        self.app = app
        self.engine = NavigationEngine(app: app, initial: state)
        self.recordsTrace = recordsTrace
        self.traceAllowance = traceAllowance
        do {
            let step = try engine.launch(state)
            current = step
            record("launch", outcome: .succeeded, step: step, previous: nil, actionEvents: step.events)
        } catch let error as NavigationAppError {
            launchError = NavigationError(error)
        } catch {
            launchError = NavigationError("\(error)")
        }
        if let launchError {
            let ui = VisibleUI(sizeClass: state.sizeClass, layout: .none, columns: [], isBackEnabled: false, controls: [])
            appendStep(TraceStep(
                index: 0, action: "launch", outcome: .failed(launchError),
                state: state.values.map { StateEntry(name: $0.label ?? "", value: $0.value, previous: nil) },
                ui: ui, events: []))
            fallbackState = state
        }
    }

    private var fallbackState: AppState?

    /// The current state (the root's `@State` values and what the model keeps).
    public var state: AppState { current?.state ?? fallbackState ?? AppState() }

    /// What is visible now.
    public var ui: VisibleUI {
        current?.derivation.ui ?? VisibleUI(sizeClass: state.sizeClass, layout: .none, columns: [], isBackEnabled: false, controls: [])
    }

    /// The actions available from here: tap each visible enabled control, back when enabled, the other size class.
    public var availableActions: [NavigationAction] {
        guard let current else { return [] }
        return NavigationExplorer.actions(for: current.derivation)
    }

    // MARK: Steps

    /// Applies an action; `written` is the step as the scenario writes it (defaults to the action's own text).
    @discardableResult
    public mutating func perform(_ action: NavigationAction, as written: String? = nil) -> Result<VisibleUI, NavigationError> {
        apply(written ?? action.description) { engine, step in try engine.perform(action, on: step) }
    }

    /// Applies a change the caller makes to the state itself (a `run` step evaluated by the interpreter).
    @discardableResult
    public mutating func change(_ written: String, _ body: (inout AppState) throws -> Void) -> Result<VisibleUI, NavigationError> {
        apply(written) { engine, step in try engine.change(body, on: step) }
    }

    /// Relaunches into another app (the same example re-evaluated, or a changed one for N11).
    @discardableResult
    public mutating func relaunch(into newApp: any NavigationApp, as written: String = "relaunch") -> Result<VisibleUI, NavigationError> {
        let result = apply(written) { engine, step in try engine.relaunch(step, into: newApp) }
        if case .success = result { engine = NavigationEngine(app: newApp, initial: engine.initial) }
        return result
    }

    /// Records an expectation the runner checked, so the trace shows it.
    public mutating func recordExpectation(_ written: String, passed: Bool, message: String? = nil) {
        appendStep(TraceStep(
            index: trace.steps.count, action: written, outcome: .expectation(passed: passed, message: message),
            state: unchangedEntries, ui: ui, events: []))
    }

    /// Records a step that was not run because an earlier action failed (not when it would
    /// pass a trace limit: it ran nothing, so nothing is reported).
    public mutating func recordNotRun(_ written: String) {
        appendStep(TraceStep(index: trace.steps.count, action: written, outcome: .notRun, state: unchangedEntries, ui: ui, events: []),
                   reportsLimit: false)
    }

    /// The limit error of the step that passed a ``TraceLimits`` limit, once.
    public mutating func takeTraceLimitError() -> NavigationError? {
        defer { traceLimitError = nil }
        return traceLimitError
    }

    private var unchangedEntries: [StateEntry] {
        state.values.map { StateEntry(name: $0.label ?? "", value: $0.value, previous: nil) }
    }

    private mutating func apply(
        _ written: String, _ body: (NavigationEngine, NavigationEngine.Step) throws -> NavigationEngine.Step
    ) -> Result<VisibleUI, NavigationError> {
        guard let before = current else {
            let error = launchError ?? NavigationError("the example did not launch")
            appendStep(TraceStep(index: trace.steps.count, action: written, outcome: .failed(error), state: unchangedEntries, ui: ui, events: []))
            return .failure(error)
        }
        do {
            let after = try body(engine, before)
            current = after
            record(written, outcome: .succeeded, step: after, previous: before, actionEvents: after.events)
            return .success(after.derivation.ui)
        } catch let error as NavigationError {
            lastActionEvents = []
            appendFailure(written, error)
            return .failure(error)
        } catch let error as NavigationAppError {
            let failure = NavigationError(error)
            lastActionEvents = []
            appendFailure(written, failure)
            return .failure(failure)
        } catch {
            let failure = NavigationError("\(error)")
            appendFailure(written, failure)
            return .failure(failure)
        }
    }

    /// A failed action: the state is unchanged; the entry its error cites was still applied
    /// (back at the root is N1, a type no longer declared on relaunch N11).
    private mutating func appendFailure(_ written: String, _ error: NavigationError) {
        var exercised = ExercisedBehaviours()
        if let id = error.catalogID { exercised.insert(id) }
        appendStep(TraceStep(
            index: trace.steps.count, action: written, outcome: .failed(error), state: unchangedEntries, ui: ui, events: [],
            exercised: exercised.ids))
    }

    /// Records a successful step: declaration events the first time they are seen, state-caused
    /// action events when they newly arise, and the action's own events.
    private mutating func record(
        _ written: String, outcome: TraceStep.Outcome, step: NavigationEngine.Step,
        previous: NavigationEngine.Step?, actionEvents: [NavigationEvent]
    ) {
        var events: [NavigationEvent] = []
        // A set beside the list: a deep stack logs one event per screen, and a linear
        // `contains` per event made recording quadratic in the stack's depth.
        var listed: Set<NavigationEvent> = []
        var newStateEvents: Set<NavigationEvent> = []
        for event in step.derivation.structure.events {
            switch event.kind {
            case .declaration:
                if seenDeclarations.insert(event).inserted, listed.insert(event).inserted { events.append(event) }
            case .action:
                newStateEvents.insert(event)
                if !stateEvents.contains(event), listed.insert(event).inserted { events.append(event) }
            }
        }
        stateEvents = newStateEvents
        events.append(contentsOf: actionEvents)
        lastActionEvents = events
        guard recordsTrace else { return }
        var exercised = step.exercised
        for event in events { exercised.insert(event.catalogID) }
        let entries = step.state.values.map { entry -> StateEntry in
            let name = entry.label ?? ""
            let old = previous?.state[name]
            return StateEntry(name: name, value: entry.value, previous: old != nil && old != entry.value ? old : nil)
        }
        appendStep(TraceStep(
            index: trace.steps.count, action: written, outcome: outcome, state: entries, ui: step.derivation.ui, events: events,
            exercised: exercised.ids))
    }

    private mutating func appendStep(_ step: TraceStep, reportsLimit: Bool = true) {
        guard recordsTrace else { return }
        let storage = trace.steps.withUnsafeBufferPointer { $0.baseAddress }
        defer {
            work += 1
            if trace.steps.withUnsafeBufferPointer({ $0.baseAddress }) != storage { work += trace.steps.count - 1 }
        }
        if let allowance = traceAllowance {
            guard !allowance.isExhausted else { return }
            let screens = step.ui.screenCount
            let problem: String
            if screens > TraceLimits.maximumScreens {
                allowance.exhaust()
                problem = "this step shows \(screens) screens; a trace shows at most \(TraceLimits.maximumScreens)"
            } else if !allowance.spend(step.shownSize) {
                problem = "this example's traces are too large to show: more than \(TraceLimits.maximumShownBytes) bytes of state and screens"
            } else {
                trace.steps.append(step)
                return
            }
            guard reportsLimit else { return }
            // The step is kept, failed and without its state or screens, so the trace ends where it stopped.
            let error = NavigationError(problem)
            traceLimitError = error
            let empty = VisibleUI(sizeClass: step.ui.sizeClass, layout: .none, columns: [], isBackEnabled: false, controls: [])
            trace.steps.append(TraceStep(index: step.index, action: step.action, outcome: .failed(error), state: [], ui: empty, events: []))
            return
        }
        trace.steps.append(step)
    }
}
