import Foundation
import Synchronization

/// Deletes a folder a build made (a replaced site, a staging folder), never
/// anything a link inside it points at.
///
/// Only real folders are entered: a folder is opened with `O_NOFOLLOW`, entries are
/// read with `readdir`, whose type of a symbolic link is the link's own, and a link is
/// unlinked as the link it is.
///
/// Removing the replaced site is on the build's path after the swap. Most of its time
/// is waiting for the disk (on a file system mounted with `discard`, removing a folder
/// waits for the device to drop its blocks), so several threads work at once, more than
/// there are cores: they empty folders from a shared queue (a large flat folder's
/// subfolders are shared out like any others), then remove the emptied folders, the
/// deepest first, each depth in parallel.
enum TreeRemoval {
    /// Threads working at once: the work is mostly waiting on the disk.
    static let workers = 8

    /// Removes `folder` when it is a real folder (a link there is removed as a link).
    static func remove(_ folder: URL) {
        let path = folder.path
        guard OutputLocation.isFolder(path) else {
            if OutputLocation.isLink(path) { unlink(path) }
            return
        }
        let emptied = emptyFolders(under: path)
        // Deepest first: a folder is removed after every folder inside it.
        let byDepth = Dictionary(grouping: emptied, by: \.depth)
        for depth in byDepth.keys.sorted(by: >) {
            let folders = byDepth[depth]!.map(\.path)
            runOnWorkers(count: folders.count) { index in _ = rmdir(folders[index]) }
        }
    }

    private struct Folder: Sendable {
        var path: String
        var depth: Int
    }

    /// Unlinks every file and link under `root`, sharing the folders out among the
    /// workers; returns every folder met (`root` included), to be removed afterwards.
    private static func emptyFolders(under root: String) -> [Folder] {
        let met = Mutex<[Folder]>([])
        ParallelFolderWalk.run(from: Folder(path: root, depth: 0)) { folder in
            var subfolders: [Folder] = []
            for entry in entries(of: folder.path) {
                let child = folder.path + "/" + entry.name
                if entry.isFolder {
                    subfolders.append(Folder(path: child, depth: folder.depth + 1))
                } else {
                    unlink(child)
                }
            }
            met.withLock { $0.append(folder) }
            return subfolders
        }
        return met.withLock { $0 }
    }

    /// Runs `body(0..<count)` on up to ``workers`` threads and returns when all are done.
    static func runOnWorkers(count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        guard count > 1 else {
            if count == 1 { body(0) }
            return
        }
        let next = Atomic<Int>(0)
        let done = DispatchGroup()
        let threads = min(count, workers)
        for _ in 0..<threads {
            done.enter()
            let thread = Thread {
                while true {
                    let index = next.add(1, ordering: .relaxed).oldValue
                    guard index < count else { break }
                    body(index)
                }
                done.leave()
            }
            thread.start()
        }
        done.wait()
    }

    private struct Entry {
        var name: String
        var isFolder: Bool
    }

    private static func entries(of path: String) -> [Entry] {
        // O_NOFOLLOW: a folder replaced by a link since it was listed is not entered.
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return [] }
        guard let directory = fdopendir(descriptor) else {
            close(descriptor)
            return []
        }
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
