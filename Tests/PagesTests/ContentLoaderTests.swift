import Diagnostics
import Foundation
import Testing
@testable import Pages

@Suite struct ContentLoaderTests {
    func makeContent(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("pages-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    @Test func readsSiteSettingsAndEveryLanguagesPages() throws {
        let root = try makeContent([
            "site.yml": "title: Docs\ndefaultLanguage: en\nlanguages:\n  - code: en\n    label: English\n  - code: zh-Hans\n    label: 简体中文\n",
            "en/index.md": "# Home\n",
            "en/guide/index.md": "# Guide\n",
            "en/guide/basics.md": "# Basics\n",
            "zh-Hans/index.md": "# 首页\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let content = try ContentLoader(directory: root, displayPath: "content").load()
        #expect(content.diagnostics.isEmpty)
        #expect(content.site == SiteConfiguration(
            title: "Docs",
            languages: [.init(code: "en", label: "English"), .init(code: "zh-Hans", label: "简体中文")],
            defaultLanguage: "en"
        ))
        #expect(content.pages.map(\.file) == [
            "content/en/guide/basics.md", "content/en/guide/index.md", "content/en/index.md", "content/zh-Hans/index.md",
        ])
        #expect(content.pages.map(\.slug) == ["guide/basics", "guide", "index", "index"])
        #expect(content.pages(in: "zh-Hans").map(\.title) == ["首页"])
    }

    @Test func aDefaultLanguageThatIsNotListedIsAnErrorAtItsLine() throws {
        let root = try makeContent([
            "site.yml": "title: Docs\nlanguages:\n  - code: en\n    label: English\ndefaultLanguage: fr\n",
            "en/index.md": "# Home\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let content = try ContentLoader(directory: root, displayPath: "content").load()
        #expect(content.diagnostics.sorted.map(\.description) == [
            "content/site.yml:5:18: error: default language 'fr' is not one of the languages",
        ])
    }

    @Test func aMissingFolderThrows() {
        #expect(throws: ContentError.self) {
            try ContentLoader(directory: URL(fileURLWithPath: "/nonexistent-navdocs"), displayPath: "x").load()
        }
    }
}

extension Diagnostic {
    var description: String { TextDiagnosticRenderer().render(self) }
}
