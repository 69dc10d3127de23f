import Foundation
import Synchronization
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

    /// An entry on the branch is put together around its children from one rendering with
    /// a placeholder, and an entry off it is taken from what a sibling page rendered; for any
    /// `sidebar-item.mustache`, the sidebars are those of rendering every entry for every
    /// page, and a template that does not write `{{{children}}}` once falls back.
    @Test(arguments: [
        nil,
        "<li>{{title}}{{#hasChildren}}<ul>{{{children}}}</ul>{{/hasChildren}}</li>\n",
        "<li>{{title}}<pre>{{children}}</pre></li>\n",
        "<li>{{#current}}[{{title}}]{{/current}}{{{children}}}|{{{children}}}</li>\n",
        "<li>{{url}}</li>\n",
        "<li>{{{uppercased(children)}}}{{{children}}}</li>\n",
    ])
    func branchEntriesMatchRenderingEveryEntry(itemTemplate: String?) async throws {
        var files = ["en/index.md": "# Home\n", "en/flat/index.md": "# Flat\n", "en/a/index.md": "# A\n", "en/a/b/index.md": "# B\n"]
        for number in 0..<70 { files["en/flat/" + String(format: "p-%03d", number) + ".md"] = "# Page \(number)\n" }
        for number in 0..<4 { files["en/a/b/leaf-\(number).md"] = "# Leaf <\(number)> & co\n" }
        let site = try TestSite(content: files)
        defer { site.remove() }
        let templates = site.root.appendingPathComponent("templates")
        try FileManager.default.copyItem(at: TestSite.repositoryTemplates, to: templates)
        if let itemTemplate {
            try Data(itemTemplate.utf8).write(to: templates.appendingPathComponent("sidebar-item.mustache"))
        }
        var options = site.options()
        options.templates = templates
        var pipeline = BuildPipeline.standard
        let renderIndex = try #require(pipeline.steps.firstIndex { $0.name == "render pages" })
        let compared = Mutex(0)
        pipeline.steps.insert(BuildStep("compare sidebars") { state in
            let plan = try #require(state.plan)
            let set = try #require(state.templates)
            let spliced = SidebarRenderer(plan: plan, templates: set)
            let rendered = SidebarRenderer(plan: plan, templates: set, splicesBranchItems: false)
            // Twice over, so the second round reads what the first cached.
            for _ in 0..<2 {
                for index in plan.pages.indices {
                    var ancestors: Set<Int> = [index]
                    var cursor = plan.pages[index].parent
                    while let parent = cursor {
                        ancestors.insert(parent)
                        cursor = plan.pages[parent].parent
                    }
                    #expect(spliced.render(for: index, ancestors: ancestors) == rendered.render(for: index, ancestors: ancestors))
                    compared.withLock { $0 += 1 }
                }
            }
        }, at: renderIndex)
        let report = try await SiteBuilder(options: options, pipeline: pipeline).build()
        #expect(!report.hasErrors, "\(report.diagnostics)")
        #expect(compared.withLock { $0 } > 150)
    }

    @Test func shortListsAreShownWhole() {
        #expect(SidebarRenderer.window(count: SidebarRenderer.fullListLimit, branch: nil) == 0..<SidebarRenderer.fullListLimit)
        #expect(SidebarRenderer.window(count: 100, branch: 99) == 87..<100)
        #expect(SidebarRenderer.window(count: 100, branch: nil) == 0..<25)
    }
}
