import Diagnostics
import Foundation
import NavigationModel

/// What checking an example gave, kept between runs (`--cache-dir`), so that a page checked
/// again runs only the examples an edit reached.
///
/// The compiled engine's programs are cached by their text already; this keeps what running
/// them gave — the example's report, each scenario's run with its trace, the explorer's graph
/// — so an unchanged example starts no process at all. Entries are files named by their
/// ``ExampleResultKey``; one that cannot be read is a miss, never an error. The folder is
/// kept within a size limit by ``CacheFolderTrimmer``.
public struct ExampleResultCache: Sendable {
    /// The folder of the entries.
    public let folder: URL
    /// What identifies the engine whose results these are (see ``ExampleResultKey``).
    public let engineIdentity: String

    public init(folder: URL, engineIdentity: String) {
        self.folder = folder
        self.engineIdentity = engineIdentity
    }

    /// One example's results.
    struct Entry: Codable, Sendable {
        var report: ExampleReport
        /// One per scenario of the example, in page order (their indices in the page's plan
        /// are given back by the plan of the run that reads them).
        var runs: [ScenarioRun]
        var exploration: ExplorationGraph?
        /// The work checking the example counted (see ``PageChecker/Result/work``).
        var work: Int
    }

    func load(_ key: ExampleResultKey) -> Entry? {
        let file = file(for: key)
        guard let data = FileManager.default.contents(atPath: file.path),
              let entry = try? JSONDecoder().decode(Entry.self, from: data) else { return nil }
        CacheFolderTrimmer.touch(file)
        return entry
    }

    /// Writes the entry whole or not at all: to a file of its own, then renamed into place,
    /// so a reader never sees half of one and two writers of the same key both succeed.
    func store(_ entry: Entry, key: ExampleResultKey) {
        guard let data = try? JSONEncoder().encode(entry) else { return }
        let target = file(for: key)
        let staging = folder.appendingPathComponent(".\(key.hex).\(getpid()).\(UUID().uuidString.prefix(8))")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        guard FileManager.default.createFile(atPath: staging.path, contents: data) else { return }
        if rename(staging.path, target.path) != 0 { try? FileManager.default.removeItem(at: staging) }
    }

    private func file(for key: ExampleResultKey) -> URL {
        folder.appendingPathComponent(key.hex + ".json")
    }

    /// What identifies this navdocs's build: its executable's size and time. A rebuilt
    /// navdocs may check differently, so it starts from an empty cache.
    public static let executableIdentity: String = {
        let path = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments.first ?? ""
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let size = (attributes?[.size] as? NSNumber)?.int64Value ?? 0
        let time = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(path) \(size) \(time)"
    }()
}
