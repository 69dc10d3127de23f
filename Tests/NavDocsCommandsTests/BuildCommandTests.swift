import Foundation
import NavDocsCommands
import SiteBuilder
import Testing

@Suite struct BuildCommandTests {
    @Test func buildsTheSiteAndExitsZero() async throws {
        let workspace = try Workspace(pages: ["content/en/index.md": "# Home\n"])
        defer { workspace.remove() }
        let output = CapturedOutput()
        let status = await NavDocs.run(arguments: ["build"], environment: output.environment(in: workspace.root))
        #expect(status == 0)
        #expect(workspace.exists("public/en/index.html"))
        // The page and the generated Behaviour catalog.
        #expect(output.standardError == "built 2 pages into public (0 errors, 0 warnings)\n")
    }

    @Test func aBrokenLinkExitsOneWithACompilerStyleDiagnosticAndWritesNothing() async throws {
        let workspace = try Workspace(pages: ["content/en/index.md": "# Home\n\nSee [x](nope.md).\n"])
        defer { workspace.remove() }
        let output = CapturedOutput()
        let status = await NavDocs.run(arguments: ["build"], environment: output.environment(in: workspace.root))
        #expect(status == 1)
        #expect(output.standardError.hasPrefix(
            "content/en/index.md:3:5: error: broken link: no page or file 'nope.md' (looked for en/nope.md)\n"
        ))
        #expect(!workspace.exists("public"))
    }

    @Test func allowFailuresWritesButStillExitsOne() async throws {
        let workspace = try Workspace(pages: ["content/en/index.md": "# Home\n\nSee [x](nope.md).\n"])
        defer { workspace.remove() }
        let output = CapturedOutput()
        let status = await NavDocs.run(
            arguments: ["build", "--allow-failures", "--output", "site"], environment: output.environment(in: workspace.root)
        )
        #expect(status == 1)
        #expect(workspace.exists("site/en/index.html"))
    }

    @Test func aRebuildKeepsTheReplacedSiteAsASpareUnlessToldNotTo() async throws {
        let workspace = try Workspace(pages: ["content/en/index.md": "# Home\n"])
        defer { workspace.remove() }
        func spares() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: workspace.root.path).filter { $0.hasPrefix(".public.spare-") }
        }
        for _ in 0..<2 {
            #expect(await NavDocs.run(arguments: ["build"], environment: CapturedOutput().environment(in: workspace.root)) == 0)
        }
        #expect(try spares().count == 1)
        #expect(await NavDocs.run(arguments: ["build", "--no-spare"], environment: CapturedOutput().environment(in: workspace.root)) == 0)
        #expect(try spares().isEmpty)
        #expect(workspace.exists("public/en/index.html"))
    }

    @Test func theProcessPathLeavesTheBuildsMemoryForTheExitAndTestsDoNot() async throws {
        let workspace = try Workspace(pages: ["content/en/index.md": "# Home\n"])
        defer { workspace.remove() }
        // As `main` runs it: the process exits next, so the build's state is kept, not freed.
        let before = SiteBuilder.keptStateCount
        #expect(await NavDocs.run(arguments: ["build"], environment: CapturedOutput().environment(in: workspace.root), exitingAfterwards: true) == 0)
        #expect(SiteBuilder.keptStateCount > before)
        // As tests and other callers run it: nothing is kept.
        let kept = SiteBuilder.keptStateCount
        #expect(await NavDocs.run(arguments: ["build"], environment: CapturedOutput().environment(in: workspace.root)) == 0)
        #expect(SiteBuilder.keptStateCount == kept)
    }

    @Test func badInputAndBadUsageExitTwo() async throws {
        let workspace = try Workspace(pages: ["content/en/index.md": "# Home\n"])
        defer { workspace.remove() }
        let missing = CapturedOutput()
        #expect(await NavDocs.run(arguments: ["build", "--content", "nowhere"], environment: missing.environment(in: workspace.root)) == 2)
        #expect(missing.standardError == "error: folder 'nowhere' does not exist\n")

        let usage = CapturedOutput()
        #expect(await NavDocs.run(arguments: ["build", "--colour"], environment: usage.environment(in: workspace.root)) == 2)
        #expect(usage.standardError.contains("--colour"))

        let refused = CapturedOutput()
        #expect(await NavDocs.run(arguments: ["build", "--output", "."], environment: refused.environment(in: workspace.root)) == 2)
        #expect(refused.standardError.contains("refusing to write"))
        #expect(workspace.exists("content/en/index.md"))
    }

    @Test func helpDescribesTheOptionsAndExitCodes() async throws {
        let output = CapturedOutput()
        let status = await NavDocs.run(arguments: ["build", "--help"], environment: output.environment(in: URL(fileURLWithPath: "/")))
        #expect(status == 0)
        for option in ["--content <folder>", "--templates <folder>", "--output <folder>", "--base-url <url>", "--allow-failures", "--no-spare", "Exit status: 0 built; 1 a check failed"] {
            #expect(output.standardOutput.contains(option), "help lacks \(option)")
        }
    }
}
