import Diagnostics

/// One Markdown page: front matter and blocks with source positions (its prose on demand).
///
/// A page knows its file (as shown in diagnostics), its language, and its slug
/// (the path inside the language folder without `.md`; `index` for `index.md`,
/// `guide` for `guide/index.md`). Pages are values: parse once, share freely.
public struct Page: Hashable, Sendable {
    /// The file's path as diagnostics print it (`content/en/navigation-stack.md`).
    public var file: String
    /// The language folder (`en`, `zh-Hans`); empty for a page read on its own.
    public var language: String
    /// The page's path inside its language, without extension (`navigation-stack`,
    /// `guide/basics`); `index` for the language's front page.
    public var slug: String
    public var frontMatter: FrontMatter
    /// The top-level blocks in document order.
    public var blocks: [Block]
    /// HTML comments anywhere in the Markdown (outside code), in document order.
    public var comments: [HTMLComment]
    /// The files of its `source=` blocks, by the block's ``CodeBlock/location``: empty
    /// until an ``IncludedSourceReader`` reads them (parsing never touches other files).
    public var includedSources: [SourceLocation: IncludedSource]

    public init(
        file: String, language: String, slug: String, frontMatter: FrontMatter,
        blocks: [Block], comments: [HTMLComment], includedSources: [SourceLocation: IncludedSource] = [:]
    ) {
        self.file = file
        self.language = language
        self.slug = slug
        self.frontMatter = frontMatter
        self.blocks = blocks
        self.comments = comments
        self.includedSources = includedSources
    }

    /// The files `block` includes with `source=`, as read; nil for any other block.
    public func includedSource(of block: CodeBlock) -> IncludedSource? {
        includedSources[block.location]
    }

    /// Prose for claim matching, made from the blocks when asked: only a page's claim
    /// checks need it, and keeping it beside the blocks for every page of a large site
    /// tripled the memory a build holds. Callers that use it more than once keep it.
    public var prose: ProseText { ProseExtractor().prose(of: blocks) }

    /// The front matter's title, else the first heading's text, else the slug's last
    /// part (the file name; also when the first heading has no text, as `#` alone).
    public var title: String {
        if let title = frontMatter.title, !title.isEmpty { return title }
        if let first = headings.first, first.text.contains(where: { !$0.isWhitespace }) { return first.text }
        return String(slug.split(separator: "/").last ?? Substring(slug))
    }

    /// Every code block in document order, including those nested in lists and quotes.
    public var codeBlocks: [CodeBlock] {
        var result: [CodeBlock] = []
        Page.visit(blocks) { if case .codeBlock(let block) = $0 { result.append(block) } }
        return result
    }

    /// Every heading in document order.
    public var headings: [Heading] {
        var result: [Heading] = []
        Page.visit(blocks) { if case .heading(let heading) = $0 { result.append(heading) } }
        return result
    }

    /// Every link in document order, including links in headings and list items.
    public var links: [Link] {
        var result: [Link] = []
        Page.visit(blocks) { block in
            let inlines: [Inline]
            switch block {
            case .heading(let heading): inlines = heading.content
            case .paragraph(let content, _): inlines = content
            case .codeBlock, .blockQuote, .list, .thematicBreak, .html: return
            }
            Inline.visit(inlines) { if case .link(let link) = $0 { result.append(link) } }
        }
        return result
    }

    /// Calls `body` for every block, depth first, in document order.
    ///
    /// Iterative, with its own stack: quotes and lists can nest thousands of levels
    /// deep, and recursion that deep overflows the thread's stack.
    public static func visit(_ blocks: [Block], _ body: (Block) -> Void) {
        var pending: [Block] = blocks.reversed()
        while let block = pending.popLast() {
            body(block)
            switch block {
            case .blockQuote(let children, _): pending.append(contentsOf: children.reversed())
            case .list(let list): for item in list.items.reversed() { pending.append(contentsOf: item.reversed()) }
            case .heading, .paragraph, .codeBlock, .thematicBreak, .html: break
            }
        }
    }
}
