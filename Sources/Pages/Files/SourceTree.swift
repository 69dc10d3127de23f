import Diagnostics
import Foundation

/// The files below a source folder (a content folder, templates, assets) that a
/// build may read and publish.
///
/// A site must never carry a file from outside its sources, and never a symbolic
/// link: a static host serves what a link points at. So names starting with `.`
/// are left out; a symbolic link is followed only when it ends at a regular file
/// inside the folder (the file's bytes are used, the link itself never copied);
/// any other link, or a file that is not a regular file (a pipe, a device), is a
/// diagnostic at its path and is left out. Linked folders are never followed,
/// which also keeps the walk free of cycles.
public struct SourceTree: Sendable {
    /// One file of the tree.
    public struct File: Sendable, Hashable {
        /// The path below the folder, with `/` (`en/images/stack.png`).
        public let relativePath: String
        /// Where to read it: the file itself, or the target of a link to a file inside the folder.
        public let source: URL
    }

    /// Every publishable file, sorted by relative path.
    public let files: [File]
    public let diagnostics: [Diagnostic]

    /// Walks `root` (which must exist) without recursion; `displayPath` is how diagnostics name it.
    public init(walking root: URL, displayPath: String) throws {
        let realRoot = Self.realPath(root.path) ?? root.standardizedFileURL.path
        let rootPrefix = realRoot.hasSuffix("/") ? realRoot : realRoot + "/"
        var files: [File] = []
        var diagnostics: [Diagnostic] = []
        var pending: [String] = [""]
        while let folder = pending.popLast() {
            let folderPath = folder.isEmpty ? root.path : root.appendingPathComponent(folder).path
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: folderPath)
            } catch {
                throw ContentError.unreadable(
                    folder.isEmpty ? displayPath : "\(displayPath)/\(folder)", cause: FileErrorCause.describe(error)
                )
            }
            for name in names.sorted() where !name.hasPrefix(".") {
                let relative = folder.isEmpty ? name : "\(folder)/\(name)"
                let path = folderPath + "/" + name
                let location = SourceLocation(file: "\(displayPath)/\(relative)", line: 1, column: 1)
                switch Self.kind(of: path) {
                case .folder:
                    pending.append(relative)
                case .file:
                    files.append(File(relativePath: relative, source: URL(fileURLWithPath: path)))
                case .other:
                    diagnostics.append(.warning(
                        "source.notAFile", at: location, "'\(relative)' is not a regular file or folder; it is left out"
                    ))
                case .link:
                    guard let target = Self.realPath(path) else {
                        diagnostics.append(.error(
                            "source.brokenLink", at: location,
                            "'\(relative)' is a symbolic link to nothing; it is not published"
                        ))
                        continue
                    }
                    guard target.hasPrefix(rootPrefix) else {
                        diagnostics.append(.error(
                            "source.linkOutside", at: location,
                            "'\(relative)' is a symbolic link that leaves \(displayPath); it is not published (copy what it points at into \(displayPath) instead)"
                        ))
                        continue
                    }
                    switch Self.kind(of: target) {
                    case .file:
                        files.append(File(relativePath: relative, source: URL(fileURLWithPath: target)))
                    case .folder:
                        diagnostics.append(.error(
                            "source.linkedFolder", at: location,
                            "'\(relative)' is a symbolic link to a folder; linked folders are not followed"
                        ))
                    case .link, .other:
                        diagnostics.append(.warning(
                            "source.notAFile", at: location, "'\(relative)' does not lead to a regular file; it is left out"
                        ))
                    }
                }
            }
        }
        self.files = files.sorted { $0.relativePath < $1.relativePath }
        self.diagnostics = diagnostics
    }

    private enum EntryKind { case file, folder, link, other }

    /// What `path` itself is, without following a link (`lstat`).
    private static func kind(of path: String) -> EntryKind {
        var status = stat()
        guard lstat(path, &status) == 0 else { return .other }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        case S_IFLNK: return .link
        default: return .other
        }
    }

    /// The path with every link resolved, or nil when it leads nowhere.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
