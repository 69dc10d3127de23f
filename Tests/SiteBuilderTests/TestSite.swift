import Foundation
import SiteBuilder

/// A throwaway site folder: content written from a dictionary, the project's real
/// templates, and an output folder beside them.
struct TestSite {
    let root: URL

    static let repositoryTemplates = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("templates")

    static let standardSiteFile = """
    title: Test Docs
    defaultLanguage: en
    languages:
      - code: en
        label: English
      - code: zh-Hans
        label: 简体中文

    """

    static let englishSiteFile = "title: Test Docs\nlanguages:\n  - code: en\n    label: English\n"

    init(content files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("navdocs-site-\(UUID().uuidString)")
        var files = files
        if files["site.yml"] == nil {
            let bilingual = files.keys.contains { $0.hasPrefix("zh-Hans/") }
            files["site.yml"] = bilingual ? Self.standardSiteFile : Self.englishSiteFile
        }
        for (path, text) in files {
            let url = root.appendingPathComponent("content").appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    /// A site made from a fixture's `content/` folder.
    init(copying content: URL) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("navdocs-site-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: content, to: root.appendingPathComponent("content"))
    }

    var output: URL { root.appendingPathComponent("public") }

    func options(baseURL: String = "/", allowFailures: Bool = false, output: URL? = nil) -> SiteBuildOptions {
        SiteBuildOptions(
            content: root.appendingPathComponent("content"), contentDisplayPath: "content",
            templates: Self.repositoryTemplates, templatesDisplayPath: "templates",
            output: output ?? self.output, baseURL: baseURL, allowFailures: allowFailures
        )
    }

    func build(baseURL: String = "/", allowFailures: Bool = false) async throws -> SiteBuildReport {
        try await SiteBuilder(options: options(baseURL: baseURL, allowFailures: allowFailures)).build()
    }

    func read(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: output.appendingPathComponent(path)), as: UTF8.self)
    }

    /// Every file of the output with its bytes, by relative path.
    func outputFiles() throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: output.path)
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            FileManager.default.fileExists(atPath: output.appendingPathComponent(path).path, isDirectory: &isDirectory)
            if !isDirectory.boolValue { files[path] = try Data(contentsOf: output.appendingPathComponent(path)) }
        }
        return files
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}

/// The `<main …>…</main>` element of a page, the part golden files compare.
func mainElement(of html: String) -> String {
    guard let start = html.range(of: "<main"), let end = html.range(of: "</main>", range: start.upperBound..<html.endIndex) else {
        return html
    }
    return String(html[start.lowerBound..<end.upperBound])
}
