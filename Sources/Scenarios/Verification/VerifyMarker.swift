import Diagnostics

/// A `-verify` expectation written in a page: `// expected-error {{fragment}}` on
/// a line of a swift or scenario block, or an HTML comment in prose.
public struct VerifyMarker: Hashable, Sendable, Codable {
    /// `.error` or `.warning`; notes are not verified.
    public var severity: Severity
    /// The text the diagnostic's message must contain; nil for a bare marker,
    /// which accepts any message.
    public var fragment: String?
    /// Where the marker is written (its `expected-` word).
    public var location: SourceLocation
    /// The line the expected diagnostic is on: the marker's line shifted by `@+N`/`@-N`.
    public var targetLine: Int

    public init(severity: Severity, fragment: String?, location: SourceLocation, targetLine: Int) {
        self.severity = severity
        self.fragment = fragment
        self.location = location
        self.targetLine = targetLine
    }

    /// Whether this marker accepts `diagnostic`: same file, line and severity, and
    /// the fragment (if any) inside the message.
    public func accepts(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.severity == severity
            && diagnostic.location.file == location.file
            && diagnostic.location.line == targetLine
            && (fragment.map { diagnostic.message.contains($0) } ?? true)
    }

    /// The marker as written, normalised: `expected-error@+1 {{Pink}}`.
    public var spelling: String {
        var text = "expected-\(severity.rawValue)"
        let offset = targetLine - location.line
        if offset > 0 { text += "@+\(offset)" }
        if offset < 0 { text += "@\(offset)" }
        if let fragment { text += " {{\(fragment)}}" }
        return text
    }
}
