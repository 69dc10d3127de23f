/// One language's search index as `serve` keeps it between builds: the encoded
/// pieces of its JSON (each page, each page's sections, each term with the
/// sections holding it), so that an edit re-encodes only the pieces it reaches.
///
/// Making the index whole hashes every word of every page into one map, sorts its
/// keys and encodes millions of numbers: most of a one-page rebuild. An edit of one
/// page changes the postings of that page's terms only, unless it adds or removes
/// a section, which renumbers the sections after it; then every term's numbers are
/// mapped and encoded again, still without hashing or sorting a word.
///
/// ``json`` is, byte for byte, ``SearchIndexJSON/encode(_:)`` of
/// ``SearchIndex/init(language:entries:)`` on the same entries: the pieces are
/// written by the same functions, and a test compares the two after random edits.
struct SearchIndexMemory: Sendable {
    let language: String
    /// The pages' entries, in reading order, as the index holds them.
    private(set) var entries: [SearchEntry]
    /// Per entry, its object in `pages`.
    private var pageParts: [[UInt8]]
    /// Per entry, its sections' objects in `sections`, comma-separated (empty when it has none).
    private var sectionParts: [[UInt8]]
    /// Per entry, the number of its first section in `sections`; then the number of sections.
    private var firstSections: [Int]
    /// Every term, in the index's order (`String`'s, as the whole encoding sorts them).
    private var terms: [String]
    /// Per term, the numbers of the sections holding it, ascending.
    private var postings: [[Int32]]
    /// Per term, its member of `terms` (`"term":[3,17]`).
    private var termParts: [[UInt8]]

    init(language: String, entries: [SearchEntry]) {
        self.language = language
        self.entries = entries
        let index = SearchIndex(language: language, entries: entries)
        pageParts = index.pages.map(Self.encode(page:))
        firstSections = Self.firstSections(of: entries)
        sectionParts = entries.indices.map { Self.encodeSections(of: entries[$0], page: $0) }
        terms = index.postings.terms
        postings = index.postings.sections.map { $0.map { Int32($0) } }
        termParts = zip(terms, postings).map(Self.encode(term:sections:))
    }

    /// Brings the index to `newEntries` (all pages, in reading order).
    mutating func update(to newEntries: [SearchEntry]) {
        // A page added or removed comes with a new outline, which re-renders every page anyway.
        guard newEntries.count == entries.count else {
            self = SearchIndexMemory(language: language, entries: newEntries)
            return
        }
        let changed = newEntries.indices.filter { newEntries[$0] != entries[$0] }
        guard !changed.isEmpty else { return }
        // Most pages changed (a reordering): the pieces would nearly all be new.
        guard changed.count * 4 <= entries.count else {
            self = SearchIndexMemory(language: language, entries: newEntries)
            return
        }

        let newFirstSections = Self.firstSections(of: newEntries)
        let renumbered = newFirstSections != firstSections
        // Old section number → new one, or -1 for the sections of changed pages, which go.
        var newNumber = [Int32](repeating: -1, count: firstSections.last ?? 0)
        let changedPages = Set(changed)
        for page in entries.indices where !changedPages.contains(page) {
            let shift = newFirstSections[page] - firstSections[page]
            for number in firstSections[page]..<firstSections[page + 1] { newNumber[number] = Int32(number + shift) }
        }

        // The sections each changed page now gives its terms, ascending (pages in order).
        var added: [String: [Int32]] = [:]
        var touchedTerms: Set<String> = []
        for page in changed {
            for section in entries[page].sections { touchedTerms.formUnion(section.terms) }
            for (offset, section) in newEntries[page].sections.enumerated() {
                let number = Int32(newFirstSections[page] + offset)
                for term in section.terms { added[term, default: []].append(number) }
            }
        }

        // Renumbered sections reach every term; otherwise only the changed pages' terms.
        var touched: [Int]
        if renumbered {
            touched = Array(terms.indices)
        } else {
            touched = []
            for term in touchedTerms.union(added.keys) {
                let position = lowerBound(of: term)
                if position < terms.count, terms[position] == term { touched.append(position) }
            }
        }
        for position in touched {
            var numbers = postings[position].compactMap { newNumber[Int($0)] >= 0 ? newNumber[Int($0)] : nil }
            if let more = added.removeValue(forKey: terms[position]) { numbers = Self.merge(numbers, more) }
            postings[position] = numbers
            if !numbers.isEmpty { termParts[position] = Self.encode(term: terms[position], sections: numbers) }
        }
        // What is left of `added` are terms new to the index; emptied terms leave it.
        if !added.isEmpty || touched.contains(where: { postings[$0].isEmpty }) {
            insertAndDropTerms(added)
        }

        for page in changed {
            let entry = newEntries[page]
            pageParts[page] = Self.encode(page: SearchIndex.Page(title: entry.title, url: entry.url, summary: entry.summary))
            sectionParts[page] = Self.encodeSections(of: newEntries[page], page: page)
        }
        entries = newEntries
        firstSections = newFirstSections
    }

