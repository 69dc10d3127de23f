import Foundation
import Preview
import Testing

@Suite struct DirectorySnapshotTests {
    @Test func addedChangedAndRemovedFilesAreReportedSorted() throws {
        let folder = try TemporaryFolder(files: [
            "content/en/a.md": "# A\n",
            "content/en/b.md": "# B\n",
            "templates/page.mustache": "{{{content}}}",
        ])
        defer { folder.remove() }
        let folders = [folder.url("content"), folder.url("templates")]
        let before = DirectorySnapshot.take(of: folders)
        #expect(before.files.count == 3)

        try folder.write("# A, longer\n", to: "content/en/a.md")
        try folder.write("# C\n", to: "content/en/c.md")
        try FileManager.default.removeItem(at: folder.url("templates/page.mustache"))
        let after = DirectorySnapshot.take(of: folders)

        #expect(after.changedPaths(since: before) == [
            folder.url("content/en/a.md").path,
            folder.url("content/en/c.md").path,
            folder.url("templates/page.mustache").path,
        ])
        #expect(after.changedPaths(since: after).isEmpty)
    }

    @Test func aNewModificationDateAloneIsAChange() throws {
        let folder = try TemporaryFolder(files: ["content/en/a.md": "# A\n"])
        defer { folder.remove() }
        let before = DirectorySnapshot.take(of: [folder.url("content")])
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: folder.url("content/en/a.md").path
        )
        let after = DirectorySnapshot.take(of: [folder.url("content")])
        #expect(after.changedPaths(since: before) == [folder.url("content/en/a.md").path])
    }

    @Test func hiddenFilesAndMissingFoldersContributeNothing() throws {
        let folder = try TemporaryFolder(files: ["content/.a.md.swp": "x", "content/en/.DS_Store": "x"])
        defer { folder.remove() }
        #expect(DirectorySnapshot.take(of: [folder.url("content"), folder.url("nowhere")]).files.isEmpty)
    }

    @Test func anExcludedFolderIsNotWatched() throws {
        let folder = try TemporaryFolder(files: ["content/en/a.md": "# A\n", "content/public/index.html": "<html>"])
        defer { folder.remove() }
        let snapshot = DirectorySnapshot.take(of: [folder.url("content")], excluding: [folder.url("content/public")])
        #expect(Array(snapshot.files.keys) == [folder.url("content/en/a.md").path])
    }
}
