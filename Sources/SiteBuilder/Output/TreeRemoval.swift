import Foundation

/// Deletes a folder a build made (a replaced site, a staging folder), never
/// anything a link inside it points at.
///
/// Only real folders are entered (`lstat`): a symbolic link is removed as the link
/// it is. `FileManager.removeItem` does the same for the levels below, without
/// following links.
enum TreeRemoval {
    /// Removes `folder` when it is a real folder; its second-level entries (one per
    /// page) in parallel, since deleting is most of the time spent after a swap.
    static func remove(_ folder: URL) {
        guard OutputLocation.isFolder(folder.path) else {
            if OutputLocation.isLink(folder.path) { try? FileManager.default.removeItem(atPath: folder.path) }
            return
        }
        let fileManager = FileManager.default
        var children: [String] = []
        for top in (try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? [] {
            let topPath = folder.appendingPathComponent(top).path
            guard OutputLocation.isFolder(topPath) else { continue }
            for child in (try? fileManager.contentsOfDirectory(atPath: topPath)) ?? [] {
                children.append(topPath + "/" + child)
            }
        }
        _ = try? children.parallelMap { path in try? FileManager.default.removeItem(atPath: path) }
        try? fileManager.removeItem(atPath: folder.path)
    }
}
