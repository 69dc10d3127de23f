import Foundation
import Testing
@testable import Scenarios

/// The cache folder keeps to its size limit by removing the entries used longest ago, keeps
/// what was read back recently, and trims at most once per interval.
@Suite struct CacheFolderTrimmerTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navdocs-trim-\(UUID().uuidString)")

    /// A compiled program's folder of `bytes` bytes, last used `age` seconds before `now`.
    func program(_ name: String, bytes: Int, age: TimeInterval, now: Date) throws -> URL {
        let url = folder.appendingPathComponent("programs/\(name)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try Data(count: bytes).write(to: url.appendingPathComponent("example"))
        try FileManager.default.setAttributes([.modificationDate: now.addingTimeInterval(-age)], ofItemAtPath: url.path)
        return url
    }

    /// A kept result of `bytes` bytes, last used `age` seconds before `now`.
    func result(_ name: String, bytes: Int, age: TimeInterval, now: Date) throws -> URL {
        let url = folder.appendingPathComponent("results/\(name).json")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(count: bytes).write(to: url)
        try FileManager.default.setAttributes([.modificationDate: now.addingTimeInterval(-age)], ofItemAtPath: url.path)
        return url
    }

    func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }

    @Test func underTheLimitNothingIsRemoved() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let now = Date()
        let old = try program("a", bytes: 400, age: 90 * 86_400, now: now)
        let kept = try result("b", bytes: 400, age: 1, now: now)
        let outcome = CacheFolderTrimmer(folder: folder, limit: 1000).trim(now: now)
        #expect(outcome.removedEntries == 0)
        #expect(outcome.keptBytes == 800)
        #expect(exists(old) && exists(kept))
    }

    @Test func overTheLimitTheLeastRecentlyUsedGoFirstUntilNineTenths() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let now = Date()
        let oldest = try program("oldest", bytes: 300, age: 400, now: now)
        let older = try result("older", bytes: 300, age: 300, now: now)
        let recent = try program("recent", bytes: 300, age: 200, now: now)
        let newest = try result("newest", bytes: 300, age: 100, now: now)
        // 1200 bytes against a limit of 1000: down to 900 at most, oldest first.
        let outcome = CacheFolderTrimmer(folder: folder, limit: 1000).trim(now: now)
        #expect(outcome.removedEntries == 1)
        #expect(outcome.keptBytes == 900)
        #expect(!exists(oldest))
        #expect(exists(older) && exists(recent) && exists(newest))

        let tighter = CacheFolderTrimmer(folder: folder, limit: 500).trim(now: now)
        #expect(tighter.removedEntries == 2)
        #expect(!exists(older) && !exists(recent) && exists(newest))
    }

    @Test func aResultReadBackIsKeptOverOnesNotRead() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let now = Date()
        let read = try result("read", bytes: 600, age: 1000, now: now)
        let unread = try result("unread", bytes: 600, age: 10, now: now)
        CacheFolderTrimmer.touch(read, now: now)
        CacheFolderTrimmer(folder: folder, limit: 1000).trim(now: now)
        #expect(exists(read) && !exists(unread))
    }

    @Test func aHalfWrittenEntryIsLeftAloneUnlessADayOld() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let now = Date()
        let staging = try program(".staging.123", bytes: 2000, age: 60, now: now)
        let abandoned = try program(".abandoned.456", bytes: 2000, age: 2 * 86_400, now: now)
        CacheFolderTrimmer(folder: folder, limit: 1000).trim(now: now)
        #expect(exists(staging))
        #expect(!exists(abandoned))
    }

    @Test func aTrimRunsAtMostOncePerInterval() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let now = Date()
        _ = try program("big", bytes: 2000, age: 10, now: now)
        let trimmer = CacheFolderTrimmer(folder: folder, limit: 1000)
        #expect(trimmer.trimIfDue(now: now)?.removedEntries == 1)
        let again = try program("again", bytes: 2000, age: 5, now: now)
        #expect(trimmer.trimIfDue(now: now.addingTimeInterval(60)) == nil)
        #expect(exists(again))
        #expect(trimmer.trimIfDue(now: now.addingTimeInterval(3601))?.removedEntries == 1)
        #expect(!exists(again))
    }

    @Test func aMissingFolderIsNotCreated() {
        #expect(CacheFolderTrimmer(folder: folder, limit: 1).trimIfDue() == nil)
        #expect(!exists(folder))
    }
}
