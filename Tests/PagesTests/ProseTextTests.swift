import Diagnostics
import Testing
@testable import Pages

@Suite struct ProseTextTests {
    let source = """
    ---
    title: Claims
    ---

    The `showParks` method replaces what the stack displays with the details for
    Sequoia. Going *back* from   there removes **Sequoia** from the array.

    ```swift
    let hidden = "the stack swims upstream"
    ```

    Second paragraph.
    """

    var page: Page { PageParser().parse(source: source, file: "c.md").page }

    @Test func reducesMarkupAndFoldsWhitespace() {
        #expect(page.prose.passages.first?.text == "The showParks method replaces what the stack displays with the details for Sequoia. Going back from there removes Sequoia from the array.")
    }

    @Test func findsAQuoteAcrossLineBreaksAndMapsItBack() throws {
        // N-independent: spec §3 "Claims": whitespace and line breaks folded.
        let match = try #require(page.prose.find("details for Sequoia"))
        #expect(match.location == SourceLocation(file: "c.md", line: 5, column: 66))
        let second = try #require(page.prose.find("Going back from there removes Sequoia"))
        #expect(second.location == SourceLocation(file: "c.md", line: 6, column: 10))
        let code = try #require(page.prose.find("showParks method"))
        #expect(code.location == SourceLocation(file: "c.md", line: 5, column: 6))
    }

    @Test func codeBlocksAndOtherPassagesDoNotMatch() {
        #expect(page.prose.find("the stack swims upstream") == nil)
        #expect(page.prose.find("the array. Second paragraph") == nil)
        #expect(page.prose.find("Second paragraph.") != nil)
        #expect(page.prose.find("going back") == nil)
    }
}
