import Foundation
import Preview
import Synchronization
import Testing

@Suite struct ChangeWatcherTests {
    /// Hands out prepared snapshots one per poll, then repeats the last.
    final class Script: Sendable {
        private let snapshots: Mutex<[DirectorySnapshot]>

        init(_ snapshots: [DirectorySnapshot]) {
            self.snapshots = Mutex(snapshots)
        }

        func next() -> DirectorySnapshot {
            snapshots.withLock { $0.count > 1 ? $0.removeFirst() : $0[0] }
        }
    }

    static func snapshot(_ files: [String: Int]) -> DirectorySnapshot {
        DirectorySnapshot(files: files.mapValues { DirectorySnapshot.Stamp(modified: Date(timeIntervalSince1970: 0), size: $0) })
    }

    /// Runs the watcher over `snapshots` and returns the batches it reported within a second.
    static func batches(_ snapshots: [DirectorySnapshot], expecting count: Int) async -> [[String]] {
        let script = Script(snapshots)
        let watcher = ChangeWatcher(folders: [], interval: .milliseconds(2)) { _ in script.next() }
        let reported = Mutex<[[String]]>([])
        let task = Task {
            await watcher.watch { changed in reported.withLock { $0.append(changed) } }
        }
        let deadline = ContinuousClock.now.advanced(by: .seconds(5))
        while reported.withLock({ $0.count }) < count, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(5))
        }
        // Give a wrongly split batch the chance to show up before stopping.
        try? await Task.sleep(for: .milliseconds(50))
        task.cancel()
        await task.value
        return reported.withLock { $0 }
    }

    @Test func editsInQuickSuccessionAreOneBatch() async {
        let start = Self.snapshot(["a.md": 1, "b.md": 1])
        let batches = await Self.batches([
            start, start,
            Self.snapshot(["a.md": 2, "b.md": 1]),
            Self.snapshot(["a.md": 2, "b.md": 2]),
            Self.snapshot(["a.md": 2, "b.md": 2, "c.md": 1]),
        ], expecting: 1)
        #expect(batches == [["a.md", "b.md", "c.md"]])
    }

    @Test func separateEditsAreSeparateBatches() async {
        let start = Self.snapshot(["a.md": 1])
        let first = Self.snapshot(["a.md": 2])
        let second = Self.snapshot(["a.md": 2, "b.md": 1])
        let batches = await Self.batches([start, start, first, first, first, second], expecting: 2)
        #expect(batches == [["a.md"], ["b.md"]])
    }

    @Test func nothingChangedReportsNothing() async {
        let start = Self.snapshot(["a.md": 1])
        #expect(await Self.batches([start, start, start], expecting: 0).isEmpty)
    }
}
