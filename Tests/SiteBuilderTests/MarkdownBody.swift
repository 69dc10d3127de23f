import Diagnostics
import SiteBuilder

/// One page's Markdown body rendered through the site's own path (``PageBodyRenderer``).
struct MarkdownBody {
    var html: String
    /// The parser's and the renderer's diagnostics, in that order.
    var diagnostics: [Diagnostic]

    init(_ markdown: String, file: String = "content/en/index.md", otherPages: [String: String] = [:]) {
        let rendered = PageBodyRenderer(markdown, file: file, otherPages: otherPages)
        html = rendered.html
        diagnostics = rendered.diagnostics
    }

    var ids: [String] { diagnostics.map(\.id) }
}
