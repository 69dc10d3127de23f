import Diagnostics
import Foundation
import Preview
import Testing

@Suite struct PreviewResponderTests {
    static let page = "<!DOCTYPE html>\n<html><body><main>Guide</main></body></html>\n"

    static func makeSite(with404: Bool = true) throws -> TemporaryFolder {
        var files = [
            "public/index.html": "<html><body>home</body></html>",
            "public/en/guide/index.html": page,
            "public/assets/site.css": "body { color: red }",
            "public/assets/site.js": "console.log('</body>')",
        ]
        if with404 { files["public/404.html"] = "<html><body>Not here</body></html>" }
        return try TemporaryFolder(files: files)
    }

    @Test func pagesGetTheReloadScriptOnlyOnTheWire() async throws {
        let folder = try Self.makeSite()
        defer { folder.remove() }
        let board = BuildStatusBoard()
        await board.publish(BuildStatus(wroteOutput: true))
        await board.publish(BuildStatus(wroteOutput: true))
        let responder = PreviewResponder(output: folder.url("public"), board: board)

        let response = await responder.respond(method: "GET", path: "/en/guide/")
        #expect(response.status == 200)
        #expect(response.headers["Content-Type"] == "text/html; charset=utf-8")
        #expect(response.headers["Cache-Control"] == "no-store")
        #expect(response.text == "<!DOCTYPE html>\n<html><body><main>Guide</main>"
            + "<script src=\"/__navdocs/live-reload.js\" data-navdocs-build=\"2\" defer></script>\n</body></html>\n")
        #expect(try folder.read("public/en/guide/index.html") == Self.page, "the built file stays as the build wrote it")
    }

    @Test func otherFilesAreServedAsTheyAreWithTheirType() async throws {
        let folder = try Self.makeSite()
        defer { folder.remove() }
        let responder = PreviewResponder(output: folder.url("public"), board: BuildStatusBoard())
        let css = await responder.respond(method: "GET", path: "/assets/site.css")
        #expect(css.status == 200)
        #expect(css.headers["Content-Type"] == "text/css; charset=utf-8")
        #expect(css.text == "body { color: red }")
        let js = await responder.respond(method: "GET", path: "/assets/site.js")
        #expect(js.text == "console.log('</body>')")
        let head = await responder.respond(method: "HEAD", path: "/assets/site.css")
        #expect(head.status == 200)
        #expect(head.headers["Content-Type"] == "text/css; charset=utf-8")
        #expect(head.body.isEmpty)
    }

    @Test func foldersWithoutASlashRedirect() async throws {
        let folder = try Self.makeSite()
        defer { folder.remove() }
        let responder = PreviewResponder(output: folder.url("public"), board: BuildStatusBoard())
        let response = await responder.respond(method: "GET", path: "/en/guide")
        #expect(response.status == 301)
        #expect(response.headers["Location"] == "/en/guide/")
    }

    @Test func missesAndEscapesGetTheSites404PageWithTheScript() async throws {
        let folder = try Self.makeSite()
        defer { folder.remove() }
        try folder.write("secret", to: "secret.txt")
        let responder = PreviewResponder(output: folder.url("public"), board: BuildStatusBoard())
        for path in ["/en/nowhere/", "/../secret.txt"] {
            let response = await responder.respond(method: "GET", path: path)
            #expect(response.status == 404)
            #expect(response.text.hasPrefix("<html><body>Not here<script src=\"/__navdocs/live-reload.js\""))
            #expect(!response.text.contains("secret"))
        }
    }

    @Test func withoutASiteAMissStillCarriesTheOverlayScript() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let responder = PreviewResponder(output: folder.url("public"), board: BuildStatusBoard())
        let response = await responder.respond(method: "GET", path: "/")
        #expect(response.status == 404)
        #expect(response.text.contains("<script src=\"/__navdocs/live-reload.js\""))
    }

    @Test func onlyReadingMethodsAreAllowed() async throws {
        let folder = try Self.makeSite()
        defer { folder.remove() }
        let responder = PreviewResponder(output: folder.url("public"), board: BuildStatusBoard())
        let response = await responder.respond(method: "POST", path: "/index.html")
        #expect(response.status == 405)
        #expect(response.headers["Allow"] == "GET, HEAD")
    }

    @Test func theScriptIsServedFromTheBinary() async throws {
        let responder = PreviewResponder(output: URL(fileURLWithPath: "/nonexistent"), board: BuildStatusBoard())
        let response = await responder.respond(method: "GET", path: PreviewResponder.scriptPath)
        #expect(response.status == 200)
        #expect(response.headers["Content-Type"] == "text/javascript; charset=utf-8")
        for part in ["/__navdocs/events?after=", "/__navdocs/status", "navdocs-overlay", "location.reload"] {
            #expect(response.text.contains(part), "script lacks \(part)")
        }
        #expect(await responder.respond(method: "GET", path: "/__navdocs/other").status == 404)
    }

    @Test func statusAndEventsAnswerWithTheBuildAsJSON() async throws {
        let board = BuildStatusBoard(pollInterval: .milliseconds(5))
        let responder = PreviewResponder(output: URL(fileURLWithPath: "/nonexistent"), board: board, longPollTimeout: .seconds(30))
        let broken = Diagnostic.error(
            "link.broken", at: SourceLocation(file: "content/en/index.md", line: 3, column: 5), "broken link: no page or file 'nope.md'"
        )
        await board.publish(BuildStatus(wroteOutput: true))

        let status = await responder.respond(method: "GET", path: "/__navdocs/status")
        #expect(status.headers["Content-Type"] == "application/json; charset=utf-8")
        #expect(try JSONDecoder().decode(BuildStatus.self, from: status.body) == BuildStatus(build: 1, wroteOutput: true))

        let waiting = Task { await responder.respond(method: "GET", path: "/__navdocs/events", query: ["after": "1"]) }
        try await Task.sleep(for: .milliseconds(30))
        await board.publish(BuildStatus(diagnostics: [broken], wroteOutput: true))
        let event = try JSONDecoder().decode(BuildStatus.self, from: await waiting.value.body)
        #expect(event == BuildStatus(build: 2, diagnostics: [broken], wroteOutput: true))
        // The overlay reads these names.
        let json = String(decoding: await responder.respond(method: "GET", path: "/__navdocs/status").body, as: UTF8.self)
        for key in ["\"severity\":\"error\"", "\"file\":\"content\\/en\\/index.md\"", "\"line\":3", "\"column\":5", "\"message\":", "\"wroteOutput\":true"] {
            #expect(json.contains(key), "status JSON lacks \(key): \(json)")
        }
    }
}
