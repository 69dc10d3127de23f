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

    /// `platform iOS 16` selects iOS 16, where `preferredCompactColumn` (iOS 17) does not exist:
    /// an error at the call, as swiftc says it; without the platform step the page holds.
    @Test func anAPINewerThanThePlatformIsAnErrorAtItsCall() throws {
        func page(_ steps: String) -> String {
            """
            # Page

            ```swift example=split
            struct ContentView: View {
                @State private var column = NavigationSplitViewColumn.detail
                var body: some View {
                    NavigationSplitView(preferredCompactColumn: $column) {
                        List { Text("A") }
                    } detail: {
                        Text("Detail")
                    }
                }
            }
            ```

            ```scenario example=split
            \(steps)
            ```

            """
        }
        let old = CheckRunner(engine: InterpretedEngine()).checkPage(.init(file: "page.md", text: page("platform iOS 16\nsize compact")))
        let errors = old.allDiagnostics.filter { $0.severity == .error }
        // The column type, as swiftc reports it where it is named, and the initializer that takes it.
        #expect(errors.map { "\($0.location.line):\($0.location.column)" } == ["5:33", "7:9"])
        #expect(errors.allSatisfy { $0.message.hasSuffix("is only available in iOS 17 or newer") }, "\(errors)")
        let current = CheckRunner(engine: InterpretedEngine()).checkPage(.init(file: "page.md", text: page("size compact")))
        #expect(current.allDiagnostics.filter { $0.severity == .error }.isEmpty)
    }
}
