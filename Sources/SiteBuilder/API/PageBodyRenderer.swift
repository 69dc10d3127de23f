import Diagnostics
import Pages

/// Renders one page's Markdown body through the site's own path (the page parser,
/// then the HTML renderer with a real link resolver), without templates, examples
/// or files: for tools that need the body alone (the fuzzer, the CommonMark test).
public struct PageBodyRenderer: Sendable {
    public var html: String
    /// The parser's and the renderer's diagnostics, in that order.
    public var diagnostics: [Diagnostic]

    /// `otherPages` (`name.md` → Markdown) are pages beside it that links may point at.
    public init(_ markdown: String, file: String = "content/en/index.md", otherPages: [String: String] = [:]) {
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
}
