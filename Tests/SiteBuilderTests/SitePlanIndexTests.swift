import Foundation
import Pages
import Testing
@testable import SiteBuilder

/// The plan's lookup tables (reading positions, child lists, homes) agree with its tree.
@Suite struct SitePlanIndexTests {
    @Test func readingPositionsAndChildListsMatchTheTree() async throws {
        let site = try TestSite(content: [
            "en/index.md": "# Home\n", "en/b.md": "# B\n", "en/a/index.md": "# A\n",
            "en/a/x.md": "# X\n", "en/a/y.md": "# Y\n",
        ])
        defer { site.remove() }
        let content = try ContentLoader(directory: site.root.appendingPathComponent("content"), displayPath: "content").load()
        let plan = SitePlan(content: content, contentDisplayPath: "content")
        let order = try #require(plan.readingOrder["en"])
        for (position, page) in order.enumerated() { #expect(plan.readingPosition[page] == position) }
        #expect(order.map { plan.pages[$0].page.title } == ["Home", "A", "X", "Y", "B"])
        let folder = try #require(plan.indexByContentPath["en/a/index.md"])
        #expect(plan.childPages[folder]?.map { plan.pages[$0].page.title } == ["X", "Y"])
        #expect(plan.homes["en"] == plan.indexByContentPath["en/index.md"])
    }
}
