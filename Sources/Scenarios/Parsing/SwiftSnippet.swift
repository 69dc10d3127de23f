import Diagnostics

/// Swift source taken verbatim from a scenario line, with where it starts in the
/// Markdown file.
///
/// Scenario parsing is syntax only: a `run` step's statements, an `expect`
/// expression and view patterns are kept as text and parsed by the interpreter
/// when the step runs, so names resolve against the example at that time. A
/// snippet never spans lines, so any position inside it is its start plus a
/// UTF-8 offset.
public struct SwiftSnippet: Hashable, Sendable, Codable {
    /// The Swift text, without the step's leading word, surrounding spaces or comment.
    public var text: String
    /// The position of the text's first character in the Markdown file.
    public var location: SourceLocation

    public init(text: String, location: SourceLocation) {
        self.text = text
        self.location = location
    }

    /// The file position of a UTF-8 offset into `text` (as swift-syntax reports
    /// positions when it parses the snippet on its own).
    public func location(atUTF8Offset offset: Int) -> SourceLocation {
        SourceLocation(file: location.file, line: location.line, column: location.column + offset)
    }
}
