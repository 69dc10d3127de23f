import Foundation
import Testing
@testable import SiteBuilder

/// Pages whose examples come from the app's own Swift files (`source=`): what the
/// site shows of them, and `serve` running an example again when its file changes.
@Suite struct IncludedSourceSiteTests {
    static let view = """
        import SwiftUI

        struct ContentView: View {
            var body: some View {
                NavigationStack {
                    // snippet.list
                    List(["Apple", "Pear"], id: \\.self) { fruit in
                        NavigationLink(fruit, value: fruit)
                    }
                    // snippet.end
                    .navigationDestination(for: String.self) { fruit in
                        Text("A ripe \\(fruit)")
                    }
                }
            }
        }

        """

    static let page = """
        # App

        The list of the app:

        ```swift example=app source="../../Sources/App/ContentView.swift" region=list
        ```

        Tapping Pear opens its screen.

        ```scenario example=app
        claim "Tapping Pear opens its screen"
        tap "Pear"
        expect screen: Text("A ripe Pear")
        ```

        """

    /// A site folder (a repository of its own) with the app's file in `Sources/App/`.
    static func site() throws -> TestSite {
        let site = try TestSite(content: ["en/index.md": page])
        try FileManager.default.createDirectory(at: site.root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try write(view, to: "Sources/App/ContentView.swift", in: site)
        return site
    }

    static func write(_ text: String, to path: String, in site: TestSite) throws {
        let url = site.root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    @Test func aRegionShowsOnlyItsLinesNumberedAsInTheFile() async throws {
        let site = try Self.site()
        defer { site.remove() }
        let report = try await site.build()
        #expect(report.diagnostics.isEmpty)
        let html = try site.read("en/index.html")
        #expect(html.contains("<figure class=\"code-figure source-file\"><figcaption>Sources/App/ContentView.swift</figcaption>"))
        #expect(html.contains("<pre class=\"line-numbers\" aria-hidden=\"true\"><code>7\n8\n9</code></pre>"))
        #expect(html.contains("id=\"example-app\" data-example=\"app\""))
        #expect(html.contains("NavigationLink"))
        #expect(!html.contains("navigationDestination"), "lines outside the region are not shown")
        #expect(!html.contains("snippet."))
        #expect(html.contains("claim-verified"), "the example ran with the whole file")
        #expect(try site.read("en/search-index.json").contains("navigationlink"), "search finds the code shown")
    }

    @Test func serveRunsTheExampleAgainWhenItsFileChanges() async throws {
        let site = try Self.site()
        defer { site.remove() }
        let builder = IncrementalSiteBuilder(options: site.options(allowFailures: true))
        let first = try await builder.build()
        #expect(first.site.diagnostics.isEmpty)
        let swift = site.root.appendingPathComponent("Sources/App/ContentView.swift")
        #expect(first.includedFolders == [swift.deletingLastPathComponent().resolvingSymlinksInPath().path])

        try Self.write(Self.view.replacingOccurrences(of: "A ripe", with: "A green"), to: "Sources/App/ContentView.swift", in: site)
        let edited = try await builder.build(changedPaths: [swift.resolvingSymlinksInPath().path])
        #expect(edited.scope == .changes)
        #expect(edited.ranExamples == ["content/en/index.md"])
        #expect(edited.site.diagnostics.map(\.message) == [#"expected screen: Text("A ripe Pear"), got Text("A green Pear")"#])
        #expect(try site.read("en/index.html").contains("claim-failed"))

        // The same output as a whole build of the same sources.
        let reference = site.root.appendingPathComponent("reference")
        let whole = try await SiteBuilder(options: site.options(allowFailures: true, output: reference)).build()
        #expect(whole.diagnostics == edited.site.diagnostics)
        #expect(try String(contentsOf: reference.appendingPathComponent("en/index.html"), encoding: .utf8) == site.read("en/index.html"))
    }
}
