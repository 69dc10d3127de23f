import NavigationModel

/// What a compiled example's process answers, one JSON line per request.
public enum EngineReply: Codable, Sendable {
    /// After a launch, an action, a `run` or a `relaunch`.
    case step(StepReply)
    /// After an `expect`.
    case expectation(ExpectationReply)
    /// After `trace`.
    case trace(Trace)
    /// After `explore`: nil when the launch failed.
    case graph(ExplorationGraph?)
    /// After `subjectLaunch` and `subjectApply`: the state's number and what it shows.
    case subject(state: Int?, ui: VisibleUI?)
    /// After `subjectActions`: the actions available there (none when the state is unknown).
    case actions([NavigationAction])
    /// After `record` and `quit`.
    case done
}

/// The model's state after a step.
public struct StepReply: Codable, Sendable {
    /// Why the step failed, if it did (the state is then unchanged).
    public var failure: NavigationError?
    /// The warnings and notes the step logged.
    public var events: [NavigationEvent]
    /// What is visible after it.
    public var ui: VisibleUI
    /// The state after it, in the model's order.
    public var state: [Argument]
    /// The catalog ids the program's views and code applied (beside the model's own, in the trace),
    /// in catalog order; on the wire each is its text (the string N43).
    public var exercised: [BehaviourID]

    public init(failure: NavigationError?, events: [NavigationEvent], ui: VisibleUI, state: [Argument], exercised: [BehaviourID]) {
        self.failure = failure
        self.events = events
        self.ui = ui
        self.state = state
        self.exercised = exercised
    }
}

/// The outcome of an `expect EXPR` step.
public struct ExpectationReply: Codable, Sendable {
    public var holds: Bool
    /// The compared subject's value when the expression is a comparison that failed.
    public var subjectValue: Value?
    /// A fault evaluating it.
    public var fault: NavigationAppError?

    public init(holds: Bool, subjectValue: Value?, fault: NavigationAppError?) {
        self.holds = holds
        self.subjectValue = subjectValue
        self.fault = fault
    }
}

/// A fault the program reported before it stopped (a precondition of SwiftUI's API), with its place.
public struct ProgramFaultReport: Codable, Sendable {
    public var message: String
    public var source: SourceRef?

    public init(message: String, source: SourceRef?) {
        self.message = message
        self.source = source
    }

    /// The line a stopping program writes to its standard error before it traps.
    public static let marker = "navdocs-fault: "
}
