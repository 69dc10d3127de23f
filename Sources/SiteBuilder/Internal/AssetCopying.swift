import Foundation

/// The "copy assets" step: `templates/assets/` to `assets/`, and the content
/// folder's non-Markdown files to the same place under the output.
///
/// Sources come from ``SourceTree``, so a copy is always of a regular file inside
/// its folder: the site never holds a symbolic link or a file from elsewhere.
enum AssetCopying {
    @Sendable static func copy(_ state: inout BuildState) async throws {
        for file in state.templates?.assets ?? [] {
            state.copies[file.relativePath] = file.source
        }
        for (relative, source) in state.content?.staticFiles ?? [:] {
            state.copies[relative] = source
        }
    }
}
