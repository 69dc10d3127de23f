import Diagnostics
import Foundation
import Synchronization
import Testing
@testable import SiteBuilder

/// `serve`'s builds after an edit do only what the edit reaches, and whatever the
/// sequence of edits, leave the output folder byte for byte what `navdocs build`
/// writes from the same sources.
@Suite struct IncrementalBuildTests {
    /// A bilingual site with nested pages, links to anchors of other pages, an image,
    /// an executable example with a scenario and a claim, and its own copy of the
    /// templates (to edit them).
    final class EditedSite {
        let site: TestSite
        let builder: IncrementalSiteBuilder

        init() throws {
            site = try TestSite(content: [
                "en/index.md": "# Home\n\nWelcome. Start with [the first steps](guide.md#first-steps) or [colors](colors.md).\n",
                "en/guide.md": "---\ntitle: Guide\norder: 1\n---\n# Guide\n\n## First steps\n\nInstall it.\n\n![A stack](images/stack.png)\n",
                "en/guide/basics.md": "# Basics\n\nRead [the first steps](../guide.md#first-steps) before this.\n",
                "en/reference.md": "---\norder: 3\n---\n# Reference\n\nEvery type, one by one.\n\n## Types\n\nText.\n",
                "en/colors.md": TraceSectionTests.stackPage(),
                "en/images/stack.png": "not really a picture",
                "zh-Hans/index.md": "# 首页\n\n欢迎。\n",
                "zh-Hans/guide.md": "# 指南\n\n先读这里。\n",
            ])
            try FileManager.default.copyItem(at: TestSite.repositoryTemplates, to: site.root.appendingPathComponent("templates"))
            builder = IncrementalSiteBuilder(options: Self.options(in: site, output: "public"))
        }

        func options(output: String) -> SiteBuildOptions {
            Self.options(in: site, output: output)
        }

        static func options(in site: TestSite, output: String) -> SiteBuildOptions {
            SiteBuildOptions(
                content: site.root.appendingPathComponent("content"), contentDisplayPath: "content",
                templates: site.root.appendingPathComponent("templates"), templatesDisplayPath: "templates",
                output: site.root.appendingPathComponent(output), allowFailures: true
            )
        }

        func url(_ path: String) -> URL { site.root.appendingPathComponent(path) }

        func write(_ text: String, to path: String) throws {
            let file = url(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }

        func read(_ path: String) throws -> String {
            String(decoding: try Data(contentsOf: url(path)), as: UTF8.self)
        }

        /// Rebuilds after changes to `paths` (relative to the site's folder) and checks the
        /// output against a whole build of the same sources into another folder.
        @discardableResult
        func rebuild(after paths: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) async throws -> IncrementalBuildReport {
            let report = try await builder.build(changedPaths: paths.map { url($0).path })
            try await expectSameAsWholeBuild(report, sourceLocation: sourceLocation)
            return report
        }

        func expectSameAsWholeBuild(_ report: IncrementalBuildReport, sourceLocation: Testing.SourceLocation = #_sourceLocation) async throws {
            let reference = url("reference")
            try? FileManager.default.removeItem(at: reference)
            let whole = try await SiteBuilder(options: options(output: "reference")).build()
            let served = try Self.tree(url("public"))
            let built = try Self.tree(reference)
            #expect(served.keys.sorted() == built.keys.sorted(), "files and folders differ", sourceLocation: sourceLocation)
            for (path, bytes) in built where served[path] != nil && served[path] != bytes {
                Issue.record("'\(path)' differs from a whole build", sourceLocation: sourceLocation)
            }
            #expect(report.site.diagnostics == whole.diagnostics, sourceLocation: sourceLocation)
            #expect(report.site.pageCount == whole.pageCount, sourceLocation: sourceLocation)
            #expect(report.site.wroteOutput, sourceLocation: sourceLocation)
        }

        /// Every file (with its bytes) and folder (with a trailing `/`, no bytes) below `folder`, hidden ones included.
        static func tree(_ folder: URL) throws -> [String: Data] {
            var entries: [String: Data] = [:]
            let walker = FileManager.default.enumerator(atPath: folder.path)
            while let path = walker?.nextObject() as? String {
                let full = folder.appendingPathComponent(path)
                var isFolder: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: full.path, isDirectory: &isFolder)
                entries[isFolder.boolValue ? path + "/" : path] = isFolder.boolValue ? Data() : try Data(contentsOf: full)
            }
            return entries
        }
    }

