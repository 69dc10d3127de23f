import Diagnostics
import Foundation
import Testing
@testable import Scenarios

/// The line lexer, the step parser and claim folding are linear in a line's length.
@Suite struct LongLineTests {
    private func parse(_ line: String) -> ScenarioScript {
        ScenarioParser().parse(line, file: "page.md", line: 10)
    }

    private func expectQuick(_ body: () -> Void) {
        let clock = ContinuousClock()
        #expect(clock.measure(body) < .seconds(10))
    }

    @Test func aHugeStringLiteral() {
        expectQuick {
            let script = parse("tap \"" + String(repeating: "a", count: 100_000) + "\"")
            #expect(script.diagnostics.isEmpty)
            #expect(script.steps.count == 1)
        }
    }

    @Test func runsOfHashes() {
        expectQuick {
            let hashes = String(repeating: "#", count: 100_000)
            #expect(SwiftLineLexer(Substring(hashes)).codeEnd().end == 100_000)
            #expect(!parse("expect stack: " + hashes).diagnostics.isEmpty)
            #expect(!parse("tap " + hashes + "\"x\"").diagnostics.isEmpty)
        }
    }

    @Test func unclosedBracketsAndParentheses() {
        expectQuick {
            let script = parse("expect " + String(repeating: "[", count: 24))
            #expect(script.diagnostics.first?.message.contains("expected ']'") == true, "\(script.diagnostics.map(\.message))")
            #expect(!parse("run " + String(repeating: "(", count: 100_000)).diagnostics.isEmpty)
        }
    }

    /// `"\(` nested in itself: scanning interpolations recursed once per level.
    @Test func deeplyNestedInterpolations() {
        expectQuick {
            let nested = String(repeating: "\"\\(", count: 30_000)
            let lexer = SwiftLineLexer(Substring(nested))
            #expect(lexer.skipStringLiteral(at: 0) == nil)
            #expect(lexer.splitTopLevel(0..<nested.utf8.count, at: UInt8(ascii: ">")).count == 1)
            #expect(!parse("expect stack: A > " + nested).diagnostics.isEmpty)
        }
    }

    @Test func aLongUnknownWordGetsNoSuggestion() {
        expectQuick {
            let script = parse(String(repeating: "x", count: 100_000))
            #expect(script.diagnostics.first?.message.hasSuffix("'") == true)
        }
    }

    /// A naive search costs the product of the lengths.
    @Test func claimSearchIsLinear() {
        expectQuick {
            let prose = String(repeating: "a", count: 100_000)
            let finder = ClaimFinder(prose: [ProseSegment(text: prose, location: SourceLocation(file: "p.md", line: 1, column: 1))])
            #expect(finder.find(String(repeating: "a", count: 50_000) + "b") == nil)
            #expect(finder.find(String(repeating: "a", count: 50_000)) != nil)
            let claim = ScenarioClaim(text: String(repeating: "a", count: 50_000) + "b", location: SourceLocation(file: "p.md", line: 9, column: 1),
                                      textLocation: SourceLocation(file: "p.md", line: 9, column: 7), steps: 0..<0)
            guard case .notFound(let diagnostic) = finder.locate(claim) else {
                Issue.record("the claim should not be found")
                return
            }
            #expect(diagnostic.notes.count == 1)
        }
    }

    @Test func claimSearchFindsTheFirstOccurrence() {
        let text = FoldedText("abab abc ab abc")
        #expect(text.firstRange(of: Array("abc")) == 5..<8)
        #expect(text.longestPrefixOccurrence(of: Array("abx")).length == 2)
        #expect(text.longestPrefixOccurrence(of: Array("abx")).start == 0)
    }
}
