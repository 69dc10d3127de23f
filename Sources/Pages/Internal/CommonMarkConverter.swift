import CCmark
import Diagnostics

/// The one place navdocs touches cmark's C API.
///
/// Parses Markdown with source positions, walks cmark's ENTER/EXIT iterator once,
/// and returns a Swift value tree. cmark's nodes never leave this file, and
/// everything cmark allocates is freed by the single `defer` in ``convert(_:)``.
struct CommonMarkConverter {
    let file: String

    /// How many quotes, lists, paragraphs and inline containers (emphasis, links)
    /// may nest. Every walker over the tree keeps its own stack, but Swift releases
    /// an indirect enum's children recursively, and that overflows an 8 MB stack at
    /// about 30,000 levels. No page a person writes comes near; deeper content is
    /// left out with an error at its position.
    static let maximumNesting = 12_000

    struct Result {
        var blocks: [Block]
        var comments: [HTMLComment]
        var diagnostics: [Diagnostic]
    }

    /// Converts `markdown` (whose line numbers are the file's) into blocks.
    func convert(_ markdown: String) -> Result {
        let lines = Self.lines(of: markdown)
        var state = WalkState(file: file, lines: lines)
        var utf8 = Array(markdown.utf8)
        utf8.append(0)
        let document = utf8.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                cmark_parse_document($0, buffer.count - 1, CMARK_OPT_SOURCEPOS)
            }
        }
        guard let document else { return Result(blocks: [], comments: [], diagnostics: []) }
        let iterator = cmark_iter_new(document)
        defer {
            cmark_iter_free(iterator)
            cmark_node_free(document)
        }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            if event == CMARK_EVENT_ENTER {
                if state.nestsTooDeep(node) {
                    // Skip the node and everything inside it: its exit event comes next.
                    cmark_iter_reset(iterator, node, CMARK_EVENT_EXIT)
                    continue
                }
                state.enter(node)
            } else if event == CMARK_EVENT_EXIT {
                state.exit(node)
            }
        }
        return Result(blocks: state.result, comments: state.comments, diagnostics: state.diagnostics)
    }

    /// Decodes an entity reference (`&ouml;`, `&#105;`) with cmark's own table, so
    /// info strings decode exactly as the rest of the page; nil when it is not one.
    static func decodeEntity(_ reference: String) -> String? {
        guard let document = cmark_parse_document(reference, reference.utf8.count, CMARK_OPT_DEFAULT) else { return nil }
        defer { cmark_node_free(document) }
        guard let paragraph = cmark_node_first_child(document), let text = cmark_node_first_child(paragraph),
              cmark_node_next(text) == nil, cmark_node_get_type(text) == CMARK_NODE_TEXT,
              let literal = cmark_node_get_literal(text) else { return nil }
        let decoded = String(cString: literal)
        return decoded == reference ? nil : decoded
    }

    /// The lines of the text as UTF-8 bytes, without line terminators.
    static func lines(of text: String) -> [ArraySlice<UInt8>] {
        let bytes = Array(text.utf8)
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            var end = index
            if end > start, bytes[end - 1] == 0x0D { end -= 1 }
            lines.append(bytes[start..<end])
            start = index + 1
        }
        lines.append(bytes[start..<bytes.count])
        return lines
    }
}

/// The converter's stack of open containers while walking the iterator.
private struct WalkState {
    let file: String
    let lines: [ArraySlice<UInt8>]
    var stack: [Frame] = []
    var result: [Block] = []
    var comments: [HTMLComment] = []
    var diagnostics: [Diagnostic] = []
    var slugger = HeadingSlugger()
    /// Open containers counted by ``CommonMarkConverter/maximumNesting`` (a list and
    /// its item count once; the document not at all).
    var nesting = 0
    var reportedTooDeep = false

    struct Frame {
        var blocks: [Block] = []
        var inlines: [Inline] = []
        var items: [[Block]] = []
    }

    init(file: String, lines: [ArraySlice<UInt8>]) {
        self.file = file
        self.lines = lines
    }

    func location(_ node: OpaquePointer) -> SourceLocation {
        SourceLocation(
            file: file,
            line: Int(cmark_node_get_start_line(node)),
            column: Int(cmark_node_get_start_column(node))
        )
    }

    func literal(_ node: OpaquePointer) -> String {
        guard let pointer = cmark_node_get_literal(node) else { return "" }
        return String(cString: pointer)
    }

