import Foundation
import NavigationModel
import Testing
@testable import SiteBuilder

/// What the mock-ups draw for text fields and image-only buttons (N55, N56): a field is
/// drawn where it stands and has no row (a reader cannot type into the mock-up); an image-only
/// button is drawn as its image and its row carries the name a scenario taps it by.
@Suite struct InputPayloadTests {
    static let page = """
    # Inbox

    ```swift example=inbox
    struct ContentView: View {
        @State private var query = ""
        @State private var composed = 0
        var body: some View {
            NavigationStack {
                VStack {
                    TextField("Search", text: $query)
                    Button { composed += 1 } label: { Image(systemName: "square.and.pencil") }
                    Button { composed = 0 } label: { Image(systemName: "trash") }
                        .accessibilityLabel("Clear")
                }
            }
        }
    }
    ```

    ```scenario example=inbox
    type "kiwi" into "Search"
    tap "square.and.pencil"
    tap "Clear"
    expect composed == 0
    ```
    """

    @Test func aFieldHasNoRowAndAnImageButtonIsNamedByItsSymbolOrLabel() async throws {
        let site = try TestSite(content: ["en/index.md": Self.page])
        defer { site.remove() }
        let report = try await site.build()
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        let html = try site.read("en/index.html")
        let json = try #require(TraceGoldenTests.payloads(in: html).first)
        let payload = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let launch = try PresentationPayloadTests.ui(payload, scenario: 0, step: 0)
        let rows = try PresentationPayloadTests.rows(launch)
        #expect(rows.map { $0["label"] as? String } == ["square.and.pencil", "Clear"])
        #expect(rows.map { $0["action"] as? String } == ["tap \"square.and.pencil\"", "tap \"Clear\""])
        let screen = try PresentationPayloadTests.topScreen(launch)
        let drawing = try #require(screen["draw"] as? [String: Any])
        let text = String(describing: drawing)
        #expect(text.contains("TextField"), "the field is drawn: \(text)")
        #expect(text.contains("square.and.pencil"), "the button is drawn as its symbol: \(text)")
    }
}
