import Foundation
import Testing
@testable import Diagnostics

@Suite struct CheckReportTests {
    @Test func countsEveryVerdictAndDiagnostic() {
        let counts = ReportFixtures.report.counts
        #expect(counts.pages == 2)
        #expect(counts.examples == CheckTally(passed: 2, failed: 1, notRun: 0))
        #expect(counts.scenarios == CheckTally(passed: 2, failed: 1, notRun: 1))
        #expect(counts.claims == CheckTally(passed: 1, failed: 1, notRun: 1))
        #expect(counts.errors == 4)
        #expect(counts.warnings == 1)
        // The example no engine ran (its errors stopped it) is in no engine's count.
        #expect(counts.examplesByEngine == [.interpreter: 1, .compiler: 1])
    }

    @Test func allDiagnosticsAreSortedByFileAndPosition() {
        let lines = ReportFixtures.report.allDiagnostics.map { "\($0.location)" }
        #expect(lines == [
            "content/en/navigation-stack.md:58:8", "content/en/navigation-stack.md:60:7",
            "content/en/navigation-stack.md:80:14", "content/en/navigation-stack.md:94:18",
            "content/zh-Hans/split, view.md:12:5", "content/zh-Hans/split, view.md:20:13",
        ])
    }

    @Test func exitCodes() {
        #expect(ReportFixtures.report.exitCode == 1)
        #expect(CheckReport(pages: [PageReport(path: "a.md")]).exitCode == 0)
        // Warnings alone don't fail a check.
        let warned = PageReport(path: "a.md", diagnostics: [.warning("w", at: ReportFixtures.at("a.md", 1, 1), "unknown attribute 'colour'")])
        #expect(CheckReport(pages: [warned]).exitCode == 0)
        // With --verify, the markers decide: errors that were all expected pass.
        var verified = ReportFixtures.report
        verified.verification = VerificationSummary(markerCount: 4, metMarkerCount: 4, unexpectedCount: 0, failures: [])
        #expect(verified.exitCode == 0)
        #expect(ReportFixtures.verifiedReport.exitCode == 1)
    }
}

@Suite struct ReportRendererGoldenTests {
    @Test func text() throws {
        try assertGolden(ReportFormat.text.render(ReportFixtures.report), named: "report.txt")
    }

    @Test func textSummaryFirstLineIsPassedAndFailed() {
        let summary = TextReportRenderer().renderSummary(ReportFixtures.report).split(separator: "\n")
        // A scenario that could not run is not verified: it counts as failed.
        #expect(summary.first == "2 passed, 2 failed")
    }

    @Test func eachReportSaysWhichEngineRanAnExample() throws {
        let summary = TextReportRenderer().renderSummary(ReportFixtures.report)
        #expect(summary.contains("; engines: interpreter 1, compiler 1;"))
        let json = try #require(ReportFormat.json.render(ReportFixtures.report).data(using: .utf8))
        let document = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        let summaryObject = try #require(document["summary"] as? [String: Any])
        #expect(summaryObject["engines"] as? [String: Int] == ["interpreter": 1, "compiler": 1])
        let pages = try #require(document["pages"] as? [[String: Any]])
        let engines = pages.flatMap { ($0["examples"] as? [[String: Any]]) ?? [] }.map { $0["engine"] as? String }
        #expect(engines == ["interpreter", "compiler", nil])
        // No engine named anywhere: no `engines:` part.
        #expect(!TextReportRenderer().renderSummary(CheckReport(pages: [PageReport(path: "a.md")])).contains("engines"))
    }

    @Test func textIsColouredOnlyWhenAsked() {
        #expect(!ReportFormat.text.render(ReportFixtures.report).contains("\u{1B}"))
        let coloured = ReportFormat.text.render(ReportFixtures.report, colored: true)
        #expect(coloured.contains("\u{1B}[1;31m2 failed\u{1B}[0m"))
        #expect(coloured.contains("\u{1B}[1;31merror:"))
    }

    @Test func github() throws {
        try assertGolden(ReportFormat.github.render(ReportFixtures.report), named: "report.github.txt")
    }

    @Test func junit() throws {
        try assertGolden(ReportFormat.junit.render(ReportFixtures.report), named: "report.junit.xml")
    }

    @Test func json() throws {
        try assertGolden(ReportFormat.json.render(ReportFixtures.report), named: "report.json")
    }

    @Test func verifyText() throws {
        try assertGolden(ReportFormat.text.render(ReportFixtures.verifiedReport), named: "verify.txt")
    }

    @Test func verifyGitHub() throws {
        try assertGolden(ReportFormat.github.render(ReportFixtures.verifiedReport), named: "verify.github.txt")
    }

    @Test func verifyJUnit() throws {
        try assertGolden(ReportFormat.junit.render(ReportFixtures.verifiedReport), named: "verify.junit.xml")
    }

    @Test func verifyJSON() throws {
        try assertGolden(ReportFormat.json.render(ReportFixtures.verifiedReport), named: "verify.json")
    }

    @Test func githubEscapesWhatWouldEndACommand() {
        let location = ReportFixtures.at("a,b:c.md", 3, 4)
        let page = PageReport(path: "a,b:c.md", diagnostics: [.error("e", at: location, "100% wrong\nsecond line: yes, really")])
        let first = GitHubReportRenderer().render(CheckReport(pages: [page])).split(separator: "\n").first
        #expect(first == "::error file=a%2Cb%3Ac.md,line=3,col=4::100%25 wrong%0Asecond line: yes, really")
    }

    @Test func junitEscapesMarkupAndDropsControlCharacters() {
        #expect(JUnitReportRenderer.escape("a<b>&\"c\"'d'\u{7}\te") == "a&lt;b&gt;&amp;&quot;c&quot;&apos;d&apos;\te")
    }
}
