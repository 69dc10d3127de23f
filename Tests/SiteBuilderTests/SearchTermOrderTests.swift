import Testing
@testable import SiteBuilder

/// Terms mixing precomposed and decomposed characters must come out in one order,
/// whatever order a set or a dictionary handed them over in (which changes from run to run).
struct SearchTermOrderTests {
    // Distinct under `String` equality, as a section's terms are (`"\u{e9}"` would equal `"e\u{301}"`).
    static let awkward = ["e\u{301}", "\u{e9}a", "\u{e9}a_b", "e\u{301}navigation", "zzz\u{663}", "ab", "a", "e"]

    @Test func everyInputOrderGivesTheSameOrder() {
        let expected = Self.awkward.sortedAsSearchTerms()
        var state: UInt64 = 17
        for _ in 0..<500 {
            var shuffled = Self.awkward
            for index in shuffled.indices.reversed() {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                shuffled.swapAt(index, Int((state >> 33) % UInt64(index + 1)))
            }
            #expect(shuffled.sortedAsSearchTerms() == expected, "\(shuffled)")
        }
    }

    @Test func asciiTermsKeepStringOrder() {
        let terms = ["stack", "Path", "link", "a_b", "9a", "navigationDestination", "z"]
        #expect(terms.sortedAsSearchTerms() == terms.sorted())
    }

    @Test func theIndexJSONIsTheSameWhateverOrderTheTermsArrive() {
        func index(_ terms: [String]) -> [UInt8] {
            let entry = SearchEntry(title: "T", url: "en/t/", summary: "", sections: [
                SearchEntry.Section(heading: nil, anchor: nil, level: 1, terms: terms),
            ])
            return SearchIndexJSON.encode(SearchIndex(language: "en", entries: [entry]))
        }
        let expected = index(Self.awkward)
        #expect(index(Self.awkward.reversed()) == expected)
        #expect(index(Self.awkward.shuffled()) == expected)
    }
}
