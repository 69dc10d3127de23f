import Foundation

/// Watches folders and reports each settled batch of edits.
///
/// An editor's save, a `git checkout` or a formatter touches several files in
/// quick succession; the watcher waits until they stop and then reports
/// everything that changed as one batch, so one save means one rebuild.
///
/// On Linux the kernel says when to look (``FolderEvents``, inotify): the watcher
/// looks as soon as ``settle`` passes without a further event. Elsewhere, and
/// whenever events cannot be had (a watched folder missing, the watch limit
/// reached, a watched folder removed while watching), it polls every ``interval``
/// and waits for one more poll that sees no further change. Either way, what
/// changed is read off two ``DirectorySnapshot``s.
public struct ChangeWatcher: Sendable {
    /// How the watcher learns that something may have changed.
    public enum Mode: Sendable, Equatable {
        /// The kernel's events where the platform has them (Linux), polling otherwise.
        case eventsWhenAvailable
        /// A snapshot every ``ChangeWatcher/interval``.
        case polling
    }

    public var folders: [URL]
    /// Folders inside ``folders`` whose files are not watched (an output folder).
    public var excluded: [URL]
    public var mode: Mode
    /// Between two polls, when polling.
    public var interval: Duration
    /// How long events must stop before the watcher looks, when it has events.
    public var settle: Duration
    /// Takes a snapshot; replaceable so the batching can be tested without a file system.
    public var snapshot: @Sendable ([URL]) -> DirectorySnapshot

    /// Polls `folders` through `snapshot`, which need not read the disk: without events.
    public init(
        folders: [URL], interval: Duration = .milliseconds(300),
        snapshot: @escaping @Sendable ([URL]) -> DirectorySnapshot = { DirectorySnapshot.take(of: $0) }
    ) {
        self.folders = folders
        excluded = []
        mode = .polling
        self.interval = interval
        settle = .milliseconds(40)
        self.snapshot = snapshot
    }

    /// Watches `folders` on disk, except the files under `excluding`.
    public init(
        folders: [URL], excluding excluded: [URL], mode: Mode = .eventsWhenAvailable,
        interval: Duration = .milliseconds(300), settle: Duration = .milliseconds(40)
    ) {
        self.init(folders: folders, interval: interval) { DirectorySnapshot.take(of: $0, excluding: excluded) }
        self.excluded = excluded
        self.mode = mode
        self.settle = settle
    }

    /// Calls `onChange` with the sorted paths of each batch, until the task is cancelled.
    public func watch(onChange: @Sendable ([String]) async -> Void) async {
        await watch(whenWatching: {}, onChange: onChange)
    }

    /// Calls `whenWatching` once the first snapshot is taken (an edit from then on is
    /// reported), then `onChange` with the sorted paths of each batch, until the task is cancelled.
    ///
    /// - Parameter baseline: the folders as an earlier snapshot saw them (`serve` takes one
    ///   before its first build): what changed since then is reported at once, so an edit
    ///   saved while the first build ran is not lost.
    public func watch(
        from baseline: DirectorySnapshot? = nil, whenWatching: @Sendable () -> Void,
        onChange: @Sendable ([String]) async -> Void
    ) async {
        #if os(Linux)
        if mode == .eventsWhenAvailable, let events = FolderEvents(folders: folders, excluding: excluded) {
            events.start()
            defer { events.stop() }
            // Taken after the watches are in place, so no edit falls between the two.
            let first = snapshot(folders)
            whenWatching()
            await reportChanges(between: baseline, and: first, onChange: onChange)
            // Nil when cancelled; otherwise the events were lost and polling takes over from there.
            guard let last = await follow(events, from: first, onChange: onChange) else { return }
            await poll(from: last, onChange: onChange)
            return
        }
        #endif
        let first = snapshot(folders)
        whenWatching()
        await reportChanges(between: baseline, and: first, onChange: onChange)
        await poll(from: first, onChange: onChange)
    }

    private func reportChanges(
        between baseline: DirectorySnapshot?, and first: DirectorySnapshot, onChange: @Sendable ([String]) async -> Void
    ) async {
        guard let baseline, baseline != first else { return }
        let changed = first.changedPaths(since: baseline)
        if !changed.isEmpty { await onChange(changed) }
    }

    #if os(Linux)
    /// Looks after each event once they pause; returns the last snapshot when the events
    /// are lost, nil when the task is cancelled.
    private func follow(
        _ events: FolderEvents, from first: DirectorySnapshot, onChange: @Sendable ([String]) async -> Void
    ) async -> DirectorySnapshot? {
        var settled = first
        for await signal in events.signals {
            if signal == .lost { return settled }
            // An editor writes a temporary file and renames it, a checkout writes many:
            // wait until a whole settle window passes without events.
            var seen = events.batchCount
            while true {
                do { try await Task.sleep(for: settle) } catch { return nil }
                let now = events.batchCount
                if now == seen { break }
                seen = now
            }
            let latest = snapshot(folders)
            let changed = latest.changedPaths(since: settled)
            settled = latest
            if !changed.isEmpty { await onChange(changed) }
        }
        return Task.isCancelled ? nil : settled
    }
    #endif

    /// Compares a snapshot with the last one every ``interval``.
    private func poll(from start: DirectorySnapshot, onChange: @Sendable ([String]) async -> Void) async {
        var settled = start
        while !Task.isCancelled {
            do { try await Task.sleep(for: interval) } catch { return }
            var latest = snapshot(folders)
            guard latest != settled else { continue }
            // Wait for the edits to stop before reporting them.
            while !Task.isCancelled {
                do { try await Task.sleep(for: interval) } catch { return }
                let next = snapshot(folders)
                if next == latest { break }
                latest = next
            }
            let changed = latest.changedPaths(since: settled)
            settled = latest
            if !changed.isEmpty { await onChange(changed) }
        }
    }
}
