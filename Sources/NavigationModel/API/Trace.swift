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

extension Trace {
    /// The catalog entries any step applied, in catalog order (see ``TraceStep/exercised``).
    public var exercised: [BehaviourID] {
        Set(steps.flatMap(\.exercised)).sorted()
    }
}
