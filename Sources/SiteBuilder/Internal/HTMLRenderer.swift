import Diagnostics
import Pages

/// Renders a page's blocks to HTML: our own renderer, so heading ids, link
/// rewriting and highlighting are ours, and raw HTML is never emitted.
///
/// Links are checked as they are rendered; each broken one is an error at its
/// position. Executable example blocks carry `data-example` and the first block of
/// each example gets the `example-NAME` anchor, where traces will attach.
struct HTMLRenderer {
    let resolver: LinkResolver
    let highlighter = SwiftHighlighter()
    private(set) var diagnostics: [Diagnostic] = []
    private var output = ""
    private var examplesSeen: Set<String> = []

    init(resolver: LinkResolver) {
        self.resolver = resolver
    }

    mutating func render(_ blocks: [Block]) -> String {
        output = ""
        output.reserveCapacity(8192)
        for block in blocks { render(block) }
        return output
    }

    private mutating func render(_ block: Block) {
        switch block {
        case .heading(let heading):
            let level = min(max(heading.level, 1), 6)
            output += "<h\(level) id=\"\(HTMLEscaping.escape(heading.anchor))\">"
            render(heading.content)
            output += "<a class=\"anchor\" href=\"#\(HTMLEscaping.escape(heading.anchor))\" aria-label=\"Link to this section\">#</a></h\(level)>\n"
        case .paragraph(let inlines, _):
            output += "<p>"
            render(inlines)
            output += "</p>\n"
        case .codeBlock(let code):
            render(code)
        case .blockQuote(let children, _):
            output += "<blockquote>\n"
            for child in children { render(child) }
            output += "</blockquote>\n"
        case .list(let list):
            let tag = list.ordered ? "ol" : "ul"
            output += list.ordered && list.start != 1 ? "<ol start=\"\(list.start)\">\n" : "<\(tag)>\n"
            for item in list.items {
                output += "<li>"
                for child in item {
                    if list.tight, case .paragraph(let inlines, _) = child {
                        render(inlines)
                    } else {
                        render(child)
                    }
                }
                output += "</li>\n"
            }
            output += "</\(tag)>\n"
        case .thematicBreak:
            output += "<hr>\n"
        case .html(let html, let location):
            warnAboutRawHTML(html, at: location)
        }
    }

    private mutating func render(_ code: CodeBlock) {
        if code.info.hasFlag("hidden"), code.info.value("example") != nil, !code.info.isMalformed { return }
        let language = code.language ?? ""
        var attributes = ""
        if !code.info.isMalformed, let example = code.info.value("example") {
            if examplesSeen.insert(example).inserted {
                attributes += " id=\"example-\(HTMLEscaping.escape(example))\""
            }
            attributes += " data-example=\"\(HTMLEscaping.escape(example))\""
        }
        if let title = code.info.value("title"), !code.info.isMalformed {
            output += "<figure class=\"code-figure\"><figcaption>\(HTMLEscaping.escape(title))</figcaption>"
        }
        let languageClass = language.isEmpty ? "" : " language-\(HTMLEscaping.escape(language))"
        output += "<pre class=\"code\(languageClass)\"\(attributes)><code>"
        output += language == "swift" ? highlighter.html(for: code.code) : HTMLEscaping.escape(code.code)
        output += "</code></pre>"
        if code.info.value("title") != nil, !code.info.isMalformed { output += "</figure>" }
        output += "\n"
    }

    private mutating func render(_ inlines: [Inline]) {
        for inline in inlines { render(inline) }
    }

    private mutating func render(_ inline: Inline) {
        switch inline {
        case .text(let text, _):
            output += HTMLEscaping.escape(text)
        case .code(let code, _):
            output += "<code>\(HTMLEscaping.escape(code))</code>"
        case .emphasis(let children):
            output += "<em>"
            render(children)
            output += "</em>"
        case .strong(let children):
            output += "<strong>"
            render(children)
            output += "</strong>"
        case .link(let link):
            let href = resolve(link.destination, at: link.location)
            output += "<a href=\"\(HTMLEscaping.escape(href))\""
            if !link.title.isEmpty { output += " title=\"\(HTMLEscaping.escape(link.title))\"" }
            output += ">"
            render(link.content)
            output += "</a>"
        case .image(let image):
            let source = resolve(image.source, at: image.location)
            output += "<img src=\"\(HTMLEscaping.escape(source))\" alt=\"\(HTMLEscaping.escape(image.alternative.plainText))\""
            if !image.title.isEmpty { output += " title=\"\(HTMLEscaping.escape(image.title))\"" }
            output += ">"
        case .softBreak:
            output += "\n"
        case .lineBreak:
            output += "<br>\n"
        case .html(let html, let location):
            warnAboutRawHTML(html, at: location)
        }
    }

    private mutating func resolve(_ destination: String, at location: SourceLocation) -> String {
        switch resolver.resolve(destination) {
        case .external(let url), .internalLink(let url):
            return url
        case .broken(let message):
            diagnostics.append(.error("link.broken", at: location, message))
            return destination
        }
    }

    /// Comments are markers for verification and stay silent; other raw HTML is
    /// dropped, and the author hears about it.
    private mutating func warnAboutRawHTML(_ html: String, at location: SourceLocation) {
        var rest = Substring(html)
        while let open = rest.range(of: "<!--") {
            let before = rest[..<open.lowerBound]
            if !before.allSatisfy(\.isWhitespace) { break }
            guard let close = rest.range(of: "-->", range: open.upperBound..<rest.endIndex) else {
                rest = ""
                break
            }
            rest = rest[close.upperBound...]
        }
        guard !rest.allSatisfy(\.isWhitespace) else { return }
        diagnostics.append(.warning("html.omitted", at: location, "raw HTML is not rendered; write it in Markdown"))
    }
}
