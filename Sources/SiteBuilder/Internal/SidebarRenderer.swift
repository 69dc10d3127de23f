import Synchronization

/// Renders each page's sidebar with `sidebar-item.mustache`, reusing entries.
///
/// The sidebar shows the top-level entries and expands the current page's branch.
/// A list longer than ``fullListLimit`` (a large flat folder) shows a window of
/// ``windowRadius`` entries either side of the entry on the branch (else its first
/// entries), then an entry linking to the full list: the section index that the
/// list's owner page (the folder's page; the home page for the top level) carries
/// after its content. So a page's sidebar stays bounded however large a folder
/// grows, and every page stays reachable.
///
/// An entry that is neither the current page nor on its branch renders the same
/// for every page whose folder is in the same folder (its siblings see it at the same
/// relative URL), so each list's entries are cached per folder of the pages that see
/// them (see ``ListKey``): a page looks its list up once, not each entry. An entry on
/// the branch differs only by its children: it is rendered once with a placeholder for
/// them and cached as the text before and after the placeholder (see ``BranchItem``).
final class SidebarRenderer: Sendable {
    /// Lists up to this long are shown whole.
    static let fullListLimit = 50
    /// Entries shown before and after the branch's entry in a longer list.
    static let windowRadius = 12
    /// The anchor of a page's section index.
    static let sectionIndexAnchor = "navdocs-section-index"

    private let plan: SitePlan
    private let templates: TemplateSet
    /// `sidebar-item.mustache` rendered once per shape of entry (see ``TemplateSkeletons``).
    private let itemSkeletons: TemplateSkeletons<SidebarItem>
    /// The entries linking to a section index (see ``sectionIndexAnchor``), by owner and URL.
    private let cache = Mutex<[CacheKey: String]>([:])
    private let lists = Mutex<[ListKey: ListEntries]>([:])
    private let branchCache = Mutex<[BranchKey: BranchItem]>([:])

    private struct CacheKey: Hashable {
        let page: Int
        let url: String
    }

    /// A list of entries (the children of `owner`; nil with `language` for the top level)
    /// as seen from the pages whose folders are in `viewerParent`. Such pages are siblings:
    /// the relative URL of an entry is the same from each of them, unless the entry is one
    /// of them or inside one's folder. Such an entry is that page's descendant (a page's
    /// parent is its nearest ancestor by folder), so it is on the page's branch, or in a
    /// list of the page's own (`owner` is the page or below it) that no sibling sees.
    private struct ListKey: Hashable {
        let owner: Int?
        let language: String
        let viewerParent: ArraySlice<Substring>
    }

    /// The rendered entries of one list off the branch, by position, filled in as pages need them.
    private final class ListEntries: Sendable {
        let items: Mutex<[String?]>
        init(count: Int) { items = Mutex(Array(repeating: nil, count: count)) }
    }

    private struct BranchKey: Hashable {
        let page: Int
        let url: String
        let current: Bool
        let hasChildren: Bool
    }

    /// An entry on the branch, rendered once for its page, URL and state.
    private enum BranchItem {
        /// Without children: the whole entry.
        case whole(String)
        /// The entry's text around its children.
        case around(before: String, after: String)
        /// A template that does not write the children once, unchanged: rendered every time.
        case renderedEachTime
    }

    /// Stand for the children while an entry on the branch is rendered, once each. Only
    /// when both renderings are the same text around the placeholder, written once, is
    /// that text used for every set of children: a template that escapes the children
    /// (`{{children}}`), transforms them (`uppercased`, `count`) or writes them twice
    /// makes the two differ or the split fail, and its entries are rendered each time.
    private static let childrenPlaceholders = ["<navdocs-children \u{1}>", "<NAVDOCS-BRANCH-CHILDREN-2 \u{2}>"]

    /// Whether entries are put together from rendered pieces: entries on the branch around
    /// their children, every entry from its skeleton, lists from the entries their pages'
    /// siblings rendered (tests turn it off to compare with rendering every entry of every
    /// page through Mustache).
    private let splicesBranchItems: Bool

    init(plan: SitePlan, templates: TemplateSet, splicesBranchItems: Bool = true) {
        self.plan = plan
        self.templates = templates
        self.splicesBranchItems = splicesBranchItems
        itemSkeletons = TemplateSkeletons(templates: templates, template: "sidebar-item") { item, replace in
            item.replacingStrings(replace)
        }
    }

    /// One entry, from its skeleton; every entry through Mustache when entries are not spliced.
    private func renderItem(_ item: SidebarItem) -> String {
        splicesBranchItems ? itemSkeletons.render(item) : templates.render(item, template: "sidebar-item")
    }

    /// The sidebar of page `current`, whose branch (`ancestors`, the page included) is expanded.
    func render(for current: Int, ancestors: Set<Int>) -> String {
        let language = plan.pages[current].page.language
        return render(plan.trees[language] ?? [], owner: plan.homes[language], for: current, ancestors: ancestors)
    }

