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
    /// every build trigger the next). Links are not followed below the folders.
    public static func take(of folders: [URL], excluding excluded: [URL] = []) -> DirectorySnapshot {
        let excludedPaths = Set(excluded.map { $0.standardizedFileURL.path })
        #if os(Linux)
        return takeByDirectoryEntries(of: folders, excluding: excludedPaths)
        #else
        return takeByEnumerator(of: folders, excluding: excludedPaths)
        #endif
    }

    #if os(Linux)
    /// The walk in system calls: one is taken after every edit, and Foundation's
    /// enumerator with its resource values took about 60 ms for a thousand pages,
    /// more than half of the rebuild that follows; this takes 2 to 3 ms.
    private static func takeByDirectoryEntries(of folders: [URL], excluding excluded: Set<String>) -> DirectorySnapshot {
        var files: [String: Stamp] = [:]
        var pending = folders.map { $0.standardizedFileURL.path }
        while let folder = pending.popLast() {
            guard let directory = opendir(folder) else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                // Hidden names, and with them "." and "..".
                guard !name.hasPrefix(".") else { continue }
                let path = folder + "/" + name
                guard !excluded.contains(path) else { continue }
                var status = stat()
                guard lstat(path, &status) == 0 else { continue }
                switch status.st_mode & S_IFMT {
                case S_IFDIR:
                    pending.append(path)
                case S_IFREG:
                    let modified = TimeInterval(status.st_mtim.tv_sec) + TimeInterval(status.st_mtim.tv_nsec) / 1e9
                    files[path] = Stamp(modified: Date(timeIntervalSince1970: modified), size: Int(status.st_size))
                default:
                    continue
                }
            }
        }
        return DirectorySnapshot(files: files)
    }
    #else
    private static func takeByEnumerator(of folders: [URL], excluding excludedPaths: Set<String>) -> DirectorySnapshot {
        var files: [String: Stamp] = [:]
        let keys: [URLResourceKey] = [.contentModificationDateKey, .fileSizeKey, .isRegularFileKey]
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
    #endif

    /// Files added, removed or changed since `earlier`, sorted.
    public func changedPaths(since earlier: DirectorySnapshot) -> [String] {
        var changed: [String] = []
        for (path, stamp) in files where earlier.files[path] != stamp { changed.append(path) }
        for path in earlier.files.keys where files[path] == nil { changed.append(path) }
        return changed.sorted()
    }
}
