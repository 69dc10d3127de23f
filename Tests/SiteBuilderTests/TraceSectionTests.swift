import Foundation
import Testing
@testable import SiteBuilder

/// The build runs every example (issue: live state traces): traces without
/// JavaScript, deep links, claims marked both ways, migrations side by side,
/// failures that stop the build or, when allowed, show where they happened.
@Suite struct TraceSectionTests {
    static let colorDetail = """
    ```swift example=colors hidden
    struct ColorDetail: View {
        var color: Color

        var body: some View {
            color.navigationTitle(color.description)
        }
    }
    ```
    """

    static func stackPage(expectation: String = "expect stack: List > ColorDetail(color: .pink)") -> String {
        """
        # Colors

        ```swift example=colors
        @State private var path: [Color] = []

        var body: some View {
            NavigationStack(path: $path) {
                List {
                    NavigationLink("Pink", value: Color.pink)
                }
                .navigationDestination(for: Color.self) { color in
                    ColorDetail(color: color)
                }
                .navigationTitle("Colors")
            }
        }
        ```

        \(colorDetail)

        A value link *appends its value* to the path.

        ```scenario example=colors title="Push" size=compact
        claim "A value link appends its value to the path"
        tap "Pink"
        \(expectation)
        ```
        """
    }

    @Test func everyStepOfATraceIsInTheMarkupWithItsAnchorStateAndScreens() async throws {
        let site = try TestSite(content: ["en/index.md": Self.stackPage()])
        defer { site.remove() }
        let report = try await site.build()
        #expect(!report.hasErrors, "\(report.diagnostics)")
        let html = try site.read("en/index.html")
        // Launch, the tap and the expectation: three steps, each with its deep link.
        for step in 0...2 {
            #expect(html.contains("<li class=\"trace-step\" id=\"scenario-colors-1-step-\(step)\""))
        }
        #expect(!html.contains("scenario-colors-1-step-3\""))
        #expect(html.contains("<div class=\"scenario\" id=\"scenario-colors-1\""))
        // The tap changed the path: old → new.
        #expect(html.contains("<dt>path</dt><dd><del>[]</del> → <ins>[.pink]</ins></dd>"))
        // The visible stack after the tap, root first, with titles.
        #expect(html.contains("<li><code>List</code> <span class=\"trace-title\">“Colors”</span></li>\n<li><code>ColorDetail(color: .pink)</code> <span class=\"trace-title\">“pink”</span></li>"))
        #expect(html.contains("Back: enabled"))
        #expect(html.contains("data-status=\"passed\""))
    }

    @Test func aClaimIsMarkedInTheProseAndLinksToItsStepWhichLinksBack() async throws {
        let site = try TestSite(content: ["en/index.md": Self.stackPage()])
        defer { site.remove() }
        _ = try await site.build()
        let html = try site.read("en/index.html")
        // The claim spans emphasis: one mark per text node, the first with the id.
        #expect(html.contains("<mark class=\"claim claim-verified\" id=\"claim-colors-1-1\" title=\"Verified by Scenario 1: Push\"><a href=\"#scenario-colors-1-step-1\">A value link </a></mark>"))
        #expect(html.contains("<em><mark class=\"claim claim-verified\" title=\"Verified by Scenario 1: Push\"><a href=\"#scenario-colors-1-step-1\">appends its value</a></mark></em>"))
        #expect(html.contains("<a class=\"claim-link claim-verified\" href=\"#claim-colors-1-1\">“A value link appends its value to the path”</a>"))
    }

    @Test func aClaimOverALineBreakIsOneUnbrokenHighlight() async throws {
        let page = Self.stackPage().replacingOccurrences(
            of: "A value link *appends its value* to the path.", with: "A value link appends\nits value to the path."
        )
        let site = try TestSite(content: ["en/index.md": page])
        defer { site.remove() }
        _ = try await site.build()
        let html = try site.read("en/index.html")
        #expect(html.contains("<a href=\"#scenario-colors-1-step-1\">A value link appends</a></mark><mark class=\"claim claim-verified\">\n</mark><mark class=\"claim claim-verified\" title="))
    }

