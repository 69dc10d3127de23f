import Foundation
import Preview
import Synchronization
import Testing

/// The watcher on real folders: events on Linux, polling as the fallback.
///
/// Where events are expected, the watcher polls only every ten minutes, so a
/// report can only have come from an event.
///
/// Each test waits until the watcher watches before editing, and for the batches
/// it expects; it proves that nothing more was reported by a last edit of another
/// file, which must come as a batch of its own. The time limit only stops a
/// watcher that never reports.
@Suite(.timeLimit(.minutes(1))) struct ChangeWatcherOnDiskTests {
    /// Whether a running watcher watches yet, and what it reported.
    final class Recorder: Sendable {
        private let reported = Mutex<[[String]]>([])
        private let watching = Atomic<Bool>(false)

        var batches: [[String]] { reported.withLock { $0 } }

        func started() { watching.store(true, ordering: .relaxed) }

        func report(_ batch: [String]) { reported.withLock { $0.append(batch) } }

        // Each wait ends when the test is cancelled (its time limit): a loop that swallowed
        // the sleep's cancellation would spin on one of the few shared threads for good.
        func waitUntilWatching() async throws {
            while !watching.load(ordering: .relaxed) { try await Task.sleep(for: .milliseconds(5)) }
        }

        func waitForBatches(_ count: Int) async throws {
            while batches.count < count { try await Task.sleep(for: .milliseconds(5)) }
        }
    }

    /// A poll interval no test waits for where the platform has events.
    #if os(Linux)
    static let eventsOnly = Duration.seconds(600)
    #else
    static let eventsOnly = Duration.milliseconds(20)
    #endif

    /// Watches `folders` until `body` returns and gives back the batches reported.
    static func batches(
        of folders: [URL], excluding excluded: [URL] = [], mode: ChangeWatcher.Mode = .eventsWhenAvailable,
        interval: Duration = eventsOnly, settle: Duration = .milliseconds(40), body: (Recorder) async throws -> Void
    ) async throws -> [[String]] {
        let recorder = Recorder()
        let watcher = ChangeWatcher(folders: folders, excluding: excluded, mode: mode, interval: interval, settle: settle)
        let task = Task {
            await watcher.watch(whenWatching: recorder.started) { recorder.report($0) }
        }
        defer { task.cancel() }
        try await recorder.waitUntilWatching()
        try await body(recorder)
        task.cancel()
        await task.value
        return recorder.batches
    }

    @Test func anEditIsReportedOnce() async throws {
        let folder = try TemporaryFolder(files: ["content/a.md": "# A\n", "content/b.md": "# B\n"])
        defer { folder.remove() }
        let batches = try await Self.batches(of: [folder.url("content")]) { recorder in
            try folder.write("# A, edited\n", to: "content/a.md")
            try await recorder.waitForBatches(1)
            try folder.write("# B, edited\n", to: "content/b.md")
            try await recorder.waitForBatches(2)
        }
        #expect(batches == [[folder.url("content/a.md").path], [folder.url("content/b.md").path]])
    }

    @Test func aBurstOfEditsIsOneBatch() async throws {
        let folder = try TemporaryFolder(files: ["content/a.md": "# A\n", "content/b.md": "# B\n"])
        defer { folder.remove() }
        // A settle window far longer than the three writes take, however busy the machine.
        let batches = try await Self.batches(of: [folder.url("content")], settle: .seconds(1)) { recorder in
            // As an editor saves: a hidden temporary file renamed over the page.
            try folder.write("# A, edited\n", to: "content/.a.md.tmp")
            try FileManager.default.removeItem(at: folder.url("content/a.md"))
            try FileManager.default.moveItem(at: folder.url("content/.a.md.tmp"), to: folder.url("content/a.md"))
            try folder.write("# C\n", to: "content/c.md")
            try await recorder.waitForBatches(1)
            try folder.write("# B, edited\n", to: "content/b.md")
            try await recorder.waitForBatches(2)
        }
        #expect(batches == [
            [folder.url("content/a.md").path, folder.url("content/c.md").path],
            [folder.url("content/b.md").path],
        ])
    }

    @Test func aFileInANewSubfolderIsSeenAndSoAreItsLaterEdits() async throws {
        let folder = try TemporaryFolder(files: ["content/a.md": "# A\n"])
        defer { folder.remove() }
        let page = folder.url("content/guide/deeper/page.md").path
        let batches = try await Self.batches(of: [folder.url("content")]) { recorder in
            try folder.write("# Page\n", to: "content/guide/deeper/page.md")
            try await recorder.waitForBatches(1)
            // Seen only if the new folders are watched too.
            try folder.write("# Page, edited at more length\n", to: "content/guide/deeper/page.md")
            try await recorder.waitForBatches(2)
        }
        #expect(batches == [[page], [page]])
    }

    @Test func anExcludedFolderIsIgnored() async throws {
        let folder = try TemporaryFolder(files: ["content/a.md": "# A\n", "content/public/index.html": "<p>site</p>"])
        defer { folder.remove() }
        let batches = try await Self.batches(of: [folder.url("content")], excluding: [folder.url("content/public")]) { recorder in
            try folder.write("<p>site, rebuilt</p>", to: "content/public/index.html")
            try folder.write("<p>new</p>", to: "content/public/guide/index.html")
            try folder.write("# A, edited\n", to: "content/a.md")
            try await recorder.waitForBatches(1)
            try folder.write("<p>again</p>", to: "content/public/guide/index.html")
            try folder.write("# A, edited again\n", to: "content/a.md")
            try await recorder.waitForBatches(2)
        }
        let page = folder.url("content/a.md").path
        #expect(batches == [[page], [page]])
    }

    @Test func pollingStillSeesEdits() async throws {
        let folder = try TemporaryFolder(files: ["content/a.md": "# A\n"])
        defer { folder.remove() }
        let batches = try await Self.batches(of: [folder.url("content")], mode: .polling, interval: .milliseconds(20)) { recorder in
            try folder.write("# A, edited\n", to: "content/a.md")
            try await recorder.waitForBatches(1)
            try folder.write("# B\n", to: "content/b.md")
            try await recorder.waitForBatches(2)
        }
        #expect(batches == [[folder.url("content/a.md").path], [folder.url("content/b.md").path]])
    }

    /// No events for a folder that is not there: the watcher polls and notices it appear.
    @Test func aMissingFolderIsPolledUntilItAppears() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let batches = try await Self.batches(of: [folder.url("content")], interval: .milliseconds(20)) { recorder in
            try folder.write("# A\n", to: "content/a.md")
            try await recorder.waitForBatches(1)
        }
        #expect(batches == [[folder.url("content/a.md").path]])
    }

    /// A watched folder removed ends its events; polling takes over and sees it return.
    @Test func aRemovedFolderIsPolledAfterwards() async throws {
        let folder = try TemporaryFolder(files: ["content/a.md": "# A\n"])
        defer { folder.remove() }
        let page = folder.url("content/a.md").path
        let batches = try await Self.batches(of: [folder.url("content")], interval: .milliseconds(20)) { recorder in
            try FileManager.default.removeItem(at: folder.url("content"))
            try await recorder.waitForBatches(1)
            try folder.write("# A, back\n", to: "content/a.md")
            try await recorder.waitForBatches(2)
        }
        #expect(batches == [[page], [page]])
    }
}