    @Test func everySequenceOfEditsEndsWithTheOutputOfAWholeBuild() async throws {
        let site = try EditedSite()
        defer { site.site.remove() }

        let first = try await site.builder.build()
        #expect(first.scope == .whole)
        try await site.expectSameAsWholeBuild(first)

        // Prose: that page alone, then its search index; nothing else is rendered or written.
        try site.write("---\norder: 3\n---\n# Reference\n\nEvery type, one by one, with examples.\n\n## Types\n\nText.\n", to: "content/en/reference.md")
        let prose = try await site.rebuild(after: ["content/en/reference.md"])
        #expect(prose.scope == .changes)
        #expect(prose.renderedPages == ["content/en/reference.md"])
        #expect(prose.ranExamples.isEmpty)
        #expect(prose.changedFiles == ["en/reference/index.html", "en/search-index.json", "en/search-index.js"])

        // A new section in an early page renumbers the later pages' sections in the
        // search index, and a new word joins its terms; then both go again.
        let guide = try site.read("content/en/guide.md")
        try site.write(guide + "\n## Second steps\n\nQuokkas welcome.\n", to: "content/en/guide.md")
        let section = try await site.rebuild(after: ["content/en/guide.md"])
        #expect(section.changedFiles.isSuperset(of: ["en/search-index.json", "en/search-index.js"]))
        #expect(try site.read("public/en/search-index.json").contains("\"quokkas\""))
        try site.write(guide, to: "content/en/guide.md")
        try await site.rebuild(after: ["content/en/guide.md"])
        #expect(try !site.read("public/en/search-index.json").contains("\"quokkas\""))

        // An anchor other pages link to: the page and the pages linking to it (now broken links).
        try site.write("---\ntitle: Guide\norder: 1\n---\n# Guide\n\n## Getting started\n\nInstall it.\n\n![A stack](images/stack.png)\n", to: "content/en/guide.md")
        let anchor = try await site.rebuild(after: ["content/en/guide.md"])
        #expect(anchor.scope == .changes)
        #expect(anchor.renderedPages == ["content/en/guide.md", "content/en/index.md", "content/en/guide/basics.md"])
        #expect(anchor.site.diagnostics.count { $0.id == "link.broken" } == 2)

        // A title, then an order: every sidebar and neighbour may change.
        try site.write("---\norder: 3\ntitle: API reference\n---\n# Reference\n\nEvery type.\n\n## Types\n\nText.\n", to: "content/en/reference.md")
        let title = try await site.rebuild(after: ["content/en/reference.md"])
        #expect(title.scope == .changes)
        #expect(try site.read("public/en/colors/index.html").contains("API reference"))
        try site.write("---\norder: 0\ntitle: API reference\n---\n# Reference\n\nEvery type.\n\n## Types\n\nText.\n", to: "content/en/reference.md")
        try await site.rebuild(after: ["content/en/reference.md"])

        // A rename, a deletion (its folder goes too) and a new page linking to the renamed one.
        try FileManager.default.moveItem(at: site.url("content/en/reference.md"), to: site.url("content/en/api.md"))
        try await site.rebuild(after: ["content/en/reference.md", "content/en/api.md"])
        #expect(!FileManager.default.fileExists(atPath: site.url("public/en/reference").path))
        try FileManager.default.removeItem(at: site.url("content/en/guide/basics.md"))
        try await site.rebuild(after: ["content/en/guide/basics.md"])
        try site.write("# FAQ\n\nSee [the types](api.md#types) and [a missing one](api.md#nothing).\n", to: "content/en/faq.md")
        try await site.rebuild(after: ["content/en/faq.md"])

        // The anchor the new page links to comes and goes.
        try site.write("---\norder: 0\ntitle: API reference\n---\n# Reference\n\n## Nothing\n\nEmpty.\n", to: "content/en/api.md")
        let anchors = try await site.rebuild(after: ["content/en/api.md"])
        #expect(anchors.renderedPages.contains("content/en/faq.md"))

        // An example's code, then a scenario: only that page's examples run again.
        let colors = try site.read("content/en/colors.md")
        try site.write(colors.replacingOccurrences(of: "NavigationLink(\"Pink\"", with: "NavigationLink(\"Rose\""), to: "content/en/colors.md")
        let code = try await site.rebuild(after: ["content/en/colors.md"])
        #expect(code.ranExamples == ["content/en/colors.md"])
        #expect(code.site.diagnostics.contains { $0.location.file == "content/en/colors.md" }, "the scenario still taps \"Pink\"")
        try site.write(
            try site.read("content/en/colors.md").replacingOccurrences(of: "tap \"Pink\"", with: "tap \"Rose\""),
            to: "content/en/colors.md"
        )
        let scenario = try await site.rebuild(after: ["content/en/colors.md"])
        #expect(scenario.ranExamples == ["content/en/colors.md"])
        #expect(!scenario.site.diagnostics.contains { $0.location.file == "content/en/colors.md" }, "\(scenario.site.diagnostics)")

        // Prose elsewhere leaves the example's results in memory.
        try site.write("# 指南\n\n先读这里，再读别的。\n", to: "content/zh-Hans/guide.md")
        let other = try await site.rebuild(after: ["content/zh-Hans/guide.md"])
        #expect(other.ranExamples.isEmpty)
        #expect(other.renderedPages == ["content/zh-Hans/guide.md"])

        // An image: copied again.
        try site.write("another picture", to: "content/en/images/stack.png")
        let image = try await site.rebuild(after: ["content/en/images/stack.png"])
        #expect(image.changedFiles == ["en/images/stack.png"])

        // A template and site.yml: everything again.
        let page = try site.read("templates/page.mustache")
        try site.write(page.replacingOccurrences(of: "</body>", with: "<!-- edited -->\n</body>"), to: "templates/page.mustache")
        let template = try await site.rebuild(after: ["templates/page.mustache"])
        #expect(template.scope == .whole)
        #expect(try site.read("public/en/index.html").contains("<!-- edited -->"))
        try site.write(TestSite.standardSiteFile.replacingOccurrences(of: "Test Docs", with: "Edited Docs"), to: "content/site.yml")
        let settings = try await site.rebuild(after: ["content/site.yml"])
        #expect(settings.scope == .whole)

        // After a whole build, edits are incremental again.
        try site.write("# FAQ\n\nSee [the types](api.md#nothing).\n", to: "content/en/faq.md")
        let again = try await site.rebuild(after: ["content/en/faq.md"])
        #expect(again.scope == .changes)
    }

