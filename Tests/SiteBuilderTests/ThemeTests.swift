import BuiltinTheme
import Diagnostics
import Foundation
import Testing
@testable import SiteBuilder

/// The theme built into navdocs, and a templates folder replacing its files one by one.
@Suite struct ThemeTests {
    static let page = ["en/index.md": "# Home\n\nWelcome.\n"]

    /// Options for `site` with `templates` (nil: the built-in theme alone).
    static func options(_ site: TestSite, templates: URL?) -> SiteBuildOptions {
        SiteBuildOptions(
            content: site.root.appendingPathComponent("content"), contentDisplayPath: "content",
            templates: templates, templatesDisplayPath: "templates", output: site.output
        )
    }

    @Test func theBuiltInThemeIsTheRepositorysTemplatesFolder() throws {
        let folder = TestSite.repositoryTemplates
        var onDisk: [String: Data] = [:]
        let walker = FileManager.default.enumerator(atPath: folder.path)
        while let path = walker?.nextObject() as? String {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder)
            if !isFolder.boolValue, !(path as NSString).lastPathComponent.hasPrefix(".") {
                onDisk[path] = try Data(contentsOf: folder.appendingPathComponent(path))
            }
        }
        let builtIn = Dictionary(uniqueKeysWithValues: BuiltinTheme.files.map { ($0.path, $0.contents) })
        #expect(builtIn.keys.sorted() == onDisk.keys.sorted())
        for (path, bytes) in onDisk { #expect(builtIn[path] == bytes, "\(path) differs from templates/") }
        #expect(BuiltinTheme.templateNames.contains("page"))
        #expect(!BuiltinTheme.templateNames.contains { $0.hasPrefix("assets") })
    }

    @Test func aSiteBuildsWithNoTemplatesFolder() async throws {
        let site = try TestSite(content: Self.page)
        defer { site.remove() }
        let report = try await SiteBuilder(options: Self.options(site, templates: nil)).build()
        #expect(report.diagnostics.isEmpty)
        #expect(try site.read("en/index.html").contains("Welcome."))
        for file in BuiltinTheme.files where file.path.hasPrefix("assets/") {
            #expect(try Data(contentsOf: site.output.appendingPathComponent(file.path)) == file.contents)
        }
    }

    @Test func aTemplatesFolderReplacesTheBuiltInFilesOfItsNamesOnly() async throws {
        let site = try TestSite(content: Self.page)
        defer { site.remove() }
        let templates = site.root.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates.appendingPathComponent("assets"), withIntermediateDirectories: true)
        try Data("<footer>Made by us</footer>\n".utf8).write(to: templates.appendingPathComponent("footer.mustache"))
        try Data("body { color: red; }\n".utf8).write(to: templates.appendingPathComponent("assets/site.css"))
        try Data("<svg/>".utf8).write(to: templates.appendingPathComponent("assets/logo.svg"))
        let report = try await SiteBuilder(options: Self.options(site, templates: templates)).build()
        #expect(report.diagnostics.isEmpty)
        let html = try site.read("en/index.html")
        #expect(html.contains("<footer>Made by us</footer>"))
        #expect(html.contains("Welcome."), "the page layout is still the built-in one")
        #expect(try site.read("assets/site.css") == "body { color: red; }\n")
        #expect(try site.read("assets/logo.svg") == "<svg/>")
        let trace = try #require(BuiltinTheme.files.first { $0.path == "assets/trace.js" })
        #expect(try Data(contentsOf: site.output.appendingPathComponent("assets/trace.js")) == trace.contents)
    }

    @Test func aTemplateThatReplacesNothingListsTheBuiltInOnes() async throws {
        let site = try TestSite(content: Self.page)
        defer { site.remove() }
        let templates = site.root.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try Data("<p>typo</p>\n".utf8).write(to: templates.appendingPathComponent("pages.mustache"))
        let report = try await SiteBuilder(options: Self.options(site, templates: templates)).build()
        let problem = try #require(report.diagnostics.first)
        #expect(report.diagnostics.count == 1)
        #expect(problem.severity == .error)
        #expect(problem.location == SourceLocation(file: "templates/pages.mustache", line: 1, column: 1))
        #expect(problem.message.hasPrefix("template 'pages.mustache' replaces no built-in template and no template includes it; the built-in templates are "))
        #expect(problem.message.contains("page.mustache, pager.mustache"))
        #expect(!report.wroteOutput)
    }

    @Test func aNewPartialThatATemplateIncludesIsFine() async throws {
        let site = try TestSite(content: Self.page)
        defer { site.remove() }
        let templates = site.root.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try Data("{{> banner }}<footer></footer>\n".utf8).write(to: templates.appendingPathComponent("footer.mustache"))
        try Data("<div class=\"banner\">Beta</div>\n".utf8).write(to: templates.appendingPathComponent("banner.mustache"))
        let report = try await SiteBuilder(options: Self.options(site, templates: templates)).build()
        #expect(report.diagnostics.isEmpty)
        #expect(try site.read("en/index.html").contains("<div class=\"banner\">Beta</div>"))
        #expect(PartialReferences.names(in: "{{>a}} {{ > b }} {{c}} {{#d}}{{/d}}") == ["a", "b"])
    }
}