    @Test func aFailingScenarioStopsTheBuild() async throws {
        let site = try TestSite(content: ["en/index.md": Self.stackPage(expectation: "expect screen: List")])
        defer { site.remove() }
        let report = try await site.build()
        #expect(report.hasErrors)
        #expect(!report.wroteOutput)
        let error = try #require(report.diagnostics.first { $0.severity == .error })
        #expect(error.message == "expected screen: List, got ColorDetail(color: .pink)")
        #expect(error.location.file == "content/en/index.md")
    }

    @Test func allowedFailuresAreRenderedWhereTheyHappened() async throws {
        let site = try TestSite(content: ["en/index.md": Self.stackPage(expectation: "expect screen: List")])
        defer { site.remove() }
        let report = try await site.build(allowFailures: true)
        #expect(report.hasErrors)
        #expect(report.wroteOutput)
        let html = try site.read("en/index.html")
        #expect(html.contains("<section class=\"example-run\" data-example=\"colors\" data-status=\"failed\""))
        #expect(html.contains("<li class=\"trace-step\" id=\"scenario-colors-1-step-2\" data-step=\"2\" data-status=\"failed\">"))
        #expect(html.contains("<p class=\"trace-message\">expected screen: List, got ColorDetail(color: .pink)</p>"))
        // The claim the failed step backs is not verified.
        #expect(html.contains("<mark class=\"claim claim-failed\" id=\"claim-colors-1-1\""))
    }

    @Test func anExampleThatDoesNotCompileShowsItsErrorsAndItsStepsAsNotRun() async throws {
        let page = """
        # Broken

        ```swift example=broken
        struct Broken: View {
            @State var count: Int

            var body: some View {
                Text("x")
            }
        }
        ```

        ```scenario example=broken
        tap "Pink"
        ```
        """
        let site = try TestSite(content: ["en/index.md": page])
        defer { site.remove() }
        let report = try await site.build(allowFailures: true)
        #expect(report.hasErrors)
        let html = try site.read("en/index.html")
        #expect(html.contains("<li class=\"problem problem-error\">"))
        #expect(html.contains("<li class=\"trace-step\" id=\"scenario-broken-1-step-1\" data-step=\"1\" data-status=\"notRun\">"))
        #expect(html.contains("\"steps\":[]"))
    }

    @Test func aMigrationShowsBothSidesAndTheVerdict() async throws {
        let page = """
        # Migrating

        ```swift example=old
        NavigationView {
            List {
                NavigationLink("Mint") { Text("Mint") }
            }
        }
        .navigationViewStyle(.stack)
        ```

        ```scenario example=old
        tap "Mint"
        ```

        ```swift example=new migrates=old
        NavigationStack {
            List {
                NavigationLink("Mint") { Text("Mint") }
            }
        }
        ```

        ```swift example=different migrates=old
        NavigationStack {
            List {
                NavigationLink("Pink") { Text("Pink") }
            }
        }
        ```
        """
        let site = try TestSite(content: ["en/index.md": page])
        defer { site.remove() }
        let report = try await site.build(allowFailures: true)
        let html = try site.read("en/index.html")
        #expect(html.contains("<details class=\"migration\" data-verdict=\"equivalent\">"))
        #expect(html.contains("<figcaption>Before: <a href=\"#example-old\">old</a></figcaption>"))
        #expect(html.contains("<figcaption>After: <a href=\"#example-new\">new</a></figcaption>"))
        // The different one fails the build and says why beside the code.
        #expect(html.contains("<details class=\"migration\" data-verdict=\"different\">"))
        let difference = try #require(report.diagnostics.first { $0.id == "migration.differs" })
        #expect(html.contains("<p class=\"migration-verdict\">\(HTMLEscaping.escape(difference.message))</p>"))
    }

