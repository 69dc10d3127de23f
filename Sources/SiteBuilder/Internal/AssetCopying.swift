import Foundation

/// The "copy assets" step: the theme's `assets/` to `assets/`, and the content
/// folder's non-Markdown files to the same place under the output.
///
/// Sources come from ``SourceTree``, so a copy is always of a regular file inside
/// its folder: the site never holds a symbolic link or a file from elsewhere. The
/// built-in theme's assets are bytes navdocs carries, written like the site's other files.
enum AssetCopying {
    @Sendable static func copy(_ state: inout BuildState) async throws {
        for (path, asset) in state.templates?.assets ?? [:] {
            switch asset {
            case .builtIn(let data): state.files[path] = data
            case .file(let source): state.copies[path] = source
            }
        }
        for (relative, source) in state.content?.staticFiles ?? [:] {
            state.copies[relative] = source
        }
    }
}
