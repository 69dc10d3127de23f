import CFileSwap
import Foundation
import Pages
import Synchronization

/// The hidden folder beside the output where a build writes its site as pages are
/// rendered, until ``OutputSwap`` puts it in the place of the output.
///
/// The folder is a holder (`.public.building-<process>-<token>`, readable only by its
/// owner) with the site inside as `site/`. When a spare site is beside the output
/// (``SpareSite``), the build claims it and writes over its files in place, then
/// removes what it did not write (``SpareInventory``); otherwise the site starts empty.
///
/// Pages go to disk as soon as they exist, so a build's memory does not grow with
/// the size of its HTML. Every folder is created once (the set of made folders is
/// shared by the writers); files are written without a flush to disk, since the
/// swap makes the site appear at once. Safe to use from several threads.
final class StagingFolder: Sendable {
    let location: OutputLocation
    /// The holder folder beside the output; the build owns it until the swap.
    let holder: URL
    /// The site being written, inside ``holder``.
    let url: URL
    /// `url.path`, made once: every page's file and folder is a path under it.
    private let root: String
    /// What a claimed spare held when the build began, listed in the background from the
    /// moment it was claimed; nil for a site that started empty.
    private let inventory: BackgroundInventory?
    private let made = Mutex<Set<String>>([""])
    private let written = Mutex<Set<String>>([])