    @Test func chineseClaimsAreMarkedOnWholeCharacters() async throws {
        let page = Self.stackPage()
            .replacingOccurrences(of: "A value link *appends its value* to the path.", with: "点按值链接会把值追加到路径中。")
            .replacingOccurrences(of: "claim \"A value link appends its value to the path\"", with: "claim \"把值追加到路径\"")
        let site = try TestSite(content: ["zh-Hans/index.md": page, "en/index.md": "# Home\n"])
        defer { site.remove() }
        let report = try await site.build()
        #expect(!report.hasErrors, "\(report.diagnostics)")
        let html = try site.read("zh-Hans/index.html")
        #expect(html.contains("<p>点按值链接会<mark class=\"claim claim-verified\" id=\"claim-colors-1-1\" title=\"已由以下场景验证： 场景 1: Push\"><a href=\"#scenario-colors-1-step-1\">把值追加到路径</a></mark>中。</p>"))
        // The page's language words in the trace.
        #expect(html.contains("<span class=\"status status-passed\">成立</span>"))
    }

    @Test func everyFragmentLinkOfATracePageResolvesOnThatPage() async throws {
        let site = try TestSite(copying: TraceGoldenTests.fixture.appendingPathComponent("content"))
        defer { site.remove() }
        _ = try await site.build()
        var checked = 0
        for page in try site.outputFiles().keys.filter({ $0.hasSuffix(".html") }) {
            let html = try site.read(page)
            let ids = Set(Self.captures(of: #" id="([^"]+)""#, in: html))
            for fragment in Self.captures(of: ##"href="#([^"]+)""##, in: html) {
                checked += 1
                #expect(ids.contains(fragment), "\(page): #\(fragment) has no target")
            }
        }
        #expect(checked > 20)
    }

    static func captures(of pattern: String, in text: String) -> [String] {
        let expression = try! NSRegularExpression(pattern: pattern)
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    @Test func twoBuildsWriteTheSameBytes() async throws {
        let site = try TestSite(content: ["en/index.md": Self.stackPage()])
        defer { site.remove() }
        _ = try await site.build()
        let first = try site.outputFiles()
        _ = try await site.build()
        #expect(try site.outputFiles() == first)
    }
}

@Suite struct ClaimMarkTests {
    let mark = ClaimMark(
        id: "claim-a-1-1", start: .init(file: "p.md", line: 3, column: 5), end: .init(file: "p.md", line: 4, column: 2),
        href: "#s", verified: true, title: ""
    )

    @Test func aNodeBeforeOrAfterTheClaimIsNotCovered() {
        #expect(mark.overlap(nodeAt: .init(file: "p.md", line: 3, column: 1), utf8Count: 4) == nil)
        #expect(mark.overlap(nodeAt: .init(file: "p.md", line: 4, column: 3), utf8Count: 10) == nil)
        #expect(mark.overlap(nodeAt: .init(file: "p.md", line: 2, column: 1), utf8Count: 80) == nil)
    }

    @Test func theFirstAndLastLinesAreCoveredFromAndUpToTheClaim() {
        #expect(mark.overlap(nodeAt: .init(file: "p.md", line: 3, column: 1), utf8Count: 10) == 4..<10)
        #expect(mark.overlap(nodeAt: .init(file: "p.md", line: 4, column: 1), utf8Count: 10) == 0..<2)
        #expect(mark.overlap(nodeAt: .init(file: "p.md", line: 3, column: 7), utf8Count: 3) == 0..<3)
    }

    @Test func byteOffsetsWidenToWholeCharacters() {
        let text = "点按值"  // three bytes each
        #expect(HTMLRenderer.characterBoundary(in: text, atOrBefore: 4) == text.index(after: text.startIndex))
        #expect(HTMLRenderer.characterBoundary(in: text, atOrAfter: 4) == text.index(text.startIndex, offsetBy: 2))
        #expect(HTMLRenderer.characterBoundary(in: text, atOrAfter: 99) == text.endIndex)
    }
}
