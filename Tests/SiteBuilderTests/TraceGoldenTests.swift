import Foundation
import Testing
@testable import SiteBuilder

/// The JSON each example embeds for `assets/trace.js` (its markup is covered by
/// the `traces` case of ``GoldenSiteTests``): every example of the `traces`
/// fixture, pretty-printed, against `Fixtures/traces/expected-json/<page>/<example>.json`.
///
/// Re-record after an intended change with `NAVDOCS_RECORD=1 swift test`.
@Suite struct TraceGoldenTests {
    static let fixture = GoldenSiteTests.fixtures.appendingPathComponent("traces")

    @Test func theEmbeddedJSONMatchesTheGoldenFiles() async throws {
        let site = try TestSite(copying: Self.fixture.appendingPathComponent("content"))
        defer { site.remove() }
        let report = try await site.build()
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        let record = ProcessInfo.processInfo.environment["NAVDOCS_RECORD"] == "1"
        var compared = 0
        for page in try site.outputFiles().keys.filter({ $0.hasSuffix("/index.html") }).sorted() {
            for payload in Self.payloads(in: try site.read(page)) {
                let object = try JSONSerialization.jsonObject(with: Data(payload.utf8)) as? [String: Any]
                let example = try #require(object?["example"] as? String)
                #expect(object?["version"] as? Int == 3)
                let pretty = try JSONSerialization.data(withJSONObject: object as Any, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
                let golden = Self.fixture.appendingPathComponent("expected-json")
                    .appendingPathComponent(page.replacingOccurrences(of: "/index.html", with: ""))
                    .appendingPathComponent("\(example).json")
                compared += 1
                if record {
                    try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try (pretty + Data("\n".utf8)).write(to: golden)
                    continue
                }
                let wanted = try #require(FileManager.default.contents(atPath: golden.path), "missing \(golden.lastPathComponent); run with NAVDOCS_RECORD=1")
                let actual = String(decoding: pretty + Data("\n".utf8), as: UTF8.self)
                let expected = String(decoding: wanted, as: UTF8.self)
                if actual != expected {
                    Issue.record("\(page) \(example) differs:\n\(LineDiff.render(from: expected, to: actual))")
                }
            }
        }
        // Nine examples in English (two keep state in an object and in a child view, two
        // present sheets, alerts, covers, popovers and dialogs, one has tabs), one in Chinese.
        #expect(compared == 10)
    }

    @Test func noPayloadCanCloseItsScriptElement() async throws {
        let page = TraceSectionTests.stackPage().replacingOccurrences(of: "\"Colors\"", with: "\"</script><b>\"")
        let site = try TestSite(content: ["en/index.md": page])
        defer { site.remove() }
        _ = try await site.build()
        let payload = try #require(Self.payloads(in: try site.read("en/index.html")).first)
        #expect(!payload.contains("</"))
        let object = try JSONSerialization.jsonObject(with: Data(payload.utf8)) as? [String: Any]
        let scenarios = try #require(object?["scenarios"] as? [[String: Any]])
        let steps = try #require(scenarios.first?["steps"] as? [[String: Any]])
        let ui = try #require(steps.first?["ui"] as? [String: Any])
        let columns = try #require(ui["columns"] as? [[String: Any]])
        let screens = try #require(columns.first?["screens"] as? [[String: Any]])
        #expect(screens.first?["title"] as? String == "</script><b>")
    }

    /// The text of every `<script type="application/json" class="example-data">`.
    static func payloads(in html: String) -> [String] {
        let open = "<script type=\"application/json\" class=\"example-data\">"
        var payloads: [String] = []
        var rest = html[...]
        while let start = rest.range(of: open), let end = rest.range(of: "</script>", range: start.upperBound..<rest.endIndex) {
            payloads.append(String(rest[start.upperBound..<end.lowerBound]))
            rest = rest[end.upperBound...]
        }
        return payloads
    }
}
