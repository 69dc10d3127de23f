import Diagnostics
import Pages

/// Renders a page's blocks to HTML: our own renderer, so heading ids, link
/// rewriting and highlighting are ours, and raw HTML is never emitted.
///
/// Links are checked as they are rendered; each broken one is an error at its
/// position. Executable example blocks carry `data-example`, the first block of
/// each example gets the `example-NAME` anchor, and after the last displayed Swift block
/// of an example (else its last displayed block) comes its section from ``exampleSections`` (where traces go).
/// The text a ``ClaimMark`` covers is wrapped in `<mark class="claim">` pieces.
struct HTMLRenderer {
    let resolver: LinkResolver
    /// HTML to place after each example's last displayed block, by example name.
    let exampleSections: ExampleSections
    let claimMarks: [ClaimMark]
    /// The files of the page's `source=` blocks, by block (``Page/includedSources``).
    var includedSources: [SourceLocation: IncludedSource] = [:]
    private var highlighter = SwiftHighlighter()
    private(set) var diagnostics: [Diagnostic] = []
    private var output = ""
    private var examplesSeen: Set<String> = []
    private var remainingBlocks: [String: Int] = [:]
    /// Examples with displayed Swift code: their sections come after that code.
    private var examplesPlacedAfterCode: Set<String> = []
    /// Claims whose first piece (the one with the id) is already written.
    private var claimsStarted: Set<String> = []
    /// Inside a Markdown link a claim's piece gets no link of its own (links don't nest).
    private var linkDepth = 0
    /// A claim that runs on past the end of the last text written: a line break
    /// before the rest of it belongs to the mark too, so the highlight has no gap.
    private var claimRunningOn: ClaimMark?
    /// Raw HTML tags met in the paragraph or heading being written, and where the first was.
    private var inlineHTMLRun: (location: SourceLocation?, tags: [String]) = (nil, [])
    /// The claim marks by where they start, and a sweep over them in step with the text
    /// written: the marks started and not yet ended. Each text node then looks only at
    /// the marks over it (a page with 10,000 claims compared every node with every mark).
    private let marksByStart: [ClaimMark]
    private var nextMark = 0
    private var openMarks: [ClaimMark] = []
    private var lastNodeStart: (line: Int, column: Int) = (0, 0)

    init(resolver: LinkResolver, exampleSections: ExampleSections = [:], claimMarks: [ClaimMark] = []) {
        self.resolver = resolver
        self.exampleSections = exampleSections
        self.claimMarks = claimMarks
        self.marksByStart = claimMarks.sorted { ($0.start.line, $0.start.column) < ($1.start.line, $1.start.column) }
    }

    /// What is left to write, popped from the end: the renderer keeps its own stack
    /// instead of recursing, so quotes, lists or emphasis nested thousands of levels
    /// deep cannot overflow the thread's stack.
    private enum Step {
        case block(Block)
        case inline(Inline)
        /// Markup closing an element whose children were pushed after it.
        case write(String)
        /// The end of a link: `</a>`, and claim pieces may link again.
        case leaveLink
        /// The end of a paragraph's or heading's inlines: one warning for their raw HTML.
        case endInlineRun
    }

    mutating func render(_ blocks: [Block]) -> String {
        output = ""
        output.reserveCapacity(8192)
        remainingBlocks = [:]
        var swiftBlocks: [String: Int] = [:]
        Page.visit(blocks) { block in
            if case .codeBlock(let code) = block, let example = Self.displayedExample(code) {
                remainingBlocks[example, default: 0] += 1
                if code.language == "swift" { swiftBlocks[example, default: 0] += 1 }
            }
        }
        // The section follows the example's code (its last displayed Swift block), so the
        // result sits right below what it verifies; an example whose code is all hidden
        // gets it after its last displayed block (a scenario).
        examplesPlacedAfterCode = Set(swiftBlocks.keys)
        for (example, count) in swiftBlocks { remainingBlocks[example] = count }
        var pending: [Step] = blocks.reversed().map(Step.block)
        while let step = pending.popLast() {
            switch step {
            case .block(let block): render(block, pushingChildrenOnto: &pending)
            case .inline(let inline): render(inline, pushingChildrenOnto: &pending)
            case .write(let markup): output += markup
            case .leaveLink:
                linkDepth -= 1
                output += "</a>"
            case .endInlineRun:
                reportOmittedInlineHTML()
            }
        }
        return output
    }

