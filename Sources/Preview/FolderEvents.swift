#if os(Linux)
import Foundation
import Glibc
import Synchronization

/// The kernel's word (inotify) that something under some folders may have changed.
///
/// Events only say *when* to look: what changed is still read off a
/// ``DirectorySnapshot``, so a missed or merged event costs at most a comparison,
/// never a wrong rebuild. inotify watches one folder, not a tree, so every folder
/// of the trees gets a watch, and a folder that appears later gets one as soon as
/// its creation is read (a file written into it before that is still in the next
/// snapshot, which is taken after). Hidden and excluded folders get none, as the
/// snapshot skips them.
///
/// A thread waits for the events (a blocking `poll` on the inotify descriptor and
/// a pipe that ``stop()`` writes to), so no task of the cooperative pool is held.
/// When watching can no longer be trusted (the watch limit reached, a watched root
/// removed or moved, a read error), ``signals`` delivers ``Signal/lost`` and ends;
/// the caller then polls.
final class FolderEvents: Sendable {
    enum Signal: Sendable, Equatable {
        /// Something under the folders may have changed.
        case changed
        /// Events stopped being complete; look by polling from now on.
        case lost
    }

    /// One element per batch of relevant events read (a pending one is kept at most:
    /// the caller compares snapshots anyway), then ``Signal/lost`` if watching fails.
    let signals: AsyncStream<Signal>
    private let continuation: AsyncStream<Signal>.Continuation
    /// Counts the batches of relevant events, so the caller can tell a quiet moment.
    private let batches = Atomic<Int>(0)
    private let inotify: Int32
    private let wakeRead: Int32
    private let wakeWrite: Int32
    private let roots: [String]
    private let excluded: Set<String>
    /// Watch descriptor → absolute folder path; touched by the init and then only by the thread.
    private let watches = Mutex<[Int32: String]>([:])

    /// Watches every folder under `folders`, except those at `excluded` paths and hidden ones.
    /// Nil when inotify cannot watch them all (no inotify, a missing folder, the watch limit).
    init?(folders: [URL], excluding excluded: [URL]) {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else {
            close(descriptor)
            return nil
        }
        for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        inotify = descriptor
        wakeRead = pipeEnds[0]
        wakeWrite = pipeEnds[1]
        roots = folders.map { $0.standardizedFileURL.path }
        self.excluded = Set(excluded.map { $0.standardizedFileURL.path })
        (signals, continuation) = AsyncStream.makeStream(of: Signal.self, bufferingPolicy: .bufferingNewest(1))
        for root in roots {
            // A root must be there to be watched; a missing one is left to polling, which notices it appearing.
            guard watchTree(root, isRoot: true) == .watched else {
                continuation.finish()
                return nil
            }
        }
    }

    deinit {
        close(inotify)
        close(wakeRead)
        close(wakeWrite)
    }

    /// Starts reading events on a thread of its own.
    func start() {
        let thread = Thread { [self] in readEvents() }
        thread.name = "navdocs folder events"
        thread.start()
    }

    /// Ends the thread (at once, or after the batch it is reading) and ``signals``.
    func stop() {
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
    }

    /// The number of batches of relevant events read so far.
    var batchCount: Int { batches.load(ordering: .acquiring) }

    // MARK: - The thread

    private func readEvents() {
        defer { continuation.finish() }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            var descriptors = [
                pollfd(fd: inotify, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&descriptors, 2, -1)
            if ready < 0 {
                if errno == EINTR { continue }
                continuation.yield(.lost)
                return
            }
            if descriptors[1].revents != 0 { return }
            guard descriptors[0].revents != 0 else { continue }
            var relevant = false
            var lost = false
            // Drain everything queued, so one save's events make one batch.
            while true {
                let count = buffer.withUnsafeMutableBytes { read(inotify, $0.baseAddress, $0.count) }
                if count < 0 {
                    if errno == EINTR { continue }
                    if errno != EAGAIN { lost = true }
                    break
                }
                if count == 0 { break }
                let outcome = handle(buffer[..<count])
                relevant = relevant || outcome.relevant
                lost = lost || outcome.lost
            }
            if relevant {
                _ = batches.add(1, ordering: .releasing)
                continuation.yield(.changed)
            }
            if lost {
                continuation.yield(.lost)
                return
            }
        }
    }

