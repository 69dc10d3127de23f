import Diagnostics

/// A run of inline content inside a paragraph, heading or link.
public indirect enum Inline: Hashable, Sendable {
    case text(String, SourceLocation)
    /// A code span; its location is that of the code's first character.
    case code(String, SourceLocation)
    case emphasis([Inline])
    case strong([Inline])
    case link(Link)
    case image(Image)
    case softBreak
    case lineBreak
    /// Raw inline HTML as written; never rendered.
    case html(String, SourceLocation)

    /// The characters a reader sees, markup reduced to its text.
    public var plainText: String { [self].plainText }

    /// Calls `body` for every inline and everything nested in it (emphasis, links,
    /// image descriptions), depth first, in reading order.
    ///
    /// Iterative, with its own stack: a page may nest emphasis thousands of levels
    /// deep, and recursion that deep overflows the thread's stack.
    public static func visit(_ inlines: [Inline], _ body: (Inline) -> Void) {
        var pending: [Inline] = inlines.reversed()
        while let inline = pending.popLast() {
            body(inline)
            switch inline {
            case .emphasis(let children), .strong(let children): pending.append(contentsOf: children.reversed())
            case .link(let link): pending.append(contentsOf: link.content.reversed())
            case .image(let image): pending.append(contentsOf: image.alternative.reversed())
            case .text, .code, .softBreak, .lineBreak, .html: break
            }
        }
    }
}

extension Array where Element == Inline {
    /// The characters a reader sees, markup reduced to its text.
    public var plainText: String {
        var result = ""
        Inline.visit(self) { inline in
            switch inline {
            case .text(let text, _), .code(let text, _): result += text
            case .softBreak, .lineBreak: result += " "
            case .emphasis, .strong, .link, .image, .html: break
            }
        }
        return result
    }
}

/// A link as written: the destination is not resolved here (the site builder checks it).
public struct Link: Hashable, Sendable {
    public var destination: String
    public var title: String
    public var content: [Inline]
    /// The position of the link's opening bracket.
    public var location: SourceLocation

    public init(destination: String, title: String, content: [Inline], location: SourceLocation) {
        self.destination = destination
        self.title = title
        self.content = content
        self.location = location
    }
}

/// An image as written.
public struct Image: Hashable, Sendable {
    public var source: String
    public var title: String
    public var alternative: [Inline]
    public var location: SourceLocation

    public init(source: String, title: String, alternative: [Inline], location: SourceLocation) {
        self.source = source
        self.title = title
        self.alternative = alternative
        self.location = location
    }
}