    /// Writes the block's opening markup now and pushes its children, then its closing markup.
    private mutating func render(_ block: Block, pushingChildrenOnto pending: inout [Step]) {
        switch block {
        case .heading(let heading):
            let level = min(max(heading.level, 1), 6)
            startBlock()
            output += "<h\(level) id=\"\(HTMLEscaping.escape(heading.anchor))\">"
            pending.append(.write(
                "<a class=\"anchor\" href=\"#\(HTMLEscaping.escape(heading.anchor))\" aria-label=\"Link to this section\">#</a></h\(level)>\n"
            ))
            pending.append(.endInlineRun)
            pending.append(contentsOf: heading.content.reversed().map(Step.inline))
        case .paragraph(let inlines, _):
            startBlock()
            output += "<p>"
            pending.append(.write("</p>\n"))
            pending.append(.endInlineRun)
            pending.append(contentsOf: inlines.reversed().map(Step.inline))
        case .codeBlock(let code):
            render(code)
        case .blockQuote(let children, _):
            startBlock()
            output += "<blockquote>\n"
            pending.append(.write("</blockquote>\n"))
            pending.append(contentsOf: children.reversed().map(Step.block))
        case .list(let list):
            let tag = list.ordered ? "ol" : "ul"
            startBlock()
            output += list.ordered && list.start != 1 ? "<ol start=\"\(list.start)\">\n" : "<\(tag)>\n"
            pending.append(.write("</\(tag)>\n"))
            for item in list.items.reversed() {
                pending.append(.write("</li>\n"))
                for child in item.reversed() {
                    // A tight list's paragraphs are written without `<p>`.
                    if list.tight, case .paragraph(let inlines, _) = child {
                        pending.append(.endInlineRun)
                        pending.append(contentsOf: inlines.reversed().map(Step.inline))
                    } else {
                        pending.append(.block(child))
                    }
                }
                pending.append(.write("<li>"))
            }
        case .thematicBreak:
            startBlock()
            output += "<hr>\n"
        case .html(let html, let location):
            let tags = RawHTMLTags.names(in: html)
            if !tags.isEmpty { reportOmittedHTML(tags, at: location) }
        }
    }

    /// Starts a block on a line of its own, as cmark does (its `cr()`): after a tight
    /// list item's text, a nested list or quote begins on the next line, so the
    /// text does not run into it.
    private mutating func startBlock() {
        if let last = output.utf8.last, last != UInt8(ascii: "\n") { output += "\n" }
    }

    /// The example a displayed block belongs to (hidden and malformed blocks have none here).
    static func displayedExample(_ code: CodeBlock) -> String? {
        code.isHidden ? nil : code.exampleName
    }

    private mutating func render(_ code: CodeBlock) {
        if code.isHidden { return }
        startBlock()
        let language = code.language ?? ""
        var anchor = ""
        var exampleAttribute = ""
        if let example = code.exampleName {
            if examplesSeen.insert(example).inserted {
                anchor = " id=\"example-\(HTMLEscaping.escape(example))\""
            }
            exampleAttribute = " data-example=\"\(HTMLEscaping.escape(example))\""
        }
        let attributes = anchor + exampleAttribute
        let languageClass = language.isEmpty ? "" : " language-\(HTMLEscaping.escape(language))"
        if let included = includedSources[code.location] {
            renderIncluded(
                included, title: code.info.isMalformed ? nil : code.info.value("title"),
                anchor: anchor, exampleAttribute: exampleAttribute, languageClass: languageClass
            )
            placeSection(after: code)
            return
        }
        if let title = code.info.value("title"), !code.info.isMalformed {
            output += "<figure class=\"code-figure\"><figcaption>\(HTMLEscaping.escape(title))</figcaption>"
        }
        // Focusable, so a keyboard can scroll a wide block sideways.
        output += "<pre class=\"code\(languageClass)\"\(attributes) tabindex=\"0\"><code>"
        output += language == "swift" ? highlighter.htmlWithinPageAllowance(for: code.code) : HTMLEscaping.escape(code.code)
        output += "</code></pre>"
        if code.info.value("title") != nil, !code.info.isMalformed { output += "</figure>" }
        output += "\n"
        placeSection(after: code)
    }

    /// The example's section follows its last displayed Swift block (see ``render(_:)``).
    private mutating func placeSection(after code: CodeBlock) {
        if let example = Self.displayedExample(code), code.language == "swift" || !examplesPlacedAfterCode.contains(example) {
            remainingBlocks[example, default: 1] -= 1
            if remainingBlocks[example] == 0, let section = exampleSections[example] { output += section.html }
        }
    }

