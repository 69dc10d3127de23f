import Foundation
import Pages

/// What a batch of changed files asks of a build that remembers the previous one.
///
/// Pages, images and other files of the content folder can be brought up to date
/// one by one, and so can the Swift files that `source=` blocks include (every build
/// reads them again, and the pages that include them change with them). `site.yml`
/// (languages, title), anything in the templates folder (markup of every page,
/// assets), and any other path are answered with a whole new build: cheaper to redo
/// than to reason about.
enum SourceChanges: Equatable, Sendable {
    /// Only files of the content folder changed: their paths inside it (`en/guide.md`, `en/images/a.png`).
    case content(Set<String>)
    case everything

    /// - Parameter includedFolders: the real paths of the folders holding the files the
    ///   last build included with `source=`.
    init(changedPaths: [String], options: SiteBuildOptions, includedFolders: Set<String> = []) {
        let contentRoots = Self.roots(of: options.content)
        let templateRoots = options.templates.map(Self.roots(of:)) ?? []
        var inside: Set<String> = []
        for path in changedPaths {
            let path = URL(fileURLWithPath: path).standardizedFileURL.path
            if templateRoots.contains(where: { Self.relative(path, to: $0) != nil }) {
                self = .everything
                return
            }
            let relative = contentRoots.lazy.compactMap({ Self.relative(path, to: $0) }).first
            if relative == nil, includedFolders.contains((path as NSString).deletingLastPathComponent) {
                continue
            }
            guard let relative, relative != "site.yml" else {
                self = .everything
                return
            }
            inside.insert(relative)
        }
        self = .content(inside)
    }

    /// A folder as given and with its links resolved: a watcher may report either form.
    private static func roots(of folder: URL) -> [String] {
        let given = folder.standardizedFileURL.path
        guard let real = SourceTree.realPath(given), real != given else { return [given] }
        return [given, real]
    }

    /// `path` below `root` (`en/guide.md`), nil when it is not below it.
    private static func relative(_ path: String, to root: String) -> String? {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        guard path.hasPrefix(prefix), path.count > prefix.count else { return nil }
        return String(path.dropFirst(prefix.count))
    }
}
