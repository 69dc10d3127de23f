import Foundation

/// The site's theme as navdocs carries it: the repository's `templates/` folder as it
/// was when navdocs was built (the `EmbedTheme` build plugin writes it in), so an
/// installed `navdocs` builds a site with no templates on disk.
///
/// `templates/` stays the source: edit it there, and the next build of navdocs
/// carries the change.
public enum BuiltinTheme {
    /// One file of the theme.
    public struct File: Sendable, Hashable {
        /// The path inside the theme folder (`page.mustache`, `assets/site.css`).
        public var path: String
        public var contents: Data
    }

    /// Every file of the theme, sorted by path.
    public static let files: [File] = encodedFiles.map { entry in
        // The generator wrote the base64 itself; a failure would be its bug.
        guard let contents = Data(base64Encoded: entry.base64) else {
            preconditionFailure("the built-in theme's file '\(entry.path)' is not valid base64")
        }
        return File(path: entry.path, contents: contents)
    }

    /// The names of the theme's Mustache templates (`page`, `sidebar-item`), sorted:
    /// the files a `--templates` folder can replace, besides the assets.
    public static var templateNames: [String] {
        files.compactMap { file in
            guard file.path.hasSuffix(".mustache"), !file.path.hasPrefix("assets/") else { return nil }
            return String(file.path.dropLast(".mustache".count))
        }
    }
}
