import Foundation
import Preview
import Synchronization
import Testing

// The time limit only stops a watcher that never polls; the checks never depend on timing.
@Suite(.timeLimit(.minutes(1))) struct ChangeWatcherTests {
    /// Hands out prepared snapshots one per poll, then repeats the last; counts the polls.
    final class Script: Sendable {
        private let snapshots: Mutex<[DirectorySnapshot]>
        private let polls = Mutex(0)

        init(_ snapshots: [DirectorySnapshot]) {
            self.snapshots = Mutex(snapshots)
        }

        func next() -> DirectorySnapshot {
            polls.withLock { $0 += 1 }
            return snapshots.withLock { $0.count > 1 ? $0.removeFirst() : $0[0] }
        }

        var pollCount: Int { polls.withLock { $0 } }
    }

    static func snapshot(_ files: [String: Int]) -> DirectorySnapshot {
        DirectorySnapshot(files: files.mapValues { DirectorySnapshot.Stamp(modified: Date(timeIntervalSince1970: 0), size: $0) })
    }

    /// Runs the watcher over `snapshots` and returns the batches it reported.
    ///
    /// The batches depend only on the order of the snapshots, not on timing: the
    /// run ends once the watcher has polled the last snapshot three more times
    /// (a batch settles after two equal polls, and is reported before the next
    /// poll), however slowly a busy machine schedules it.
    static func batches(_ snapshots: [DirectorySnapshot]) async throws -> [[String]] {
        let script = Script(snapshots)
        let watcher = ChangeWatcher(folders: [], interval: .milliseconds(2)) { _ in script.next() }
        let reported = Mutex<[[String]]>([])
        let task = Task {
            await watcher.watch { changed in reported.withLock { $0.append(changed) } }
        }
        // A cancelled test (its time limit) leaves the loop at once, stopping the watcher:
        // swallowing the sleep's cancellation would spin on a shared thread for good.
        defer { task.cancel() }
        while script.pollCount < snapshots.count + 3 {
            try await Task.sleep(for: .milliseconds(5))
        }
        task.cancel()
        await task.value
        return reported.withLock { $0 }
    }

    /// An edit saved before watching began (during `serve`'s first build) is reported at
    /// once against the baseline, without waiting for a poll (the interval is ten minutes).
    @Test func whatChangedSinceTheBaselineIsReportedAtOnce() async {
        let baseline = Self.snapshot(["/c/a.md": 1, "/c/b.md": 2])
        let now = Self.snapshot(["/c/a.md": 5, "/c/c.md": 3])
        let watcher = ChangeWatcher(folders: [], interval: .seconds(600)) { _ in now }
        let (reports, report) = AsyncStream.makeStream(of: [String].self)
        let task = Task {
            await watcher.watch(from: baseline, whenWatching: {}) { changed in report.yield(changed) }
        }
        var first: [String]?
        for await changed in reports {
            first = changed
            break
        }
        task.cancel()
        #expect(first == ["/c/a.md", "/c/b.md", "/c/c.md"])
    }

    /// With no change since the baseline, nothing is reported.
    @Test func anUnchangedBaselineReportsNothing() async throws {
        let same = Self.snapshot(["/c/a.md": 1])
        let watcher = ChangeWatcher(folders: [], interval: .milliseconds(2)) { _ in same }
        let reported = Mutex<[[String]]>([])
        let (watching, started) = AsyncStream.makeStream(of: Void.self)
        let task = Task {
            await watcher.watch(from: same, whenWatching: { started.finish() }) { changed in reported.withLock { $0.append(changed) } }
        }
        for await _ in watching {}
        defer { task.cancel() }
        try await Task.sleep(for: .milliseconds(30))
        task.cancel()
        await task.value
        #expect(reported.withLock { $0 }.isEmpty)
    }

    @Test func editsInQuickSuccessionAreOneBatch() async throws {
        let start = Self.snapshot(["a.md": 1, "b.md": 1])
        let batches = try await Self.batches([
            start, start,
            Self.snapshot(["a.md": 2, "b.md": 1]),
            Self.snapshot(["a.md": 2, "b.md": 2]),
            Self.snapshot(["a.md": 2, "b.md": 2, "c.md": 1]),
        ])
        #expect(batches == [["a.md", "b.md", "c.md"]])
    }

    @Test func separateEditsAreSeparateBatches() async throws {
        let start = Self.snapshot(["a.md": 1])
        let first = Self.snapshot(["a.md": 2])
        let second = Self.snapshot(["a.md": 2, "b.md": 1])
        let batches = try await Self.batches([start, start, first, first, first, second])
        #expect(batches == [["a.md"], ["b.md"]])
    }

    @Test func nothingChangedReportsNothing() async throws {
        let start = Self.snapshot(["a.md": 1])
        #expect(try await Self.batches([start, start, start]).isEmpty)
    }
}
