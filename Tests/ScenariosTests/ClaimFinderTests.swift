import Testing
import Diagnostics
@testable import Scenarios

private func segment(_ text: String, line: Int = 7) -> ProseSegment {
    ProseSegment(text: text, location: Diagnostics.SourceLocation(file: "page.md", line: line, column: 1))
}

private func claim(_ text: String) -> ScenarioClaim {
    ScenarioClaim(
        text: text,
        location: Diagnostics.SourceLocation(file: "page.md", line: 44, column: 1),
        textLocation: Diagnostics.SourceLocation(file: "page.md", line: 44, column: 7),
        steps: 0..<0
    )
}

/// The matched text, as the site would mark it.
private func marked(_ finder: ClaimFinder, _ text: String) -> String? {
    guard let match = finder.find(text) else { return nil }
    let prose = finder.segments[match.segmentIndex].text
    return String(prose[match.range(in: prose)])
}

@Suite struct ClaimFinderTests {
    // The paragraph of the conformance page 07-claims, as Pages reduces it: the
    // emphasis `*back*` is text, the line breaks are kept.
    let claimsPage = ClaimFinder(prose: [
        segment("Claims", line: 5),
        segment("""
        The showParks method replaces what the stack displays with the details for
        Sequoia, the last park in the new array. Going back from there removes Sequoia
        from the array and reveals the details for Yosemite.
        """),
    ])

    @Test func findsAClaimAcrossALineBreak() {
        #expect(marked(claimsPage, "replaces what the stack displays with the details for Sequoia")
            == "replaces what the stack displays with the details for\nSequoia")
        #expect(marked(claimsPage, "Going back from there removes Sequoia from the array")
            == "Going back from there removes Sequoia\nfrom the array")
        #expect(claimsPage.find("reveals the details for Yosemite")?.segmentIndex == 1)
    }

    @Test func reportsWhereTheClaimIsInUTF8Offsets() throws {
        let match = try #require(claimsPage.find("The showParks method"))
        #expect(match == ClaimMatch(segmentIndex: 1, utf8Range: 0..<20))
    }

    @Test func aClaimCopiedWithMarkdownEmphasisStillMatches() {
        #expect(marked(claimsPage, "Going *back* from there") == "Going back from there")
        #expect(marked(claimsPage, "The `showParks` method") == "The showParks method")
        #expect(marked(claimsPage, "Going __back__ from there") == "Going back from there")
    }

    @Test func whitespaceInTheClaimIsFoldedToo() {
        #expect(marked(claimsPage, "  Going   back\tfrom there ") == "Going back from there")
    }

    @Test func aMissingClaimIsAnErrorAtItsText() throws {
        guard case .notFound(let diagnostic) = claimsPage.locate(claim("the stack swims upstream")) else {
            Issue.record("an invented sentence was found")
            return
        }
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.id == "claim.notFound")
        #expect(diagnostic.message == #"claim not found in the page's text: "the stack swims upstream""#)
        #expect(diagnostic.location == Diagnostics.SourceLocation(file: "page.md", line: 44, column: 7))
        #expect(diagnostic.notes.isEmpty)
    }

    @Test func anEditedClaimGetsANoteWithTheClosestText() throws {
        guard case .notFound(let diagnostic) = claimsPage.locate(claim("Going back from there removes Yosemite from the array")) else {
            Issue.record("a drifted claim was found")
            return
        }
        #expect(diagnostic.notes == [.init(
            location: Diagnostics.SourceLocation(file: "page.md", line: 7, column: 1),
            message: #"closest text in the page: "Going back from there removes Sequoia from the array and reveals…""#
        )])
    }

    @Test func claimsDontSpanSegmentsOrMatchCaseInsensitively() {
        let finder = ClaimFinder(prose: [segment("First paragraph ends."), segment("Second begins.")])
        #expect(finder.find("ends. Second") == nil)
        #expect(finder.find("first paragraph") == nil)
        #expect(finder.find("") == nil)
    }

    @Test func typographicQuotesMatchStraightOnes() {
        let finder = ClaimFinder(prose: [segment("The stack doesn’t keep “views” it can’t show.")])
        #expect(marked(finder, #"doesn't keep "views""#) == "doesn’t keep “views”")
    }

    @Test func chineseLineBreaksFoldToNothing() {
        // A Chinese sentence broken across source lines: the break is not a space.
        let finder = ClaimFinder(prose: [segment("""
        从那里返回会把红杉从数组中
        移除，并显示优胜美地的详细信息。
        """)])
        #expect(marked(finder, "从那里返回会把红杉从数组中移除") == "从那里返回会把红杉从数组中\n移除")
        #expect(finder.find("移除，并显示优胜美地的详细信息。") != nil)
        // A claim written with a stray space between ideographs matches as well.
        #expect(finder.find("从数组中 移除") != nil)
    }

    @Test func spacesBetweenChineseAndLatinWordsAreOptional() {
        let finder = ClaimFinder(prose: [segment("使用 NavigationStack 时，返回会移除路径的最后一个值。")])
        #expect(finder.find("使用NavigationStack时") != nil)
        #expect(finder.find("使用 NavigationStack 时，返回") != nil)
        // Between Latin words the space still matters.
        #expect(ClaimFinder(prose: [segment("a navigation stack")]).find("navigationstack") == nil)
    }

    @Test func emphasisedChineseReducedByPagesMatches() {
        // `返回*会*移除` arrives from Pages as `返回会移除`.
        let finder = ClaimFinder(prose: [segment("返回会移除最后一个值")])
        #expect(finder.find("返回*会*移除") != nil)
    }

    @Test func underscoresInsideIdentifiersAreKept() {
        let finder = ClaimFinder(prose: [segment("call reset_path to pop")])
        #expect(finder.find("call reset_path to pop") != nil)
        #expect(ClaimFinder.removingMarkdownMarkers("_em_ and snake_case") == "em and snake_case")
    }
}
