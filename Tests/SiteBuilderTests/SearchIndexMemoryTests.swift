import Testing
@testable import SiteBuilder

/// The search index `serve` keeps in pieces gives, after any sequence of edits, the
/// bytes of the index made whole from the same entries.
@Suite struct SearchIndexMemoryTests {
    /// A small deterministic generator, so a failure repeats.
    struct Generator {
        var state: UInt64

        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
    }

    static let words = ["nav", "stack", "a1", "a10", "a2", "z", "_", "é", "侧边", "\"q\"", "ab", "path", "view", "list"]

    static func entry(_ page: Int, _ random: inout Generator) -> SearchEntry {
        SearchEntry(
            title: words[random.next(words.count)], url: "en/\(page)/", summary: words[random.next(words.count)],
            sections: (0..<random.next(4)).map { _ in
                let headed = random.next(2) == 0
                let terms = Set((0..<random.next(8)).map { _ in words[random.next(words.count)] + words[random.next(words.count)] })
                return SearchEntry.Section(
                    heading: headed ? words[random.next(words.count)] : nil, anchor: headed ? "h\(random.next(9))" : nil,
                    level: 1 + random.next(6), terms: terms.sorted()
                )
            }
        )
    }

    static func wholeIndex(_ entries: [SearchEntry]) -> [UInt8] {
        SearchIndexJSON.encode(SearchIndex(language: "en", entries: entries))
    }

    @Test func everySequenceOfEditsGivesTheBytesOfAWholeIndex() {
        var random = Generator(state: 7)
        var entries = (0..<24).map { Self.entry($0, &random) }
        var memory = SearchIndexMemory(language: "en", entries: entries)
        #expect(memory.json == Self.wholeIndex(entries))
        for step in 0..<300 {
            switch random.next(10) {
            case 0:
                // A page added or removed.
                if random.next(2) == 0 || entries.count < 2 {
                    entries.insert(Self.entry(entries.count, &random), at: random.next(entries.count + 1))
                } else {
                    entries.remove(at: random.next(entries.count))
                }
            case 1:
                // Many pages at once, as a new order does.
                entries.shuffle(using: &random)
            case 2:
                // Text only: the same sections with other words.
                let page = random.next(entries.count)
                let fresh = Self.entry(page, &random)
                for position in entries[page].sections.indices {
                    entries[page].sections[position].terms = fresh.sections.first?.terms ?? []
                }
            default:
                // One to three pages edited in any way, sections added or removed among them.
                for _ in 0..<(1 + random.next(3)) {
                    let page = random.next(entries.count)
                    entries[page] = Self.entry(page, &random)
                }
            }
            memory.update(to: entries)
            #expect(memory.json == Self.wholeIndex(entries), "after step \(step)")
            #expect(memory.entries == entries)
        }
    }

    @Test func anIndexWithoutPagesOrSectionsIsTheWholeOne() {
        var memory = SearchIndexMemory(language: "zh-Hans", entries: [])
        #expect(memory.json == SearchIndexJSON.encode(SearchIndex(language: "zh-Hans", entries: [])))
        let bare = [SearchEntry(title: "T", url: "zh-Hans/t/", summary: "", sections: [])]
        memory.update(to: bare)
        #expect(memory.json == SearchIndexJSON.encode(SearchIndex(language: "zh-Hans", entries: bare)))
    }
}

extension SearchIndexMemoryTests.Generator: RandomNumberGenerator {
    mutating func next() -> UInt64 {
        UInt64(next(Int(Int32.max))) << 32 | UInt64(next(Int(Int32.max)))
    }
}
