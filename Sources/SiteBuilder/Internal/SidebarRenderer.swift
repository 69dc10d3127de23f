import Synchronization

/// Renders each page's sidebar with `sidebar-item.mustache`, reusing entries.
///
/// An entry that is neither the current page nor on its branch renders the same
/// for every page that sees it at the same relative URL (all pages of one folder),
/// so its HTML is cached by page and URL. Without the cache, a large site spends
/// most of its build rendering the same sidebar entries again.
final class SidebarRenderer: Sendable {
    private let plan: SitePlan
    private let templates: TemplateSet
    private let cache = Mutex<[CacheKey: String]>([:])

    private struct CacheKey: Hashable {
        let page: Int
        let url: String
    }

    init(plan: SitePlan, templates: TemplateSet) {
        self.plan = plan
        self.templates = templates
    }

    /// The entries of `nodes` as seen from page `current`, whose branch (`ancestors`,
    /// the page included) is expanded.
    func render(_ nodes: [SitePlan.NavigationNode], for current: Int, ancestors: Set<Int>) -> String {
        let from = plan.pages[current].folderParts
        var html = ""
        for node in nodes {
            let url = SitePath.relative(fromFolder: from, toFolder: plan.pages[node.page].folderParts)
            let onBranch = ancestors.contains(node.page)
            if !onBranch, let cached = cache.withLock({ $0[CacheKey(page: node.page, url: url)] }) {
                html += cached
                continue
            }
            let item = SidebarItem(
                title: plan.pages[node.page].page.title, url: url, current: node.page == current,
                children: onBranch ? render(node.children, for: current, ancestors: ancestors) : ""
            )
            let rendered = templates.render(item, template: "sidebar-item")
            if !onBranch { cache.withLock { $0[CacheKey(page: node.page, url: url)] = rendered } }
            html += rendered
        }
        return html
    }
}
