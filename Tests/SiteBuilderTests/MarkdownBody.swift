import Diagnostics
import Pages
@testable import SiteBuilder

/// Renders one page's Markdown body through the site's own path (parser, then
/// ``HTMLRenderer`` with a real link resolver), without templates or files.
struct MarkdownBody {
    var html: String
    /// The parser's and the renderer's diagnostics, in that order.
    var diagnostics: [Diagnostic]

    init(_ markdown: String, file: String = "content/en/index.md", otherPages: [String: String] = [:]) {
        let parsed = PageParser().parse(source: markdown, file: file, language: "en", slug: "index")
        var pages = [parsed.page]
        for (path, source) in otherPages.sorted(by: { $0.key < $1.key }) {
            let slug = String(path.dropLast(3))
            pages.append(PageParser().parse(source: source, file: "content/en/\(path)", language: "en", slug: slug).page)
        }
        let content = Content(
            site: SiteConfiguration(title: "T", languages: [.init(code: "en", label: "English")], defaultLanguage: "en"),
            pages: pages, diagnostics: DiagnosticBag()
        )
        let plan = SitePlan(content: content, contentDisplayPath: "content")
        var renderer = HTMLRenderer(resolver: LinkResolver(plan: plan, pageIndex: 0))
        html = renderer.render(parsed.page.blocks)
        diagnostics = parsed.diagnostics + renderer.diagnostics
    }

    var ids: [String] { diagnostics.map(\.id) }
}
