import Foundation
import Pages

/// The search index of one language (`<language>/search-index.json`, and the same
/// value in `search-index.js` for pages opened from disk).
///
/// Versioned, because `site.js` and outside tools read it. Version 2 indexes every
/// word of every page: `terms` maps each term to the sections that contain it (as
/// indexes into `sections`), so the file holds each word of a section once
/// instead of the text itself. Version 3 writes those section numbers as gaps (the
/// first number, then each one's distance from the one before), which halves the
/// file: most gaps are one or two digits where the numbers are five or six.
/// ``postings`` holds the map in the order it is written, with the numbers themselves.
struct SearchIndex: Codable, Sendable {
    static let currentVersion = 3
    var version: Int
    var language: String
    var pages: [Page]
    var sections: [Section]
    /// Written as the object `terms`.
    var postings: SearchPostings

    private enum CodingKeys: String, CodingKey {
        case version, language, pages, sections
        case postings = "terms"
    }

    struct Page: Codable, Sendable, Hashable {
        var title: String
        var url: String
        var summary: String
    }

    struct Section: Codable, Sendable, Hashable {
        /// Index into `pages`.
        var page: Int
        /// The heading's text; absent for the text before the first heading.
        var heading: String?
        /// The heading's anchor, for a link to `url#anchor`.
        var anchor: String?
        var level: Int
    }

    /// The index of `entries`, in reading order.
    init(language: String, entries: [SearchEntry]) {
        version = Self.currentVersion
        self.language = language
        pages = entries.map { Page(title: $0.title, url: $0.url, summary: $0.summary) }
        var sections: [Section] = []
        var firstSection: [Int] = []
        firstSection.reserveCapacity(entries.count)
        for (pageIndex, entry) in entries.enumerated() {
            firstSection.append(sections.count)
            for section in entry.sections {
                sections.append(Section(page: pageIndex, heading: section.heading, anchor: section.anchor, level: section.level))
            }
        }
        self.sections = sections
        postings = SearchPostings(entries: entries, firstSection: firstSection)
    }
}