    /// A `source=` block: each file it shows in a figure captioned with the file's name
    /// (after the block's `title=`), its lines numbered as in the file. The numbers are a
    /// column of their own beside the code, so selecting the code copies no numbers.
    private mutating func renderIncluded(
        _ included: IncludedSource, title: String?, anchor: String, exampleAttribute: String, languageClass: String
    ) {
        var anchor = anchor
        for file in included.files where !file.shownLines.isEmpty {
            let caption = title.map { "\($0) · \(file.name)" } ?? file.name
            output += "<figure class=\"code-figure source-file\"><figcaption>\(HTMLEscaping.escape(caption))</figcaption>"
            output += "<div class=\"source-lines\"><pre class=\"line-numbers\" aria-hidden=\"true\"><code>"
            output += file.shownLines.map(String.init).joined(separator: "\n")
            output += "</code></pre><pre class=\"code\(languageClass)\"\(anchor)\(exampleAttribute) tabindex=\"0\"><code>"
            output += highlighter.htmlWithinPageAllowance(for: file.shownCode)
            output += "</code></pre></div></figure>\n"
            // The example's anchor goes on its first file only.
            anchor = ""
        }
    }

    /// Writes the inline's opening markup now and pushes its children, then its closing markup.
    private mutating func render(_ inline: Inline, pushingChildrenOnto pending: inout [Step]) {
        switch inline {
        case .text(let text, let location):
            renderMarked(text, at: location) { HTMLEscaping.escape(String($0)) }
        case .code(let code, let location):
            renderMarked(code, at: location) { "<code>\(HTMLEscaping.escape(String($0)))</code>" }
        case .emphasis(let children):
            output += "<em>"
            pending.append(.write("</em>"))
            pending.append(contentsOf: children.reversed().map(Step.inline))
        case .strong(let children):
            output += "<strong>"
            pending.append(.write("</strong>"))
            pending.append(contentsOf: children.reversed().map(Step.inline))
        case .link(let link):
            // An unsafe destination leaves the text without a link (cmark's safe mode
            // blanks it); the content still renders, claim marks included.
            guard let href = resolve(link.destination, at: link.location, what: "link") else {
                pending.append(contentsOf: link.content.reversed().map(Step.inline))
                return
            }
            output += "<a href=\"\(HTMLEscaping.escape(href))\""
            if !link.title.isEmpty { output += " title=\"\(HTMLEscaping.escape(link.title))\"" }
            output += ">"
            linkDepth += 1
            pending.append(.leaveLink)
            pending.append(contentsOf: link.content.reversed().map(Step.inline))
        case .image(let image):
            output += "<img"
            if let source = resolve(image.source, at: image.location, what: "image") {
                output += " src=\"\(HTMLEscaping.escape(source))\""
            }
            output += " alt=\"\(HTMLEscaping.escape(image.alternative.plainText))\""
            if !image.title.isEmpty { output += " title=\"\(HTMLEscaping.escape(image.title))\"" }
            output += ">"
        case .softBreak:
            if let mark = claimRunningOn {
                output += "<mark class=\"claim \(mark.verified ? "claim-verified" : "claim-failed")\">\n</mark>"
            } else {
                output += "\n"
            }
        case .lineBreak:
            output += "<br>\n"
        case .html(let html, let location):
            for tag in RawHTMLTags.names(in: html) where !inlineHTMLRun.tags.contains(tag) {
                inlineHTMLRun.tags.append(tag)
                if inlineHTMLRun.location == nil { inlineHTMLRun.location = location }
            }
        }
    }

    /// Writes `text` (a text node or code span starting at `location`), wrapping
    /// the parts that claims cover. Overlapping claims: the first one wins.
    private mutating func renderMarked(_ text: String, at location: SourceLocation, _ write: (Substring) -> String) {
        let count = text.utf8.count
        let covering = marks(overNodeAt: location, utf8Count: count).compactMap { mark in
            mark.overlap(nodeAt: location, utf8Count: count).map { (mark, $0) }
        }
        claimRunningOn = nil
        guard !covering.isEmpty else {
            output += write(Substring(text))
            return
        }
        var cursor = text.startIndex
        for (mark, bytes) in covering.sorted(by: { $0.1.lowerBound < $1.1.lowerBound }) {
            let lower = Self.characterBoundary(in: text, atOrBefore: bytes.lowerBound)
            let upper = Self.characterBoundary(in: text, atOrAfter: bytes.upperBound)
            guard lower >= cursor, lower < upper else { continue }
            if cursor < lower { output += write(text[cursor..<lower]) }
            output += open(mark)
            output += write(text[lower..<upper])
            output += linkDepth == 0 ? "</a></mark>" : "</mark>"
            cursor = upper
            if upper == text.endIndex, mark.end.line > location.line { claimRunningOn = mark }
        }
        if cursor < text.endIndex { output += write(text[cursor...]) }
    }

