import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import NavDocsCommands
import Testing

/// `navdocs serve` against a real socket: build, serve with the reload script,
/// rebuild after an edit, stop when its task is cancelled.
@Suite(.timeLimit(.minutes(2))) struct ServeCommandTests {
    struct Timeout: Error, CustomStringConvertible {
        var description: String
    }

    /// Polls `condition` until it holds or `seconds` pass.
    static func waitFor(_ what: String, seconds: Double, _ condition: () async throws -> Bool) async throws {
        let deadline = ContinuousClock.now.advanced(by: .seconds(seconds))
        while ContinuousClock.now < deadline {
            if try await condition() { return }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw Timeout(description: "timed out waiting for \(what)")
    }

    /// Starts `navdocs serve --port 0` in `workspace`; returns the serving task, what it
    /// printed so far (it keeps filling) and the address it printed.
    static func startServing(_ workspace: Workspace) async throws -> (Task<Int32, Never>, CapturedOutput, URL) {
        let output = CapturedOutput()
        let environment = output.environment(in: workspace.root)
        let serving = Task { await NavDocs.run(arguments: ["serve", "--port", "0"], environment: environment) }
        do {
            try await waitFor("the address", seconds: 60) { output.standardOutput.contains("Serving at ") }
            let line = try #require(output.standardOutput.split(separator: "\n").first { $0.hasPrefix("Serving at ") })
            let address = try #require(line.split(separator: " ").dropFirst(2).first.flatMap { URL(string: String($0)) })
            return (serving, output, address)
        } catch {
            serving.cancel()
            throw error
        }
    }

    static func get(_ url: URL) async throws -> (status: Int, body: String) {
        var request = URLRequest(url: url)
        request.timeoutInterval = 30
        let (data, response) = try await URLSession.shared.data(for: request)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
    }

    @Test func servesWithTheReloadScriptAndRebuildsAfterAnEdit() async throws {
        let workspace = try Workspace(pages: ["content/en/index.md": "# Home\n\nWelcome.\n"])
        defer { workspace.remove() }
        let (serving, output, address) = try await Self.startServing(workspace)
        defer { serving.cancel() }
        #expect(address.absoluteString.hasPrefix("http://127.0.0.1:"))
        #expect(output.standardError.contains("built 2 pages into public (0 errors, 0 warnings) in "))  // the page and the Behaviour catalog

        let page = try await Self.get(address.appendingPathComponent("en/"))
        #expect(page.status == 200)
        #expect(page.body.contains("Welcome."))
        #expect(page.body.contains("<script src=\"/__navdocs/live-reload.js\" data-navdocs-build=\"1\" defer></script>"))
        let onDisk = try String(contentsOf: workspace.root.appendingPathComponent("public/en/index.html"), encoding: .utf8)
        #expect(onDisk.contains("Welcome."))
        #expect(!onDisk.contains("__navdocs"), "the built site must not carry the reload script")

        // An edit with a broken link: rebuilt, the error reaches the overlay's JSON,
        // and the page (written anyway, as with --allow-failures) shows the new text.
        try Data("# Home\n\nEdited, see [x](nope.md).\n".utf8)
            .write(to: workspace.root.appendingPathComponent("content/en/index.md"))
        let event = try await Self.get(address.appendingPathComponent("__navdocs/events").appending(queryItems: [URLQueryItem(name: "after", value: "1")]))
        var status = event.body
        if !status.contains("\"build\":2") {
            try await Self.waitFor("the rebuild", seconds: 30) {
                status = try await Self.get(address.appendingPathComponent("__navdocs/status")).body
                return status.contains("\"build\":2")
            }
        }
        #expect(status.contains("\"id\":\"link.broken\""))
        #expect(status.contains("\"line\":3"))
        #expect(status.contains("\"wroteOutput\":true"))
        #expect(try await Self.get(address.appendingPathComponent("en/")).body.contains("Edited, see"))
        #expect(output.standardError.contains("changed: content/en/index.md; rebuilding"))
        #expect(output.standardError.contains("content/en/index.md:3:13: error: broken link"))

        serving.cancel()
        try await Self.waitFor("the server to stop", seconds: 20) { output.standardError.contains("stopped\n") }
        #expect(await serving.value == 0)
        await #expect(throws: (any Error).self) { _ = try await Self.get(address) }
    }

    @Test func aBuildThatCannotFinishKeepsThePreviousSiteAndReportsWhy() async throws {
        let workspace = try Workspace(pages: ["content/en/index.md": "# Home\n"])
        defer { workspace.remove() }
        let (serving, output, address) = try await Self.startServing(workspace)
        defer { serving.cancel() }

        try Data("{{#broken}}\n".utf8).write(to: workspace.root.appendingPathComponent("templates/page.mustache"))
        var status = ""
        try await Self.waitFor("the failed rebuild", seconds: 30) {
            status = try await Self.get(address.appendingPathComponent("__navdocs/status")).body
            return status.contains("\"build\":2")
        }
        #expect(status.contains("\"failure\":"))
        #expect(status.contains("\"wroteOutput\":false"))
        #expect(output.standardError.contains("still serving the previous site"))
        let page = try await Self.get(address.appendingPathComponent("en/"))
        #expect(page.status == 200)
        #expect(page.body.contains("Home"))

        serving.cancel()
        #expect(await serving.value == 0)
    }

    @Test func survivesPagesThatOnceKilledIt() async throws {
        let workspace = try Workspace(pages: ["content/en/index.md": "# Home\n\nFine.\n"])
        defer { workspace.remove() }
        let (serving, _, address) = try await Self.startServing(workspace)
        defer { serving.cancel() }

        // One edit with the worst of the pathological inputs: deep nesting, a sum of
        // thousands of terms, unclosed brackets, an endless loop.
        let sum = Array(repeating: "1", count: 3_000).joined(separator: " + ")
        let page = String(repeating: "> ", count: 5_000) + "deep\n\n" + """
        ```swift example=bad
        struct ContentView: View {
            var body: some View {
                let total = \(sum)
                var n = 0
                while true { n += 1 }
                return NavigationStack { Text("\\(total)") [[[[[[[[[[[[[[[[[[[[[[[[ }
            }
        }
        ```

        """
        try Data(page.utf8).write(to: workspace.root.appendingPathComponent("content/en/index.md"))
        var status = ""
        try await Self.waitFor("the rebuild", seconds: 90) {
            status = try await Self.get(address.appendingPathComponent("__navdocs/status")).body
            return status.contains("\"build\":2")
        }
        #expect(status.contains("\"severity\":\"error\""), "the overlay gets the errors: \(status.prefix(400))")
        // Still serving, and a good edit is picked up again.
        #expect(try await Self.get(address.appendingPathComponent("en/")).status == 200)
        try Data("# Home\n\nRepaired.\n".utf8).write(to: workspace.root.appendingPathComponent("content/en/index.md"))
        try await Self.waitFor("the repaired rebuild", seconds: 60) {
            try await Self.get(address.appendingPathComponent("en/")).body.contains("Repaired.")
        }
        serving.cancel()
        #expect(await serving.value == 0)
    }

    @Test func aMissingFolderOrABadHostExitsTwoWithoutListening() async throws {
        let workspace = try Workspace(pages: [:])
        defer { workspace.remove() }
        let output = CapturedOutput()
        let status = await NavDocs.run(
            arguments: ["serve", "--content", "nowhere", "--port", "0"], environment: output.environment(in: workspace.root)
        )
        #expect(status == 2)
        #expect(output.standardError == "error: folder 'nowhere' does not exist\n")
        #expect(!output.standardOutput.contains("Serving at"))

        let named = CapturedOutput()
        let hostStatus = await NavDocs.run(
            arguments: ["serve", "--host", "example.org", "--port", "0"], environment: named.environment(in: workspace.root)
        )
        #expect(hostStatus == 2)
        #expect(named.standardError.hasPrefix("error: cannot listen on host 'example.org'"))
        #expect(!workspace.exists("public"), "a bad address is refused before building")
    }

    @Test func helpDescribesTheOptions() async {
        let output = CapturedOutput()
        let status = await NavDocs.run(arguments: ["serve", "--help"], environment: output.environment(in: URL(fileURLWithPath: "/")))
        #expect(status == 0)
        for option in ["--content <folder>", "--templates <folder>", "--output <folder>", "--port <port>", "--host <address>", "Ctrl-C", "Exit status: 0 stopped; 2 bad input"] {
            #expect(output.standardOutput.contains(option), "help lacks \(option)")
        }
    }
}
