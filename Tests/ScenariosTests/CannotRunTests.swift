import Diagnostics
import Foundation
import Testing
@testable import Scenarios

/// An example whose only errors are navdocs's own limits is "cannot run yet", a
/// state of its own in the report and the summary; a mistake in the page is still "failed".
@Suite struct CannotRunTests {
    static func page(_ code: String) -> String {
        "# Page\n\n```swift example=demo\n\(code)\n```\n\n```scenario example=demo\ntap \"Item\"\n```\n"
    }

    /// Thirteen `[` inside each other: past the interpreter's nesting limit.
    static let tooDeep = "let deep = " + String(repeating: "[", count: 13) + "1" + String(repeating: "]", count: 13)

    static func check(_ text: String) -> CheckReport {
        let runner = CheckRunner(engine: InterpretedEngine())
        return CheckReport(pages: [runner.checkPage(.init(file: "page.md", text: text))])
    }

    @Test func anExamplePastALimitCannotRunYet() throws {
        let report = Self.check(Self.page("""
        \(Self.tooDeep)
        struct ContentView: View {
            var body: some View { NavigationStack { List { NavigationLink("Item") { Text("Detail") } } } }
        }
        """))
        let example = try #require(report.pages.first?.examples.first)
        #expect(example.status == .cannotRun)
        #expect(example.diagnostics.contains { $0.isNavdocsLimitation && $0.message.hasPrefix("brackets nested too deeply") })
        #expect(example.scenarios.map(\.status) == [.notRun])
        #expect(report.counts.examples == CheckTally(cannotRun: 1))
        #expect(report.counts.errors > 0, "not running is not verifying: the check still fails")

        let text = TextReportRenderer().render(report)
        #expect(text.contains("examples: 1 (1 navdocs cannot run yet)"), "\(text)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(JSONReportRenderer().render(report).utf8)) as? [String: Any])
        let summary = try #require(json["summary"] as? [String: Any])
        #expect((summary["examples"] as? [String: Any])?["cannotRun"] as? Int == 1)
    }

    @Test func aMistakeBesideALimitIsStillAFailure() throws {
        let report = Self.check(Self.page("""
        \(Self.tooDeep)
        struct ContentView: View {
            var body: some View { NavigationStack { Txet("Item") } }
        }
        """))
        // The limit stops the example before its names are resolved: one cause, reported once.
        let example = try #require(report.pages.first?.examples.first)
        #expect(example.status == .cannotRun)

        let typo = Self.check(Self.page("""
        struct ContentView: View {
            var body: some View { NavigationStack { List { NavigationLink("Item") { Text("Detail") } } }.paddng() }
        }
        """))
        #expect(typo.pages.first?.examples.first?.status == .failed)
    }

    @Test func statusJudgingFollowsTheErrorsOnly() {
        let location = SourceLocation(file: "p.md", line: 1, column: 1)
        let limit = Diagnostic.error("interpreter.budget", at: location, "evaluation did not finish after 1000000 steps")
        let mistake = Diagnostic.error("interpreter.cannotFind", at: location, "cannot find 'x' in scope")
        let warning = Diagnostic.warning("model.warning", at: location, "a warning")
        #expect(CheckStatus.judging([]) == .passed)
        #expect(CheckStatus.judging([warning]) == .passed)
        #expect(CheckStatus.judging([limit, warning]) == .cannotRun)
        #expect(CheckStatus.judging([limit, mistake]) == .failed)
    }
}
