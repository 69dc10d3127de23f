import Foundation

/// What a claimed spare site holds, so a build can write over it in place and then
/// remove what it did not write.
///
/// Taking the inventory also makes the tree safe to write through by path: anything
/// that is not a real folder or a regular file with a single link (a symbolic link, a
/// file hard-linked elsewhere, as `cp -al` backups make, a pipe) is unlinked as itself,
/// so a write never follows a link out of the site or changes a file that another
/// name shares. Folders are opened with `O_NOFOLLOW`, as ``TreeRemoval`` does.
struct SpareInventory: Sendable {
    /// Regular files, by path inside the site (`en/guide/index.html`).
    private(set) var files: Set<String> = []
    /// Folders, by path with a trailing slash (`en/guide/`); the site folder itself is not listed.
    private(set) var folders: Set<String> = []

    /// Lists the tree at `root`, unlinking what may not be written through.
    init(root: String) {
        var pending = [""]
        while let folder = pending.popLast() {
            let path = folder.isEmpty ? root : root + "/" + String(folder.dropLast())
            let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            guard let directory = fdopendir(descriptor) else {
                close(descriptor)
                continue
            }
            var unsafe: [String] = []
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                    String(cString: bytes.baseAddress!.assumingMemoryBound(to: CChar.self))
                }
                if name == "." || name == ".." { continue }
                var status = stat()
                guard fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
                switch status.st_mode & S_IFMT {
                case S_IFDIR:
                    folders.insert(folder + name + "/")
                    pending.append(folder + name + "/")
                case S_IFREG where status.st_nlink == 1:
                    files.insert(folder + name)
                default:
                    unsafe.append(name)
                }
            }
            for name in unsafe { unlinkat(descriptor, name, 0) }
            closedir(directory)
        }
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
