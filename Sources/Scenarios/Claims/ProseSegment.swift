import Diagnostics

/// A block of the page's prose as a reader sees it: a paragraph, heading, list
/// item or table cell, with Markdown emphasis and code spans already reduced to
/// their text. Code blocks are not prose.
public struct ProseSegment: Hashable, Sendable, Codable {
    public var text: String
    /// Where the block starts in the Markdown file.
    public var location: SourceLocation

    public init(text: String, location: SourceLocation) {
        self.text = text
        self.location = location
    }
}
