/// Why an action failed: a missing or ambiguous control, back at the root, a fault in the example's code.
public struct NavigationError: Error, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The message, in the spec's shapes (`no visible control "Two"; visible: "One"`).
    public var message: String
    /// Where the fault is, for a fault in the example's code.
    public var source: SourceRef?
    /// Related places, for example the controls an ambiguous label matched.
    public var related: [SourceRef]
    /// The catalog entry, when one applies (N8, N11).
    public var catalogID: BehaviourID?

    public init(_ message: String, source: SourceRef? = nil, related: [SourceRef] = [], catalogID: BehaviourID? = nil) {
        self.message = message
        self.source = source
        self.related = related
        self.catalogID = catalogID
    }

    public var description: String { message }
}
