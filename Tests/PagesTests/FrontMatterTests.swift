import Diagnostics
import Testing
@testable import Pages

@Suite struct FrontMatterTests {
    let parser = PageParser()

    @Test func readsTitleOrderAndSummaryAndKeepsFileLineNumbers() {
        let source = """
        ---
        title: Navigation stack
        order: 3
        summary: Push and pop views.
        ---

        # Heading
        """
        let (page, diagnostics) = parser.parse(source: source, file: "content/en/stack.md", language: "en", slug: "stack")
        #expect(diagnostics.isEmpty)
        #expect(page.frontMatter == FrontMatter(title: "Navigation stack", order: 3, summary: "Push and pop views.", lineCount: 5))
        #expect(page.title == "Navigation stack")
        // The heading is on line 7 of the file, front matter included.
        #expect(page.headings.first?.location == SourceLocation(file: "content/en/stack.md", line: 7, column: 1))
    }

    @Test func reportsAWrongTypeAtItsLineAndAnUnknownKeyAsWarning() {
        let source = """
        ---
        title: T
        order: first
        colour: blue
        ---
        Text
        """
        let (_, diagnostics) = parser.parse(source: source, file: "a.md")
        #expect(diagnostics.map(\.severity) == [.error, .warning])
        #expect(diagnostics[0].location == SourceLocation(file: "a.md", line: 3, column: 8))
        #expect(diagnostics[0].message.contains("'order' must be an integer"))
        #expect(diagnostics[1].location == SourceLocation(file: "a.md", line: 4, column: 1))
        #expect(diagnostics[1].message.hasPrefix("unknown front matter key 'colour'"))
    }

    @Test func reportsInvalidYAMLAtTheFileLine() {
        let source = "---\ntitle: T\norder: [1\n---\n"
        let (_, diagnostics) = parser.parse(source: source, file: "a.md")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.severity == .error)
        #expect((diagnostics.first?.location.line ?? 0) >= 3)
        #expect(diagnostics.first?.message.hasPrefix("invalid front matter") == true)
    }

    @Test func anUnclosedFrontMatterIsAnErrorOnLineOne() {
        let (_, diagnostics) = parser.parse(source: "---\ntitle: T\n\nText\n", file: "a.md")
        #expect(diagnostics.map(\.id) == ["frontMatter.unclosed"])
        #expect(diagnostics.first?.location.line == 1)
    }

    @Test func titleFallsBackToTheFirstHeadingThenTheSlug() {
        #expect(parser.parse(source: "Intro\n\n## Second *part*\n", file: "x.md").page.title == "Second part")
        #expect(parser.parse(source: "Just text\n", file: "content/en/guide/basics.md", slug: "guide/basics").page.title == "basics")
    }
}
