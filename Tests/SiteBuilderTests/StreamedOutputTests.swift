import Foundation
import Testing
@testable import SiteBuilder

/// Pages go to the staging folder as they are rendered; nothing is left beside the output.
@Suite struct StreamedOutputTests {
    @Test func pagesAreInTheStagingFolderBeforeTheWriteStep() async throws {
        let site = try TestSite(content: ["en/index.md": "# Home\n", "en/a.md": "# A\n"])
        defer { site.remove() }
        var pipeline = BuildPipeline.standard
        let writeIndex = try #require(pipeline.steps.firstIndex { $0.name == "write output" })
        pipeline.steps.insert(BuildStep("look") { state in
            let staging = try #require(state.staging)
            #expect(FileManager.default.fileExists(atPath: staging.url.appendingPathComponent("en/a/index.html").path))
            #expect(state.files["en/a/index.html"] == nil, "pages are not kept in memory")
        }, at: writeIndex)
        let report = try await SiteBuilder(options: site.options(), pipeline: pipeline).build()
        #expect(report.wroteOutput)
        #expect(try site.read("en/a/index.html").contains("<h1"))
        #expect(try Self.hiddenFolders(besides: site).isEmpty)
    }

    @Test func aFailedBuildLeavesThePreviousSiteAndNoStagingFolder() async throws {
        let site = try TestSite(content: ["en/index.md": "# Home\n", "en/a.md": "# A\n"])
        defer { site.remove() }
        _ = try await site.build()
        let before = try site.outputFiles()
        try Data("# A\n\n[broken](nowhere.md)\n".utf8).write(to: site.root.appendingPathComponent("content/en/a.md"))
        let report = try await site.build()
        #expect(report.hasErrors && !report.wroteOutput)
        #expect(try site.outputFiles() == before)
        #expect(try Self.hiddenFolders(besides: site).isEmpty)
    }

    @Test func aPipelineThatStopsBeforeWritingRemovesItsStagingFolder() async throws {
        let site = try TestSite(content: ["en/index.md": "# Home\n"])
        defer { site.remove() }
        var pipeline = BuildPipeline.standard
        pipeline.steps.removeAll { $0.name == "write output" }
        let report = try await SiteBuilder(options: site.options(), pipeline: pipeline).build()
        #expect(!report.wroteOutput)
        #expect(try Self.hiddenFolders(besides: site).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: site.output.path))
    }

    static func hiddenFolders(besides site: TestSite) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: site.root.path).filter { $0.hasPrefix(".") }
    }
}
