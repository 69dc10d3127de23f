import Diagnostics
import Testing
@testable import Pages

/// The front matter read without Yams is what Yams reads, and anything it is not sure of is left to Yams.
@Suite struct PlainFrontMatterTests {
    /// What the Yams path gives for `title` and `summary`, or nil when it reports anything or sees another key.
    static func yamsReading(_ yaml: String) -> PlainFrontMatter?? {
        var diagnostics: [Diagnostic] = []
        let reader = YAMLMappingReader(file: "page.md", firstLine: 2, what: "front matter")
        guard let mapping = reader.mapping(yaml, diagnostics: &diagnostics), diagnostics.isEmpty else { return .some(nil) }
        var title: String?
        var summary: String?
        for (key, value) in mapping {
            switch key.string {
            case "title": title = reader.string(value, key: "title", diagnostics: &diagnostics)
            case "summary": summary = reader.string(value, key: "summary", diagnostics: &diagnostics)
            default: return .some(nil)
            }
        }
        return diagnostics.isEmpty ? .some(PlainFrontMatter(title: title, summary: summary)) : .some(nil)
    }

    @Test func readsTheCommonFormAsYamsDoes() throws {
        let yaml = "title: NavigationStack\nsummary: A view that displays a root view, and more (on iOS 16)."
        let plain = try #require(PlainFrontMatter(yaml))
        #expect(plain.title == "NavigationStack")
        #expect(plain.summary == "A view that displays a root view, and more (on iOS 16).")
        #expect(Self.yamsReading(yaml) == .some(plain))
    }

    @Test func declinesWhatYAMLReadsSpecially() {
        for yaml in [
            "", "title: a\n", "title: a\n\nsummary: b", "title: 'quoted'", "title: \"quoted\"", "title: a: b", "title: a #c",
            "title: [a, b]", "title: {a: b}", "title: &anchor a", "title: *alias", "title: !tag a", "title: |", "title: >",
            "title: - a", "title:", "title:  ", "title: a ", "title:\ta", " title: a", "title : a", "order: 3", "title: a\ntitle: b",
            "title: a\r", "title: café", "title: 侧边栏", "title: %a", "title: @a", "title: `a`", "title: a\n  b", "draft: true",
        ] {
            #expect(PlainFrontMatter(yaml) == nil, "\(yaml.debugDescription)")
        }
    }

    /// Generated front matter from words that are plain and words that are not: whenever
    /// the plain reader accepts, Yams reads the same strings with no diagnostic.
    @Test func agreesWithYamsOnGeneratedFrontMatter() {
        let plainPieces = [
            "Stack", "view", "iOS 16", "a,b", "x;y", "(tabs)", "path/to", "snake_case", "it's", "why?", "now!", "well-known",
            "null", "true", "No", "yes", "0x1F", "1_000", "3.14", "2024-01-02", "1e5", "y", "off",
        ]
        let riskyPieces = [
            "~", ".inf", "<<", "=", ":", " #", "#", "'", "\"", "[", "]", "{", "}", "&", "*", "!", "|", ">", "%", "@", "`", "-", "?", " ", "\t",
        ]
        let keys = ["title", "summary", "title", "summary", "order", "Title"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        var accepted = 0
        for _ in 0..<4_000 {
            let lines = (0..<(1 + next(3))).map { _ in
                let value = (0..<(1 + next(4))).map { _ in
                    next(8) == 0 ? riskyPieces[next(riskyPieces.count)] : plainPieces[next(plainPieces.count)]
                }.joined(separator: next(3) == 0 ? "" : " ")
                return keys[next(keys.count)] + ":" + String(repeating: " ", count: next(3)) + value
            }
            let yaml = lines.joined(separator: "\n")
            guard let plain = PlainFrontMatter(yaml) else { continue }
            accepted += 1
            #expect(Self.yamsReading(yaml) == .some(plain), "\(yaml.debugDescription)")
        }
        // The generator reaches both sides.
        #expect(accepted > 200 && accepted < 3_800, "\(accepted) accepted")
    }
}
