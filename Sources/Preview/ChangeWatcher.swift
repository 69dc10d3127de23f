import Foundation

/// Polls folders and reports each settled batch of edits.
///
/// An editor's save, a `git checkout` or a formatter touches several files in
/// quick succession; the watcher waits until a poll sees no further change
/// (the quiet period) and then reports everything that changed as one batch,
/// so one save means one rebuild.
public struct ChangeWatcher: Sendable {
    public var folders: [URL]
    public var interval: Duration
    /// Takes a snapshot; replaceable so the batching can be tested without a file system.
    public var snapshot: @Sendable ([URL]) -> DirectorySnapshot

    public init(
        folders: [URL], interval: Duration = .milliseconds(300),
        snapshot: @escaping @Sendable ([URL]) -> DirectorySnapshot = { DirectorySnapshot.take(of: $0) }
    ) {
        self.folders = folders
        self.interval = interval
        self.snapshot = snapshot
    }

    /// Watches `folders` on disk, except the files under `excluding`.
    public init(folders: [URL], excluding excluded: [URL], interval: Duration = .milliseconds(300)) {
        self.init(folders: folders, interval: interval) { DirectorySnapshot.take(of: $0, excluding: excluded) }
    }

    /// Calls `onChange` with the sorted paths of each batch, until the task is cancelled.
    public func watch(onChange: @Sendable ([String]) async -> Void) async {
        var settled = snapshot(folders)
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
