import Diagnostics
import Pages

/// The site's shape, decided before any page is rendered: where each page goes,
/// which anchors it has, the sidebar tree, reading order and translations.
///
/// Immutable and shared by the parallel page renderers.
struct SitePlan: Sendable {
    let site: SiteConfiguration
    let pages: [PlannedPage]
    /// `en/guide/basics.md` → index in ``pages``.
    let indexByContentPath: [String: Int]
    /// Non-Markdown files of the content folder (`en/images/a.png`).
    let staticFiles: Set<String>
    /// Top-level sidebar nodes per language.
    let trees: [String: [NavigationNode]]
    /// Page indices per language in reading order (depth first through the tree).
    let readingOrder: [String: [Int]]
    /// Each page's position in its language's ``readingOrder`` (nil when it is not in it).
    let readingPosition: [Int?]
    /// Each page's children in the sidebar tree, in sidebar order (pages without children are absent).
    let childPages: [Int: [Int]]
    /// Each language's home page (`<language>/index.md`), when it has one.
    let homes: [String: Int]

    struct PlannedPage: Sendable {
        let page: Page
        /// Path inside the content folder: `en/guide/basics.md`.
        let contentPath: String
        /// `en/guide/basics/index.html`.
        let outputPath: String
        /// `en/guide/basics/`; links point at folders.
        let folder: String
        /// ``folder``'s components, for fast relative links.
        let folderParts: [Substring]
        let anchors: Set<String>
        /// Index of the page in the same language with the same slug, per language code.
        var translations: [String: Int] = [:]
        var parent: Int?
    }

    struct NavigationNode: Sendable {
        let page: Int
        var children: [NavigationNode]
    }

    @Sendable static func make(_ state: inout BuildState) async throws {
        guard let content = state.content else { return }
        let plan = SitePlan(content: content, contentDisplayPath: state.options.contentDisplayPath)
        // The landing page and the language switcher link to each language's home.
        for language in content.site.languages.map(\.code)
        where !plan.pages.contains(where: { $0.page.language == language && $0.page.slug == "index" }) {
            state.diagnostics.add(.error(
                "site.noHome", at: SourceLocation(file: "\(state.options.contentDisplayPath)/site.yml", line: 1, column: 1),
                "language '\(language)' has no index.md; the landing page and the language switcher link to it"
            ))
        }
        state.plan = plan
    }

