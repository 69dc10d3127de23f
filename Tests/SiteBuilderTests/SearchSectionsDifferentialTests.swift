import Diagnostics
import Foundation
import Pages
import Testing
@testable import SiteBuilder

/// The streamed search sections (``SearchSections``, ``ASCIITermCollector``) give
/// exactly the sections of the joined-text implementation they replaced
/// (``LegacySearchSections``), on random texts and random pages.
@Suite struct SearchSectionsDifferentialTests {
    /// Pieces of text with every kind of byte the rules tell apart, and words long
    /// enough to leave the packed 16-byte path (and to span two of its integers).
    static let fragments = [
        "nav", "Stack", "URL", "Session2", "_", "__", "a_b", "X", "9", "0x1F", " ", "\n", "\r\n", "\t",
        "(for:)", "`", "-", ".", "isPresented", "ABCdef", "aB", "Ab", "HTTPServer", "iOS17App", "_private",
        "trailing_", "snake_case_name", "ZZZ", "zzz", "a", "A",
        "navigationDestinationForData", "abcdefghijklmnop", "abcdefghijklmnopq", "ABCDEFGHIJKLMNOPQR",
        "NavigationSplitViewVisibilityAutomaticDetailOnly", "x_very_long_identifier_with_many_parts_0123456789",
        "abcdefghijklmnopqrstuvwxyzabcdefg", "Abcdefghijklmnop", "abcdefgh", "ABCDEFGHI",
    ]
    static let nonASCIIFragments = [
        "é", "e\u{301}", "\u{301}", "Ärger", "straße", "侧边栏", "折叠", "。", "カタカナ", "한국어", "😀", "👍🏽", "Ω", "٣", "\u{00A0}",
    ]

    @Test func randomTextsGiveTheTermsOfTheJoinedTextImplementation() {
        var random = SeededRandom(seed: 2024)
        for round in 0..<4_000 {
            let text = randomText(&random, pieces: random.next(below: 24), nonASCII: round % 5 == 0)
            let terms = SearchTokenizer.indexTerms(of: text)
            #expect(terms == LegacySearchSections.indexTerms(of: text), "\(text.debugDescription)")
            #expect(terms == SearchTokenizer.characterIndexTerms(of: text), "\(text.debugDescription)")
        }
    }

    @Test func termsComeSortedAsStringsSort() {
        // Short and long terms interleave, and some short terms are prefixes of long ones.
        var collector = ASCIITermCollector()
        let text = "abcdefghijklmnop abcdefghijklmnopq abcdefghijklmnoz abcdefghijklmnopa b ab abc Abcdefghijklmnopqrstu zz a_b_c"
        let accepted = collector.append(text)
        let terms = collector.takeTerms()
        let again = collector.takeTerms()
        #expect(accepted)
        #expect(terms == Array(SearchTokenizer.characterIndexTerms(of: text)).sorted())
        #expect(again.isEmpty, "taking the terms empties the collector")
    }

    @Test func aWordGoesOnAcrossPiecesUntilASpace() {
        var collector = ASCIITermCollector()
        var accepted = true
        for piece in ["Navi", "gation", "", "Link", "Path"] { accepted = collector.append(piece) && accepted }
        collector.endWord()
        accepted = collector.append("next") && accepted
        let terms = collector.takeTerms()
        let refused = !collector.append("a é")
        #expect(accepted)
        #expect(terms == ["link", "navigation", "navigationlinkpath", "next", "path"])
        #expect(refused, "non-ASCII is refused")
    }

    /// Random Markdown pages: emphasis, links and code spans splitting words, code
    /// blocks (hidden ones too), lists, block quotes, headings, HTML, breaks.
    @Test func randomMarkdownPagesGiveTheSectionsOfTheJoinedTextImplementation() {
        var random = SeededRandom(seed: 7)
        for round in 0..<600 {
            let source = randomMarkdown(&random, nonASCII: round % 4 == 0)
            let page = PageParser().parse(source: source, file: "content/en/page.md", language: "en", slug: "page").page
            #expect(SearchSections.sections(of: page) == LegacySearchSections.sections(of: page), "\(source.debugDescription)")
        }
    }

    /// Random block trees built directly, so inline pieces split words anywhere.
    @Test func randomBlockTreesGiveTheSectionsOfTheJoinedTextImplementation() {
        var random = SeededRandom(seed: 99)
        for round in 0..<1_500 {
            let blocks = (0..<random.next(below: 8)).map { _ in randomBlock(&random, depth: 0, nonASCII: round % 4 == 0) }
            let page = Page(
                file: "content/en/page.md", language: "en", slug: "page",
                frontMatter: PageParser().parse(source: "# T\n", file: "content/en/page.md", language: "en", slug: "page").page.frontMatter,
                blocks: blocks, comments: []
            )
            #expect(SearchSections.sections(of: page) == LegacySearchSections.sections(of: page), "\(blocks)")
        }
    }

