import Foundation
import Testing
@testable import FuzzTargets

/// Every input that once broke a fuzz target still returns, and every target
/// takes the seeds `make fuzz` starts from.
@Suite(.timeLimit(.minutes(5))) struct FuzzRegressionTests {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let repository = testsFolder.deletingLastPathComponent().deletingLastPathComponent()

    /// The saved crashers of one target.
    static func crashers(of target: FuzzTarget) -> [URL] {
        let folder = testsFolder.appendingPathComponent("Crashers").appendingPathComponent(target.rawValue)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { folder.appendingPathComponent($0) }
    }

    @Test(arguments: FuzzTarget.allCases)
    func savedCrashersReturn(target: FuzzTarget) throws {
        for file in Self.crashers(of: target) {
            let bytes = try [UInt8](Data(contentsOf: file))
            // Returning at all is the assertion; the count shows the input was looked at.
            #expect(target.run(bytes) >= 0, "\(file.lastPathComponent)")
        }
    }

    @Test func seedsCoverEveryTargetAndRunClean() throws {
        let page = try String(contentsOf: Self.repository.appendingPathComponent("content/en/navigation-stack.md"), encoding: .utf8)
        let seeds = FuzzSeeds.seeds(fromPage: page, file: "content/en/navigation-stack.md")
        #expect(Set(seeds.keys) == Set(FuzzTarget.allCases))
        // Alone, the page's links to its neighbours are broken; a page without links is clean.
        #expect(FuzzTarget.page.run(Array(page.utf8)) > 0)
        #expect(FuzzTarget.page.run(Array("# Title\n\nText with `code` and [an anchor](#title).\n".utf8)) == 0)
        #expect(seeds[.infoString]?.contains { $0.hasPrefix("swift example=") } == true)
    }

    @Test func targetsReportProblemsInTheirInput() {
        // Each target passes its bytes on: a broken input comes back with diagnostics.
        #expect(FuzzTarget.example.run(Array("struct ContentView: View { var body: some View { Buton() } ".utf8)) > 0)
        #expect(FuzzTarget.scenario.run(Array("tap \"Nowhere\"\nexpect path == [9]".utf8)) > 0)
        #expect(FuzzTarget.infoString.run(Array("swift example=".utf8)) > 0)
        #expect(FuzzTarget.page.run([0xFF]) > 0)
        // A page whose example's scenario fails: its diagnostics come back with the site's files.
        let page = "# P\n\n```swift example=e\nText(\"x\")\n```\n\n```scenario example=e\ntap \"Nowhere\"\n```\n"
        let clean = "# P\n\n```swift example=e\nText(\"x\")\n```\n\n```scenario example=e\nexpect screen: Text\n```\n"
        #expect(FuzzTarget.site.run(Array(page.utf8)) > FuzzTarget.site.run(Array(clean.utf8)))
    }
}
