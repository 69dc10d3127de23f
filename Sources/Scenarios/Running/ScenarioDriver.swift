import Diagnostics
import NavigationModel

/// What runs a scenario's steps against an example: the interpreter and model
/// implement it for a page's example; tests implement it by hand.
///
/// The ``ScenarioExecutor`` owns the scenario rules (order, stopping at the first
/// failed action, `expect warning:` and `expect no warning`, claims); a driver
/// only performs one action or evaluates one expectation at a time, against a
/// fresh root view created by ``launch(platform:)``.
public protocol ScenarioDriver {
    /// Creates a fresh instance of the example's root view (initial `@State`
    /// values), evaluated as on `platform` (the script's `platform` step, if any),
    /// and renders its launch screen.
    mutating func launch(platform: ScenarioStep.Platform?) -> ActionResult

    /// Performs an action step (`tap`, `back`, `select`, `run`, `size`,
    /// `relaunch`; `platform` is applied by `launch`). Warnings include those
    /// logged while rendering what the action revealed.
    mutating func perform(_ step: ScenarioStep) -> ActionResult

    /// Evaluates an expectation other than `expect warning:` / `expect no
    /// warning` (which the executor decides from the warnings). Returns the
    /// failures (`expected ..., got ...`, or an error evaluating it); empty when
    /// the expectation holds.
    mutating func evaluate(_ step: ScenarioStep) -> [Diagnostic]

    /// Tells the driver about a step the executor settled without it (`expect
    /// warning:`, `expect no warning`, `platform`, and steps not run after a failed
    /// action), so a trace can show every step. Optional.
    mutating func record(_ step: ScenarioStep, outcome: StepOutcome, message: String?)

    /// The behaviour-catalog ids (N22) the model applied in the steps run so
    /// far, in catalog order. Optional: a driver without a model reports none.
    var exercisedBehaviours: [BehaviourID] { get }

    /// The model's record of the steps run so far (state, visible UI, events per
    /// step; the launch is step 0), for the site's traces. Optional: a driver
    /// without a model has none.
    var trace: Trace? { get }

    /// The error of the step that passed one of ``TraceLimits``' limits, once: the
    /// executor reports it at that step and stops the scenario. Optional: a driver
    /// that keeps no trace has none.
    mutating func takeTraceLimitFailure() -> Diagnostic?

    /// The work of keeping the trace so far (``NavigationSession/work``), for tests
    /// that check a page's work grows linearly. Optional.
    var traceWork: Int { get }

    /// Whether a step ended because the example took too long to answer: on a less loaded
    /// machine it might not, so the run is not kept between runs. Optional.
    var ranOutOfTime: Bool { get }
}

extension ScenarioDriver {
    public mutating func takeTraceLimitFailure() -> Diagnostic? { nil }

    public var traceWork: Int { 0 }

    public var ranOutOfTime: Bool { false }

    public mutating func record(_ step: ScenarioStep, outcome: StepOutcome, message: String?) {}

    public var exercisedBehaviours: [BehaviourID] { [] }

    public var trace: Trace? { nil }
}

/// The result of launching or of an action.
public enum ActionResult: Hashable, Sendable {
    /// Done; the warnings it logged (a warning alone is not a failure).
    case succeeded(warnings: [RuntimeWarning])
    /// Failed: its errors (at the step, or at the example's code with a note at
    /// the step), and any warnings it logged before failing.
    case failed(diagnostics: [Diagnostic], warnings: [RuntimeWarning])

    public var warnings: [RuntimeWarning] {
        switch self {
        case .succeeded(let warnings), .failed(_, let warnings): warnings
        }
    }
}