    /// - Parameter generated: files of pages the build made (the Behaviour catalog),
    ///   which come after the authors' pages in the sidebar and reading order.
    /// - Parameter previous: a plan of the same content before pages were appended to it
    ///   (the Behaviour catalog): its pages' addresses and anchors are taken over, not
    ///   worked out again, as a large site's pages cost a walk of their blocks each.
    init(content: Content, contentDisplayPath: String, generated: Set<String> = [], extending previous: SitePlan? = nil) {
        site = content.site
        let prefix = contentDisplayPath.hasSuffix("/") ? contentDisplayPath : contentDisplayPath + "/"
        // Each page's addresses and anchors (a walk of its blocks) are its own: made in parallel.
        var planned: [PlannedPage] = Array(content.pages.indices).parallelMap { position in
            let page = content.pages[position]
            if let previous, position < previous.pages.count, previous.pages[position].page.file == page.file {
                var kept = previous.pages[position]
                kept.translations = [:]
                kept.parent = nil
                return kept
            }
            let contentPath = page.file.hasPrefix(prefix) ? String(page.file.dropFirst(prefix.count)) : page.file
            let folder = Self.folder(of: page)
            return PlannedPage(
                page: page, contentPath: contentPath, outputPath: folder + "index.html", folder: folder,
                folderParts: folder.split(separator: "/"), anchors: Set(page.headings.map(\.anchor)).union(
                    page.codeBlocks.compactMap(HTMLRenderer.displayedExample).map { "example-\($0)" }
                )
            )
        }
        var index: [String: Int] = [:]
        var bySlug: [String: [String: Int]] = [:]
        for (position, page) in planned.enumerated() {
            index[page.contentPath] = position
            bySlug[page.page.slug, default: [:]][page.page.language] = position
        }
        for position in planned.indices {
            planned[position].translations = bySlug[planned[position].page.slug] ?? [:]
            planned[position].parent = Self.parent(of: planned[position].page, in: bySlug)
        }
        pages = planned
        indexByContentPath = index
        staticFiles = Set(content.staticFiles.keys)

        var trees: [String: [NavigationNode]] = [:]
        var order: [String: [Int]] = [:]
        var childPages: [Int: [Int]] = [:]
        var homes: [String: Int] = [:]
        // Made once: a page's title may come from its first heading, found by walking its
        // blocks, and sorting a large folder compares each page many times.
        let sortKeys = planned.map { Self.sortKey($0.page) }
        for language in content.site.languages.map(\.code) {
            // Grouped once: filtering every page for each node's children is quadratic in a flat folder.
            var byParent: [Int?: [Int]] = [:]
            for member in planned.indices where planned[member].page.language == language {
                let parent = planned[member].parent
                if parent == nil, planned[member].page.slug == "index" { continue }
                byParent[parent, default: []].append(member)
            }
            func children(of parent: Int?) -> [NavigationNode] {
                let sorted = (byParent[parent] ?? [])
                    .sorted {
                        let (left, right) = (generated.contains(planned[$0].page.file), generated.contains(planned[$1].page.file))
                        if left != right { return right }
                        return sortKeys[$0] < sortKeys[$1]
                    }
                if let parent, !sorted.isEmpty { childPages[parent] = sorted }
                return sorted.map { NavigationNode(page: $0, children: children(of: $0)) }
            }
            var top = children(of: nil)
            if let home = planned.indices.first(where: { planned[$0].page.language == language && planned[$0].page.slug == "index" }) {
                top.insert(NavigationNode(page: home, children: []), at: 0)
                homes[language] = home
            }
            trees[language] = top
            var sequence: [Int] = []
            func walk(_ nodes: [NavigationNode]) {
                for node in nodes {
                    sequence.append(node.page)
                    walk(node.children)
                }
            }
            walk(top)
            order[language] = sequence
        }
        self.trees = trees
        readingOrder = order
        var positions = [Int?](repeating: nil, count: planned.count)
        for sequence in order.values {
            for (position, page) in sequence.enumerated() { positions[page] = position }
        }
        readingPosition = positions
        self.childPages = childPages
        self.homes = homes
    }

    /// The output folder of a page: `en/` for a language's `index`, else `en/guide/basics/`.
    static func folder(of page: Page) -> String {
        page.slug == "index" ? "\(page.language)/" : "\(page.language)/\(page.slug)/"
    }

    /// The nearest existing ancestor page by slug (`guide/basics` → `guide`); the
    /// language's `index` page is the root of the tree, not anyone's parent.
    private static func parent(of page: Page, in bySlug: [String: [String: Int]]) -> Int? {
        guard page.slug != "index" else { return nil }
        var parts = page.slug.split(separator: "/")
        while parts.count > 1 {
            parts.removeLast()
            if let parent = bySlug[parts.joined(separator: "/")]?[page.language] { return parent }
        }
        return nil
    }

    /// `order` first (missing last), then title, then slug: a total order, so builds are deterministic.
    private static func sortKey(_ page: Page) -> SortKey {
        SortKey(order: page.frontMatter.order ?? Int.max, title: page.title, slug: page.slug)
    }

    private struct SortKey: Comparable {
        let order: Int
        let title: String
        let slug: String

        static func < (lhs: SortKey, rhs: SortKey) -> Bool {
            (lhs.order, lhs.title, lhs.slug) < (rhs.order, rhs.title, rhs.slug)
        }
    }
}
