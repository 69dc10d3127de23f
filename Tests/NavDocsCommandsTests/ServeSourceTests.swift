import Foundation
import Testing

// In ServeCommandTests, so it runs with the other tests that serve over a real socket.
extension ServeCommandTests {
    /// An example taken from a Swift file outside the content folder runs again when
    /// the file is edited: serve watches the folders of the files examples include.
    @Test func anEditOfAnIncludedSwiftFileRunsItsExampleAgain() async throws {
        let page = SourceExampleTests.page(expecting: #"Text("A ripe Pear")"#)
            .replacingOccurrences(of: #"source="ContentView.swift""#, with: #"source="../../Sources/App/ContentView.swift""#)
        let workspace = try Workspace(pages: [
            "content/en/index.md": page,
            "Sources/App/ContentView.swift": SourceExampleTests.view,
        ])
        defer { workspace.remove() }
        let (serving, output, address) = try await Self.startServing(workspace)
        defer { serving.cancel() }
        #expect(output.standardError.contains("(0 errors, 0 warnings)"), Comment(rawValue: output.standardError))

        try Data(SourceExampleTests.view.replacingOccurrences(of: "A ripe", with: "A crisp").utf8)
            .write(to: workspace.root.appendingPathComponent("Sources/App/ContentView.swift"))
        var status = ""
        try await Self.waitFor("the rebuild", seconds: 30) {
            status = try await Self.get(address.appendingPathComponent("__navdocs/status")).body
            return status.contains("\"build\":2")
        }
        #expect(status.contains(#"got Text(\"A crisp Pear\")"#), Comment(rawValue: status))
        #expect(output.standardError.contains("changed: Sources/App/ContentView.swift; rebuilding"))
        let onDisk = try String(contentsOf: workspace.root.appendingPathComponent("public/en/index.html"), encoding: .utf8)
        #expect(onDisk.contains("A crisp"))
        serving.cancel()
        _ = await serving.value
    }
}
