import Foundation
import Scenarios

/// Where a build reads and writes, and how it treats failures.
///
/// Paths come in twice: as URLs to read and write, and as the text the user typed,
/// which diagnostics print (libraries never look at the working directory).
public struct SiteBuildOptions: Sendable {
    public var content: URL
    public var contentDisplayPath: String
    /// A folder whose templates and assets replace the built-in theme's of the same
    /// name; nil builds with the built-in theme alone.
    public var templates: URL?
    public var templatesDisplayPath: String
    public var output: URL
    /// Where the site will be served: `/`, `/docs/`, or `https://example.org/docs/`.
    /// Only `sitemap.xml`, `404.html` and `hreflang` alternates use it; every other link is relative.
    public var baseURL: String
    /// Write the site even when a check failed.
    public var allowFailures: Bool
    /// Keep the replaced site beside the output as a spare that the next build writes
    /// over in place (see the README's "What a build may touch"); off, the replaced
    /// site and any spare are removed.
    public var keepsSpare = true
    /// The engine that runs the examples (`--engine`); the interpreter unless a command says otherwise.
    public var engine: SelectedEngine = .interpreterOnly

    public init(
        content: URL, contentDisplayPath: String,
        templates: URL?, templatesDisplayPath: String,
        output: URL, baseURL: String = "/", allowFailures: Bool = false
    ) {
        self.content = content
        self.contentDisplayPath = contentDisplayPath
        self.templates = templates
        self.templatesDisplayPath = templatesDisplayPath
        self.output = output
        self.baseURL = baseURL
        self.allowFailures = allowFailures
    }

    /// The base URL with exactly one trailing slash.
    var normalizedBaseURL: String {
        var base = baseURL.isEmpty ? "/" : baseURL
        if !base.hasSuffix("/") { base += "/" }
        return base
    }

    /// Whether the base URL names a scheme and host (`https://…`), so absolute URLs can be formed.
    var hasAbsoluteBaseURL: Bool {
        guard let colon = normalizedBaseURL.firstIndex(of: ":") else { return false }
        let scheme = normalizedBaseURL[..<colon]
        return !scheme.isEmpty && scheme.allSatisfy { $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." }
            && normalizedBaseURL[colon...].hasPrefix("://")
    }
}