    /// The index's JSON.
    var json: [UInt8] {
        var output: [UInt8] = []
        let pieces = pageParts.reduce(0) { $0 + $1.count + 1 } + sectionParts.reduce(0) { $0 + $1.count + 1 }
            + termParts.reduce(0) { $0 + $1.count + 1 }
        output.reserveCapacity(pieces + language.utf8.count + 64)
        SearchIndexJSON.appendOpening(language: language, to: &output)
        for (position, part) in pageParts.enumerated() {
            if position > 0 { output.append(SearchIndexJSON.separator) }
            output.append(contentsOf: part)
        }
        output.append(contentsOf: SearchIndexJSON.betweenPagesAndSections)
        var wroteSection = false
        for part in sectionParts where !part.isEmpty {
            if wroteSection { output.append(SearchIndexJSON.separator) }
            output.append(contentsOf: part)
            wroteSection = true
        }
        output.append(contentsOf: SearchIndexJSON.betweenSectionsAndTerms)
        for (position, part) in termParts.enumerated() {
            if position > 0 { output.append(SearchIndexJSON.separator) }
            output.append(contentsOf: part)
        }
        SearchIndexJSON.appendClosing(version: SearchIndex.currentVersion, to: &output)
        return output
    }

    // MARK: - Pieces

    /// Drops the terms whose postings are empty and inserts `new` ones (term → postings)
    /// in order, in one pass over the terms.
    private mutating func insertAndDropTerms(_ new: [String: [Int32]]) {
        let fresh = new.keys.sortedAsSearchTerms()
        let positions = fresh.map { lowerBound(of: $0) }
        var keptTerms: [String] = []
        var keptPostings: [[Int32]] = []
        var keptParts: [[UInt8]] = []
        keptTerms.reserveCapacity(terms.count + fresh.count)
        keptPostings.reserveCapacity(terms.count + fresh.count)
        keptParts.reserveCapacity(terms.count + fresh.count)
        var next = 0
        for position in 0...terms.count {
            while next < fresh.count, positions[next] == position {
                let numbers = new[fresh[next]]!
                keptTerms.append(fresh[next])
                keptPostings.append(numbers)
                keptParts.append(Self.encode(term: fresh[next], sections: numbers))
                next += 1
            }
            guard position < terms.count, !postings[position].isEmpty else { continue }
            keptTerms.append(terms[position])
            keptPostings.append(postings[position])
            keptParts.append(termParts[position])
        }
        terms = keptTerms
        postings = keptPostings
        termParts = keptParts
    }

    /// The first position in `terms` whose term is not below `term`.
    private func lowerBound(of term: String) -> Int {
        var low = 0
        var high = terms.count
        while low < high {
            let middle = (low + high) / 2
            if terms[middle] < term { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Two ascending lists without common numbers, as one ascending list.
    private static func merge(_ first: [Int32], _ second: [Int32]) -> [Int32] {
        var merged: [Int32] = []
        merged.reserveCapacity(first.count + second.count)
        var left = 0
        var right = 0
        while left < first.count, right < second.count {
            if first[left] < second[right] {
                merged.append(first[left])
                left += 1
            } else {
                merged.append(second[right])
                right += 1
            }
        }
        merged.append(contentsOf: first[left...])
        merged.append(contentsOf: second[right...])
        return merged
    }

    private static func firstSections(of entries: [SearchEntry]) -> [Int] {
        var firsts = [0]
        firsts.reserveCapacity(entries.count + 1)
        for entry in entries { firsts.append(firsts[firsts.count - 1] + entry.sections.count) }
        return firsts
    }

    private static func encode(page: SearchIndex.Page) -> [UInt8] {
        var bytes: [UInt8] = []
        SearchIndexJSON.appendPage(page, to: &bytes)
        return bytes
    }

    private static func encodeSections(of entry: SearchEntry, page: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        for (position, section) in entry.sections.enumerated() {
            if position > 0 { bytes.append(SearchIndexJSON.separator) }
            SearchIndexJSON.appendSection(
                SearchIndex.Section(page: page, heading: section.heading, anchor: section.anchor, level: section.level),
                to: &bytes
            )
        }
        return bytes
    }

    private static func encode(term: String, sections: [Int32]) -> [UInt8] {
        var bytes: [UInt8] = []
        SearchIndexJSON.appendTerm(term, sections: sections, to: &bytes)
        return bytes
    }
}
