import Diagnostics
import Foundation
import NavigationModel
import Testing
@testable import Scenarios

/// Every verdict names what it verified: the platform version and the devices the run showed.
@Suite struct VerifiedConfigurationTests {
    static let page = """
    # Page

    ```swift example=demo
    struct ContentView: View {
        var body: some View { NavigationStack { List { NavigationLink("Item") { Text("Detail") } } } }
    }
    ```

    ```scenario example=demo
    tap "Item"
    ```

    ```scenario example=demo
    platform iOS 16
    size compact
    tap "Item"
    ```

    """

    @Test func eachScenarioReportsItsPlatformAndDevices() throws {
        let report = CheckRunner(engine: InterpretedEngine()).checkPage(.init(file: "page.md", text: Self.page))
        let scenarios = try #require(report.examples.first?.scenarios)
        #expect(scenarios.map(\.configuration) == [
            "iOS 17 · iPad landscape (regular)",
            "iOS 16 · iPhone portrait (compact) · iPad landscape (regular)",
        ])
        let json = JSONReportRenderer().render(CheckReport(pages: [report]))
        #expect(json.contains(#""configuration" : "iOS 16 · iPhone portrait (compact) · iPad landscape (regular)""#), "\(json)")
    }

    @Test func theReferenceConfigurationWhenNothingRan() {
        #expect(VerifiedConfiguration(platform: nil, trace: nil).description
            == "iOS 17 · iPhone portrait (compact) · iPad landscape (regular)")
    }
}
