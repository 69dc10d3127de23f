import Foundation
import NavigationModel
import Testing
@testable import SiteBuilder

/// The generated Behaviour catalog page (issue: verify only what SwiftUI does): one
/// per language, every id with its kinds and sources, the examples that exercise
/// it, and trace events that link to their entry.
@Suite struct BehaviourCatalogPageTests {
    static func legacyPage(title: String) -> String {
        """
        # \(title)

        ```swift example=old-stack
        NavigationView {
            List {
                NavigationLink("Mint") { Text("Mint") }
            }
            .navigationTitle("Colors")
        }
        .navigationViewStyle(.stack)
        ```

        ```scenario example=old-stack title="Before"
        tap "Mint"
        expect screen: Text("Mint")
        ```
        """
    }

    static let content = [
        "en/index.md": "# Home\n\nAn author links to [an entry](behaviour-catalog.md#n37).\n",
        "en/legacy.md": legacyPage(title: "Legacy"),
        "zh-Hans/index.md": "# 首页\n",
        "zh-Hans/legacy.md": legacyPage(title: "旧式导航"),
    ]

    @Test func thePageExistsInEveryLanguageWithEveryIdAndLinksToTheExamplesThatExerciseIt() async throws {
        let site = try TestSite(content: Self.content)
        defer { site.remove() }
        let report = try await site.build()
        #expect(!report.hasErrors, "\(report.diagnostics)")
        for (language, title) in [("en", "Behaviour catalog"), ("zh-Hans", "行为目录")] {
            let html = try site.read("\(language)/behaviour-catalog/index.html")
            #expect(html.contains("<title>\(title)"), "\(language)")
            for entry in BehaviourCatalog.entries {
                #expect(html.contains("id=\"\(entry.id.description.lowercased())\""), "\(language) \(entry.id)")
            }
            // N37 (deprecated NavigationView) is exercised by the legacy example.
            let n37 = try #require(html.range(of: "id=\"n37\"")).upperBound
            let section = String(html[n37...]).components(separatedBy: "id=\"n38\"")[0]
            #expect(section.contains("href=\"../legacy/#example-old-stack\""), "\(language)")
            #expect(section.contains("https://developer.apple.com/documentation/swiftui/migrating-to-new-navigation-types"))
            // Last in the sidebar, and in the search index.
            let home = try site.read("\(language)/index.html")
            let sidebar = try #require(home.components(separatedBy: "<nav").first { $0.hasPrefix(" class=\"sidebar\"") })
            let legacy = try #require(sidebar.range(of: "legacy/")).lowerBound
            let catalog = try #require(sidebar.range(of: "behaviour-catalog/")).lowerBound
            #expect(legacy < catalog)
            #expect(try site.read("\(language)/search-index.json").contains("\"url\":\"\(language)/behaviour-catalog/\""))
        }
    }

    @Test func aTraceEventLinksToItsEntryWithItsKinds() async throws {
        let site = try TestSite(content: Self.content)
        defer { site.remove() }
        let report = try await site.build()
        #expect(!report.hasErrors, "\(report.diagnostics)")
        let html = try site.read("en/legacy/index.html")
        #expect(html.contains("<a class=\"catalog-id\" href=\"../behaviour-catalog/#n37\""))
        #expect(html.contains("<abbr class=\"evidence-kind evidence-D\" title=\"documented by Apple\">D</abbr>"))
        #expect(try site.read("en/index.html").contains("<a href=\"behaviour-catalog/#n37\">an entry</a>"))
    }

    @Test func anAuthorsPageAtTheSamePathIsAnError() async throws {
        var content = Self.content
        content["en/behaviour-catalog.md"] = "# Mine\n"
        let site = try TestSite(content: content)
        defer { site.remove() }
        let report = try await site.build()
        #expect(report.diagnostics.contains { $0.id == "site.reservedPage" && $0.location.file == "content/en/behaviour-catalog.md" })
    }
}
