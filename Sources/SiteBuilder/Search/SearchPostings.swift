import Foundation

/// The `terms` of a ``SearchIndex``: every term, in the index's order
/// (``Swift/Collection/sortedAsSearchTerms()``), with the sections that hold it, ascending.
///
/// Made in that order rather than as a dictionary sorted afterwards: at 10,000 pages the
/// index has about 160,000 terms and millions of (term, section) pairs, and merging the
/// per-core dictionaries, then sorting and looking every term up again, ran on one core.
/// Here the terms are cut by their first byte into ranges that are made on all cores,
/// each sorted on its own; for terms all in ASCII (`String` order is then byte order) the
/// ranges joined in byte order are the whole order, with nothing left to merge.
struct SearchPostings: Sendable, Equatable {
    /// Every term once, in the index's order.
    private(set) var terms: [String]
    /// Per term (same position), the numbers of the sections holding it, ascending.
    private(set) var sections: [[Int]]

    /// The postings of `entries`, whose sections are numbered from `firstSection[page]` on.
    init(entries: [SearchEntry], firstSection: [Int]) {
        let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
        // How many (term, section) pairs start with each byte: the ranges are cut to share
        // them out. And which sections list their terms in order of first byte (all do in
        // ASCII, as they are sorted): a range finds its terms there by binary search.
        let pageRuns = SearchIndexJSON.chunks(of: entries.count, count: cores)
        let counts = pageRuns.parallelMap { run in
            var counts = [Int](repeating: 0, count: 256)
            var inByteOrder: [Bool] = []
            for page in run {
                for section in entries[page].sections {
                    var previous: UInt8 = 0
                    var ordered = true
                    for term in section.terms {
                        let byte = Self.firstByte(of: term)
                        counts[Int(byte)] += 1
                        ordered = ordered && previous <= byte
                        previous = byte
                    }
                    inByteOrder.append(ordered)
                }
            }
            return (counts: counts, inByteOrder: inByteOrder)
        }
        let sectionsInByteOrder = counts.flatMap(\.inByteOrder)
        let pairsByFirstByte = (0..<256).map { byte in counts.reduce(0) { $0 + $1.counts[byte] } }
        // More ranges than cores, so a range heavier than its share does not leave a core idle.
        let byteRanges = SearchIndexJSON.chunks(weights: pairsByFirstByte, count: 4 * cores)
        let parts = byteRanges.parallelMap { bytes in
            Part(entries: entries, firstSection: firstSection, inByteOrder: sectionsInByteOrder, firstBytes: bytes)
        }
        if parts.allSatisfy(\.isASCII) {
            self.init(terms: parts.flatMap(\.terms), sections: parts.flatMap(\.sections))
        } else {
            // `String` order is not byte order past ASCII: sort the whole vocabulary, as before.
            var byTerm: [String: [Int]] = [:]
            byTerm.reserveCapacity(parts.reduce(0) { $0 + $1.terms.count })
            for part in parts {
                for (term, numbers) in zip(part.terms, part.sections) { byTerm[term] = numbers }
            }
            self.init(byTerm)
        }
    }

    /// The postings of a term → sections table.
    init(_ byTerm: [String: [Int]]) {
        let terms = byTerm.keys.sortedAsSearchTerms()
        self.init(terms: terms, sections: terms.map { byTerm[$0]! })
    }

    private init(terms: [String], sections: [[Int]]) {
        self.terms = terms
        self.sections = sections
    }

    /// The table as a dictionary.
    var dictionary: [String: [Int]] {
        Dictionary(uniqueKeysWithValues: zip(terms, sections))
    }

    /// The sections holding `term`, or nil when no section does. A linear search, for tests
    /// and tools: the build reads the postings in order.
    subscript(term: String) -> [Int]? {
        terms.firstIndex(of: term).map { sections[$0] }
    }

    /// The terms whose first byte is in one range, in order.
    private struct Part: Sendable {
        var terms: [String] = []
        var sections: [[Int]] = []
        var isASCII = true

        init(entries: [SearchEntry], firstSection: [Int], inByteOrder: [Bool], firstBytes: Range<Int>) {
            var table = PostingsTable()
            let lowest = UInt8(firstBytes.lowerBound)
            // Pages in order, so each term's sections come ascending.
            for (page, entry) in entries.enumerated() {
                for (offset, section) in entry.sections.enumerated() {
                    let number = firstSection[page] + offset
                    let terms = section.terms
                    var position = 0
                    if inByteOrder[number] {
                        // The first term of the range, by binary search on first bytes.
                        var high = terms.count
                        while position < high {
                            let middle = (position + high) / 2
                            if SearchPostings.firstByte(of: terms[middle]) < lowest { position = middle + 1 } else { high = middle }
                        }
                    }
                    while position < terms.count {
                        let byte = Int(SearchPostings.firstByte(of: terms[position]))
                        if firstBytes.contains(byte) {
                            table.add(terms[position], section: number)
                        } else if byte >= firstBytes.upperBound, inByteOrder[number] {
                            break
                        }
                        position += 1
                    }
                }
            }
            isASCII = table.terms.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }
            // For ASCII `String` order is byte order, a total order: one sort gives the index's.
            let order = isASCII
                ? table.terms.indices.sorted { table.terms[$0] < table.terms[$1] }
                : SearchPostings.searchTermOrder(of: table.terms)
            terms = order.map { table.terms[$0] }
            sections = order.map { table.sections[$0] }
        }
    }

    /// The positions of `terms` in the index's order, by the two sorts of
    /// ``Swift/Collection/sortedAsSearchTerms()`` (the second one stable, as it is there).
    private static func searchTermOrder(of terms: [String]) -> [Int] {
        terms.indices
            .sorted { terms[$0].utf8.lexicographicallyPrecedes(terms[$1].utf8) }
            .sorted { terms[$0] < terms[$1] }
    }

    private static func firstByte(of term: String) -> UInt8 {
        term.utf8.first ?? 0
    }
}

extension SearchPostings: Codable {
    /// Coded as the JSON object `{"term": [gaps], …}`: each term's ascending section
    /// numbers as the first number, then each one's distance from the one before
    /// (``gaps(_:)``), as ``SearchIndexJSON`` writes them.
    init(from decoder: Decoder) throws {
        let coded = try [String: [Int]](from: decoder)
        var byTerm: [String: [Int]] = [:]
        byTerm.reserveCapacity(coded.count)
        for (term, gaps) in coded {
            guard gaps.allSatisfy({ $0 >= 0 }), gaps.dropFirst().allSatisfy({ $0 > 0 }) else {
                throw DecodingError.dataCorrupted(.init(
                    codingPath: decoder.codingPath, debugDescription: "the sections of '\(term)' are not ascending gaps"
                ))
            }
            var number = 0
            byTerm[term] = gaps.map { gap in
                number += gap
                return number
            }
        }
        self.init(byTerm)
    }

    func encode(to encoder: Encoder) throws {
        try dictionary.mapValues(Self.gaps).encode(to: encoder)
    }

    /// Ascending `numbers` as written in the index: the first, then each one's distance from the one before.
    static func gaps<Numbers: Sequence>(_ numbers: Numbers) -> [Int] where Numbers.Element: BinaryInteger {
        var previous = 0
        return numbers.map { number in
            defer { previous = Int(number) }
            return Int(number) - previous
        }
    }
}
