import Foundation
import SwiftParser
import Testing
@testable import SiteBuilder

/// The lexer-based reader must answer for the code documentation shows, or highlighting
/// would fall back to parsing everywhere and buy nothing; where it answers, its runs are
/// the tree-based classifier's. (`SwiftHighlighterDifferentialTests` holds the resulting
/// HTML to SwiftIDEUtils on every sample.)
@Suite struct LexedSpanClassifierTests {
    @Test func itAnswersForEveryBlockOfTheBundledGuideWithTheTreesRuns() throws {
        let pages = try SwiftHighlighterDifferentialTests.files(under: ["content"], named: { $0.hasSuffix(".md") })
        var blocks = 0
        for page in pages {
            for block in SwiftHighlighterDifferentialTests.swiftBlocks(in: try String(contentsOf: page, encoding: .utf8)) {
                blocks += 1
                let (lexed, parsed) = Self.runs(of: block)
                #expect(lexed != nil, "gave up on a block of \(page.lastPathComponent):\n\(block)")
                #expect(lexed == nil || lexed == parsed, "\(page.lastPathComponent):\n\(block)")
            }
        }
        #expect(blocks > 100)
    }

    @Test(arguments: [
        "struct V: View {\n    @State private var path: [Int] = []\n    var body: some View {\n        NavigationStack(path: $path) {\n            List(0..<5, id: \\.self) { row in NavigationLink(\"Row \\(row)\", value: row) }\n                .navigationDestination(for: Int.self) { Text(\"\\($0)\") }\n        }\n    }\n}\n",
        "func load(limit: Int = 3) async throws -> [String] {\n    guard limit > 0 else { throw URLError(.badURL) }\n    return items.prefix(limit).map { \"\\($0)\" }\n}\n",
        "enum Route: Hashable { case list, detail(id: Int) }\n",
        "if a < b { }\n",
        "let s = Set<String>()\n",
        "func cut() {\n    if x {\n        f(a: 1",
    ])
    func itAnswersForCommonShapes(_ code: String) {
        let (lexed, parsed) = Self.runs(of: code)
        #expect(lexed != nil)
        #expect(lexed == parsed)
    }

    @Test(arguments: [
        // The parser moves a multiline string's indentation into trivia.
        "let s = \"\"\"\n    a\n    \"\"\"\n",
        // Compiler-known attributes have argument grammars of their own.
        "@available(iOS 17, *) func f() {}\n",
        // A labelled statement, an operator passed as a value, a name with argument labels.
        "outer: for x in y { break outer }\n",
        "let t = xs.reduce(0, +)\n",
        "let f = Level.init(rawValue:)\n",
        // Not Swift at all.
        "---\ntitle: A page\n---\n# Heading `code`\n",
    ])
    func itGivesUpWhereTheParserDecidesAndHighlightingStillMatches(_ code: String) {
        let (lexed, _) = Self.runs(of: code)
        #expect(lexed == nil)
        #expect(SwiftHighlighter().html(for: code) == SwiftIDEUtilsHighlighter().html(for: code))
    }

    /// The reader's runs (nil where it gives up) and the tree-based classifier's.
    static func runs(of code: String) -> (lexed: [HighlightSpan]?, parsed: [HighlightSpan]) {
        var text = code
        return text.withUTF8 { source in
            let tree = Parser.parse(source: source)
            return (LexedSpanClassifier.spans(in: source), SwiftSpanClassifier.spans(in: tree, source: source))
        }
    }
}
