import Foundation
import Pages
import Testing
@testable import SiteBuilder

@Suite struct SearchTokenizerTests {
    /// The index is made over runs of pages in parallel; it must equal the one-pass definition.
    @Test func termsOfManyPagesListTheirSectionsInOrder() {
        let words = ["stack", "path", "link", "split", "view", "column", "sheet", "tab", "导航", "x"]
        var state: UInt64 = 9
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        let entries = (0..<2_300).map { page in
            SearchEntry(title: "P\(page)", url: "en/p\(page)/", summary: "", sections: (0..<next(4)).map { _ in
                SearchEntry.Section(heading: nil, anchor: nil, level: 2, terms: Array(Set((0..<next(6)).map { _ in words[next(words.count)] })).sorted())
            })
        }
        let expected = Self.termsBySection(entries)
        let index = SearchIndex(language: "en", entries: entries)
        #expect(index.sections.count == entries.reduce(0) { $0 + $1.sections.count })
        #expect(index.postings.dictionary == expected)
        #expect(index.postings.terms == expected.keys.sortedAsSearchTerms())
    }

    /// The index's terms by the one-pass definition: each term → the sections holding it, numbered in order.
    static func termsBySection(_ entries: [SearchEntry]) -> [String: [Int]] {
        var terms: [String: [Int]] = [:]
        var number = 0
        for entry in entries {
            for section in entry.sections {
                for term in section.terms { terms[term, default: []].append(number) }
                number += 1
            }
        }
        return terms
    }

    /// Terms are made in ranges of their first byte, each sorted alone; joined they must be
    /// the order of sorting the whole vocabulary, in ASCII (ranges joined) and past it (one sort).
    @Test func postingsMadeInRangesOfFirstBytesKeepTheWholeOrder() {
        var state: UInt64 = 17
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        let letters = Array("abcdefghijklmnopqrstuvwxyz0123456789_")
        // Up to 24 letters: terms of more than 16 bytes are kept apart from the packed ones.
        func word() -> String { String((0..<(1 + next(24))).map { _ in letters[next(letters.count)] }) }
        for extra in [[], ["e\u{301}x", "\u{e9}a", "ea", "侧边", "zz"]] {
            let entries = (0..<700).map { page in
                SearchEntry(title: "P\(page)", url: "en/p\(page)/", summary: "", sections: (0..<(1 + next(3))).map { _ in
                    let terms = Set((0..<next(30)).map { _ in word() } + (next(50) == 0 ? extra : []))
                    return SearchEntry.Section(heading: nil, anchor: nil, level: 2, terms: terms.sortedAsSearchTerms())
                })
            }
            let expected = Self.termsBySection(entries)
            let index = SearchIndex(language: "en", entries: entries)
            #expect(index.postings == SearchPostings(expected), "extra terms: \(extra)")
            #expect(index.postings.terms == expected.keys.sortedAsSearchTerms())
        }
    }

    @Test func wordsAreLowerCasedRunsAndCamelCaseGivesItsParts() {
        let terms = SearchTokenizer.indexTerms(of: "Bind `columnVisibility` with navigationDestination(for:) in URLSession2")
        for term in ["bind", "columnvisibility", "column", "visibility", "navigationdestination", "navigation", "destination",
                     "for", "in", "urlsession2", "url", "session2"] {
            #expect(terms.contains(term), "missing \(term)")
        }
        #expect(!terms.contains("Bind"))
    }

    @Test func ideographsGiveEachCharacterAndEachPair() {
        let terms = SearchTokenizer.indexTerms(of: "折叠侧边栏。Stack")
        for term in ["折", "叠", "侧", "边", "栏", "折叠", "叠侧", "侧边", "边栏", "stack"] {
            #expect(terms.contains(term), "missing \(term)")
        }
        #expect(!terms.contains("栏stack"))
        #expect(!terms.contains("栏。"))
    }
}

@Suite struct SearchIndexTests {
    static func page(_ text: String) -> Page {
        PageParser().parse(source: text, file: "content/en/page.md", language: "en", slug: "page").page
    }

    @Test func everySectionIsIndexedWithItsHeadingAndCodeButNotHiddenBlocks() {
        let page = Self.page("""
        # Split views

        Intro with `NavigationSplitView`.

        ## Column visibility

        > - a nested **`isPresented`** word

        ```swift
        @State private var columnVisibility = NavigationSplitViewVisibility.all
        ```

        ```swift example=secret hidden
        let unseenIdentifier = 1
        ```

        ### 侧边栏

        折叠侧边栏。
        """)
        let sections = SearchSections.sections(of: page)
        #expect(sections.map(\.heading) == [nil, "Column visibility", "侧边栏"])
        #expect(sections.map(\.anchor) == [nil, "column-visibility", "侧边栏"])
        #expect(sections.map(\.level) == [1, 2, 3])
        #expect(sections[0].terms.contains("navigationsplitview"))
        #expect(sections[1].terms.contains("ispresented"))
        #expect(sections[1].terms.contains("columnvisibility"))
        #expect(!sections.contains { $0.terms.contains("unseenidentifier") })
        #expect(sections[2].terms.contains("侧边"))

        let index = SearchIndex(language: "en", entries: [
            SearchEntry(title: "Split views", url: "en/page/", summary: "S", sections: sections),
        ])
        #expect(index.version == 3)
        #expect(index.sections.map(\.page) == [0, 0, 0])
        #expect(index.postings["columnvisibility"] == [1])
        #expect(index.postings["侧边"] == [2])
    }

    @Test func deeplyNestedBlocksAreWalkedWithoutRecursion() {
        let page = Self.page(String(repeating: "> ", count: 400) + "deepword\n")
        #expect(SearchSections.sections(of: page).first?.terms == ["deepword"])
    }
}
