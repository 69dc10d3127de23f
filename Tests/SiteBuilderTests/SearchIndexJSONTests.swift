import Foundation
import Testing
@testable import SiteBuilder

/// The hand-written search index JSON is byte for byte what `JSONEncoder` gave.
@Suite struct SearchIndexJSONTests {
    static func encoderBytes(_ index: SearchIndex) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(index)
    }

    @Test func integersAreWrittenAsDecimalDigits() {
        for value in [0, 7, 10, 99, 100, 12_345, -1, -40, Int.max, Int.min] + (0..<300).map({ $0 * 37 }) {
            var output: [UInt8] = []
            SearchIndexJSON.appendInteger(value, to: &output)
            #expect(String(decoding: output, as: UTF8.self) == String(value))
        }
    }

    @Test func matchesJSONEncoderOnAwkwardText() throws {
        let awkward = "q\"\\/\u{8}\u{c}\n\r\t\u{1}\u{1f}\u{7f} é 侧边栏 \u{2028} e\u{301} <script>"
        let index = SearchIndex(language: "zh-Hans", entries: [
            SearchEntry(title: awkward, url: "zh-Hans/a/", summary: "", sections: [
                .init(heading: nil, anchor: nil, level: 1, terms: ["a10", "a9", "z2", "z10", "_x", "a_b", "侧边", "ä", "10", "9"]),
                .init(heading: awkward, anchor: "侧边栏", level: 3, terms: ["a9", "é"]),
            ]),
            SearchEntry(title: "T", url: "zh-Hans/b/", summary: awkward, sections: [
                .init(heading: "H", anchor: "h", level: 2, terms: ["a9", "b"]),
            ]),
        ])
        #expect(Data(SearchIndexJSON.encode(index)) == (try Self.encoderBytes(index)))
    }

    @Test func matchesJSONEncoderOnGeneratedIndexes() throws {
        let words = ["nav", "stack", "a1", "a10", "a2", "z", "_", "é", "侧", "\"", "/", "Ab", "ab", "AB"]
        var state: UInt64 = 3
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }
        for _ in 0..<50 {
            let entries = (0..<(next() % 4)).map { page in
                SearchEntry(title: words[next() % words.count], url: "en/\(page)/", summary: words[next() % words.count], sections: (0..<(1 + next() % 3)).map { _ in
                    let headed = next() % 2 == 0
                    return .init(
                        heading: headed ? words[next() % words.count] : nil, anchor: headed ? "h\(next() % 9)" : nil,
                        level: 1 + next() % 6, terms: Array(Set((0..<(next() % 6)).map { _ in words[next() % words.count] + words[next() % words.count] })).sorted()
                    )
                })
            }
            let index = SearchIndex(language: "en", entries: entries)
            let expected = try Self.encoderBytes(index)
            #expect(Data(SearchIndexJSON.encode(index)) == expected)
            // However the document is cut into pieces, the pieces join into it.
            for chunks in [1, 2, 3, 7, 100] {
                #expect(Data(SearchIndexJSON.pieces(index, chunksPerPart: chunks).joined()) == expected, "\(chunks) chunks per part")
            }
        }
    }

    @Test func sectionNumbersAreWrittenAsGapsAndReadBackAsNumbers() throws {
        // "nav" is in sections 0, 2 and 3, "stack" in 3 only, "split" in 1 and 2.
        let index = SearchIndex(language: "en", entries: [
            SearchEntry(title: "A", url: "en/a/", summary: "", sections: [
                .init(heading: nil, anchor: nil, level: 1, terms: ["nav"]),
                .init(heading: "B", anchor: "b", level: 2, terms: ["split"]),
            ]),
            SearchEntry(title: "C", url: "en/c/", summary: "", sections: [
                .init(heading: nil, anchor: nil, level: 1, terms: ["nav", "split"]),
                .init(heading: "D", anchor: "d", level: 2, terms: ["nav", "stack"]),
            ]),
        ])
        let json = String(decoding: SearchIndexJSON.encode(index), as: UTF8.self)
        #expect(json.contains(#""terms":{"nav":[0,2,1],"split":[1,1],"stack":[3]}"#))
        #expect(json.hasSuffix(#","version":3}"#))
        let decoded = try JSONDecoder().decode(SearchIndex.self, from: Data(json.utf8))
        #expect(decoded.postings == index.postings)
        #expect(decoded.postings["nav"] == [0, 2, 3])
        // Gaps that do not ascend are refused, not read as some other sections.
        let broken = json.replacingOccurrences(of: #""split":[1,1]"#, with: #""split":[1,0]"#)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(SearchIndex.self, from: Data(broken.utf8)) }
    }

    @Test func chunksCoverTheRangeInOrderWithoutEmptyOnes() {
        for total in 0..<40 {
            for count in 1..<12 {
                let chunks = SearchIndexJSON.chunks(of: total, count: count)
                #expect(chunks.flatMap { Array($0) } == Array(0..<total))
                #expect(chunks.count <= count && chunks.allSatisfy { !$0.isEmpty })
                // Weighted: the same cover, and no range much heavier than its share plus one element.
                let weights = (0..<total).map { ($0 * 7_919) % 13 + ($0 % 9 == 0 ? 40 : 0) }
                let weighted = SearchIndexJSON.chunks(weights: weights, count: count)
                #expect(weighted.flatMap { Array($0) } == Array(0..<total))
                #expect(weighted.count <= count && weighted.allSatisfy { !$0.isEmpty })
                let share = weights.reduce(0, +) / count
                for range in weighted {
                    #expect(range.map { weights[$0] }.reduce(0, +) <= share + 1 + (weights.max() ?? 0), "\(range) of \(total) in \(count)")
                }
            }
        }
    }
}
