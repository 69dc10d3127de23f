import Foundation
import Pages
import Synchronization

/// The hidden folder beside the output where a build writes its site as pages are
/// rendered, until ``OutputSwap`` puts it in the place of the output.
///
/// Pages go to disk as soon as they exist, so a build's memory does not grow with
/// the size of its HTML. Every folder is created once (the set of made folders is
/// shared by the writers); files are written without a flush to disk, since the
/// swap makes the site appear at once. Safe to use from several threads.
final class StagingFolder: Sendable {
    let location: OutputLocation
    /// `.public.building-<process>-<token>`, beside the output.
    let url: URL
    /// `url.path`, made once: every page's file and folder is a path under it.
    private let root: String
    private let made = Mutex<Set<String>>([""])
    private let written = Mutex<Set<String>>([])

    init(location: OutputLocation) throws {
        self.location = location
        url = location.sibling(.building)
        root = url.path
        do {
            try FileManager.default.createDirectory(at: location.parent, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        } catch {
            throw SiteBuildError.io("cannot create '\(url.lastPathComponent)' beside '\(location.display)': \(FileErrorCause.describe(error))")
        }
    }

    /// Writes `data` at `path` inside the folder (`en/guide/index.html`), making its folders first.
    func write(_ data: Data, to path: String) throws {
        try write(parts: [data], to: path)
    }

    /// Writes the parts one after the other into one file, without joining them in memory first.
    func write(parts: [some DataProtocol], to path: String) throws {
        try makeFolder(SitePath.directory(of: path))
        let descriptor = open(root + "/" + path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw SiteBuildError.io("cannot create '\(path)': \(FileErrorCause.lastSystemError())") }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            for part in parts { try handle.write(contentsOf: part) }
        } catch {
            throw SiteBuildError.io("cannot write '\(path)': \(FileErrorCause.describe(error))")
        }
        written.withLock { _ = $0.insert(path) }
    }

    /// Whether ``write(_:to:)`` wrote `path`.
    func hasWritten(_ path: String) -> Bool {
        written.withLock { $0.contains(path) }
    }

    /// Copies the regular file `source` to `path` inside the folder.
    func copy(_ source: URL, to path: String) throws {
        try makeFolder(SitePath.directory(of: path))
        do {
            try FileManager.default.copyItem(at: source, to: url.appendingPathComponent(path))
        } catch {
            throw SiteBuildError.io("cannot copy '\(path)': \(FileErrorCause.describe(error))")
        }
    }

    /// Deletes the folder and everything written into it (a build that failed or stopped).
    func remove() {
        TreeRemoval.remove(url)
    }

    /// Makes `folder` (`en/guide/`, empty for the root) and its missing ancestors, each once.
    func makeFolder(_ folder: String) throws {
        if made.withLock({ $0.contains(folder) }) { return }
        try makeFolder(SitePath.directory(of: String(folder.dropLast())))
        // Another writer may make the same folder at the same moment: an existing folder is fine.
        if mkdir(root + "/" + folder, 0o755) != 0, errno != EEXIST {
            throw SiteBuildError.io("cannot create the folder '\(folder)': \(FileErrorCause.lastSystemError())")
        }
        made.withLock { _ = $0.insert(folder) }
    }
}
