import Foundation
import Testing

/// Runs the built `navdocs` executable as a user would.
@Suite struct EndToEndTests {
    /// The executable sits beside the test bundle in the build folder.
    static var executable: URL? {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [
            beside.appendingPathComponent("navdocs"),
            beside.deletingLastPathComponent().appendingPathComponent("navdocs"),
            Workspace.repository.appendingPathComponent(".build/debug/navdocs"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    @Test func theBinaryBuildsASiteAndReportsProblemsOnStandardError() throws {
        let binary = try #require(Self.executable, "navdocs executable not built")
        let workspace = try Workspace(pages: [
            "content/en/index.md": "# Home\n\n[Next](next.md)\n",
            "content/en/next.md": "# Next\n\n[Missing](#nowhere)\n",
        ])
        defer { workspace.remove() }
        let process = Process()
        process.executableURL = binary
        process.arguments = ["build", "--base-url", "https://example.org/"]
        process.currentDirectoryURL = workspace.root
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(stderr.hasPrefix("content/en/next.md:3:1: error: broken anchor: no heading '#nowhere' on this page\n"))
        #expect(!workspace.exists("public"))

        try Data("# Next\n\n[Back](index.md)\n".utf8).write(to: workspace.root.appendingPathComponent("content/en/next.md"))
        let second = Process()
        second.executableURL = binary
        second.arguments = ["build", "--base-url", "https://example.org/"]
        second.currentDirectoryURL = workspace.root
        second.standardError = Pipe()
        try second.run()
        second.waitUntilExit()
        #expect(second.terminationStatus == 0)
        let sitemap = try String(contentsOf: workspace.root.appendingPathComponent("public/sitemap.xml"), encoding: .utf8)
        #expect(sitemap.contains("<loc>https://example.org/en/next/</loc>"))
    }
}
