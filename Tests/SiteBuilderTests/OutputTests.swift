import Diagnostics
import Foundation
import Testing
@testable import SiteBuilder

@Suite struct OutputTests {
    let goodPages = [
        "en/index.md": "---\ntitle: Home\n---\n\n# Home\n\n[Stack](stack.md)\n",
        "en/stack.md": "---\ntitle: Stack\norder: 1\n---\n\n# Stack\n\n```swift\nlet x = 1\n```\n",
        "zh-Hans/index.md": "# 首页\n",
    ]

    @Test func aFailingBuildLeavesThePreviousSiteUntouched() async throws {
        let site = try TestSite(content: goodPages)
        defer { site.remove() }
        #expect(try await site.build().wroteOutput)
        let before = try site.outputFiles()
        try Data("# Home\n\n[Broken](nowhere.md)\n".utf8)
            .write(to: site.root.appendingPathComponent("content/en/index.md"))
        let report = try await site.build()
        #expect(report.hasErrors)
        #expect(!report.wroteOutput)
        #expect(try site.outputFiles() == before)
        // No staging folders are left beside the output.
        let siblings = try FileManager.default.contentsOfDirectory(atPath: site.root.path).sorted()
        #expect(siblings == ["content", "public"])
    }

    @Test func allowFailuresWritesTheSiteAnyway() async throws {
        let site = try TestSite(content: ["en/index.md": "# Home\n\n[Broken](nowhere.md)\n"])
        defer { site.remove() }
        let report = try await site.build(allowFailures: true)
        #expect(report.hasErrors)
        #expect(report.wroteOutput)
        #expect(try site.read("en/index.html").contains("Broken"))
    }

    @Test func twoBuildsAreByteIdentical() async throws {
        let site = try TestSite(content: goodPages)
        defer { site.remove() }
        _ = try await site.build()
        let first = try site.outputFiles()
        _ = try await site.build()
        let second = try site.outputFiles()
        #expect(first.keys.sorted() == second.keys.sorted())
        for (path, data) in first { #expect(second[path] == data, "\(path) differs") }
        #expect(first.count >= 10)
    }

    @Test func refusesAnOutputFolderThatContainsTheContent() async throws {
        let site = try TestSite(content: goodPages)
        defer { site.remove() }
        let options = site.options(output: site.root)
        await #expect(throws: SiteBuildError.outputContainsSources(output: site.root.lastPathComponent, source: "content")) {
            try await SiteBuilder(options: options).build()
        }
        #expect(FileManager.default.fileExists(atPath: site.root.appendingPathComponent("content/en/index.md").path))
    }

    @Test func refusesToReplaceAFolderThatIsNotASite() async throws {
        let site = try TestSite(content: goodPages)
        defer { site.remove() }
        try FileManager.default.createDirectory(at: site.output, withIntermediateDirectories: true)
        try Data("keep me".utf8).write(to: site.output.appendingPathComponent("notes.txt"))
        await #expect(throws: SiteBuildError.outputNotASite("public")) { try await site.build() }
        #expect(try site.read("notes.txt") == "keep me")
    }

    @Test func writesLandingPage404SitemapAndSearchIndex() async throws {
        let site = try TestSite(content: goodPages)
        defer { site.remove() }
        _ = try await site.build(baseURL: "https://example.org/docs")
        let landing = try site.read("index.html")
        #expect(landing.contains(#"<meta http-equiv="refresh" content="0; url=en/index.html">"#))
        let sitemap = try site.read("sitemap.xml")
        #expect(sitemap.contains("<loc>https://example.org/docs/en/stack/</loc>"))
        #expect(sitemap.contains(#"<xhtml:link rel="alternate" hreflang="zh-Hans" href="https://example.org/docs/zh-Hans/"/>"#))
        let notFound = try site.read("404.html")
        #expect(notFound.contains(#"href="https://example.org/docs/assets/site.css""#))
        let index = try JSONDecoder().decode(SearchIndex.self, from: Data(try site.read("en/search-index.json").utf8))
        #expect(index.version == 3)
        #expect(index.pages.map(\.title) == ["Home", "Stack", "Behaviour catalog"])
        #expect(index.pages.map(\.url) == ["en/", "en/stack/", "en/behaviour-catalog/"])
        #expect(try site.read("en/search-index.js").hasPrefix("window.navdocsSearchIndex = {"))
        #expect(try site.read("assets/site.css").contains("prefers-color-scheme: dark"))
    }

    @Test func aRelativeBaseURLKeepsTheSitemapRelative() async throws {
        let site = try TestSite(content: goodPages)
        defer { site.remove() }
        _ = try await site.build(baseURL: "/docs/")
        #expect(try site.read("sitemap.xml").contains("<loc>/docs/en/stack/</loc>"))
    }

    @Test func pagesLinkToTheirTranslationsWithHreflang() async throws {
        let site = try TestSite(content: goodPages)
        defer { site.remove() }
        _ = try await site.build()
        let home = try site.read("en/index.html")
        #expect(home.contains(#"<link rel="alternate" hreflang="zh-Hans" href="../zh-Hans/">"#))
        #expect(home.contains(#"<a href="../zh-Hans/" hreflang="zh-Hans" lang="zh-Hans">简体中文</a>"#))
        let stack = try site.read("en/stack/index.html")
        // No translation: the switcher offers the other language's home, marked untranslated.
        #expect(stack.contains(#"<a href="../../zh-Hans/" hreflang="zh-Hans" lang="zh-Hans" class="untranslated">简体中文</a>"#))
        #expect(!stack.contains(#"<link rel="alternate" hreflang="zh-Hans""#))
        #expect(stack.contains(#"rel="prev" href="../""#))
        #expect(home.contains(#"rel="next" href="stack/""#))
    }
}

@Suite struct SiteShapeTests {
    @Test func everyLanguageNeedsAHomePage() async throws {
        let site = try TestSite(content: ["en/index.md": "# Home\n", "zh-Hans/other.md": "# 其他\n"])
        defer { site.remove() }
        let report = try await site.build()
        #expect(report.diagnostics.map { TextDiagnosticRenderer().render($0) } == [
            "content/site.yml:1:1: error: language 'zh-Hans' has no index.md; the landing page and the language switcher link to it",
        ])
    }
}
