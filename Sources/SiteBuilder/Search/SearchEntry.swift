/// What the search index keeps of one page: its title, address and summary, and
/// its sections (the text before the first heading, then one per heading) with
/// the words in each.
struct SearchEntry: Sendable, Hashable {
    var title: String
    /// The page's folder relative to the site root (`en/navigation-stack/`).
    var url: String
    var summary: String
    var sections: [Section]

    struct Section: Sendable, Hashable {
        /// The heading's text, or nil for the text before the first heading.
        var heading: String?
        var anchor: String?
        var level: Int
        /// The section's search terms (``SearchTokenizer/indexTerms(of:)``), unique and sorted.
        var terms: [String]
    }
}
