import Foundation
import Preview
import Synchronization
import Testing

/// `serve` watches the folders of the Swift files its examples include, which an edit
/// can change: the watcher moves to the new folders after a batch.
@Suite(.timeLimit(.minutes(1))) struct ChangeWatcherMovingTests {
    /// Files by path with a size standing for their version; a snapshot sees those under its folders.
    final class Disk: Sendable {
        let files = Mutex<[String: Int]>(["/c/a.md": 1, "/s/View.swift": 1])
        let extraFolders = Mutex<[URL]>([])

        func snapshot(_ folders: [URL]) -> DirectorySnapshot {
            let paths = folders.map { $0.path + "/" }
            return DirectorySnapshot(files: files.withLock { files in
                files.filter { file in paths.contains { file.key.hasPrefix($0) } }
                    .mapValues { DirectorySnapshot.Stamp(modified: Date(timeIntervalSince1970: 0), size: $0) }
            })
        }

        func edit(_ path: String) { files.withLock { $0[path, default: 0] += 1 } }
    }

    @Test func aFolderAddedAfterABatchIsWatchedAndItsFilesAreNotNewsThemselves() async throws {
        let disk = Disk()
        var watcher = ChangeWatcher(folders: [URL(fileURLWithPath: "/c")], interval: .milliseconds(2)) { disk.snapshot($0) }
        watcher.moreFolders = { disk.extraFolders.withLock { $0 } }
        let (batches, report) = AsyncStream.makeStream(of: [String].self)
        let (watching, started) = AsyncStream.makeStream(of: Void.self)
        let task = Task {
            await watcher.watch(from: nil, whenWatching: { started.finish() }) { changed in
                // As a build would: the page now includes a file of /s.
                disk.extraFolders.withLock { $0 = [URL(fileURLWithPath: "/s")] }
                report.yield(changed)
            }
        }
        for await _ in watching {}
        var received = batches.makeAsyncIterator()

        disk.edit("/s/View.swift")  // not watched yet
        disk.edit("/c/a.md")
        #expect(await received.next() == ["/c/a.md"])
        // Now watching /s: its file, already there, is no change; an edit of it is.
        try await Task.sleep(for: .milliseconds(30))
        disk.edit("/s/View.swift")
        #expect(await received.next() == ["/s/View.swift"])
        task.cancel()
        await task.value
    }

    /// `serve`'s baseline is taken before its first build, which finds the included
    /// folders: their files are not reported as new against it.
    @Test func theFilesOfMoreFoldersAreNotNewsAgainstTheBaseline() async throws {
        let disk = Disk()
        disk.extraFolders.withLock { $0 = [URL(fileURLWithPath: "/s")] }
        let baseline = disk.snapshot([URL(fileURLWithPath: "/c")])
        var watcher = ChangeWatcher(folders: [URL(fileURLWithPath: "/c")], interval: .milliseconds(2)) { disk.snapshot($0) }
        watcher.moreFolders = { disk.extraFolders.withLock { $0 } }
        let (batches, report) = AsyncStream.makeStream(of: [String].self)
        let (watching, started) = AsyncStream.makeStream(of: Void.self)
        let task = Task {
            await watcher.watch(from: baseline, whenWatching: { started.finish() }) { report.yield($0) }
        }
        for await _ in watching {}
        var received = batches.makeAsyncIterator()
        disk.edit("/s/View.swift")
        #expect(await received.next() == ["/s/View.swift"], "the first news is the edit, not the file being there")
        task.cancel()
        await task.value
    }
}
