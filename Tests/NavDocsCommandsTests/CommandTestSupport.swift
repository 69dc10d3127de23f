import Foundation
import NavDocsCommands
import Synchronization

/// Collects what a command writes, for assertions.
final class CapturedOutput: Sendable {
    private let buffer = Mutex<(out: String, err: String)>(("", ""))

    var standardOutput: String { buffer.withLock { $0.out } }
    var standardError: String { buffer.withLock { $0.err } }

    func environment(in directory: URL) -> CommandEnvironment {
        CommandEnvironment(
            workingDirectory: directory, isTerminal: false,
            writeOutput: { text in self.buffer.withLock { $0.out += text } },
            writeError: { text in self.buffer.withLock { $0.err += text } }
        )
    }
}

/// A working directory with `content/` and a copy of the project's `templates/`.
struct Workspace {
    let root: URL

    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    init(pages: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("navdocs-cli-\(UUID().uuidString)")
        let files = pages.merging(["content/site.yml": "title: CLI Docs\nlanguages:\n  - code: en\n    label: English\n"]) { a, _ in a }
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try FileManager.default.copyItem(
            at: Self.repository.appendingPathComponent("templates"), to: root.appendingPathComponent("templates")
        )
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}
