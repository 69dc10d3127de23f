/// The record of a scenario: for every step, the state after it with its changes,
/// the visible UI and the warnings and notes it logged (catalog §H).
///
/// The `Codable` form is stable and versioned (`"version": 1`); the site embeds
/// it. `text` renders it for the terminal.
public struct Trace: Hashable, Sendable, Codable {
    /// The version of the encoded form this library writes.
    public static let currentVersion = 1

    public var version: Int
    public var steps: [TraceStep]

    public init(steps: [TraceStep] = []) {
        self.version = Self.currentVersion
        self.steps = steps
    }
}

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

    public init(index: Int, action: String, outcome: Outcome, state: [StateEntry], ui: VisibleUI, events: [NavigationEvent]) {
        self.index = index
        self.action = action
        self.outcome = outcome
        self.state = state
        self.ui = ui
        self.events = events
    }

    /// The `@State` entries the step changed.
    public var changes: [StateEntry] { state.filter(\.isChanged) }
}

/// A `@State` value after a step, and its value before when the step changed it.
public struct StateEntry: Hashable, Sendable, Codable {
    public var name: String
    public var value: Value
    /// The value before the step, when it changed (`nil` when unchanged or newly declared).
    public var previous: Value?

    public init(name: String, value: Value, previous: Value?) {
        self.name = name
        self.value = value
        self.previous = previous
    }

    public var isChanged: Bool { previous != nil }
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
