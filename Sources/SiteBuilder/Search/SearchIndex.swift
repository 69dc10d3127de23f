import Foundation
import Pages

/// The search index of one language (`<language>/search-index.json`, and the same
/// value in `search-index.js` for pages opened from disk).
///
/// Versioned, because `site.js` and outside tools read it. Version 2 indexes every
/// word of every page: `terms` maps each term to the sections that contain it (as
/// indexes into `sections`), so the file holds each word of a section once
/// instead of the text itself.
struct SearchIndex: Codable, Sendable {
    static let currentVersion = 2
    var version: Int
    var language: String
    var pages: [Page]
    var sections: [Section]
    var terms: [String: [Int]]

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
        terms = Self.terms(of: entries, firstSection: firstSection)
    }

    /// Term → sections, made over runs of pages in parallel and joined in page order, so
    /// each list stays ascending. A 10,000-page site has millions of (term, section) pairs.
    private static func terms(of entries: [SearchEntry], firstSection: [Int]) -> [String: [Int]] {
        // One run per core: each run's map holds most of the vocabulary, so more runs cost memory.
        let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
        let runLength = max(256, (entries.count + cores - 1) / cores)
        let runs = stride(from: 0, to: entries.count, by: runLength).map { $0..<min($0 + runLength, entries.count) }
        let partial = runs.parallelMap { run in
            var terms: [String: [Int]] = [:]
            for pageIndex in run {
                for (offset, section) in entries[pageIndex].sections.enumerated() {
                    for term in section.terms { terms[term, default: []].append(firstSection[pageIndex] + offset) }
                }
            }
            return terms
        }
        guard var terms = partial.first else { return [:] }
        for next in partial.dropFirst() {
            for (term, sections) in next { terms[term, default: []].append(contentsOf: sections) }
        }
        return terms
    }
}
