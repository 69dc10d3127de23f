import Foundation
import Pages

/// A file a command creates (`init`, `theme`), and the rule they share for where:
/// only into a folder that is empty or new, so nothing of the user's is overwritten.
struct NewFile: Sendable, Hashable {
    /// The path inside the folder, with `/`.
    var path: String
    var contents: Data

    init(path: String, contents: Data) {
        self.path = path
        self.contents = contents
    }

    init(path: String, text: String) {
        self.init(path: path, contents: Data(text.utf8))
    }

    /// Why files were not written.
    struct Refusal: Error, CustomStringConvertible {
        var description: String
    }

    /// Writes `files` into `folder`, made when missing; refuses a folder that holds
    /// anything but a `.git` (a repository just made with `git init` is fine).
    static func write(_ files: [NewFile], into folder: URL, display: String) throws {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        if manager.fileExists(atPath: folder.path, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw Refusal(description: "'\(display)' is a file, not a folder") }
            let entries = try manager.contentsOfDirectory(atPath: folder.path).filter { $0 != ".git" }
            guard entries.isEmpty else {
                let shown = entries.sorted().prefix(3).map { "'\($0)'" }.joined(separator: ", ")
                throw Refusal(description: "refusing to write into '\(display)': it is not empty (it holds \(shown)\(entries.count > 3 ? " and more" : "")); name a new or empty folder")
            }
        }
        do {
            for file in files {
                let url = folder.appendingPathComponent(file.path)
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.contents.write(to: url, options: .withoutOverwriting)
            }
        } catch {
            throw Refusal(description: "cannot write into '\(display)': \(FileErrorCause.describe(error))")
        }
    }
}
