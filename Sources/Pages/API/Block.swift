import Diagnostics

/// A block of a Markdown page, in document order, with its position in the file.
///
/// The tree mirrors CommonMark's block structure closely enough to render any page,
/// and no further: raw HTML is kept only so comments (verification markers) can be
/// found; it is never rendered.
public indirect enum Block: Hashable, Sendable {
    case heading(Heading)
    case paragraph([Inline], SourceLocation)
    case codeBlock(CodeBlock)
    case blockQuote([Block], SourceLocation)
    case list(ListBlock)
    case thematicBreak(SourceLocation)
    /// Raw HTML as written; never rendered (only its comments are exposed).
    case html(String, SourceLocation)

    /// Where the block starts in the Markdown file.
    public var location: SourceLocation {
        switch self {
        case .heading(let heading): heading.location
        case .paragraph(_, let location): location
        case .codeBlock(let block): block.location
        case .blockQuote(_, let location): location
        case .list(let list): list.location
        case .thematicBreak(let location): location
        case .html(_, let location): location
        }
    }
}

/// A bulleted or numbered list.
public struct ListBlock: Hashable, Sendable {
    public var ordered: Bool
    /// The first number of an ordered list.
    public var start: Int
    /// Tight lists render their items without paragraph spacing.
    public var tight: Bool
    public var items: [[Block]]
    public var location: SourceLocation

    public init(ordered: Bool, start: Int, tight: Bool, items: [[Block]], location: SourceLocation) {
        self.ordered = ordered
        self.start = start
        self.tight = tight
        self.items = items
        self.location = location
    }
}

/// A section heading, with the anchor the site gives it.
public struct Heading: Hashable, Sendable {
    public var level: Int
    public var content: [Inline]
    /// The heading's text with markup reduced to its characters.
    public var text: String
    /// The `id` of the heading on the built page; unique within the page.
    public var anchor: String
    public var location: SourceLocation

    public init(level: Int, content: [Inline], text: String, anchor: String, location: SourceLocation) {
        self.level = level
        self.content = content
        self.text = text
        self.anchor = anchor
        self.location = location
    }
}