    /// One pipeline: `serve`'s whole build runs `navdocs build`'s steps, every one of them
    /// in its order; a build of changes then reuses what they kept.
    @Test func aWholeBuildRunsTheStandardSteps() async throws {
        let site = try EditedSite()
        defer { site.site.remove() }
        let heard = Mutex<[String]>([])
        let first = try await site.builder.build(progress: { _, _, name in heard.withLock { $0.append(name) } })
        #expect(heard.withLock { $0 } == BuildPipeline.standard.steps.map(\.name))
        #expect(first.ranExamples == ["content/en/colors.md"])
        // An edit elsewhere runs no example again: "run examples" found the page's run in the recall.
        try site.write("# Reference\n\nEvery type.\n", to: "content/en/reference.md")
        let second = try await site.rebuild(after: ["content/en/reference.md"])
        #expect(second.scope == .changes)
        #expect(second.ranExamples.isEmpty)
        // Unknown changes make a whole build, which reads the templates again: the
        // examples' sections are made with them, so every example runs again.
        let third = try await site.builder.build()
        #expect(third.scope == .whole)
        #expect(third.ranExamples == ["content/en/colors.md"])
        try await site.expectSameAsWholeBuild(third)
    }

    @Test func pathsOutsideTheContentFolderMakeAWholeBuild() async throws {
        let site = try EditedSite()
        defer { site.site.remove() }
        _ = try await site.builder.build()
        let report = try await site.builder.build(changedPaths: [site.url("elsewhere/notes.md").path])
        #expect(report.scope == .whole)
        try await site.expectSameAsWholeBuild(report)
    }

    @Test func anEditNobodyReportedIsSeenInTheFilesStamp() async throws {
        let site = try EditedSite()
        defer { site.site.remove() }
        _ = try await site.builder.build()
        // As an edit made while the first build ran: the watcher's first look already had it.
        try site.write("# Home\n\nWelcome, edited while building.\n", to: "content/en/index.md")
        try site.write("---\norder: 3\n---\n# Reference\n\nReported.\n\n## Types\n\nText.\n", to: "content/en/reference.md")
        let report = try await site.builder.build(changedPaths: [site.url("content/en/reference.md").path])
        #expect(report.scope == .changes)
        #expect(report.renderedPages == ["content/en/index.md", "content/en/reference.md"])
        try await site.expectSameAsWholeBuild(report)
    }

    @Test func anOutputFolderRemovedWhileServingIsBuiltWhole() async throws {
        let site = try EditedSite()
        defer { site.site.remove() }
        _ = try await site.builder.build()
        try FileManager.default.removeItem(at: site.url("public"))
        try site.write("# Home\n\nBack.\n", to: "content/en/index.md")
        let report = try await site.builder.build(changedPaths: [site.url("content/en/index.md").path])
        #expect(report.scope == .whole)
        try await site.expectSameAsWholeBuild(report)
    }

    @Test func aFileIsReplacedWholeAndOnlyWhenItsBytesChange() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navdocs-update-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let update = OutputFolderUpdate(folder: folder)
        #expect(try update.write(Data("one".utf8), to: "en/guide/index.html"))
        #expect(try !update.write(Data("one".utf8), to: "en/guide/index.html"))
        #expect(try update.write(Data("two".utf8), to: "en/guide/index.html"))
        #expect(try String(contentsOf: folder.appendingPathComponent("en/guide/index.html"), encoding: .utf8) == "two")
        // No temporary file is left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("en/guide").path) == ["index.html"])
        try Data("kept".utf8).write(to: folder.appendingPathComponent("en/other.txt"))
        update.remove("en/guide/index.html")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("en/guide").path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("en/other.txt").path))
    }
}
