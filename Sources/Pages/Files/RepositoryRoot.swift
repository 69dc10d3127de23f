import Foundation

/// The repository a folder belongs to: the nearest folder, from it upwards, that holds
/// a `.git` entry (a folder, or the file a worktree or submodule has instead).
public enum RepositoryRoot {
    /// The repository's top folder, or nil when `folder` is in none. Looks only at names:
    /// nothing is read.
    public static func containing(_ folder: URL) -> URL? {
        var current = folder.standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: current.appendingPathComponent(".git").path) { return current }
            let parent = current.deletingLastPathComponent().standardizedFileURL
            if parent.path == current.path { return nil }
            current = parent
        }
    }
}
