/// One step of a trace.
public struct TraceStep: Hashable, Sendable, Codable {
    /// How the step went.
    public enum Outcome: Hashable, Sendable {
        /// The action was applied.
        case succeeded
        /// The action failed; the state is unchanged.
        case failed(NavigationError)
        /// The step came after a failed action and was not run.
        case notRun
        /// An expectation the scenario runner checked (`message` says what was found when it failed).
        case expectation(passed: Bool, message: String?)
    }

    /// The position in the trace; the launch is step 0.
    public var index: Int
    /// The step as the scenario writes it (`launch` for the initial render).
    public var action: String
    public var outcome: Outcome
    /// Each `@State` value after the step, in declaration order; changed ones carry the old value.
    public var state: [StateEntry]
    /// What is visible after the step.
    public var ui: VisibleUI
    /// The warnings and notes the step logged.
    public var events: [NavigationEvent]
    /// The catalog entries (N22) the model applied in this step, in catalog order.
    ///
    /// An entry is listed when the model carried out that behaviour while
    /// applying the action or deriving the UI after it (a value push through a
    /// path is N2 and N22, a collapsed split view N32), when the step logged an
    /// event of that entry, or when the step failed with an error citing it.
    /// Expectations and steps not run list none. Traces encoded before this
    /// field existed decode with an empty list.
    public var exercised: [BehaviourID]

    public init(
        index: Int, action: String, outcome: Outcome, state: [StateEntry], ui: VisibleUI, events: [NavigationEvent],
        exercised: [BehaviourID] = []
    ) {
        self.index = index
        self.action = action
        self.outcome = outcome
        self.state = state
        self.ui = ui
        self.events = events
        self.exercised = exercised
    }

    private enum CodingKeys: String, CodingKey {
        case index, action, outcome, state, ui, events, exercised
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        index = try container.decode(Int.self, forKey: .index)
        action = try container.decode(String.self, forKey: .action)
        outcome = try container.decode(Outcome.self, forKey: .outcome)
        state = try container.decode([StateEntry].self, forKey: .state)
        ui = try container.decode(VisibleUI.self, forKey: .ui)
        events = try container.decode([NavigationEvent].self, forKey: .events)
        exercised = try container.decodeIfPresent([BehaviourID].self, forKey: .exercised) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(index, forKey: .index)
        try container.encode(action, forKey: .action)
        try container.encode(outcome, forKey: .outcome)
        try container.encode(state, forKey: .state)
        try container.encode(ui, forKey: .ui)
        try container.encode(events, forKey: .events)
        try container.encode(exercised, forKey: .exercised)
    }

    /// The `@State` entries the step changed.
    public var changes: [StateEntry] { state.filter(\.isChanged) }
}

extension TraceStep.Outcome: Codable {
    private enum CodingKeys: String, CodingKey {
        case status, error, passed, message
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .succeeded:
            try container.encode("succeeded", forKey: .status)
        case .failed(let error):
            try container.encode("failed", forKey: .status)
            try container.encode(error, forKey: .error)
        case .notRun:
            try container.encode("notRun", forKey: .status)
        case .expectation(let passed, let message):
            try container.encode("expectation", forKey: .status)
            try container.encode(passed, forKey: .passed)
            try container.encodeIfPresent(message, forKey: .message)
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .status) {
        case "succeeded": self = .succeeded
        case "failed": self = .failed(try container.decode(NavigationError.self, forKey: .error))
        case "notRun": self = .notRun
        case "expectation":
            self = .expectation(
                passed: try container.decode(Bool.self, forKey: .passed),
                message: try container.decodeIfPresent(String.self, forKey: .message))
        case let other:
            throw DecodingError.dataCorruptedError(forKey: .status, in: container, debugDescription: "unknown status '\(other)'")
        }
    }
}
