import Diagnostics
import Testing
@testable import Pages
@testable import SiteBuilder

/// Markdown that navdocs used to read differently from what its author meant.
@Suite struct MisreadingTests {
    @Test func anIndentedBlockStartingWithAFenceLineIsShownAndNeverRun() async throws {
        let site = try TestSite(content: [
            "en/index.md": "# Home\n\nIntro\n\n    ```swift example=demo hidden\n    Text(\"x\")\n    ```\n",
        ])
        defer { site.remove() }
        let report = try await site.build()
        #expect(report.diagnostics.isEmpty)
        let html = try site.read("en/index.html")
        #expect(html.contains("<pre class=\"code\" tabindex=\"0\"><code>```swift example=demo hidden\nText(&quot;x&quot;)\n```\n</code></pre>"))
        #expect(!html.contains("data-example"))
    }

    @Test func hiddenAndExampleOnAnotherLanguageAreWarningsAndTheBlockIsShown() {
        let body = MarkdownBody("```python example=demo hidden\nprint(1)\n```\n")
        #expect(body.html == "<pre class=\"code language-python\" tabindex=\"0\"><code>print(1)\n</code></pre>\n")
        #expect(body.ids == ["info.notExecutable", "info.notExecutable"])
        #expect(body.diagnostics.map(\.location.column) == [11, 24])
        #expect(body.diagnostics.last?.message
            == "'hidden' has no effect on a 'python' block (only swift and scenario blocks are examples); the block is shown as written")
    }

    @Test func headingIdsNeverTakeTheFormsOfGeneratedAnchors() {
        let source = "# Example demo\n\n## Scenario demo 1\n\n## Claim demo 1 1\n\n## Top\n\n## Example demo\n\n```swift example=demo\nText(\"x\")\n```\n"
        let page = PageParser().parse(source: source, file: "p.md").page
        #expect(page.headings.map(\.anchor) == ["example-demo-1", "scenario-demo-1-1", "claim-demo-1-1-1", "top-1", "example-demo-2"])
        let html = MarkdownBody(source).html
        #expect(html.components(separatedBy: #"id="example-demo""#).count == 2)
    }

    @Test func twoDashLinesAtTheTopAreEmptyFrontMatterAsInJekyllAndHugo() {
        let (page, diagnostics) = PageParser().parse(source: "---\n---\n# Title\n\nText\n", file: "content/en/guide.md")
        #expect(diagnostics.isEmpty)
        #expect(!page.blocks.contains { if case .thematicBreak = $0 { true } else { false } })
        #expect(page.title == "Title")
        #expect(page.headings.first?.location.line == 3)
    }

    @Test func anEmptyFirstHeadingFallsBackToTheFileName() {
        let page = PageParser().parse(source: "#\n\nText\n\n## Later\n", file: "content/en/guide/basics.md", language: "en", slug: "guide/basics").page
        #expect(page.title == "basics")
        let spaces = PageParser().parse(source: "# <!-- draft -->\n", file: "content/en/setup.md", language: "en", slug: "setup").page
        #expect(spaces.title == "setup")
    }

    @Test func rawHTMLIsOneWarningPerBlockOrParagraphNamingTheTags() {
        let body = MarkdownBody("A <b>bold</b> and <i>it</i> <!-- marker --> line\n\n<div class=\"x\">\n<span>y</span>\n</div>\n\n<!-- only a comment -->\n\n- <kbd>K</kbd>\n- <kbd>L</kbd>\n")
        #expect(body.diagnostics.map(\.message) == [
            "raw HTML <b>, <i> is not rendered; write it in Markdown",
            "raw HTML <div>, <span> is not rendered; write it in Markdown",
            "raw HTML <kbd> is not rendered; write it in Markdown",
            "raw HTML <kbd> is not rendered; write it in Markdown",
        ])
        #expect(body.diagnostics.map(\.location.line) == [1, 3, 9, 10])
        #expect(body.diagnostics.first?.location.column == 3)
        #expect(!body.html.contains("<b>") && !body.html.contains("<div") && !body.html.contains("<kbd>"))
    }
}
