/// An opaque reference to a place in the example's source.
///
/// The model never interprets it: it attaches it to warnings ("reported at the
/// declaration", "at the link") and errors, and the interpreter maps it back to
/// a file, line and column. Two nodes with the same reference come from the same
/// source construct, which is how the model counts the instances of one
/// declaration inside a `ForEach` once (N14).
public struct SourceRef: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// The interpreter's identifier for the source position.
    public var id: Int

    public init(_ id: Int) {
        self.id = id
    }

    public static func < (lhs: SourceRef, rhs: SourceRef) -> Bool { lhs.id < rhs.id }

    public var description: String { "@\(id)" }
}
