import Foundation

/// Adds the live-reload script to a served page, leaving the file on disk alone.
///
/// The tag goes before the last `</body>` so it runs after the page's own scripts;
/// a page without one (a fragment, a hand-written file) gets it at the end, which
/// browsers accept.
public struct HTMLInjector: Sendable {
    public let snippet: String

    public init(snippet: String) {
        self.snippet = snippet
    }

    /// The script tag for the reload script, telling it which build the page came from.
    public init(scriptPath: String, build: Int) {
        self.init(snippet: "<script src=\"\(scriptPath)\" data-navdocs-build=\"\(build)\" defer></script>\n")
    }

    public func inject(into html: String) -> String {
        guard let close = html.range(of: "</body>", options: [.caseInsensitive, .backwards]) else {
            return html + snippet
        }
        var result = html
        result.insert(contentsOf: snippet, at: close.lowerBound)
        return result
    }
}
