import Foundation
import Testing
@testable import SiteBuilder

/// Whatever a page says, the site runs only its own scripts: every text an author
/// controls is escaped in HTML and cannot end the embedded JSON's `<script>`.
@Suite struct ScriptInjectionTests {
    static let payload = "</script><script>alert(1)</script><img src=x onerror=alert(2)>\"'&"

    /// The payload as a YAML single-quoted string.
    static let yamlPayload = "'" + payload.replacingOccurrences(of: "'", with: "''")

    static let siteFile = """
    title: \(yamlPayload) docs'
    languages:
      - code: en
        label: \(yamlPayload) English'

    """

    static let page = """
    ---
    title: \(yamlPayload) title'
    summary: \(yamlPayload) summary'

    ---

    # Heading \(payload)

    Tapping the row pushes its detail \(payload).

    ```swift example=inject
    struct ContentView: View {
        @State private var path: [String] = []
        var body: some View {
            NavigationStack(path: $path) {
                List {
                    NavigationLink("Row \(payload.replacingOccurrences(of: "\"", with: "\\\""))", value: "v</script>")
                }
                .navigationDestination(for: String.self) { value in
                    Text(value).navigationTitle("Detail </script><script>alert(3)</script>")
                }
                .navigationTitle("Root </script>")
            }
        }
    }
    ```

    ```scenario example=inject title="Scenario \(payload.replacingOccurrences(of: "\"", with: ""))"
    claim "Tapping the row pushes its detail \(payload.replacingOccurrences(of: "\"", with: ""))"
    tap "Row \(payload.replacingOccurrences(of: "\"", with: "\\\""))"
    expect path == ["v</script>"]
    ```

    """

    @Test func authorTextNeverBecomesMarkupOrScript() async throws {
        let site = try TestSite(content: ["site.yml": Self.siteFile, "en/index.md": Self.page])
        defer { site.remove() }
        let report = try await site.build(allowFailures: true)
        #expect(report.wroteOutput)
        let files = try site.outputFiles()
        #expect(!files.isEmpty)
        for (path, data) in files where path.hasSuffix(".html") {
            let html = String(decoding: data, as: UTF8.self)
            #expect(!html.contains("<script>alert"), "\(path) runs an injected script")
            #expect(!html.contains("<img src=x"), "\(path) holds an injected element")
            // Every script element is one the templates wrote.
            var rest = html[...]
            while let open = rest.range(of: "<script") {
                let tag = rest[open.lowerBound...].prefix { $0 != ">" }
                #expect(
                    tag.hasPrefix("<script src=") || tag.hasPrefix("<script type=\"application/json\"")
                        || tag == "<script",
                    "\(path): unexpected \(tag)"
                )
                rest = rest[open.upperBound...]
            }
            // The embedded JSON ends where the template ends it: nothing inside spells "</script".
            var scan = html[...]
            while let start = scan.range(of: "<script type=\"application/json\"") {
                let body = scan[start.upperBound...]
                let end = try #require(body.range(of: "</script>"))
                let json = body[body.index(after: body.firstIndex(of: ">")!)..<end.lowerBound]
                #expect(try JSONSerialization.jsonObject(with: Data(json.utf8)) is [String: Any], "\(path): embedded JSON does not parse")
                scan = body[end.upperBound...]
            }
        }
        let home = try site.read("en/index.html")
        #expect(home.contains("<title>&lt;/script&gt;&lt;script&gt;alert(1)"))
        #expect(home.contains("&amp; title"))
        #expect(home.contains("class=\"example-data\""))
        // The search index is data: the script wraps one JSON value that the payload cannot end early
        // (its text reaches the page through textContent only).
        let script = try site.read("en/search-index.js")
        let prefix = "window.navdocsSearchIndex = "
        #expect(script.hasPrefix(prefix))
        let json = script.dropFirst(prefix.count).trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: CharacterSet(charactersIn: ";"))
        let index = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let pages = try #require(index["pages"] as? [[String: Any]])
        #expect((pages.first?["summary"] as? String)?.hasPrefix(Self.payload) == true)
    }
}
