import Foundation
import NavigationModel
import Testing
@testable import SiteBuilder

/// What the mock-ups need to draw sheets, alerts and toolbars (payload version 3):
/// the presentations as layers with the screen each covers, an alert's buttons on its
/// layer, toolbar items drawn for the bar and tied to their controls, a hidden back
/// button; and the trace text's `presented:` line. The page is the `traces` fixture's.
@Suite struct PresentationPayloadTests {
    static let page = TraceGoldenTests.fixture.appendingPathComponent("content/en/presentations.md")

    /// The built page's HTML and its one example's payload.
    static func build() async throws -> (html: String, payload: [String: Any]) {
        let text = try String(contentsOf: page, encoding: .utf8)
        let site = try TestSite(content: ["en/index.md": text])
        defer { site.remove() }
        let report = try await site.build()
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        let html = try site.read("en/index.html")
        let json = try #require(TraceGoldenTests.payloads(in: html).first)
        let payload = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return (html, payload)
    }

    /// The `ui` of a scenario's step (0 is the launch).
    static func ui(_ payload: [String: Any], scenario: Int, step: Int) throws -> [String: Any] {
        let scenarios = try #require(payload["scenarios"] as? [[String: Any]])
        let steps = try #require(scenarios[scenario]["steps"] as? [[String: Any]])
        return try #require(steps[step]["ui"] as? [String: Any])
    }

    static func topScreen(_ ui: [String: Any]) throws -> [String: Any] {
        let columns = try #require(ui["columns"] as? [[String: Any]])
        let screens = try #require(columns.last?["screens"] as? [[String: Any]])
        return try #require(screens.last)
    }

    static func rows(_ ui: [String: Any]) throws -> [[String: Any]] {
        let columns = try #require(ui["columns"] as? [[String: Any]])
        return try #require(columns.last?["rows"] as? [[String: Any]])
    }

    @Test func theVersionIsThreeBecauseColumnsNowMeanTheTopLayersContent() async throws {
        let (_, payload) = try await Self.build()
        #expect(payload["version"] as? Int == 3)
        #expect(ExamplePayload.currentVersion == 3)
    }

    @Test func aToolbarButtonIsDrawnForTheBarAndTiedToItsControl() async throws {
        let (_, payload) = try await Self.build()
        let launch = try Self.ui(payload, scenario: 0, step: 0)
        #expect((launch["layers"] as? [Any])?.isEmpty == true)
        let screen = try Self.topScreen(launch)
        let toolbar = try #require(screen["toolbar"] as? [[String: Any]])
        #expect(toolbar.count == 1)
        #expect(toolbar.first?["kind"] as? String == "button")
        let row = try #require(toolbar.first?["row"] as? Int)
        let rows = try Self.rows(launch)
        #expect(rows[row]["label"] as? String == "Compose")
        #expect(rows[row]["action"] as? String == "tap \"Compose\"")
        // The bar's button is not drawn a second time in the screen's body.
        let body = try #require(screen["draw"] as? [String: Any])
        #expect(!String(describing: body).contains("Compose"))
        #expect(screen["backHidden"] as? Bool == false)
    }

    @Test func aSheetIsALayerOverTheScreenItCoversWhichIsDrawnWithNothingToTap() async throws {
        let (_, payload) = try await Self.build()
        // Scenario 1, step 1: tap "Compose".
        let ui = try Self.ui(payload, scenario: 0, step: 1)
        let layers = try #require(ui["layers"] as? [[String: Any]])
        #expect(layers.count == 1)
        let sheet = try #require(layers.first)
        #expect(sheet["kind"] as? String == "sheet")
        #expect((sheet["buttons"] as? [Any])?.isEmpty == true)
        let over = try #require(sheet["over"] as? [String: Any])
        #expect(over["view"] as? String == "VStack")
        #expect(over["title"] as? String == "Mail")
        #expect(over["draw"] is [String: Any])
        let covered = String(describing: over)
        // Its Delete button and its bar's Compose are drawn, tied to no control.
        #expect(covered.contains("Delete") && covered.contains("Compose"))
        let coveredToolbar = try #require(over["toolbar"] as? [[String: Any]])
        #expect(coveredToolbar.first?["row"] is NSNull)
        // The columns are the sheet's own stack.
        #expect(try Self.topScreen(ui)["title"] as? String == "New message")
        #expect(try Self.rows(ui).map { $0["label"] as? String } == ["Recipients", "Send"])
    }

