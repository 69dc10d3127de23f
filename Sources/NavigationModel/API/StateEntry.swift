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