    private mutating func open(_ mark: ClaimMark) -> String {
        var html = "<mark class=\"claim \(mark.verified ? "claim-verified" : "claim-failed")\""
        if claimsStarted.insert(mark.id).inserted { html += " id=\"\(HTMLEscaping.escape(mark.id))\"" }
        html += " title=\"\(HTMLEscaping.escape(mark.title))\">"
        if linkDepth == 0 { html += "<a href=\"\(HTMLEscaping.escape(mark.href))\">" }
        return html
    }

    /// The marks that may cover a text node at `location` of `utf8Count` bytes, in the order
    /// they start. Text is written in page order, so the sweep only moves forward; a node
    /// before the last one (never seen, but cheap to allow) starts the sweep again.
    private mutating func marks(overNodeAt location: SourceLocation, utf8Count: Int) -> [ClaimMark] {
        guard !marksByStart.isEmpty, utf8Count > 0 else { return [] }
        let nodeStart = (location.line, location.column)
        if nodeStart < lastNodeStart {
            nextMark = 0
            openMarks = []
        }
        lastNodeStart = nodeStart
        let nodeLast = (location.line, location.column + utf8Count - 1)
        while nextMark < marksByStart.count, (marksByStart[nextMark].start.line, marksByStart[nextMark].start.column) <= nodeLast {
            openMarks.append(marksByStart[nextMark])
            nextMark += 1
        }
        // A mark that ended before this node ends before every later one too: each leaves once.
        openMarks.removeAll { ($0.end.line, $0.end.column) < nodeStart }
        return openMarks
    }

    /// The index of the character holding byte `offset` (claims are found in bytes; pieces are whole characters).
    static func characterBoundary(in text: String, atOrBefore offset: Int) -> String.Index {
        let utf8 = text.utf8
        guard var index = utf8.index(utf8.startIndex, offsetBy: max(offset, 0), limitedBy: utf8.endIndex), index < utf8.endIndex else {
            return text.endIndex
        }
        while String.Index(index, within: text) == nil { index = utf8.index(before: index) }
        return index
    }

    /// The index after the character holding byte `offset - 1`.
    static func characterBoundary(in text: String, atOrAfter offset: Int) -> String.Index {
        let utf8 = text.utf8
        guard var index = utf8.index(utf8.startIndex, offsetBy: max(offset, 0), limitedBy: utf8.endIndex) else { return text.endIndex }
        while index < utf8.endIndex, String.Index(index, within: text) == nil { index = utf8.index(after: index) }
        return index
    }

    /// The URL to write for a destination, percent-encoded as cmark does; nil when
    /// it must not be written at all. Broken, unsafe and empty destinations are reported.
    private mutating func resolve(_ destination: String, at location: SourceLocation, what: String) -> String? {
        if let reason = UnsafeURL.reason(for: destination) {
            diagnostics.append(.warning("link.unsafe", at: location, "\(what) destination not written: \(reason)"))
            return nil
        }
        if destination.isEmpty {
            diagnostics.append(.warning(
                "link.empty", at: location, "\(what) has no destination; write one between the parentheses"
            ))
            return ""
        }
        switch resolver.resolve(destination) {
        case .external(let url), .internalLink(let url):
            return URLEscaping.escape(url)
        case .broken(let message):
            diagnostics.append(.error("link.broken", at: location, message))
            return URLEscaping.escape(destination)
        }
    }

    /// Raw HTML is dropped, and the author hears about it once per block of HTML or
    /// per paragraph or heading, naming the tags (comments are verification markers
    /// and stay silent).
    private mutating func reportOmittedHTML(_ tags: [String], at location: SourceLocation) {
        let named = tags.map { "<\($0)>" }.joined(separator: ", ")
        diagnostics.append(.warning("html.omitted", at: location, "raw HTML \(named) is not rendered; write it in Markdown"))
    }

    private mutating func reportOmittedInlineHTML() {
        if let location = inlineHTMLRun.location { reportOmittedHTML(inlineHTMLRun.tags, at: location) }
        inlineHTMLRun = (nil, [])
    }
}
