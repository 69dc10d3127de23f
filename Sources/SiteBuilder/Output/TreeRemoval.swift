import Foundation

/// Deletes a folder a build made (a replaced site, a staging folder), never
/// anything a link inside it points at.
///
/// Only real folders are entered: entries are read with `readdir`, whose type of a
/// symbolic link is the link's own, and a link is unlinked as the link it is.
/// Removing the replaced site is on the build's path after the swap, and
/// `FileManager.removeItem` took seconds for a 10,000-page site where these system
/// calls take a fraction of one; the subtrees three levels down are removed in parallel.
enum TreeRemoval {
    /// Removes `folder` when it is a real folder (a link there is removed as a link).
    static func remove(_ folder: URL) {
        let path = folder.path
        guard OutputLocation.isFolder(path) else {
            if OutputLocation.isLink(path) { unlink(path) }
            return
        }
        var subtrees: [String] = []
        var level = [path]
        for _ in 0..<3 {
            var next: [String] = []
            for directory in level {
                for entry in entries(of: directory) where entry.isFolder { next.append(directory + "/" + entry.name) }
            }
            level = next
        }
        subtrees = level
        _ = subtrees.parallelMap { removeTree($0) }
        removeTree(path)
    }

    /// Removes `path`, a real folder, with everything below it.
    private static func removeTree(_ path: String) {
        for entry in entries(of: path) {
            let child = path + "/" + entry.name
            if entry.isFolder {
                removeTree(child)
            } else {
                unlink(child)
            }
        }
        rmdir(path)
    }

    private struct Entry {
        var name: String
        /// A real folder (a link to one is not).
        var isFolder: Bool
    }

    private static func entries(of path: String) -> [Entry] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var result: [Entry] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(cString: bytes.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            if name == "." || name == ".." { continue }
            var isFolder = Int32(entry.pointee.d_type) == Int32(DT_DIR)
            if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) {
                // Some file systems leave the type out; ask without following links.
                isFolder = OutputLocation.isFolder(path + "/" + name)
            }
            result.append(Entry(name: name, isFolder: isFolder))
        }
        return result
    }
}
