import Foundation

/// What tells one version of a file from the next without reading it: its
/// modification time, size and inode (an editor that saves by replacing the file
/// makes a new inode).
struct FileStamp: Hashable, Sendable {
    var seconds: Int
    var nanoseconds: Int
    var size: Int
    var inode: UInt64

    /// The stamp of the file at `path` (links followed, as the file is read); nil when it cannot be read.
    init?(of path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        #if canImport(Darwin)
        let modified = status.st_mtimespec
        #else
        let modified = status.st_mtim
        #endif
        seconds = Int(modified.tv_sec)
        nanoseconds = Int(modified.tv_nsec)
        size = Int(status.st_size)
        inode = UInt64(status.st_ino)
    }
}
