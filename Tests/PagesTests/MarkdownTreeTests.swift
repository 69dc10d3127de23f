import Diagnostics
import Testing
@testable import Pages

@Suite struct MarkdownTreeTests {
    @Test func headingsGetUniqueAnchorsInAnyScript() {
        let source = "# Overview\n\n## Overview\n\n## Push *a* view!\n\n## 导航栈\n"
        let page = PageParser().parse(source: source, file: "p.md").page
        #expect(page.headings.map(\.anchor) == ["overview", "overview-1", "push-a-view", "导航栈"])
        #expect(page.headings.map(\.level) == [1, 2, 2, 2])
    }

    @Test func linksKeepTheirDestinationAndPosition() {
        let source = "Intro\n\nSee [the stack](navigation-stack.md#push) and\n[home](index.md).\n"
        let links = PageParser().parse(source: source, file: "p.md").page.links
        #expect(links.map(\.destination) == ["navigation-stack.md#push", "index.md"])
        #expect(links.map(\.location) == [
            SourceLocation(file: "p.md", line: 3, column: 5),
            SourceLocation(file: "p.md", line: 4, column: 1),
        ])
    }

    @Test func htmlCommentsAreCollectedWithPositions() {
        let source = """
        Text <!-- inline -->

        <!-- expected-error@+1 {{nowhere}} -->
        ```scenario example=nowhere
        tap "x"
        ```
        """
        let page = PageParser().parse(source: source, file: "p.md").page
        #expect(page.comments == [
            HTMLComment(text: " inline ", location: SourceLocation(file: "p.md", line: 1, column: 6)),
            HTMLComment(text: " expected-error@+1 {{nowhere}} ", location: SourceLocation(file: "p.md", line: 3, column: 1)),
        ])
    }

    @Test func codeBlocksInsideQuotesAndListsAreFound() {
        let source = "> ```swift\n> Text(\"q\")\n> ```\n\n1. One\n\n   ```scenario example=a\n   tap \"x\"\n   ```\n"
        let blocks = PageParser().parse(source: source, file: "p.md").page.codeBlocks
        #expect(blocks.map(\.language) == ["swift", "scenario"])
        #expect(blocks.map(\.code) == ["Text(\"q\")\n", "tap \"x\"\n"])
    }
}
