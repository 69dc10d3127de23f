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
    /// Folders to watch besides ``folders``, asked again after each batch is handled:
    /// `serve` watches the folders of the Swift files its examples include, which an
    /// edit can change. When they change, the watcher moves to the new set, and an
    /// edit made meanwhile in a folder it watched before is still reported.
    public var moreFolders: @Sendable () -> [URL] = { [] }

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
        var watched = currentFolders()
        var announced = false
        /// The snapshot the next phase's changes are measured from, and the folders it covers;
        /// a baseline covers ``folders`` alone: the files of ``moreFolders`` already there are not news.
        var previous: (snapshot: DirectorySnapshot, folders: [URL])? = baseline.map { ($0, folders) }
        while !Task.isCancelled {
            let outcome: PhaseOutcome
            #if os(Linux)
            if mode == .eventsWhenAvailable, let events = FolderEvents(folders: watched, excluding: excluded) {
                events.start()
                // Taken after the watches are in place, so no edit falls between the two.
                let first = snapshot(watched)
                if !announced { whenWatching(); announced = true }
                await reportChanges(since: previous, in: first, watched: watched, onChange: onChange)
                switch await follow(events, from: first, watching: watched, onChange: onChange) {
                case .cancelled:
                    outcome = .cancelled
                case .lost(let last):
                    // The events were lost: polling takes over from there, with these folders.
                    outcome = await poll(from: last, watching: watched, onChange: onChange)
                case .moved(let last, let folders):
                    outcome = .moved(last, folders)
                }
                events.stop()
            } else {
                outcome = await pollPhase(announced: &announced, previous: previous, watched: watched, whenWatching: whenWatching, onChange: onChange)
            }
            #else
            outcome = await pollPhase(announced: &announced, previous: previous, watched: watched, whenWatching: whenWatching, onChange: onChange)
            #endif
            switch outcome {
            case .cancelled, .lost:
                return
            case .moved(let last, let folders):
                previous = (last, watched)
                watched = folders
            }
        }
    }

    /// How one phase of watching a fixed set of folders ended.
    private enum PhaseOutcome {
        case cancelled
        /// Events stopped being complete (only from ``follow``).
        case lost(DirectorySnapshot)
        /// The folders to watch changed: the last snapshot of the old ones, and the new ones.
        case moved(DirectorySnapshot, [URL])
    }

    private func pollPhase(
        announced: inout Bool, previous: (snapshot: DirectorySnapshot, folders: [URL])?, watched: [URL],
        whenWatching: @Sendable () -> Void, onChange: @Sendable ([String]) async -> Void
    ) async -> PhaseOutcome {
        let first = snapshot(watched)
        if !announced { whenWatching(); announced = true }
        await reportChanges(since: previous, in: first, watched: watched, onChange: onChange)
        return await poll(from: first, watching: watched, onChange: onChange)
    }

    private func currentFolders() -> [URL] {
        var seen: Set<String> = []
        return (folders + moreFolders()).filter { seen.insert($0.standardizedFileURL.path).inserted }
    }

    /// After a batch: the folders to move to, or nil when they are the ones watched.
    private func movedFolders(from watched: [URL]) -> [URL]? {
        let now = currentFolders()
        return Set(now.map(\.standardizedFileURL.path)) == Set(watched.map(\.standardizedFileURL.path)) ? nil : now
    }

    /// Reports what changed in `latest` (of the folders `watched`) since `previous`: the
    /// files of folders that `previous` did not cover are not changes (they were only
    /// not watched yet), unless another watched folder holds them too.
    private func reportChanges(
        since previous: (snapshot: DirectorySnapshot, folders: [URL])?, in latest: DirectorySnapshot, watched: [URL],
        onChange: @Sendable ([String]) async -> Void
    ) async {
        guard let previous, previous.snapshot != latest else { return }
        func paths(_ folders: [URL]) -> [String] {
            folders.map { $0.standardizedFileURL.path }.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        }
        let covered = paths(previous.folders)
        let added = paths(watched).filter { !covered.contains($0) }
        let changed = latest.changedPaths(since: previous.snapshot).filter { path in
            previous.snapshot.files[path] != nil || covered.contains { path.hasPrefix($0) } || !added.contains { path.hasPrefix($0) }
        }
        if !changed.isEmpty { await onChange(changed) }
    }

    #if os(Linux)
    private enum FollowOutcome {
        case cancelled
        case lost(DirectorySnapshot)
        case moved(DirectorySnapshot, [URL])
    }

    /// Looks after each event once they pause, until the task is cancelled, the events
    /// are lost, or the folders to watch change.
    private func follow(
        _ events: FolderEvents, from first: DirectorySnapshot, watching watched: [URL], onChange: @Sendable ([String]) async -> Void
    ) async -> FollowOutcome {
        var settled = first
        for await signal in events.signals {
            if signal == .lost { return .lost(settled) }
            // An editor writes a temporary file and renames it, a checkout writes many:
            // wait until a whole settle window passes without events.
            var seen = events.batchCount
            while true {
                do { try await Task.sleep(for: settle) } catch { return .cancelled }
                let now = events.batchCount
                if now == seen { break }
                seen = now
            }
            let latest = snapshot(watched)
            let changed = latest.changedPaths(since: settled)
            settled = latest
            if !changed.isEmpty { await onChange(changed) }
            if let moved = movedFolders(from: watched) { return .moved(settled, moved) }
        }
        return Task.isCancelled ? .cancelled : .lost(settled)
    }
    #endif

    /// Compares a snapshot with the last one every ``interval``, until the task is
    /// cancelled or the folders to watch change.
    private func poll(
        from start: DirectorySnapshot, watching watched: [URL], onChange: @Sendable ([String]) async -> Void
    ) async -> PhaseOutcome {
        var settled = start
        while !Task.isCancelled {
            do { try await Task.sleep(for: interval) } catch { return .cancelled }
            var latest = snapshot(watched)
            guard latest != settled else { continue }
            // Wait for the edits to stop before reporting them.
            while !Task.isCancelled {
                do { try await Task.sleep(for: interval) } catch { return .cancelled }
                let next = snapshot(watched)
                if next == latest { break }
                latest = next
            }
            let changed = latest.changedPaths(since: settled)
            settled = latest
            if !changed.isEmpty { await onChange(changed) }
            if let moved = movedFolders(from: watched) { return .moved(settled, moved) }
        }
        return .cancelled
    }
}
