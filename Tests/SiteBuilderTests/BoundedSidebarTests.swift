import Foundation
import Testing
@testable import SiteBuilder

/// A page's sidebar stays bounded on a large flat folder, and every page stays reachable
/// through the section index of the folder's page.
@Suite struct BoundedSidebarTests {
    /// A home page and a folder `flat/` of `count` pages (`p-000` …), titles in order.
    static func flatSite(_ count: Int) throws -> TestSite {
        var files = ["en/index.md": "# Home\n", "en/flat/index.md": "# Flat\n"]
        for number in 0..<count {
            let name = String(format: "p-%03d", number)
            files["en/flat/\(name).md"] = "---\ntitle: Page \(name)\n---\n\nText.\n"
        }
        return try TestSite(content: files)
    }

    /// The `<nav class="sidebar">` element of a page.
    static func sidebar(_ html: String) -> String {
        guard let start = html.range(of: "<nav class=\"sidebar\""), let end = html.range(of: "</nav>", range: start.upperBound..<html.endIndex) else {
            return ""
        }
        return String(html[start.lowerBound..<end.upperBound])
    }

    static func entries(_ html: String) -> Int {
        html.components(separatedBy: "<li").count - 1
    }

    @Test func aLargeFolderShowsAWindowAroundTheCurrentPageAndALinkToTheFullList() async throws {
        let site = try Self.flatSite(100)
        defer { site.remove() }
        let report = try await site.build()
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        let sidebar = Self.sidebar(try site.read("en/flat/p-050/index.html"))
        // Home, the folder, the behaviour catalog, 25 pages around p-050, and the link to all 100.
        #expect(Self.entries(sidebar) == 3 + 2 * SidebarRenderer.windowRadius + 1 + 1)
        #expect(sidebar.contains("Page p-038") && sidebar.contains("Page p-062"))
        #expect(!sidebar.contains("Page p-037") && !sidebar.contains("Page p-063"))
        #expect(sidebar.contains("href=\"../#navdocs-section-index\">All 100 pages…</a>"))
        // Near the start the window is cut at the first page.
        let first = Self.sidebar(try site.read("en/flat/p-000/index.html"))
        #expect(first.contains("Page p-012") && !first.contains("Page p-013"))
    }

    @Test func theFolderPageListsEveryPageInItsSectionIndex() async throws {
        let site = try Self.flatSite(60)
        defer { site.remove() }
        _ = try await site.build()
        let folder = try site.read("en/flat/index.html")
        let main = mainElement(of: folder)
        let index = try #require(main.range(of: "<nav class=\"section-index\" id=\"navdocs-section-index\""))
        let list = String(main[index.lowerBound...])
        #expect(Self.entries(list) == 60)
        #expect(list.contains("href=\"p-000/\"") && list.contains("href=\"p-059/\""))
        // The folder's own sidebar shows its first entries, not all 60.
        #expect(Self.entries(Self.sidebar(folder)) == 3 + 2 * SidebarRenderer.windowRadius + 1 + 1)
    }

    @Test func aSidebarDoesNotGrowWithTheFolder() async throws {
        var sizes: [Int] = []
        for count in [80, 240] {
            let site = try Self.flatSite(count)
            defer { site.remove() }
            _ = try await site.build()
            sizes.append(Self.sidebar(try site.read("en/flat/p-030/index.html")).utf8.count)
        }
        // Only the count in "All N pages" differs.
        #expect(abs(sizes[0] - sizes[1]) <= 2)
    }

    @Test func aLongTopLevelLinksToTheHomePagesSectionIndex() async throws {
        var files = ["en/index.md": "# Home\n"]
        for number in 0..<60 { files["en/" + String(format: "t-%02d", number) + ".md"] = "# Top \(String(format: "%02d", number))\n" }
        let site = try TestSite(content: files)
        defer { site.remove() }
        let report = try await site.build()
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        // 60 pages and the behaviour catalog beside the home page.
        let sidebar = Self.sidebar(try site.read("en/t-30/index.html"))
        #expect(sidebar.contains("href=\"../#navdocs-section-index\">All 61 pages…</a>"))
        let home = mainElement(of: try site.read("en/index.html"))
        let index = try #require(home.range(of: "id=\"navdocs-section-index\""))
        #expect(Self.entries(String(home[index.lowerBound...])) == 61)
    }

    @Test func shortListsAreShownWhole() {
        #expect(SidebarRenderer.window(count: SidebarRenderer.fullListLimit, branch: nil) == 0..<SidebarRenderer.fullListLimit)
        #expect(SidebarRenderer.window(count: 100, branch: 99) == 87..<100)
        #expect(SidebarRenderer.window(count: 100, branch: nil) == 0..<25)
    }
}
