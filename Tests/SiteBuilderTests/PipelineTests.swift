import Foundation
import Synchronization
import Testing
@testable import SiteBuilder

@Suite struct PipelineTests {
    @Test func theStandardBuildIsANamedListOfSteps() {
        #expect(BuildPipeline.standard.steps.map(\.name) == [
            "check output folder", "read content", "read templates", "plan site",
            "run examples", "add behaviour catalog", "render pages", "render site files", "copy assets", "write output",
        ])
    }

    @Test func anInsertedStepCanPlaceASectionAfterAnExample() async throws {
        let site = try TestSite(content: [
            "en/index.md": """
            # Home

            See [the example](#example-parks).

            ```swift example=parks hidden
            struct Park: Hashable { var name: String }
            ```

            ```swift example=parks
            Text("Parks")
            ```

            ```scenario example=parks
            expect screen: Text("Parks")
            ```

            After.
            """,
        ])
        defer { site.remove() }
        var pipeline = BuildPipeline.standard
        let renderIndex = try #require(pipeline.steps.firstIndex { $0.name == "render pages" })
        pipeline.steps.insert(BuildStep("run examples") { state in
            state.exampleSections["content/en/index.md"] = ["parks": "<section class=\"trace\">TRACE</section>\n"]
        }, at: renderIndex)
        let steps = Mutex([String]())
        let report = try await SiteBuilder(options: site.options(), pipeline: pipeline).build { _, _, name in
            steps.withLock { $0.append(name) }
        }
        #expect(report.diagnostics.isEmpty)
        #expect(steps.withLock { $0 }.contains("run examples"))
        let html = try site.read("en/index.html")
        // The section follows the example's code, before the scenario that steps through it.
        let code = try #require(html.range(of: "language-swift"))
        let trace = try #require(html.range(of: "TRACE"))
        let scenario = try #require(html.range(of: "language-scenario"))
        let after = try #require(html.range(of: "<p>After.</p>"))
        #expect(code.upperBound < trace.lowerBound && trace.upperBound < scenario.lowerBound && scenario.upperBound < after.lowerBound)
    }
}