    /// Makes a holder beside the output, claiming a spare site for it when `reusingSpare`.
    init(location: OutputLocation, reusingSpare: Bool = true) throws {
        self.location = location
        if reusingSpare, let claimed = SpareSite.claim(location) {
            holder = claimed
            url = claimed.appendingPathComponent(SpareSite.siteFolderName)
            root = url.path
            inventory = BackgroundInventory(root: root)
            return
        }
        holder = location.sibling(.building)
        url = holder.appendingPathComponent(SpareSite.siteFolderName)
        root = url.path
        inventory = nil
        do {
            try FileManager.default.createDirectory(at: location.parent, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: holder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        } catch {
            throw SiteBuildError.io("cannot create '\(holder.lastPathComponent)' beside '\(location.display)': \(FileErrorCause.describe(error))")
        }
    }

    /// Whether this build writes over a claimed spare site.
    var reusesSpare: Bool { inventory != nil }

    /// Writes `data` at `path` inside the folder (`en/guide/index.html`), making its folders first.
    func write(_ data: Data, to path: String) throws {
        try write(parts: [data], to: path)
    }

    /// Writes the parts one after the other into one file, without joining them in memory first.
    func write(parts: [some DataProtocol], to path: String) throws {
        try makeFolder(SitePath.directory(of: path))
        let (descriptor, previousSize) = try open(path)
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        // A reused file that already holds these bytes is left as it is, when the page
        // cache can tell without reading from the disk: rewriting it would only dirty
        // pages for the system to write out again, and on a rebuild most files are unchanged.
        if previousSize > 0, previousSize == parts.reduce(0, { $0 + $1.count }), Self.holdsInCache(parts, descriptor: descriptor) {
            written.withLock { _ = $0.insert(path) }
            return
        }
        do {
            var size = 0
            for part in parts {
                try handle.write(contentsOf: part)
                size += part.count
            }
            // A reused file is written over from its start and cut to the new length only
            // when it was longer. Emptying it first would cost more: ext4 writes out a file
            // that was truncated to nothing as soon as it is closed (`auto_da_alloc`).
            if previousSize > size, ftruncate(descriptor, off_t(size)) != 0 {
                throw SiteBuildError.io("cannot write '\(path)': \(FileErrorCause.lastSystemError())")
            }
        } catch let error as SiteBuildError {
            throw error
        } catch {
            throw SiteBuildError.io("cannot write '\(path)': \(FileErrorCause.describe(error))")
        }
        written.withLock { _ = $0.insert(path) }
    }

    /// Whether the file open at `descriptor` begins with the bytes of `parts`, read only
    /// from the page cache: false as soon as a part differs or is not in memory.
    private static func holdsInCache(_ parts: [some DataProtocol], descriptor: Int32) -> Bool {
        // Where the system can tell, a file not wholly in memory is written without a
        // look: reading it, even without waiting, would start reading it from the disk.
        let size = parts.reduce(0) { $0 + $1.count }
        if navdocs_is_cached(descriptor, UInt64(size)) == 0 { return false }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var offset = 0
        for part in parts {
            for region in part.regions {
                let matches = region.withUnsafeBytes { bytes -> Bool in
                    var done = 0
                    while done < bytes.count {
                        let wanted = min(buffer.count, bytes.count - done)
                        let read = buffer.withUnsafeMutableBytes { target in
                            navdocs_read_if_cached(descriptor, target.baseAddress, UInt(wanted), Int64(offset + done))
                        }
                        guard read == wanted, memcmp(buffer, bytes.baseAddress! + done, wanted) == 0 else { return false }
                        done += wanted
                    }
                    return true
                }
                guard matches else { return false }
                offset += region.count
            }
        }
        return true
    }

    /// Opens `path` for writing from its start, with the size it had (0 for a new file).
    /// In a reused spare, a folder in the way is removed, and a file that another name
    /// shares (a hard link) is unlinked and made anew, so the other name keeps its bytes.
    private func open(_ path: String) throws -> (descriptor: Int32, previousSize: Int) {
        let target = root + "/" + path
        // O_NOFOLLOW and O_NONBLOCK: a link or a pipe is never written through or waited on.
        let flags = O_WRONLY | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC
        guard let inventory else {
            let descriptor = Glibc.open(target, flags | O_TRUNC, 0o644)
            guard descriptor >= 0 else { throw SiteBuildError.io("cannot create '\(path)': \(FileErrorCause.lastSystemError())") }
            return (descriptor, 0)
        }
        // Read as well: a file that already holds the new bytes is left unwritten.
        let reusedFlags = flags & ~O_WRONLY | O_RDWR
        var descriptor = Glibc.open(target, reusedFlags, 0o644)
        if descriptor < 0, errno == EISDIR, inventory.value.folders.contains(path + "/") {
            // The reused site has a folder where this build puts a file.
            TreeRemoval.remove(URL(fileURLWithPath: target))
            descriptor = Glibc.open(target, reusedFlags, 0o644)
        }
        guard descriptor >= 0 else { throw SiteBuildError.io("cannot create '\(path)': \(FileErrorCause.lastSystemError())") }
        var status = stat()
        if fstat(descriptor, &status) != 0 || status.st_mode & S_IFMT != S_IFREG || status.st_nlink > 1 {
            close(descriptor)
            unlink(target)
            descriptor = Glibc.open(target, flags | O_EXCL, 0o644)
            guard descriptor >= 0 else { throw SiteBuildError.io("cannot create '\(path)': \(FileErrorCause.lastSystemError())") }
            return (descriptor, 0)
        }
        return (descriptor, Int(status.st_size))
    }

    /// Whether ``write(_:to:)`` or ``copy(_:to:)`` wrote `path`.
    func hasWritten(_ path: String) -> Bool {
        written.withLock { $0.contains(path) }
    }

    /// Copies the regular file `source` to `path` inside the folder.
    func copy(_ source: URL, to path: String) throws {
        try makeFolder(SitePath.directory(of: path))
        if let inventory = inventory?.value {
            if inventory.files.contains(path) {
                unlink(root + "/" + path)
            } else if inventory.folders.contains(path + "/") {
                TreeRemoval.remove(URL(fileURLWithPath: root + "/" + path))
            }
        }
        do {
            try FileManager.default.copyItem(at: source, to: url.appendingPathComponent(path))
        } catch {
            throw SiteBuildError.io("cannot copy '\(path)': \(FileErrorCause.describe(error))")
        }
        written.withLock { _ = $0.insert(path) }
    }

    /// Removes what a reused spare held and this build did not write; called once all is written.
    func removeStale() {
        inventory?.value.removeStale(from: root, written: written.withLock { $0 })
    }

    /// Gives up the folder of a build that failed or stopped: a claimed spare is kept
    /// as the spare again (whatever it holds now, the next build's inventory sees it);
    /// a folder the build made is deleted with everything written into it.
    func remove() {
        if let inventory {
            _ = inventory.value
            SpareSite.keep(holder, location: location)
        } else {
            TreeRemoval.remove(holder)
        }
    }

    /// Makes `folder` (`en/guide/`, empty for the root) and its missing ancestors, each once.
    func makeFolder(_ folder: String) throws {
        if made.withLock({ $0.contains(folder) }) { return }
        if inventory?.value.folders.contains(folder) == true {
            // Already in the reused site.
            made.withLock { _ = $0.insert(folder) }
            return
        }
        try makeFolder(SitePath.directory(of: String(folder.dropLast())))
        let path = root + "/" + folder
        if mkdir(path, 0o755) != 0 {
            if errno == EEXIST, inventory?.value.files.contains(String(folder.dropLast())) == true, !OutputLocation.isFolder(path) {
                // The reused site has a file where this build puts a folder.
                unlink(String(path.dropLast()))
                if mkdir(path, 0o755) != 0, errno != EEXIST {
                    throw SiteBuildError.io("cannot create the folder '\(folder)': \(FileErrorCause.lastSystemError())")
                }
            } else if errno != EEXIST {
                // Another writer may make the same folder at the same moment: an existing folder is fine.
                throw SiteBuildError.io("cannot create the folder '\(folder)': \(FileErrorCause.lastSystemError())")
            }
        }
        made.withLock { _ = $0.insert(folder) }
    }
}

/// A spare's inventory, taken on a thread of its own while the build reads its
/// sources; the first writer that needs it waits for it.
final class BackgroundInventory: Sendable {
    private let finished = DispatchGroup()
    private let result = Mutex<SpareInventory?>(nil)

    init(root: String) {
        finished.enter()
        Thread {
            let inventory = SpareInventory(root: root)
            self.result.withLock { $0 = inventory }
            self.finished.leave()
        }.start()
    }

    var value: SpareInventory {
        finished.wait()
        return result.withLock { $0! }
    }
}
