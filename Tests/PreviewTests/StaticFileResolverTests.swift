import Foundation
import Preview
import Testing

@Suite struct StaticFileResolverTests {
    /// A site in `site/` and a file beside it that must never be served.
    static func makeSite() throws -> (TemporaryFolder, StaticFileResolver) {
        let folder = try TemporaryFolder(files: [
            "site/index.html": "home",
            "site/404.html": "missing",
            "site/en/guide/index.html": "guide",
            "site/en/guide/basics/index.html": "basics",
            "site/assets/site.css": "body{}",
            "secret.txt": "outside",
        ])
        return (folder, StaticFileResolver(root: folder.url("site")))
    }

    @Test func foldersServeTheirIndexAndFilesServeThemselves() throws {
        let (folder, resolver) = try Self.makeSite()
        defer { folder.remove() }
        #expect(resolver.resolve("/") == .file(folder.url("site/index.html")))
        #expect(resolver.resolve("/en/guide/") == .file(folder.url("site/en/guide/index.html")))
        #expect(resolver.resolve("/en/guide/basics/index.html") == .file(folder.url("site/en/guide/basics/index.html")))
        #expect(resolver.resolve("/assets/site.css") == .file(folder.url("site/assets/site.css")))
    }

    @Test func aFolderWithoutItsSlashRedirectsSoRelativeLinksResolve() throws {
        let (folder, resolver) = try Self.makeSite()
        defer { folder.remove() }
        #expect(resolver.resolve("/en/guide") == .redirect("/en/guide/"))
        #expect(resolver.resolve("/en") == .notFound, "a folder without index.html is not a page")
    }

    @Test func missesAreNotFoundAndThe404PageIsOffered() throws {
        let (folder, resolver) = try Self.makeSite()
        defer { folder.remove() }
        #expect(resolver.resolve("/en/nowhere/") == .notFound)
        #expect(resolver.notFoundPage == folder.url("site/404.html"))
        #expect(StaticFileResolver(root: folder.url("site/en")).notFoundPage == nil)
    }

    @Test(arguments: [
        "/../secret.txt",
        "/en/../../secret.txt",
        "/%2e%2e/secret.txt",
        "/en/%2E%2E/%2e%2e/secret.txt",
        "/..%2fsecret.txt",
        "/..\\secret.txt",
    ])
    func pathsThatClimbOutOfTheFolderAreNeverServed(path: String) throws {
        let (folder, resolver) = try Self.makeSite()
        defer { folder.remove() }
        #expect(resolver.resolve(path) == .notFound)
    }

    @Test func aSymbolicLinkOutOfTheFolderIsNotFollowed() throws {
        let (folder, resolver) = try Self.makeSite()
        defer { folder.remove() }
        try FileManager.default.createSymbolicLink(at: folder.url("site/leak.txt"), withDestinationURL: folder.url("secret.txt"))
        try FileManager.default.createSymbolicLink(at: folder.url("site/en/same.html"), withDestinationURL: folder.url("site/index.html"))
        #expect(resolver.resolve("/leak.txt") == .notFound)
        #expect(resolver.resolve("/en/same.html") == .file(folder.url("site/en/same.html")), "links inside the folder are fine")
    }
}