    @Test func theTestPagesOfTheRepositoryGiveTheSameSections() throws {
        let content = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../content")
        let files = FileManager.default.enumerator(at: content, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "md" } ?? []
        #expect(!files.isEmpty)
        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            let page = PageParser().parse(source: source, file: file.path, language: "en", slug: "page").page
            #expect(SearchSections.sections(of: page) == LegacySearchSections.sections(of: page), "\(file.lastPathComponent)")
        }
    }

    // MARK: Generators

    private func randomText(_ random: inout SeededRandom, pieces: Int, nonASCII: Bool) -> String {
        var text = ""
        for _ in 0..<pieces {
            if nonASCII, random.next(below: 6) == 0 {
                text += random.element(of: Self.nonASCIIFragments)
            } else {
                text += random.element(of: Self.fragments)
            }
        }
        return text
    }

    /// A fragment cut at a random place, so the parts of a word land in different pieces.
    private func randomPiece(_ random: inout SeededRandom, nonASCII: Bool) -> String {
        let text = randomText(&random, pieces: 1 + random.next(below: 3), nonASCII: nonASCII)
        let characters = Array(text)
        let start = random.next(below: characters.count + 1)
        let end = start + random.next(below: characters.count - start + 1)
        return random.next(below: 3) == 0 ? String(characters[start..<end]) : text
    }

    private func randomInlines(_ random: inout SeededRandom, depth: Int, nonASCII: Bool) -> [Inline] {
        let location = SourceLocation(file: "page.md", line: 1, column: 1)
        return (0..<random.next(below: 6)).map { _ -> Inline in
            switch random.next(below: depth < 3 ? 11 : 6) {
            case 0, 1, 2: .text(randomPiece(&random, nonASCII: nonASCII), location)
            case 3: .code(randomPiece(&random, nonASCII: nonASCII), location)
            case 4: random.next(below: 2) == 0 ? .softBreak : .lineBreak
            case 5: .html("<b>", location)
            case 6: .emphasis(randomInlines(&random, depth: depth + 1, nonASCII: nonASCII))
            case 7: .strong(randomInlines(&random, depth: depth + 1, nonASCII: nonASCII))
            case 8: .link(Link(destination: "other/", title: "", content: randomInlines(&random, depth: depth + 1, nonASCII: nonASCII), location: location))
            default: .image(Image(source: "a.png", title: "", alternative: randomInlines(&random, depth: depth + 1, nonASCII: nonASCII), location: location))
            }
        }
    }

    private func randomBlock(_ random: inout SeededRandom, depth: Int, nonASCII: Bool) -> Block {
        let location = SourceLocation(file: "page.md", line: 1, column: 1)
        switch random.next(below: depth < 3 ? 8 : 5) {
        case 0:
            let content = randomInlines(&random, depth: 0, nonASCII: nonASCII)
            let level = 1 + random.next(below: 6)
            return .heading(Heading(level: level, content: content, text: content.plainText, anchor: "h\(random.next(below: 100))", location: location))
        case 1, 2:
            return .paragraph(randomInlines(&random, depth: 0, nonASCII: nonASCII), location)
        case 3:
            let hidden = random.next(below: 3) == 0
            let info = InfoString(
                raw: hidden ? "swift example=a hidden" : "swift", language: InfoString.Word(text: "swift", location: location),
                attributes: hidden ? [
                    InfoString.Attribute(key: "example", value: "a", location: location, valueLocation: location),
                    InfoString.Attribute(key: "hidden", value: nil, location: location, valueLocation: nil),
                ] : [],
                isMalformed: false, location: location
            )
            let code = randomText(&random, pieces: random.next(below: 30), nonASCII: nonASCII) + "\n"
            return .codeBlock(CodeBlock(code: code, info: info, location: location, firstCodeLine: 2, codeColumn: 1, isFenced: true))
        case 4:
            return random.next(below: 2) == 0 ? .thematicBreak(location) : .html("<div>\(randomPiece(&random, nonASCII: nonASCII))</div>", location)
        case 5:
            return .blockQuote((0..<random.next(below: 4)).map { _ in randomBlock(&random, depth: depth + 1, nonASCII: nonASCII) }, location)
        default:
            let items = (0..<random.next(below: 4)).map { _ in
                (0..<random.next(below: 3)).map { _ in randomBlock(&random, depth: depth + 1, nonASCII: nonASCII) }
            }
            return .list(ListBlock(ordered: random.next(below: 2) == 0, start: 1, tight: true, items: items, location: location))
        }
    }

    private func randomMarkdown(_ random: inout SeededRandom, nonASCII: Bool) -> String {
        func words() -> String { randomText(&random, pieces: 1 + random.next(below: 8), nonASCII: nonASCII) }
        func inline() -> String {
            var line = ""
            for _ in 0..<(1 + random.next(below: 8)) {
                switch random.next(below: 9) {
                case 0: line += "*\(words())*"
                case 1: line += "**\(words())**"
                case 2: line += "`\(words())`"
                case 3: line += "[\(words())](other/)"
                case 4: line += "![\(words())](a.png)"
                case 5: line += "<span>"
                case 6: line += "  \n"
                default: line += words()
                }
            }
            return line
        }
        var source = "---\ntitle: Page\n---\n\n"
        if random.next(below: 2) == 0 { source += "# Title\n\n" }
        for _ in 0..<random.next(below: 12) {
            switch random.next(below: 10) {
            case 0: source += String(repeating: "#", count: 1 + random.next(below: 6)) + " \(inline())\n\n"
            case 1: source += "```swift\n\(words())\n\(words())\n```\n\n"
            case 2: source += "```swift example=e\(random.next(below: 1000)) hidden\nlet \(words()) = 1\n```\n\n"
            case 3: source += "- \(inline())\n- \(inline())\n  > \(inline())\n\n"
            case 4: source += "> \(inline())\n>\n> 1. \(inline())\n\n"
            case 5: source += "***\n\n"
            case 6: source += "<div>\n\(words())\n</div>\n\n"
            case 7: source += "    indented \(words())\n\n"
            default: source += "\(inline())\n\(inline())\n\n"
            }
        }
        return source
    }
}

/// A small deterministic generator, so a failure repeats.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next(below bound: Int) -> Int {
        guard bound > 0 else { return 0 }
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }

    mutating func element<T>(of array: [T]) -> T { array[next(below: array.count)] }
}
