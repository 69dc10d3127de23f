import Foundation

/// Keeps the cache folder (`--cache-dir`) within a size limit, as ccache and Bazel's disk
/// cache do: when its compiled programs and kept results together pass the limit, the ones
/// used longest ago are removed until the folder is back under nine tenths of it.
///
/// "Used" is a hit as well as a write: the compiler and ``ExampleResultCache`` touch an
/// entry each time they read it back, so a page checked daily keeps its examples however
/// old they are. A trim runs at most once an hour per folder (a stamp file says when the
/// last one ran), so a warm `check` does not pay for listing thousands of entries.
public struct CacheFolderTrimmer: Sendable {
    /// The cache folder: entries are the children of its `programs` and `results` folders.
    public let folder: URL
    /// The most the entries may take, in bytes.
    public let limit: Int64
    /// How long after one trim the next may run.
    public var interval: TimeInterval = 3600

    /// The default limit: a compiled example takes about 100 KB with its kept results, so
    /// this holds some ten thousand of them.
    public static let defaultLimit: Int64 = 1 << 30

    static let entryFolders = ["programs", "results"]
    static let stampName = ".last-trim"

    public init(folder: URL, limit: Int64 = CacheFolderTrimmer.defaultLimit) {
        self.folder = folder
        self.limit = limit
    }

    /// What a trim did.
    public struct Outcome: Equatable, Sendable {
        public var removedEntries = 0
        public var removedBytes: Int64 = 0
        public var keptBytes: Int64 = 0
    }

    /// Trims when the last trim is older than ``interval``; nil when it did not run.
    @discardableResult
    public func trimIfDue(now: Date = Date()) -> Outcome? {
        let stamp = folder.appendingPathComponent(Self.stampName)
        if let last = (try? FileManager.default.attributesOfItem(atPath: stamp.path))?[.modificationDate] as? Date,
           now.timeIntervalSince(last) < interval, last <= now {
            return nil
        }
        guard FileManager.default.fileExists(atPath: folder.path) else { return nil }
        FileManager.default.createFile(atPath: stamp.path, contents: Data())
        Self.touch(stamp, now: now)
        return trim(now: now)
    }

    /// Removes the entries used longest ago while the folder is over its limit.
    @discardableResult
    public func trim(now: Date = Date()) -> Outcome {
        var entries = Self.entries(in: folder, now: now)
        var outcome = Outcome(keptBytes: entries.reduce(0) { $0 + $1.bytes })
        guard outcome.keptBytes > limit else { return outcome }
        let target = limit / 10 * 9
        entries.sort { $0.lastUsed < $1.lastUsed }
        for entry in entries where outcome.keptBytes > target {
            guard (try? FileManager.default.removeItem(at: entry.url)) != nil else { continue }
            outcome.removedEntries += 1
            outcome.removedBytes += entry.bytes
            outcome.keptBytes -= entry.bytes
        }
        return outcome
    }

    /// Marks an entry as used now, so a trim keeps it over entries not read since.
    public static func touch(_ url: URL, now: Date = Date()) {
        try? FileManager.default.setAttributes([.modificationDate: now], ofItemAtPath: url.path)
    }

    struct Entry {
        var url: URL
        var bytes: Int64
        var lastUsed: Date
    }

    /// Every program and result, with its size; a half-written one (a dot name, still being
    /// renamed into place) is left alone unless it is a day old, which only a killed run leaves.
    static func entries(in folder: URL, now: Date) -> [Entry] {
        let manager = FileManager.default
        var entries: [Entry] = []
        for name in entryFolders {
            let parent = folder.appendingPathComponent(name)
            guard let children = try? manager.contentsOfDirectory(atPath: parent.path) else { continue }
            for child in children {
                let url = parent.appendingPathComponent(child)
                guard let attributes = try? manager.attributesOfItem(atPath: url.path) else { continue }
                let lastUsed = attributes[.modificationDate] as? Date ?? .distantPast
                if child.hasPrefix("."), now.timeIntervalSince(lastUsed) < 86_400 { continue }
                entries.append(Entry(url: url, bytes: size(of: url, attributes: attributes), lastUsed: lastUsed))
            }
        }
        return entries
    }

    private static func size(of url: URL, attributes: [FileAttributeKey: Any]) -> Int64 {
        guard attributes[.type] as? FileAttributeType == .typeDirectory else {
            return (attributes[.size] as? NSNumber)?.int64Value ?? 0
        }
        let files = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return files.reduce(0) { total, file in
            let item = (try? FileManager.default.attributesOfItem(atPath: url.appendingPathComponent(file).path)) ?? [:]
            return total + ((item[.size] as? NSNumber)?.int64Value ?? 0)
        }
    }
}
