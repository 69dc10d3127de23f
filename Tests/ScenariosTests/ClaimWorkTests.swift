import Diagnostics
import Pages
import Testing
@testable import Scenarios

/// A build does only the claim work a page needs: pages without examples or scenarios
/// are not planned, prose is folded only when a claim is looked up, and ASCII prose
/// folds byte by byte to exactly what character-by-character folding gives.
@Suite struct ClaimWorkTests {
    static func page(_ markdown: String) -> Page {
        PageParser().parse(source: markdown, file: "content/en/page.md", language: "en", slug: "page").page
    }

    @Test(arguments: [
        ("Prose only, with `code`.", false),
        ("```swift\nlet displayOnly = 1\n```", false),
        ("```swift example=demo\nText(\"Hi\")\n```", true),
        ("```scenario\nexpect screen: List\n```", true),
        ("```scenario example=demo\nexpect screen: List\n```", true),
        ("```text example=demo\nnot checked\n```", false),
        ("    indented code, not fenced\n", false),
    ])
    func aPageIsPlannedOnlyWithExamplesOrScenarios(_ markdown: String, _ planned: Bool) {
        let page = Self.page(markdown)
        #expect(PageCheckPlan.hasExamplesOrScenarios(page) == planned)
        // A page the build skips would have had an empty plan.
        if !planned {
            let plan = PageCheckPlan(page: page)
            #expect(plan.examples.isEmpty && plan.scenarios.isEmpty)
        }
    }

    @Test func proseIsFoldedOnlyWhenAClaimIsLookedUp() {
        let finder = ClaimFinder(prose: [ProseSegment(text: "Going back  returns\nto the list.", location: SourceLocation(file: "p.md", line: 1, column: 1))])
        #expect(!finder.hasFolded)
        let copy = finder
        #expect(copy.find("back returns to the list") == ClaimMatch(segmentIndex: 0, utf8Range: 6..<31))
        #expect(finder.hasFolded, "copies share the folded prose")
    }

    @Test func asciiTextFoldsLikeCharacterByCharacter() {
        let pieces = ["a", "Z", " ", "  ", "\t", "\n", "\r\n", "\r", "\u{0B}", "\u{0C}", "'", "\"", ".", "word", "`x`"]
        var seed: UInt64 = 7
        for _ in 0..<2_000 {
            var text = ""
            for _ in 0..<Int(next(&seed) % 12) { text += pieces[Int(next(&seed) % UInt64(pieces.count))] }
            let fast = FoldedText(text), reference = FoldedText(characters: text)
            #expect(fast.characters == reference.characters && fast.origins == reference.origins, "\(text.debugDescription)")
        }
    }

    private func next(_ state: inout UInt64) -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 33
    }
}
