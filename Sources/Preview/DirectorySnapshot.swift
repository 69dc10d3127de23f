import Foundation

/// Every file under some folders with its modification date and size, for
/// noticing edits by comparing two snapshots.
///
/// Comparing stamps works the same on every platform and file system (network
/// mounts, containers, editors that replace files instead of writing them), at
/// the cost of a directory walk per look, which is cheap for a documentation tree.
/// ``ChangeWatcher`` takes one whenever it looks, whether a poll or a file system
/// event sent it: events say when to look, the snapshots what changed.
public struct DirectorySnapshot: Sendable, Equatable {
    /// What identifies one version of a file.
    public struct Stamp: Sendable, Equatable {
        public var modified: Date
        public var size: Int

        public init(modified: Date, size: Int) {
            self.modified = modified
            self.size = size
        }
    }

    /// Absolute file path → stamp.
    public var files: [String: Stamp]

    public init(files: [String: Stamp]) {
        self.files = files
    }

    /// Walks the folders; missing folders contribute nothing, hidden files
    /// (editor swap files, `.DS_Store`) are skipped, and so is everything under
    /// `excluded` (an output folder inside a watched one would otherwise make
    /// every build trigger the next).
    public static func take(of folders: [URL], excluding excluded: [URL] = []) -> DirectorySnapshot {
        var files: [String: Stamp] = [:]
        let keys: [URLResourceKey] = [.contentModificationDateKey, .fileSizeKey, .isRegularFileKey]
        let excludedPaths = Set(excluded.map { $0.standardizedFileURL.path })
        for folder in folders {
            guard let walker = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles]
            ) else { continue }
            for case let file as URL in walker {
                if excludedPaths.contains(file.standardizedFileURL.path) {
                    walker.skipDescendants()
                    continue
                }
                guard let values = try? file.resourceValues(forKeys: Set(keys)), values.isRegularFile == true else { continue }
                files[file.standardizedFileURL.path] = Stamp(
                    modified: values.contentModificationDate ?? .distantPast, size: values.fileSize ?? 0
                )
            }
        }
        return DirectorySnapshot(files: files)
    }

    /// Files added, removed or changed since `earlier`, sorted.
    public func changedPaths(since earlier: DirectorySnapshot) -> [String] {
        var changed: [String] = []
        for (path, stamp) in files where earlier.files[path] != stamp { changed.append(path) }
        for path in earlier.files.keys where files[path] == nil { changed.append(path) }
        return changed.sorted()
    }
}
