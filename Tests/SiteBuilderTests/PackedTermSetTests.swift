import Testing
@testable import SiteBuilder

/// The set's own sort is held to the standard library's on sets of every size the
/// quicksort treats differently: empty, one, a run insertion sort finishes alone, and
/// long ones, including terms that differ only in their second half.
struct PackedTermSetTests {
    @Test func sortedTermsMatchTheStandardSortAtEverySize() {
        var state: UInt64 = 5
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }
        for size in [0, 1, 2, 3, 16, 17, 18, 40, 150, 1_000, 5_000] {
            var set = PackedTermSet(capacity: 8)
            var inserted = 0
            while inserted < size {
                // Few distinct first halves, so many terms are ordered by their second.
                let high = (next() % 7 + 1) << 56 | (next() % 3)
                let low = next() % 5 == 0 ? 0 : next() | 1
                let before = set.terms.count
                set.insert(PackedTermSet.Term(high: high, low: low))
                if set.terms.count > before { inserted += 1 }
            }
            #expect(set.sortedTerms() == set.terms.sorted(), "\(size) terms")
            // Already sorted and reversed input, the classic bad cases.
            var ordered = PackedTermSet(capacity: 8)
            for term in set.terms.sorted().reversed() { ordered.insert(term) }
            #expect(ordered.sortedTerms() == set.terms.sorted(), "\(size) terms in reverse")
        }
    }
}

/// The postings table finds short ASCII terms by their packed bytes and every other
/// term by `String` equality, as the dictionary it replaced did.
struct PostingsTableTests {
    @Test func termsAreJoinedAsStringsJoinThem() {
        var table = PostingsTable(capacity: 4)
        let long = "navigationsplitviewcolumn" // more than 16 bytes
        for (section, term) in ["stack", "e\u{301}t\u{e9}", long, "stack", "\u{e9}te\u{301}", long, "a"].enumerated() {
            table.add(term, section: section)
        }
        // Past the table's first size, so it grows while holding terms.
        for number in 0..<100 { table.add("t\(number)", section: 7 + number) }
        #expect(table.terms.count == 4 + 100)
        #expect(table.sections[0] == [0, 3])
        #expect(table.sections[1] == [1, 4], "the two spellings of été are one term")
        #expect(table.sections[2] == [2, 5])
        #expect(table.terms[3] == "a" && table.sections[3] == [6])
        #expect(table.terms.last == "t99" && table.sections.last == [106])
        #expect(PostingsTable.packed("sixteen-bytes-ok") != nil)
        #expect(PostingsTable.packed("seventeen-bytes-x") == nil)
        #expect(PostingsTable.packed("caf\u{e9}") == nil)
        #expect(PostingsTable.packed("") == nil)
    }
}
