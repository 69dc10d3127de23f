import Foundation

/// Maps a request path to a file in the served folder, as a static host would.
///
/// `/en/guide/` serves `en/guide/index.html`; `/en/guide` redirects to the
/// folder's address with a trailing slash so the page's relative links resolve;
/// anything else that is missing is a miss, which the caller answers with the
/// site's `404.html`. A path that would leave the folder (`..`, encoded or not,
/// or a symbolic link pointing outside) is a miss too, never a file.
public struct StaticFileResolver: Sendable {
    /// What a request path names.
    public enum Resolution: Sendable, Equatable {
        /// A regular file inside the folder.
        case file(URL)
        /// A folder requested without its trailing slash: the address to send the browser to.
        case redirect(String)
        /// Nothing servable at this path.
        case notFound
    }

    public let root: URL

    public init(root: URL) {
        self.root = root.standardizedFileURL.resolvingSymlinksInPath()
    }

    /// Resolves a request path as sent (`/en/guide/`, percent-encoded, no query).
    public func resolve(_ requestPath: String) -> Resolution {
        guard let segments = Self.segments(of: requestPath) else { return .notFound }
        var candidate = root
        for segment in segments { candidate.appendPathComponent(segment) }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder) else { return .notFound }
        guard isFolder.boolValue else { return servable(candidate) ? .file(candidate) : .notFound }
        let index = candidate.appendingPathComponent("index.html")
        guard servable(index) else { return .notFound }
        return segments.isEmpty || requestPath.hasSuffix("/") ? .file(index) : .redirect(requestPath + "/")
    }

    /// The site's own not-found page, when it has one.
    public var notFoundPage: URL? {
        let page = root.appendingPathComponent("404.html")
        return servable(page) ? page : nil
    }

    /// The path's segments, or nil when one would climb out of the folder or is not a name.
    static func segments(of requestPath: String) -> [String]? {
        let decoded = requestPath.removingPercentEncoding ?? requestPath
        var segments: [String] = []
        for segment in decoded.split(separator: "/", omittingEmptySubsequences: true) {
            if segment == "." { continue }
            if segment == ".." || segment.contains("\\") || segment.contains("\0") { return nil }
            segments.append(String(segment))
        }
        return segments
    }

    /// A regular file whose real location (after symbolic links) is inside the folder.
    private func servable(_ file: URL) -> Bool {
        let real = file.resolvingSymlinksInPath().standardizedFileURL
        let rootPath = root.path.hasSuffix("/") ? root.path : root.path + "/"
        guard real.path.hasPrefix(rootPath) else { return false }
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: real.path, isDirectory: &isFolder) && !isFolder.boolValue
    }
}
