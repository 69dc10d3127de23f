import Pages

/// What every page's HTML reads of the other pages, besides their anchors: each
/// page's address, title and place in the tree, the reading order, translations,
/// the content folder's other files and the site settings.
///
/// The sidebar, previous/next links, language switcher, section indexes and link
/// targets of every page come from these. While two builds' outlines are equal,
/// a page whose own inputs did not change renders to the same bytes (anchors are
/// followed separately: only pages linking to a changed page's anchors depend on them).
struct SiteOutline: Hashable, Sendable {
    struct Entry: Hashable, Sendable {
        var file: String
        var contentPath: String
        var folder: String
        var language: String
        var slug: String
        var title: String
        var parent: Int?
        var translations: [String: Int]
    }

    var site: SiteConfiguration
    /// In the plan's order: a page's index is part of its place.
    var entries: [Entry]
    var readingOrder: [String: [Int]]
    var childPages: [Int: [Int]]
    var homes: [String: Int]
    var staticFiles: Set<String>

    init(_ plan: SitePlan) {
        site = plan.site
        entries = plan.pages.map { planned in
            Entry(
                file: planned.page.file, contentPath: planned.contentPath, folder: planned.folder,
                language: planned.page.language, slug: planned.page.slug, title: planned.page.title,
                parent: planned.parent, translations: planned.translations
            )
        }
        readingOrder = plan.readingOrder
        childPages = plan.childPages
        homes = plan.homes
        staticFiles = plan.staticFiles
    }
}