    @Test func aScreenThatHidesItsBackButtonSaysSoAndItsToolbarReplacesIt() async throws {
        let (_, payload) = try await Self.build()
        // Scenario 1, step 4: tap "Recipients" inside the sheet.
        let ui = try Self.ui(payload, scenario: 0, step: 4)
        #expect(ui["back"] as? Bool == false)
        let screen = try Self.topScreen(ui)
        #expect(screen["backHidden"] as? Bool == true)
        let toolbar = try #require(screen["toolbar"] as? [[String: Any]])
        let row = try #require(toolbar.first?["row"] as? Int)
        #expect(try Self.rows(ui)[row]["action"] as? String == "tap \"Done\"")
        // The screen under it, the root's, is still what the sheet covers.
        let layers = try #require(ui["layers"] as? [[String: Any]])
        #expect((layers.first?["over"] as? [String: Any])?["title"] as? String == "Mail")
    }

    @Test func anAlertsButtonsAreItsLayersAndNothingUnderItCanBeTapped() async throws {
        let (_, payload) = try await Self.build()
        // Scenario 2, step 1: tap "Delete".
        let ui = try Self.ui(payload, scenario: 1, step: 1)
        let layers = try #require(ui["layers"] as? [[String: Any]])
        let alert = try #require(layers.last)
        #expect(alert["kind"] as? String == "alert")
        #expect(alert["title"] as? String == "Delete the message?")
        let buttons = try #require(alert["buttons"] as? [[String: Any]])
        #expect(buttons.map { $0["label"] as? String } == ["Delete", "Cancel"])
        #expect(buttons.map { $0["action"] as? String } == ["tap \"Delete\"", "tap \"Cancel\""])
        // The screen under it is drawn from the columns (not twice), with no rows to tap.
        #expect(try Self.rows(ui).isEmpty)
        #expect((alert["over"] as? [String: Any])?["draw"] == nil)
        #expect(try Self.topScreen(ui)["title"] as? String == "Mail")
        #expect(ui["back"] as? Bool == false)
    }

    @Test func theExplorersGraphDismissesTheSheet() async throws {
        let (_, payload) = try await Self.build()
        let explorer = try #require(payload["explorer"] as? [String: Any])
        let nodes = try #require(explorer["nodes"] as? [[String: Any]])
        let edges = try #require(explorer["edges"] as? [[String: Any]])
        let dismissals = edges.filter { $0["action"] as? String == "dismiss" }
        #expect(!dismissals.isEmpty)
        for edge in dismissals {
            let fromIndex = try #require(edge["from"] as? Int)
            let toIndex = try #require(edge["to"] as? Int)
            let from = try #require(nodes[fromIndex]["ui"] as? [String: Any])
            let to = try #require(nodes[toIndex]["ui"] as? [String: Any])
            #expect((from["layers"] as? [[String: Any]])?.last?["kind"] as? String == "sheet")
            #expect((to["layers"] as? [Any])?.isEmpty == true)
        }
    }

    @Test func theTraceTextSaysWhatIsPresentedOverWhat() async throws {
        let (html, _) = try await Self.build()
        #expect(html.contains("<p class=\"trace-layer\" data-kind=\"sheet\">Presented: <code>sheet</code> over <code>VStack</code> <span class=\"trace-title\">“Mail”</span></p>"))
        #expect(html.contains("<p class=\"trace-layer\" data-kind=\"alert\">Presented: <code>alert</code> “Delete the message?” over <code>VStack</code> <span class=\"trace-title\">“Mail”</span></p>"))
    }

    @Test func theChineseTraceTextAndTheScriptsWordsAreChinese() async throws {
        let text = try String(contentsOf: Self.page, encoding: .utf8)
        let site = try TestSite(content: ["en/index.md": "# Home\n", "zh-Hans/index.md": text])
        defer { site.remove() }
        _ = try await site.build()
        let html = try site.read("zh-Hans/index.html")
        #expect(html.contains("<p class=\"trace-layer\" data-kind=\"sheet\">呈现： <code>sheet</code> 覆盖于 <code>VStack</code>"))
        let json = try #require(TraceGoldenTests.payloads(in: html).first)
        let payload = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let labels = try #require(payload["labels"] as? [String: String])
        #expect(labels["dismiss"] == "关闭")
        #expect(labels["sheet"] == "表单")
        #expect(labels["alert"] == "警告框")
    }

    @Test func aToolbarButtonClaimsItsControlBeforeTheBodysButtonOfTheSameLabel() {
        // The model lists a view's toolbar controls before its content's (it reads modifiers first).
        let view = ViewNode.vStack([.button("Add", action: CodeRef(id: 1))])
            .modifier(.toolbar([.button("Add", action: CodeRef(id: 2))]))
            .modifier(.backButtonHidden(true))
        var drawer = ScreenDrawer(controls: [("Add", "button"), ("Add", "button")])
        let drawn = drawer.draw(view)
        #expect(drawer.toolbar == [.button(label: .text("Add"), row: 0)])
        #expect(drawn == .stack(axis: "vertical", [.button(label: .text("Add"), row: 1)]))
        #expect(drawer.hidesBackButton)
    }
}
