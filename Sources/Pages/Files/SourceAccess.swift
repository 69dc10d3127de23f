import Foundation

/// The folders a page's `source=` may read from: the repository holding the site
/// (or, outside any repository, the folder holding the content folder), and the
/// folders `site.yml` lists under `sources:`.
///
/// A path is checked by its text first and by its real path (every link resolved)
/// after, so nothing outside these folders is ever opened, not even through a link.
public struct SourceAccess: Sendable, Hashable {
    /// One folder a page may read from.
    public struct Root: Sendable, Hashable {
        /// The folder as named (standardized, links kept).
        public var folder: String
        /// The folder with its links resolved.
        public var realPath: String
        /// What leads the names of its files on the site: empty for the repository,
        /// the folder's own name for a `sources:` folder.
        public var label: String
    }

    public var roots: [Root]

    public init(roots: [Root]) {
        self.roots = roots
    }

    /// For the pages of a content folder: its repository (else the folder holding it)
    /// and the `sources:` folders, given relative to the content folder.
    public static func site(content: URL, sources: [String] = []) -> SourceAccess {
        let content = content.standardizedFileURL
        let home = RepositoryRoot.containing(content) ?? content.deletingLastPathComponent()
        var roots = [root(home, label: "")]
        for source in sources {
            let folder = source.hasPrefix("/")
                ? URL(fileURLWithPath: source, isDirectory: true)
                : content.appendingPathComponent(source, isDirectory: true)
            roots.append(root(folder.standardizedFileURL, label: folder.standardizedFileURL.lastPathComponent))
        }
        return SourceAccess(roots: roots)
    }

    /// For a page checked on its own: its repository, else its own folder.
    public static func page(folder: URL) -> SourceAccess {
        SourceAccess(roots: [root(RepositoryRoot.containing(folder) ?? folder.standardizedFileURL, label: "")])
    }

    private static func root(_ folder: URL, label: String) -> Root {
        let path = folder.standardizedFileURL.path
        return Root(folder: path, realPath: SourceTree.realPath(path) ?? path, label: label)
    }

    /// The root whose folder holds `path` (standardized, as named), if any.
    func root(holding path: String) -> Root? {
        roots.first { Self.path(path, isInside: $0.folder) }
    }

    /// Whether the real path `realPath` lies in some root's real folder.
    func permits(realPath: String) -> Bool {
        roots.contains { Self.path(realPath, isInside: $0.realPath) }
    }

    static func path(_ path: String, isInside folder: String) -> Bool {
        if path == folder { return true }
        return path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}
