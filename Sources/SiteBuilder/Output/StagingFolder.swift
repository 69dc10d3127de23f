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
    /// What a claimed spare held when the build began; nil for a site that started empty.
    private let inventory: SpareInventory?
    private let made: Mutex<Set<String>>
    private let written = Mutex<Set<String>>([])

    /// Makes a holder beside the output, claiming a spare site for it when `reusingSpare`.
    init(location: OutputLocation, reusingSpare: Bool = true) throws {
        self.location = location
        if reusingSpare, let claimed = SpareSite.claim(location) {
            holder = claimed
            url = claimed.appendingPathComponent(SpareSite.siteFolderName)
            root = url.path
            let inventory = SpareInventory(root: root)
            self.inventory = inventory
            made = Mutex(inventory.folders.union([""]))
            return
        }
        holder = location.sibling(.building)
        url = holder.appendingPathComponent(SpareSite.siteFolderName)
        root = url.path
        inventory = nil
        made = Mutex([""])
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
        // O_NOFOLLOW and O_NONBLOCK: a link or a pipe that appeared in a reused site is never written through or waited on.
        var descriptor = open(root + "/" + path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
        if descriptor < 0, errno == EISDIR, inventory?.folders.contains(path + "/") == true {
            // The reused site has a folder where this build puts a file.
            TreeRemoval.remove(URL(fileURLWithPath: root + "/" + path))
            descriptor = open(root + "/" + path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
        }
        guard descriptor >= 0 else { throw SiteBuildError.io("cannot create '\(path)': \(FileErrorCause.lastSystemError())") }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            for part in parts { try handle.write(contentsOf: part) }
        } catch {
            throw SiteBuildError.io("cannot write '\(path)': \(FileErrorCause.describe(error))")
        }
        written.withLock { _ = $0.insert(path) }
    }

    /// Whether ``write(_:to:)`` or ``copy(_:to:)`` wrote `path`.
    func hasWritten(_ path: String) -> Bool {
        written.withLock { $0.contains(path) }
    }

    /// Copies the regular file `source` to `path` inside the folder.
    func copy(_ source: URL, to path: String) throws {
        try makeFolder(SitePath.directory(of: path))
        if inventory?.files.contains(path) == true {
            unlink(root + "/" + path)
        } else if inventory?.folders.contains(path + "/") == true {
            TreeRemoval.remove(URL(fileURLWithPath: root + "/" + path))
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
        guard let inventory else { return }
        inventory.removeStale(from: root, written: written.withLock { $0 })
    }

    /// Deletes the holder and everything written into it (a build that failed or stopped).
    func remove() {
        TreeRemoval.remove(holder)
    }

    /// Makes `folder` (`en/guide/`, empty for the root) and its missing ancestors, each once.
    func makeFolder(_ folder: String) throws {
        if made.withLock({ $0.contains(folder) }) { return }
        try makeFolder(SitePath.directory(of: String(folder.dropLast())))
        let path = root + "/" + folder
        if mkdir(path, 0o755) != 0 {
            if errno == EEXIST, inventory?.files.contains(String(folder.dropLast())) == true, !OutputLocation.isFolder(path) {
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
