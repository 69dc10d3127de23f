import Pages

/// What `serve` remembers of one rendered page: the inputs it was rendered from
/// that are the page's own, what rendering left (diagnostics, search entry), and
/// the pages whose anchors its links were checked against.
struct RenderedPageRecord: Sendable {
    var page: Page
    var exampleSections: ExampleSections
    var claimMarks: [ClaimMark]
    var outcome: PageRendering.PageOutcome
    /// Content paths (`en/guide.md`) of the pages its links and images point at, itself included.
    var linkedPages: Set<String>

    /// Whether rendering the page from these inputs gives what was rendered before,
    /// in a site whose outline is unchanged and where the pages in `changedAnchors`
    /// (content paths) have other anchors than before.
    func isCurrent(page: Page, exampleSections: ExampleSections, claimMarks: [ClaimMark], changedAnchors: Set<String>) -> Bool {
        self.page == page && self.exampleSections == exampleSections && self.claimMarks == claimMarks
            && linkedPages.isDisjoint(with: changedAnchors)
    }

    /// The pages of the site that the links and images of page `index` lead to.
    static func linkedPages(of index: Int, in plan: SitePlan) -> Set<String> {
        let resolver = LinkResolver(plan: plan, pageIndex: index)
        var destinations: [String] = []
        Page.visit(plan.pages[index].page.blocks) { block in
            let inlines: [Inline]
            switch block {
            case .heading(let heading): inlines = heading.content
            case .paragraph(let content, _): inlines = content
            case .codeBlock, .blockQuote, .list, .thematicBreak, .html: return
            }
            Inline.visit(inlines) { inline in
                switch inline {
                case .link(let link): destinations.append(link.destination)
                case .image(let image): destinations.append(image.source)
                case .text, .code, .emphasis, .strong, .softBreak, .lineBreak, .html: break
                }
            }
        }
        var linked: Set<String> = [plan.pages[index].contentPath]
        for destination in destinations {
            if let target = resolver.linkedPage(destination) { linked.insert(plan.pages[target].contentPath) }
        }
        return linked
    }
}
