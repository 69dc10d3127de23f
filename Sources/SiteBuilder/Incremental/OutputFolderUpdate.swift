import Foundation
import Pages

/// Brings files of a live output folder up to date one by one, for `serve`'s
/// rebuilds after an edit.
///
/// A file is written only when its bytes differ from those on disk. It is written
/// to a hidden temporary file in the same folder and renamed over the old one, so
/// a reader (the preview server, a browser) sees the old file or the new one,
/// never part of one. Only regular files are replaced or removed, by their own
/// names: a link is never written through. Safe to use from several threads.
struct OutputFolderUpdate: Sendable {
    /// The real output folder (links to it resolved, see ``OutputLocation``).
    let folder: URL

    /// Writes the parts, one after the other, as the file at `path` (`en/guide/index.html`)
    /// unless it already holds these bytes; returns whether it wrote.
    @discardableResult
    func write(parts: [[UInt8]], to path: String) throws -> Bool {
        // Part by part: a joined sequence would be copied byte by byte, and a search index has millions.
        var data = Data(capacity: parts.reduce(0) { $0 + $1.count })
        for part in parts { data.append(contentsOf: part) }
        return try write(data, to: path)
    }

    @discardableResult
    func write(_ data: Data, to path: String) throws -> Bool {
        let target = folder.path + "/" + path
        if Self.holds(data, at: target) { return false }
        try makeFolders(SitePath.directory(of: path))
        let directory = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        let temporary = directory + "/.\(name).\(getpid())-\(UUID().uuidString.prefix(8)).partial"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw SiteBuildError.io("cannot create '\(path)': \(FileErrorCause.lastSystemError())") }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            try handle.write(contentsOf: data)
            try handle.close()
        } catch {
            unlink(temporary)
            throw SiteBuildError.io("cannot write '\(path)': \(FileErrorCause.describe(error))")
        }
        guard rename(temporary, target) == 0 else {
            let cause = FileErrorCause.lastSystemError()
            unlink(temporary)
            throw SiteBuildError.io("cannot replace '\(path)': \(cause)")
        }
        return true
    }

    /// Copies the file `source` to `path` unless it already holds the same bytes.
    @discardableResult
    func copy(_ source: URL, to path: String) throws -> Bool {
        let data: Data
        do {
            data = try Data(contentsOf: source)
        } catch {
            throw SiteBuildError.io("cannot copy '\(path)': \(FileErrorCause.describe(error))")
        }
        return try write(data, to: path)
    }

    /// Removes the file at `path` and then each folder above it that this left empty,
    /// up to (not including) the output folder.
    func remove(_ path: String) {
        let target = folder.path + "/" + path
        guard OutputLocation.exists(target), !OutputLocation.isFolder(target) else { return }
        unlink(target)
        var parent = SitePath.directory(of: path)
        while !parent.isEmpty {
            // rmdir removes only an empty folder: one holding anything else stays.
            guard rmdir(folder.path + "/" + parent) == 0 else { return }
            parent = SitePath.directory(of: String(parent.dropLast()))
        }
    }

    /// Whether `path` is a regular file holding exactly `data`.
    private static func holds(_ data: Data, at path: String) -> Bool {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) == data.count else {
            return false
        }
        return (try? Data(contentsOf: URL(fileURLWithPath: path))) == data
    }

    /// Makes `relative` (`en/guide/`) and its missing ancestors inside the output folder.
    private func makeFolders(_ relative: String) throws {
        guard !relative.isEmpty else { return }
        var made = ""
        for part in relative.split(separator: "/") {
            made += part + "/"
            // Another writer may make the same folder at the same moment: an existing one is fine.
            let path = folder.path + "/" + made
            if mkdir(path, 0o755) != 0 {
                guard errno == EEXIST else {
                    throw SiteBuildError.io("cannot create the folder '\(made)': \(FileErrorCause.lastSystemError())")
                }
                // A link or a file in the way would send the write elsewhere or fail half-way.
                guard OutputLocation.isFolder(path) else {
                    throw SiteBuildError.io("cannot create the folder '\(made)': something else is in its place")
                }
            }
        }
    }
}
