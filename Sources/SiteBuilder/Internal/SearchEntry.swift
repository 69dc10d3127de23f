/// One page in the search index (`<language>/search-index.json`).
///
/// The schema is versioned (``SearchIndex/version``) because the search script and
/// any outside tool read it.
struct SearchEntry: Codable, Sendable, Hashable {
    var title: String
    /// The page's folder relative to the site root (`en/navigation-stack/`).
    var url: String
    var summary: String
    var headings: [Heading]
    /// The start of the page's prose, enough to find it by its words.
    var text: String

    struct Heading: Codable, Sendable, Hashable {
        var text: String
        var anchor: String
    }

    /// Keeps about the first 2,000 bytes of prose, cut at a character boundary.
    static func excerpt(_ text: String, limit: Int = 2000) -> String {
        guard text.utf8.count > limit else { return text }
        var result = ""
        var size = 0
        for character in text {
            size += character.utf8.count
            if size > limit { break }
            result.append(character)
        }
        return result
    }
}

/// The search index of one language.
struct SearchIndex: Codable, Sendable {
    static let currentVersion = 1
    var version: Int
    var language: String
    var pages: [SearchEntry]
}
