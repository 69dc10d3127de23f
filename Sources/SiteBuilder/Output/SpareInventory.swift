import Foundation
import Synchronization

/// What a claimed spare site holds, so a build can write over it in place and then
/// remove what it did not write.
///
/// Taking the inventory also makes the tree safe to write through by path: anything
/// that is not a real folder or a regular file (a symbolic link, a pipe, a device) is
/// unlinked as itself, so a write never follows a link out of the site. (A regular file
/// that another name shares, as `cp -al` backups make, is found when it is opened,
/// see ``StagingFolder``.) Folders are opened with `O_NOFOLLOW`, as ``TreeRemoval`` does.
///
/// The listing reads every folder and file entry of the old site, which on a large
/// site that has left the file system's cache means waiting for the disk: several
/// threads list folders from a shared queue, as ``TreeRemoval`` does.
struct SpareInventory: Sendable {
    /// Regular files, by path inside the site (`en/guide/index.html`).
    private(set) var files: Set<String> = []
    /// Folders, by path with a trailing slash (`en/guide/`); the site folder itself is not listed.
    private(set) var folders: Set<String> = []

    /// Lists the tree at `root`, unlinking what may not be written through.
    init(root: String) {
        let found = Mutex<(files: [String], folders: [String])>(([], []))
        ParallelFolderWalk.run(from: "") { folder in
            let (files, folders) = Self.list(folder, under: root)
            found.withLock { $0.files += files; $0.folders += folders }
            return folders
        }
        let (files, folders) = found.withLock { $0 }
        self.files = Set(files)
        self.folders = Set(folders)
    }

    /// The regular files and the folders directly in `folder` (`en/`, empty for the site
    /// folder), by path inside the site; anything else there is unlinked.
    private static func list(_ folder: String, under root: String) -> (files: [String], folders: [String]) {
        let path = folder.isEmpty ? root : root + "/" + String(folder.dropLast())
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return ([], []) }
        guard let directory = fdopendir(descriptor) else {
            close(descriptor)
            return ([], [])
        }
        defer { closedir(directory) }
        var files: [String] = []
        var folders: [String] = []
        var unsafe: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(cString: bytes.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            if name == "." || name == ".." { continue }
            var type = Int32(entry.pointee.d_type)
            if type == Int32(DT_UNKNOWN) {
                // Some file systems leave the type out; ask without following links.
                var status = stat()
                guard fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
                type = switch status.st_mode & S_IFMT {
                case S_IFDIR: Int32(DT_DIR)
                case S_IFREG: Int32(DT_REG)
                default: Int32(DT_LNK)
                }
            }
            switch type {
            case Int32(DT_DIR):
                folders.append(folder + name + "/")
            case Int32(DT_REG):
                // Reading the file's inode now, on these threads while the build reads its
                // sources, spares the page writers a wait for the disk when they open it.
                var status = stat()
                _ = fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW)
                files.append(folder + name)
            default:
                unsafe.append(name)
            }
        }
        for name in unsafe { unlinkat(descriptor, name, 0) }
        return (files, folders)
    }

    /// Removes the files and folders of the inventory that this build did not write or
    /// need: `written` are the files it wrote, by path inside the site.
    func removeStale(from root: String, written: Set<String>) {
        var needed: Set<String> = []
        for path in written {
            var folder = SitePath.directory(of: path)
            while !folder.isEmpty, needed.insert(folder).inserted {
                folder = SitePath.directory(of: String(folder.dropLast()))
            }
        }
        for file in files where !written.contains(file) {
            unlink(root + "/" + file)
        }
        // Deepest first; a stale folder holds only stale entries, already unlinked.
        let stale = folders.subtracting(needed).sorted { $0.count > $1.count }
        for folder in stale {
            let path = root + "/" + String(folder.dropLast())
            if rmdir(path) != 0, errno != ENOENT {
                // Something this inventory did not list (a file where the build replaced a folder): remove it whole.
                TreeRemoval.remove(URL(fileURLWithPath: path))
            }
        }
    }
}