    func string(_ pointer: UnsafePointer<CChar>?) -> String {
        guard let pointer else { return "" }
        return String(cString: pointer)
    }

    mutating func append(_ block: Block) {
        if stack.isEmpty { result.append(block) } else { stack[stack.count - 1].blocks.append(block) }
    }

    mutating func append(_ inline: Inline) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].inlines.append(inline)
    }

    /// Whether `node` opens a container beyond the nesting limit; the first one is reported.
    mutating func nestsTooDeep(_ node: OpaquePointer) -> Bool {
        guard Self.countsTowardsNesting(cmark_node_get_type(node)),
              nesting >= CommonMarkConverter.maximumNesting else { return false }
        if !reportedTooDeep {
            reportedTooDeep = true
            diagnostics.append(.error(
                "markdown.tooDeep", at: location(node),
                "nesting deeper than \(CommonMarkConverter.maximumNesting) levels is not rendered"
            ))
        }
        return true
    }

    static func countsTowardsNesting(_ type: cmark_node_type) -> Bool {
        switch type {
        case CMARK_NODE_DOCUMENT, CMARK_NODE_ITEM, CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_SOFTBREAK,
             CMARK_NODE_LINEBREAK, CMARK_NODE_HTML_INLINE, CMARK_NODE_HTML_BLOCK, CMARK_NODE_THEMATIC_BREAK,
             CMARK_NODE_CODE_BLOCK:
            false
        default:
            true
        }
    }

    mutating func enter(_ node: OpaquePointer) {
        let type = cmark_node_get_type(node)
        switch type {
        case CMARK_NODE_TEXT:
            append(.text(literal(node), location(node)))
        case CMARK_NODE_CODE:
            append(.code(literal(node), location(node)))
        case CMARK_NODE_SOFTBREAK:
            append(.softBreak)
        case CMARK_NODE_LINEBREAK:
            append(.lineBreak)
        case CMARK_NODE_HTML_INLINE:
            let html = literal(node)
            collectComments(html, at: location(node))
            append(Inline.html(html, location(node)))
        case CMARK_NODE_HTML_BLOCK:
            let html = literal(node)
            collectComments(html, at: location(node))
            append(Block.html(html, location(node)))
        case CMARK_NODE_THEMATIC_BREAK:
            append(.thematicBreak(location(node)))
        case CMARK_NODE_CODE_BLOCK:
            append(.codeBlock(codeBlock(node)))
        default:
            if Self.countsTowardsNesting(type) { nesting += 1 }
            stack.append(Frame())
        }
    }

    mutating func exit(_ node: OpaquePointer) {
        let type = cmark_node_get_type(node)
        guard let frame = stack.popLast() else { return }
        if Self.countsTowardsNesting(type) { nesting -= 1 }
        switch type {
        case CMARK_NODE_DOCUMENT:
            result = frame.blocks
        case CMARK_NODE_PARAGRAPH:
            append(.paragraph(frame.inlines, location(node)))
        case CMARK_NODE_HEADING:
            let text = frame.inlines.plainText
            append(.heading(Heading(
                level: Int(cmark_node_get_heading_level(node)), content: frame.inlines, text: text,
                anchor: slugger.anchor(for: text), location: location(node)
            )))
        case CMARK_NODE_BLOCK_QUOTE:
            append(.blockQuote(frame.blocks, location(node)))
        case CMARK_NODE_LIST:
            append(.list(ListBlock(
                ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
                start: Int(cmark_node_get_list_start(node)),
                tight: cmark_node_get_list_tight(node) != 0,
                items: frame.items,
                location: location(node)
            )))
        case CMARK_NODE_ITEM:
            if !stack.isEmpty { stack[stack.count - 1].items.append(frame.blocks) }
        case CMARK_NODE_EMPH:
            append(.emphasis(frame.inlines))
        case CMARK_NODE_STRONG:
            append(.strong(frame.inlines))
        case CMARK_NODE_LINK:
            append(.link(Link(
                destination: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)),
                content: frame.inlines, location: location(node)
            )))
        case CMARK_NODE_IMAGE:
            append(.image(Image(
                source: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)),
                alternative: frame.inlines, location: location(node)
            )))
        default:
            // Custom nodes never come out of the parser; keep their content.
            for block in frame.blocks { append(block) }
            for inline in frame.inlines { append(inline) }
        }
    }

    /// A code block with its info string read from the raw fence line, so every
    /// attribute keeps its column.
    mutating func codeBlock(_ node: OpaquePointer) -> CodeBlock {
        let start = location(node)
        let line = start.line >= 1 && start.line <= lines.count ? lines[start.line - 1] : []
        var index = line.startIndex + max(0, start.column - 1)
        let fenceCharacter = index < line.endIndex ? line[index] : 0
        let fenceStart = index
        while index < line.endIndex, line[index] == fenceCharacter { index += 1 }
        // cmark 0.30 does not say whether a block was fenced; the source line does.
        // An indented block starts where its code starts, so its first line may look
        // like a fence (`    ```swift hidden`): cmark then reports no info string
        // although the line has one, or the code's first line is the line itself.
        let looksFenced = (fenceCharacter == UInt8(ascii: "`") || fenceCharacter == UInt8(ascii: "~")) && index - fenceStart >= 3
        let fenced = looksFenced && !Self.isIndentedBlock(node, line: line[fenceStart...], fenceEnd: index)
        guard fenced else {
            let empty = InfoString(raw: "", language: nil, attributes: [], isMalformed: false, location: start)
            return CodeBlock(
                code: literal(node), info: empty, location: start,
                firstCodeLine: start.line, codeColumn: start.column, isFenced: false
            )
        }
        while index < line.endIndex, line[index] == 0x20 || line[index] == 0x09 { index += 1 }
        var end = line.endIndex
        while end > index, line[end - 1] == 0x20 || line[end - 1] == 0x09 { end -= 1 }
        let infoColumn = index - line.startIndex + 1
        let raw = Substring(String(decoding: line[index..<end], as: UTF8.self))
        let parser = InfoStringParser(file: file, line: start.line, decodeEntity: CommonMarkConverter.decodeEntity)
        let (info, problems) = parser.parse(raw, startColumn: infoColumn)
        diagnostics.append(contentsOf: problems)
        return CodeBlock(
            code: literal(node), info: info, location: start,
            firstCodeLine: start.line + 1, codeColumn: start.column, isFenced: true
        )
    }

    /// Whether a code block whose first source line starts like a fence is in fact
    /// an indented block (see ``codeBlock(_:)``).
    static func isIndentedBlock(_ node: OpaquePointer, line: ArraySlice<UInt8>, fenceEnd: Int) -> Bool {
        let info = cmark_node_get_fence_info(node).map { String(cString: $0) } ?? ""
        guard info.isEmpty else { return false }
        var rest = line[fenceEnd...]
        while let last = rest.last, last == 0x20 || last == 0x09 { rest = rest.dropLast() }
        if rest.contains(where: { $0 != 0x20 && $0 != 0x09 }) { return true }
        // A bare fence: an indented block's code begins with the fence-like line itself,
        // which a fenced block's code cannot (that line would close it).
        let literal = cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
        let firstLine = literal.utf8.prefix { $0 != 0x0A }
        return firstLine.elementsEqual(line)
    }

    /// Records every `<!-- ... -->` in a piece of raw HTML, with its file position.
    mutating func collectComments(_ html: String, at start: SourceLocation) {
        let bytes = Array(html.utf8)
        let open = Array("<!--".utf8), close = Array("-->".utf8)
        var index = 0
        var line = start.line
        var lineStart = 0
        var onFirstLine = true
        while index < bytes.count {
            if bytes[index] == 0x0A {
                line += 1
                lineStart = index + 1
                onFirstLine = false
                index += 1
                continue
            }
            guard bytes[index...].starts(with: open) else { index += 1; continue }
            let column = onFirstLine ? start.column + index : index - lineStart + 1
            let textStart = index + open.count
            var end = textStart
            while end < bytes.count, !bytes[end...].starts(with: close) { end += 1 }
            comments.append(HTMLComment(
                text: String(decoding: bytes[textStart..<min(end, bytes.count)], as: UTF8.self),
                location: SourceLocation(file: file, line: line, column: column)
            ))
            // Keep counting lines inside the comment.
            for byte in bytes[index..<min(end, bytes.count)] where byte == 0x0A {
                line += 1
                onFirstLine = false
            }
            if let lastNewline = bytes[index..<min(end, bytes.count)].lastIndex(of: 0x0A) { lineStart = lastNewline + 1 }
            index = min(end + close.count, bytes.count)
        }
    }
}
