import Foundation
import Testing
@testable import Pages
@testable import SiteBuilder

/// Work on a line grows with its length, not its square: 100,000-character lines
/// of the characters that drive fences, headings and escapes parse and render at once.
/// (Compare such strings with `==` or `hasPrefix`: `contains` with a long needle is
/// itself slow.)
@Suite(.timeLimit(.minutes(1))) struct LongLineTests {
    static let length = 100_000

    @Test func aLineOfHashesIsAParagraphAndAHeadingOfHashesGetsAnAnchor() {
        let hashes = String(repeating: "#", count: Self.length)
        let body = MarkdownBody(hashes + "\n\n# " + hashes + " x\n\n## " + String(repeating: "a-", count: Self.length / 2) + "\n")
        #expect(body.html.hasPrefix("<p>" + hashes + "</p>\n<h1 id=\"x\">" + hashes + " x<a"))
        let page = PageParser().parse(source: "## " + String(repeating: "a-", count: Self.length / 2) + "\n", file: "p.md").page
        #expect(page.headings.first?.anchor == String(repeating: "a-", count: Self.length / 2 - 1) + "a")
        #expect(body.diagnostics.isEmpty)
    }

    @Test func aLineOfBackticksIsTextAndALongFenceIsAFence() throws {
        let ticks = String(repeating: "`", count: Self.length)
        #expect(MarkdownBody("x " + ticks + "\n").html == "<p>x " + ticks + "</p>\n")
        let fenced = try #require(PageParser().parse(source: ticks + "swift\nlet x = 1\n" + ticks + "\n", file: "p.md").page.codeBlocks.first)
        #expect(fenced.isFenced)
        #expect(fenced.language == "swift")
        #expect(fenced.code == "let x = 1\n")
        let longInfo = try #require(PageParser().parse(source: "```swift title=\"" + String(repeating: "\\\\", count: Self.length) + "\"\nx\n```\n", file: "p.md").page.codeBlocks.first)
        #expect(longInfo.info.value("title") == String(repeating: "\\", count: Self.length))
    }

    @Test func aLineOfBackslashesKeepsEveryOtherOne() {
        let body = MarkdownBody(String(repeating: "\\", count: Self.length) + "\n")
        #expect(body.html == "<p>" + String(repeating: "\\", count: Self.length / 2) + "</p>\n")
        // Each escaped pair is one backslash in the destination, percent-encoded.
        let link = MarkdownBody("[x](https://x.org/" + String(repeating: "\\", count: Self.length) + ")\n").html
        #expect(link == "<p><a href=\"https://x.org/" + String(repeating: "%5C", count: Self.length / 2) + "\">x</a></p>\n")
    }

    @Test func aLongLineWithEntitiesInAnInfoString() throws {
        let info = String(repeating: "&amp;", count: Self.length / 5)
        let code = try #require(PageParser().parse(source: "``` " + info + "\nx\n```\n", file: "p.md").page.codeBlocks.first)
        #expect(code.language == String(repeating: "&", count: Self.length / 5))
    }
}
