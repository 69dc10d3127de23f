import Foundation
import Testing
@testable import SiteBuilder

/// On the page, an example navdocs cannot run yet says so and why, distinct from a failed check.
@Suite struct CannotRunSectionTests {
    @Test func theResultBarSaysNavdocsCannotRunItYetAndWhy() async throws {
        let deep = String(repeating: "[", count: 13) + "1" + String(repeating: "]", count: 13)
        let page = """
        # Page

        ```swift example=deep
        let value = \(deep)
        struct ContentView: View {
            var body: some View { NavigationStack { Text("x") } }
        }
        ```

        ```swift example=typo
        struct ContentView: View {
            var body: some View { NavigationStack { Textt("x") } }
        }
        ```

        """
        let site = try TestSite(content: ["en/index.md": page])
        defer { site.remove() }
        let report = try await site.build(allowFailures: true)
        #expect(report.wroteOutput)
        let html = try site.read("en/index.html")
        #expect(html.contains(#"data-example="deep" data-status="cannotRun""#))
        #expect(html.contains(#"<p class="result-bar result-cannotRun""#))
        #expect(html.contains(#"<span class="result-reason">navdocs cannot run this example yet: brackets nested too deeply (more than 12 levels of &#39;[&#39;)</span>"#))
        // A mistake in the page is a failure, not a limit.
        #expect(html.contains(#"data-example="typo" data-status="failed""#))
        #expect(html.contains(#"<p class="result-bar result-failed""#))
    }
}
