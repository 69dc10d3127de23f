import Foundation

/// Where a benchmark puts the output of earlier builds before a clean build: moved into a
/// folder of the workspace, on the same disk, and deleted only by ``deleteAll()`` when the
/// timing is over, so no timed build runs soon after a large deletion (see
/// `ReferenceBenchmark.settle()` for what that would cost on this machine's disk).
final class DiscardedOutputs {
    let folder: URL
    private var count = 0

    init(in workspace: URL) {
        folder = workspace.appendingPathComponent("discarded")
    }

    /// Moves `output` aside if it exists; with `withSiblings`, also what navdocs keeps
    /// beside it (its spare and staging folders: `.<name>.…` and `.<name>-…`).
    func moveAside(_ output: URL, withSiblings: Bool) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let parent = output.deletingLastPathComponent()
        let name = output.lastPathComponent
        for entry in try FileManager.default.contentsOfDirectory(atPath: parent.path)
        where entry == name || (withSiblings && (entry.hasPrefix(".\(name).") || entry.hasPrefix(".\(name)-"))) {
            count += 1
            try FileManager.default.moveItem(
                at: parent.appendingPathComponent(entry), to: folder.appendingPathComponent("\(count)-\(entry)")
            )
        }
    }

    /// Deletes everything moved aside.
    func deleteAll() {
        try? FileManager.default.removeItem(at: folder)
    }
}
