import Foundation

/// Answers the preview's requests: the built site's files, with the live-reload
/// script added to every page, and the preview's own endpoints under `/__navdocs/`.
///
/// | path | answer |
/// |---|---|
/// | `/__navdocs/live-reload.js` | the script that reloads pages and draws the overlay |
/// | `/__navdocs/status` | the latest ``BuildStatus`` as JSON |
/// | `/__navdocs/events?after=N` | long poll: the first status after build `N`, or the current one after a while |
/// | anything else | a file of the output folder, `404.html` for a miss |
///
/// Nothing is cached (`Cache-Control: no-store`), so a reload always shows the latest build.
public struct PreviewResponder: Sendable {
    public static let endpointPrefix = "/__navdocs/"
    public static let scriptPath = "/__navdocs/live-reload.js"

    public let resolver: StaticFileResolver
    public let board: BuildStatusBoard
    /// How long an events request waits for a build before answering anyway.
    public var longPollTimeout: Duration

    public init(output: URL, board: BuildStatusBoard, longPollTimeout: Duration = .seconds(20)) {
        resolver = StaticFileResolver(root: output)
        self.board = board
        self.longPollTimeout = longPollTimeout
    }

    /// Answers one request; `path` is as sent (percent-encoded, without the query).
    public func respond(method: String, path: String, query: [String: String] = [:]) async -> PreviewResponse {
        guard method == "GET" || method == "HEAD" else {
            return PreviewResponse(status: 405, headers: ["Allow": "GET, HEAD"], body: Data("method not allowed\n".utf8))
        }
        var response = path.hasPrefix(Self.endpointPrefix)
            ? await endpoint(path, query: query)
            : await file(path)
        response.headers["Cache-Control"] = "no-store"
        if method == "HEAD" { response.body = Data() }
        return response
    }

    private func endpoint(_ path: String, query: [String: String]) async -> PreviewResponse {
        switch path {
        case Self.scriptPath:
            return PreviewResponse(
                status: 200, headers: ["Content-Type": ContentType.forFile(named: "live-reload.js")],
                body: Data(PackageResources.live_reload_js)
            )
        case Self.endpointPrefix + "status":
            return json(await board.current)
        case Self.endpointPrefix + "events":
            let after = query["after"].flatMap(Int.init) ?? 0
            return json(await board.next(after: after, timeout: longPollTimeout))
        default:
            return PreviewResponse(status: 404, headers: ["Content-Type": "text/plain; charset=utf-8"], body: Data("no such endpoint\n".utf8))
        }
    }

    private func file(_ path: String) async -> PreviewResponse {
        switch resolver.resolve(path) {
        case .file(let url):
            return await serve(url, status: 200)
        case .redirect(let location):
            return PreviewResponse(status: 301, headers: ["Location": location])
        case .notFound:
            if let page = resolver.notFoundPage { return await serve(page, status: 404) }
            // No site yet (the first build failed): a bare page still carries the overlay.
            let html = "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>Not found</title></head>"
                + "<body><h1>Not found</h1><p>Nothing is built at this address.</p></body></html>\n"
            return await page(html, status: 404)
        }
    }

    private func serve(_ url: URL, status: Int) async -> PreviewResponse {
        guard let data = try? Data(contentsOf: url) else {
            // Read between the resolver's check and now: the build swapped the folder.
            return PreviewResponse(status: 503, headers: ["Retry-After": "1"], body: Data("the site is being rebuilt\n".utf8))
        }
        let type = ContentType.forFile(named: url.lastPathComponent)
        if ContentType.isHTML(type) {
            return await page(String(decoding: data, as: UTF8.self), status: status)
        }
        return PreviewResponse(status: status, headers: ["Content-Type": type], body: data)
    }

    private func page(_ html: String, status: Int) async -> PreviewResponse {
        let injector = HTMLInjector(scriptPath: Self.scriptPath, build: await board.current.build)
        return PreviewResponse(
            status: status, headers: ["Content-Type": ContentType.forFile(named: "page.html")],
            body: Data(injector.inject(into: html).utf8)
        )
    }

    private func json(_ status: BuildStatus) -> PreviewResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let body = (try? encoder.encode(status)) ?? Data("{}".utf8)
        return PreviewResponse(status: 200, headers: ["Content-Type": ContentType.forFile(named: "status.json")], body: body)
    }
}
