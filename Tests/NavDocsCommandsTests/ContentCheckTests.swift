import Foundation
import Testing
import NavDocsCommands

/// `navdocs check` on a copy of the bundled content: it holds as shipped, a planted
/// wrong statement fails at its line, and a translation that drops a scenario warns.
@Suite struct ContentCheckTests {
    static let content = CheckCommandTests.packageRoot.appendingPathComponent("content")

    /// A fresh folder holding a copy of `content/`, with one page edited.
    static func copy(editing page: String? = nil, _ edit: (String) -> String = { $0 }) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navdocs-content-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: content, to: folder.appendingPathComponent("content"))
        if let page {
            let url = folder.appendingPathComponent("content").appendingPathComponent(page)
            let text = try String(contentsOf: url, encoding: .utf8)
            let edited = edit(text)
            #expect(edited != text, "the edit must change \(page)")
            try edited.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test func theBundledContentHoldsWithoutWarnings() async throws {
        let folder = try Self.copy()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (status, output) = await CheckCommandTests.run(["check", "content"], in: folder)
        #expect(status == 0, Comment(rawValue: output.standardError))
        #expect(output.standardError.contains("0 errors, 0 warnings"))
    }

    @Test func aWrongStatementOnAContentPageFailsAtItsLine() async throws {
        let page = "en/runtime-warnings.md"
        let folder = try Self.copy(editing: page) {
            $0.replacingOccurrences(
                of: "expect stack: List > PaletteBrowser > ColorDetail(color: .pink)",
                with: "expect stack: List > PaletteBrowser > ColorDetail(color: .mint)")
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try String(contentsOf: folder.appendingPathComponent("content/\(page)"), encoding: .utf8)
        let line = try #require(text.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("PaletteBrowser > ColorDetail(color: .mint)") }) + 1
        let (status, output) = await CheckCommandTests.run(["check", "content"], in: folder)
        #expect(status == 1)
        #expect(output.standardError.contains(
            "content/\(page):\(line):15: error: expected stack: List > PaletteBrowser > ColorDetail(color: .mint), got List > PaletteBrowser() > ColorDetail(color: Color.pink)"),
            Comment(rawValue: output.standardError))
    }

    @Test func aTranslationThatDropsAScenarioWarns() async throws {
        let page = "zh-Hans/runtime-warnings.md"
        let folder = try Self.copy(editing: page) { text in
            // Drop the last scenario of the example 'nested-fixed'.
            guard let start = text.range(of: "```scenario example=nested-fixed"),
                  let end = text.range(of: "```\n", range: text.index(after: start.upperBound)..<text.endIndex) else { return text }
            return text.replacingCharacters(in: start.lowerBound..<end.upperBound, with: "")
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let (status, output) = await CheckCommandTests.run(["check", "content"], in: folder)
        #expect(status == 0, "a warning does not fail the check")
        #expect(output.standardError.contains(
            "content/zh-Hans/runtime-warnings.md:"),
            Comment(rawValue: output.standardError))
        #expect(output.standardError.contains(
            #"warning: translation lacks scenario 1: One stack of example 'nested-fixed' in content/en/runtime-warnings.md"#),
            Comment(rawValue: output.standardError))
        #expect(output.standardError.contains("0 errors, 1 warning"))
    }

    @Test func aTranslationThatDropsAnExampleWarns() async throws {
        let page = "zh-Hans/runtime-warnings.md"
        let folder = try Self.copy(editing: page) {
            $0.replacingOccurrences(of: "example=nested-fixed", with: "example=nested-fixed-renamed")
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let (_, output) = await CheckCommandTests.run(["check", "content"], in: folder)
        #expect(output.standardError.contains(
            "content/zh-Hans/runtime-warnings.md:1:1: warning: translation lacks example 'nested-fixed' of content/en/runtime-warnings.md"),
            Comment(rawValue: output.standardError))
    }

    @Test func pagesCheckedOneByOneAreNotCompared() async throws {
        let page = "zh-Hans/runtime-warnings.md"
        let folder = try Self.copy(editing: page) {
            $0.replacingOccurrences(of: "example=nested-fixed", with: "example=nested-fixed-renamed")
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let (status, output) = await CheckCommandTests.run(["check", "content/zh-Hans/runtime-warnings.md"], in: folder)
        #expect(status == 0)
        #expect(!output.standardError.contains("translation lacks"))
    }
}
