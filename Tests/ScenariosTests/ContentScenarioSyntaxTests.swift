import Foundation
import Testing
import Diagnostics
import Pages
@testable import Scenarios

/// Every scenario of the bundled content and of the conformance pages parses:
/// the only syntax error is the one the diagnostics page plants on purpose.
@Suite struct ContentScenarioSyntaxTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func markdownFiles(under folder: URL) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        var files: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "md" { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }

    static func syntaxErrors(in files: [URL]) throws -> [String] {
        var errors: [String] = []
        for url in files {
            let name = url.lastPathComponent
            let page = PageParser().parse(source: try String(contentsOf: url, encoding: .utf8), file: name).page
            let plan = PageCheckPlan(page: page)
            for scenario in plan.scenarios {
                errors += scenario.script.diagnostics.map { "\($0.location): \($0.message)" }
            }
        }
        return errors
    }

    @Test func conformanceScenariosParse() throws {
        let files = Self.markdownFiles(under: Self.packageRoot.appendingPathComponent("Tests/ScenariosTests/Fixtures/conformance"))
        #expect(files.count == 8)
        #expect(try Self.syntaxErrors(in: files) == ["06-diagnostics.md:84:1: unknown step 'flyto'"])
    }

    @Test func contentScenariosParse() throws {
        let files = Self.markdownFiles(under: Self.packageRoot.appendingPathComponent("content"))
        #expect(try Self.syntaxErrors(in: files) == [])
    }
}
