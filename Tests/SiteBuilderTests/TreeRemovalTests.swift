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

    /// A large flat folder and deep chains are shared out among the removal's threads; all of it goes.
    @Test func removesAWideAndDeepTreeWithItsThreads() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("navdocs-removal-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let site = root.appendingPathComponent("site"), outside = root.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: outside.appendingPathComponent("kept.txt"))
        for page in 0..<600 {
            let folder = site.appendingPathComponent("en/views/page-\(page)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("\(page)".utf8).write(to: folder.appendingPathComponent("index.html"))
            if page % 50 == 0 {
                try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("out").path, withDestinationPath: outside.path)
            }
        }
        var deep = site.appendingPathComponent("zh")
        for level in 0..<40 { deep = deep.appendingPathComponent("l\(level)") }
        try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
        try Data("deep".utf8).write(to: deep.appendingPathComponent("index.html"))
        TreeRemoval.remove(site)
        #expect(!OutputLocation.exists(site.path))
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
