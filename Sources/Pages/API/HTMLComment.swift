import Diagnostics

/// An HTML comment written in the prose (`<!-- expected-error@+1 {{x}} -->`).
///
/// Comments are never rendered; they are exposed so a verification pass can read
/// the markers written in them.
public struct HTMLComment: Hashable, Sendable {
    /// The text between `<!--` and `-->`, untrimmed.
    public var text: String
    /// The position of `<!--`.
    public var location: SourceLocation

    public init(text: String, location: SourceLocation) {
        self.text = text
        self.location = location
    }
}
