import Diagnostics
import Foundation
import Testing
@testable import Pages
@testable import SiteBuilder

/// Nesting as deep as a page can write must neither overflow a stack nor be lost:
/// every walker over the page's tree keeps its own stack.
@Suite struct DeepNestingTests {
    static let depth = 10_000

    @Test func tenThousandNestedQuotesRenderEveryLevel() {
        let body = MarkdownBody(String(repeating: "> ", count: Self.depth) + "deep *text*\n")
        #expect(body.html.components(separatedBy: "<blockquote>").count - 1 == Self.depth)
        #expect(body.html.components(separatedBy: "</blockquote>").count - 1 == Self.depth)
        #expect(body.html.contains("<p>deep <em>text</em></p>"))
        #expect(body.diagnostics.isEmpty)
    }

    @Test func tenThousandLevelsOfEmphasisRenderAndKeepTheirText() {
        let markdown = "# " + String(repeating: "*", count: Self.depth) + "x" + String(repeating: "*", count: Self.depth) + "\n"
        let parsed = PageParser().parse(source: markdown, file: "p.md")
        #expect(parsed.page.headings.first?.text == "x")
        #expect(parsed.page.prose.text == "x")
        let html = MarkdownBody(markdown).html
        // cmark pairs the delimiters as strong emphasis, two asterisks a level.
        #expect(html.components(separatedBy: "<strong>").count - 1 == Self.depth / 2)
        #expect(html.components(separatedBy: "</strong>").count - 1 == Self.depth / 2)
        #expect(html.contains(">x</strong>"))
    }

    @Test func tenThousandNestedListsAndLinksInside() {
        let markdown = String(repeating: "- ", count: Self.depth) + "[home](index.md)\n"
        let parsed = PageParser().parse(source: markdown, file: "content/en/index.md")
        #expect(parsed.page.links.map(\.destination) == ["index.md"])
        let body = MarkdownBody(markdown)
        #expect(body.html.components(separatedBy: "<ul>").count - 1 == Self.depth)
        #expect(body.html.components(separatedBy: "</li>").count - 1 == Self.depth)
        #expect(body.html.contains(#"<a href="./">home</a>"#))
        #expect(body.diagnostics.isEmpty)
    }

    @Test func aSiteWithDeeplyNestedPagesBuilds() async throws {
        let site = try TestSite(content: [
            "en/index.md": "# Home\n\n" + String(repeating: "> ", count: Self.depth) + "quoted\n",
            "en/emphasis.md": String(repeating: "_", count: Self.depth) + "x" + String(repeating: "_", count: Self.depth) + "\n",
            "en/lists.md": String(repeating: "1. ", count: Self.depth) + "item\n",
        ])
        defer { site.remove() }
        let report = try await site.build()
        #expect(report.diagnostics.isEmpty)
        #expect(try site.read("en/index.html").contains("quoted"))
        #expect(try site.read("en/emphasis/index.html").contains(">x</strong>"))
        #expect(try site.read("en/lists/index.html").contains("<li>item</li>"))
    }
}

extension DeepNestingTests {
    @Test func nestingBeyondTheLimitIsAnErrorAtItsPositionAndTheRestRenders() {
        let limit = CommonMarkConverter.maximumNesting
        let markdown = "Before\n\n" + String(repeating: "> ", count: limit + 5) + "lost\n\nAfter\n"
        let body = MarkdownBody(markdown)
        #expect(body.ids == ["markdown.tooDeep"])
        #expect(body.diagnostics.first?.severity == .error)
        #expect(body.diagnostics.first?.message == "nesting deeper than \(limit) levels is not rendered")
        #expect(body.diagnostics.first?.location == SourceLocation(file: "content/en/index.md", line: 3, column: 2 * limit + 1))
        #expect(body.html.components(separatedBy: "<blockquote>").count - 1 == limit)
        #expect(!body.html.contains("lost"))
        #expect(body.html.hasPrefix("<p>Before</p>\n"))
        #expect(body.html.hasSuffix("<p>After</p>\n"))
    }

    @Test func emphasisBeyondTheLimitDoesNotCrash() {
        let count = 2 * CommonMarkConverter.maximumNesting + 10
        let body = MarkdownBody(String(repeating: "*", count: count) + "x" + String(repeating: "*", count: count) + "\n")
        #expect(body.ids == ["markdown.tooDeep"])
        #expect(!body.html.contains("x"))
    }
}
