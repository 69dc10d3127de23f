import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Preview
import Testing

@Suite(.timeLimit(.minutes(1))) struct PreviewServerTests {
    @Test func servesOverHTTPOnAFreePortAndStops() async throws {
        let folder = try TemporaryFolder(files: ["public/en/index.html": "<html><body>Hello</body></html>"])
        defer { folder.remove() }
        let server = PreviewServer(
            host: "127.0.0.1", port: 0, responder: PreviewResponder(output: folder.url("public"), board: BuildStatusBoard())
        )
        let port = try await server.start()
        #expect(port != 0)

        var request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)/en/")!)
        request.timeoutInterval = 20
        let (body, response) = try await URLSession.shared.data(for: request)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(String(decoding: body, as: UTF8.self).contains("Hello<script src=\"/__navdocs/live-reload.js\""))

        // A second server cannot take the same port, and says where it tried.
        let rival = PreviewServer(host: "127.0.0.1", port: port, responder: PreviewResponder(output: folder.url("public"), board: BuildStatusBoard()))
        do {
            _ = try await rival.start()
            Issue.record("a second server started on port \(port)")
        } catch let error as PreviewServer.StartError {
            #expect(error.description.hasPrefix("cannot listen on 127.0.0.1:\(port): address already in use; choose another port"))
        }

        await server.stop()
        await #expect(throws: (any Error).self) { _ = try await URLSession.shared.data(for: request) }
    }

    @Test func hostNamesOtherThanLocalhostAreRefused() async {
        let server = PreviewServer(host: "example.org", port: 0, responder: PreviewResponder(output: URL(fileURLWithPath: "/"), board: BuildStatusBoard()))
        await #expect(throws: PreviewServer.StartError.unsupportedHost("example.org")) { _ = try await server.start() }
    }
}