    /// The entries of `nodes` (the children of `owner`) as seen from page `current`.
    private func render(_ nodes: [SitePlan.NavigationNode], owner: Int?, for current: Int, ancestors: Set<Int>) -> String {
        let from = plan.pages[current].folderParts
        let shown = Self.window(count: nodes.count, branch: nodes.firstIndex { ancestors.contains($0.page) })
        // Without splicing (tests), every entry is rendered afresh, to compare the cache with.
        let entries = splicesBranchItems ? listEntries(
            ListKey(owner: owner, language: plan.pages[current].page.language, viewerParent: from.dropLast()), count: nodes.count
        ) : nil
        let cached = entries?.items.withLock { $0 }
        var made: [(position: Int, html: String)] = []
        var html = ""
        for position in shown {
            let node = nodes[position]
            let onBranch = ancestors.contains(node.page)
            if !onBranch, let item = cached?[position] {
                html += item
                continue
            }
            let url = SitePath.relative(fromFolder: from, toFolder: plan.pages[node.page].folderParts)
            if onBranch {
                let children = render(node.children, owner: node.page, for: current, ancestors: ancestors)
                html += branchItem(node.page, url: url, current: node.page == current, children: children)
                continue
            }
            let rendered = renderItem(SidebarItem(title: plan.pages[node.page].page.title, url: url, current: false, children: ""))
            made.append((position, rendered))
            html += rendered
        }
        if let entries, !made.isEmpty {
            entries.items.withLock { items in
                for (position, rendered) in made { items[position] = rendered }
            }
        }
        if shown.count < nodes.count, let owner {
            let url = SitePath.relative(fromFolder: from, toFolder: plan.pages[owner].folderParts) + "#" + Self.sectionIndexAnchor
            // Every page of a large folder shows this entry, at one of few URLs.
            let key = CacheKey(page: owner, url: url)
            if let cached = cache.withLock({ $0[key] }) {
                html += cached
            } else {
                let labels = Labels.forLanguage(plan.pages[owner].page.language)
                let title = (labels.words["sectionIndexMore"] ?? "All {count} pages")
                    .replacingOccurrences(of: "{count}", with: String(nodes.count { $0.page != owner }))
                let rendered = renderItem(SidebarItem(title: title, url: url, current: false, children: ""))
                cache.withLock { $0[key] = rendered }
                html += rendered
            }
        }
        return html
    }

    /// The cached entries of the list `key`, made empty the first time.
    private func listEntries(_ key: ListKey, count: Int) -> ListEntries {
        lists.withLock { lists in
            if let entries = lists[key] { return entries }
            let entries = ListEntries(count: count)
            lists[key] = entries
            return entries
        }
    }

    /// The entry of `page`, on the branch, with its `children` already rendered.
    private func branchItem(_ page: Int, url: String, current: Bool, children: String) -> String {
        let key = BranchKey(page: page, url: url, current: current, hasChildren: !children.isEmpty)
        let cached = !splicesBranchItems ? .renderedEachTime : branchCache.withLock { $0[key] } ?? {
            let title = plan.pages[page].page.title
            let made: BranchItem
            if children.isEmpty {
                made = .whole(renderItem(SidebarItem(title: title, url: url, current: current, children: "")))
            } else {
                let splits = Self.childrenPlaceholders.map { placeholder in
                    renderItem(SidebarItem(title: title, url: url, current: current, children: placeholder))
                        .components(separatedBy: placeholder)
                }
                made = splits[0].count == 2 && splits.allSatisfy({ $0 == splits[0] })
                    ? .around(before: splits[0][0], after: splits[0][1]) : .renderedEachTime
            }
            branchCache.withLock { $0[key] = made }
            return made
        }()
        switch cached {
        case .whole(let html):
            return html
        case .around(let before, let after):
            return before + children + after
        case .renderedEachTime:
            return renderItem(SidebarItem(title: plan.pages[page].page.title, url: url, current: current, children: children))
        }
    }

    /// Which entries of a list of `count` are shown: all of a short list; else a window
    /// around the entry at `branch`, or the first entries when none is on the branch.
    static func window(count: Int, branch: Int?) -> Range<Int> {
        guard count > fullListLimit else { return 0..<count }
        guard let branch else { return 0..<min(count, 2 * windowRadius + 1) }
        return max(0, branch - windowRadius)..<min(count, branch + windowRadius + 1)
    }

    /// The pages whose sidebar entries a page owns: the home page owns the top level.
    func ownedList(of page: Int) -> [Int] {
        let planned = plan.pages[page].page
        if plan.homes[planned.language] == page {
            return (plan.trees[planned.language] ?? []).map(\.page)
        }
        return plan.childPages[page] ?? []
    }

    /// The full list a windowed sidebar links to, placed after the content of the page
    /// that owns a list longer than ``fullListLimit``; nil for any other page.
    func sectionIndex(for page: Int) -> String? {
        let list = ownedList(of: page)
        guard list.count > Self.fullListLimit else { return nil }
        let from = plan.pages[page].folderParts
        let labels = Labels.forLanguage(plan.pages[page].page.language)
        let heading = HTMLEscaping.escape(labels.words["sectionIndex"] ?? "All pages in this section")
        var html = "<nav class=\"section-index\" id=\"\(Self.sectionIndexAnchor)\" aria-label=\"\(heading)\">\n<h2>\(heading)</h2>\n<ul>\n"
        for entry in list where entry != page {
            let url = SitePath.relative(fromFolder: from, toFolder: plan.pages[entry].folderParts)
            html += renderItem(SidebarItem(title: plan.pages[entry].page.title, url: url, current: false, children: ""))
        }
        html += "</ul>\n</nav>\n"
        return html
    }
}
