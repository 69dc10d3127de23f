import Foundation
import Testing
@testable import SiteBuilder

/// Removing a build's folder removes all of it, at every depth, and nothing a link inside points at.
@Suite struct TreeRemovalTests {
    @Test func removesEveryLevelAndLeavesWhatLinksPointAt() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("navdocs-removal-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let site = root.appendingPathComponent("site"), outside = root.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: outside.appendingPathComponent("kept.txt"))
        for path in ["index.html", "en/index.html", "en/a/index.html", "en/a/b/index.html", "en/a/b/c/d/e/index.html", "zh/x/y/z.txt"] {
            let url = site.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(path.utf8).write(to: url)
        }
        for link in ["link", "en/link", "en/a/b/link", "en/a/b/c/d/link"] {
            try FileManager.default.createSymbolicLink(atPath: site.appendingPathComponent(link).path, withDestinationPath: outside.path)
        }
        TreeRemoval.remove(site)
        #expect(!FileManager.default.fileExists(atPath: site.path))
        #expect(try String(contentsOf: outside.appendingPathComponent("kept.txt"), encoding: .utf8) == "keep")
    }

    @Test func aLinkInThePlaceOfTheFolderIsRemovedAsALink() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("navdocs-removal-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let target = root.appendingPathComponent("target")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: target.appendingPathComponent("kept.txt"))
        let link = root.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
        TreeRemoval.remove(link)
        #expect(!OutputLocation.exists(link.path))
        #expect(FileManager.default.fileExists(atPath: target.appendingPathComponent("kept.txt").path))
    }
}