    /// Reads the events in `bytes` (whole `inotify_event`s, each followed by its name),
    /// keeping the watches in step with the folders.
    private func handle(_ bytes: ArraySlice<UInt8>) -> (relevant: Bool, lost: Bool) {
        let header = MemoryLayout<inotify_event>.size
        var relevant = false
        var offset = bytes.startIndex
        while offset + header <= bytes.endIndex {
            let (descriptor, mask, nameLength) = bytes.withUnsafeBytes { raw in
                let base = offset - bytes.startIndex
                return (
                    raw.loadUnaligned(fromByteOffset: base, as: Int32.self),
                    raw.loadUnaligned(fromByteOffset: base + 4, as: UInt32.self),
                    Int(raw.loadUnaligned(fromByteOffset: base + 12, as: UInt32.self))
                )
            }
            let nameBytes = bytes[(offset + header)..<min(offset + header + nameLength, bytes.endIndex)]
            offset += header + nameLength
            let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)

            if mask & UInt32(IN_Q_OVERFLOW) != 0 {
                // Events were dropped, folders created among them too: watch anew whatever is there.
                for root in roots where watchTree(root, isRoot: true) != .watched { return (true, true) }
                relevant = true
                continue
            }
            guard let folder = watches.withLock({ $0[descriptor] }) else { continue }
            if mask & UInt32(IN_IGNORED) != 0 {
                watches.withLock { _ = $0.removeValue(forKey: descriptor) }
                if roots.contains(folder) { return (true, true) }
                continue
            }
            if name.isEmpty {
                // An event about a watched folder itself: a root moved away cannot be followed.
                if mask & UInt32(IN_MOVE_SELF) != 0, roots.contains(folder) { return (true, true) }
                relevant = relevant || mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF) != 0
                continue
            }
            let path = folder + "/" + name
            // The snapshot skips these too; the output folder inside the content folder is among them.
            if name.hasPrefix(".") || excluded.contains(path) { continue }
            relevant = true
            guard mask & UInt32(IN_ISDIR) != 0 else { continue }
            if mask & UInt32(IN_MOVED_FROM) != 0 {
                // Its watches would report under the old path; a move within the trees comes back as IN_MOVED_TO.
                unwatchTree(path)
            }
            if mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0, watchTree(path, isRoot: false) == .limitReached {
                return (true, true)
            }
        }
        return (relevant, false)
    }

    // MARK: - Watches

    private enum WatchOutcome {
        case watched
        /// Gone or unreadable; the snapshot will not see into it either.
        case skipped
        /// The per-user watch limit (`fs.inotify.max_user_watches`) is reached.
        case limitReached
    }

    private static let mask = UInt32(
        IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_ATTRIB
            | IN_DELETE_SELF | IN_MOVE_SELF
    ) | UInt32(IN_ONLYDIR)

    /// Watches `folder` and every folder below it that is not hidden or excluded.
    /// A root may be a link to a folder, as the snapshot follows it; links below are not followed.
    private func watchTree(_ folder: String, isRoot: Bool) -> WatchOutcome {
        let flags = isRoot ? Self.mask : Self.mask | UInt32(IN_DONT_FOLLOW)
        let descriptor = inotify_add_watch(inotify, folder, flags)
        guard descriptor >= 0 else { return errno == ENOSPC ? .limitReached : .skipped }
        watches.withLock { $0[descriptor] = folder }
        for child in Self.subfolders(of: folder) {
            let path = folder + "/" + child
            guard !child.hasPrefix("."), !excluded.contains(path) else { continue }
            if watchTree(path, isRoot: false) == .limitReached { return .limitReached }
        }
        return .watched
    }

    /// Stops watching `folder` and the folders below it.
    private func unwatchTree(_ folder: String) {
        let prefix = folder + "/"
        let removed = watches.withLock { watches in
            let gone = watches.filter { $0.value == folder || $0.value.hasPrefix(prefix) }.map(\.key)
            for descriptor in gone { watches.removeValue(forKey: descriptor) }
            return gone
        }
        for descriptor in removed { inotify_rm_watch(inotify, descriptor) }
    }

    /// The names of the folders directly inside `folder` (not links to folders).
    private static func subfolders(of folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name != ".", name != ".." else { continue }
            var isFolder = Int32(entry.pointee.d_type) == DT_DIR
            if Int32(entry.pointee.d_type) == DT_UNKNOWN {
                // Some file systems leave the type out of directory entries.
                var status = stat()
                isFolder = lstat(folder + "/" + name, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
            }
            if isFolder { names.append(name) }
        }
        return names
    }
}
#endif
