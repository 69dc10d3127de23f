import Foundation
import Testing
@testable import SiteBuilder

/// The replaced site is kept beside the output as a spare and the next build writes
/// over it in place: the result is byte for byte a fresh build, and nothing outside
/// the spare is ever written, followed or deleted, whatever the spare holds.
@Suite struct SpareSiteTests {
    static let pages = [
        "en/index.md": "---\ntitle: Home\n---\n\n# Home\n\n[Stack](stack.md) and [Split](guide/split.md).\n",
        "en/stack.md": "# Stack\n\nText.\n",
        "en/guide/index.md": "# Guide\n\nThe guide.\n",
        "en/guide/split.md": "# Split\n\nColumns.\n",
    ]

    enum Entry: Equatable, CustomStringConvertible {
        case file(Data)
        case folder
        case link(String)

        var description: String {
            switch self {
            case .file(let data): "file of \(data.count) bytes"
            case .folder: "folder"
            case .link(let target): "link to \(target)"
            }
        }
    }

    /// Every entry below `folder`, links as links (never followed).
    static func tree(_ folder: URL) -> [String: Entry] {
        var entries: [String: Entry] = [:]
        var pending = [""]
        while let relative = pending.popLast() {
            let path = relative.isEmpty ? folder.path : folder.path + "/" + relative
            for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
                let child = relative.isEmpty ? name : relative + "/" + name
                let full = folder.path + "/" + child
                if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: full) {
                    entries[child] = .link(target)
                } else if OutputLocation.isFolder(full) {
                    entries[child] = .folder
                    pending.append(child)
                } else {
                    entries[child] = .file((try? Data(contentsOf: URL(fileURLWithPath: full))) ?? Data())
                }
            }
        }
        return entries
    }

    static func spares(besides site: TestSite) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: site.root.path)
            .filter { $0.hasPrefix(".public.spare-") }
            .map { site.root.appendingPathComponent($0) }
    }

    /// The site a build with no spare makes of the same content, in a folder of its own.
    static func freshBuild(of site: TestSite) async throws -> [String: Entry] {
        let output = site.root.appendingPathComponent("fresh-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: output) }
        var options = site.options(output: output)
        options.keepsSpare = false
        #expect(try await SiteBuilder(options: options).build().wroteOutput)
        return tree(output)
    }

    /// A site built twice, so the first build's site is the spare beside the output.
    static func siteWithSpare() async throws -> TestSite {
        let site = try TestSite(content: pages)
        _ = try await site.build()
        _ = try await site.build()
        return site
    }

    static func write(_ text: String, to path: String, in site: TestSite) throws {
        let url = site.root.appendingPathComponent("content").appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    @Test func theReplacedSiteIsKeptPrivateAndIgnoredAndTheNextBuildMatchesAFreshOne() async throws {
        let site = try TestSite(content: Self.pages)
        defer { site.remove() }
        #expect(try await site.build().wroteOutput)
        // Nothing was replaced: no spare.
        #expect(try Self.spares(besides: site).isEmpty)
        let first = Self.tree(site.output)

        #expect(try await site.build().wroteOutput)
        let spare = try #require(try Self.spares(besides: site).first)
        #expect(try Self.spares(besides: site).count == 1)
        let mode = try #require(try FileManager.default.attributesOfItem(atPath: spare.path)[.posixPermissions] as? Int)
        #expect(mode & 0o777 == 0o700, "only its owner may read the old site")
        #expect(try String(contentsOf: spare.appendingPathComponent(".gitignore"), encoding: .utf8).hasSuffix("\n*\n"))
        #expect(Self.tree(spare.appendingPathComponent("site")) == first, "the spare is the replaced site")

        // Pages removed, added and moved between a file and a folder; the output must not show the spare's past.
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("content/en/stack.md"))
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("content/en/guide"))
        try Self.write("# Guide\n\nNow one page.\n", to: "en/guide.md", in: site)
        try Self.write("# Stack\n\nMoved.\n", to: "en/stack/index.md", in: site)
        try Self.write("# New\n\nAdded.\n", to: "en/deep/er/new.md", in: site)
        try Self.write("---\ntitle: Home\n---\n\n# Home\n\n[Stack](stack/index.md), [Guide](guide.md), [New](deep/er/new.md).\n", to: "en/index.md", in: site)
        for _ in 0..<2 {
            #expect(try await site.build().wroteOutput)
            #expect(Self.tree(site.output) == (try await Self.freshBuild(of: site)))
            #expect(try Self.spares(besides: site).count == 1)
        }
        #expect(Self.tree(site.output)["en/guide/split/index.html"] == nil)
        #expect(Self.tree(site.output)["en/deep/er/new/index.html"] != nil)
    }

    @Test func whatASpareHoldsNeverLetsABuildReachOutsideIt() async throws {
        let site = try await Self.siteWithSpare()
        defer { site.remove() }
        let spareSite = try #require(try Self.spares(besides: site).first).appendingPathComponent("site")

        let victim = site.root.appendingPathComponent("victim")
        try FileManager.default.createDirectory(at: victim.appendingPathComponent("inner"), withIntermediateDirectories: true)
        try Data("precious".utf8).write(to: victim.appendingPathComponent("inner/file.txt"))
        try Data("shared".utf8).write(to: victim.appendingPathComponent("backup.html"))
        let before = Self.tree(victim)
        func replace(_ path: String, with make: (String) throws -> Void) throws {
            let full = spareSite.appendingPathComponent(path).path
            try FileManager.default.removeItem(atPath: full)
            try make(full)
        }
        // A file that is a link out, a folder that is a link out, a file hard-linked with one
        // outside (as a `cp -al` backup makes), a pipe where a page goes.
        try replace("en/index.html") { try FileManager.default.createSymbolicLink(atPath: $0, withDestinationPath: victim.appendingPathComponent("inner/file.txt").path) }
        try replace("en/stack") { try FileManager.default.createSymbolicLink(atPath: $0, withDestinationPath: victim.appendingPathComponent("inner").path) }
        try replace("404.html") { #expect(link(victim.appendingPathComponent("backup.html").path, $0) == 0) }
        try replace("sitemap.xml") { #expect(mkfifo($0, 0o644) == 0) }

        #expect(try await site.build().wroteOutput)
        #expect(Self.tree(victim) == before, "nothing outside the spare changed")
        #expect(Self.tree(site.output) == (try await Self.freshBuild(of: site)))
        #expect(!Self.tree(site.output).values.contains { if case .link = $0 { true } else { false } })
    }

    @Test func aFileWhereTheBuildPutsAFolderAndAFolderWhereItPutsAFile() async throws {
        let site = try await Self.siteWithSpare()
        defer { site.remove() }
        let spareSite = try #require(try Self.spares(besides: site).first).appendingPathComponent("site")
        try FileManager.default.removeItem(at: spareSite.appendingPathComponent("en/guide"))
        try Data("a file".utf8).write(to: spareSite.appendingPathComponent("en/guide"))
        try FileManager.default.removeItem(at: spareSite.appendingPathComponent("en/stack/index.html"))
        try FileManager.default.createDirectory(at: spareSite.appendingPathComponent("en/stack/index.html/inner"), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: spareSite.appendingPathComponent("en/stack/index.html/inner/x.html"))
        // Files longer and shorter than what the build writes over them.
        let longer = try FileHandle(forWritingTo: spareSite.appendingPathComponent("en/index.html"))
        try longer.seekToEnd()
        try longer.write(contentsOf: Data(repeating: UInt8(ascii: "x"), count: 20_000))
        try longer.close()
        try Data("<p".utf8).write(to: spareSite.appendingPathComponent("404.html"))
        // And an asset where a folder stood, which the copy step must replace.
        try FileManager.default.removeItem(at: spareSite.appendingPathComponent("assets/site.css"))
        try FileManager.default.createDirectory(at: spareSite.appendingPathComponent("assets/site.css"), withIntermediateDirectories: true)

        #expect(try await site.build().wroteOutput)
        #expect(Self.tree(site.output) == (try await Self.freshBuild(of: site)))
    }

    @Test func filesThatAlreadyHoldTheirBytesAreLeftAndOthersOfTheSameSizeRewritten() async throws {
        let site = try await Self.siteWithSpare()
        defer { site.remove() }
        let spareSite = try #require(try Self.spares(besides: site).first).appendingPathComponent("site")
        // The same length, other bytes: only a comparison of the bytes can tell.
        let stack = spareSite.appendingPathComponent("en/stack/index.html")
        let original = try Data(contentsOf: stack)
        try Data(repeating: UInt8(ascii: "#"), count: original.count).write(to: stack)
        func modified(_ url: URL) throws -> Date {
            try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date)
        }
        let unchanged = spareSite.appendingPathComponent("en/guide/split/index.html")
        let before = try modified(unchanged)
        try await Task.sleep(for: .milliseconds(20))

        #expect(try await site.build().wroteOutput)
        #expect(Self.tree(site.output) == (try await Self.freshBuild(of: site)))
        #if os(Linux)
        // Where the page cache can be read without waiting (Linux), an unchanged page is not written again.
        #expect(try modified(site.output.appendingPathComponent("en/guide/split/index.html")) == before)
        #endif
    }

    @Test func withoutASpareTheReplacedSiteAndAnyLeftSpareAreRemoved() async throws {
        let site = try await Self.siteWithSpare()
        defer { site.remove() }
        #expect(try Self.spares(besides: site).count == 1)
        var options = site.options()
        options.keepsSpare = false
        #expect(try await SiteBuilder(options: options).build().wroteOutput)
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.root.path).filter { $0.hasPrefix(".") }.isEmpty)
    }

    @Test func sparesKeptByBuildsThatEndedTogetherLeaveOne() async throws {
        let site = try await Self.siteWithSpare()
        defer { site.remove() }
        let spare = try #require(try Self.spares(besides: site).first)
        for token in ["0A0A0A0A", "0B0B0B0B"] {
            try FileManager.default.copyItem(at: spare, to: site.root.appendingPathComponent(".public.spare-\(Int32.max - 1)-\(token)"))
        }
        #expect(try await site.build().wroteOutput)
        #expect(try Self.spares(besides: site).count == 1)
        #expect(Self.tree(site.output) == (try await Self.freshBuild(of: site)))
    }

    @Test func aFailedBuildThatClaimedTheSpareLeavesThePreviousSite() async throws {
        let site = try await Self.siteWithSpare()
        defer { site.remove() }
        let before = Self.tree(site.output)
        try Self.write("# Stack\n\n[broken](nowhere.md)\n", to: "en/stack.md", in: site)
        let report = try await site.build()
        #expect(report.hasErrors && !report.wroteOutput)
        #expect(Self.tree(site.output) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.root.path).filter { $0.hasPrefix(".public.building-") }.isEmpty)
        // The claimed spare is a spare again, and the next build, fixed, still matches a fresh one.
        #expect(try Self.spares(besides: site).count == 1)
        try Self.write("# Stack\n\nFixed.\n", to: "en/stack.md", in: site)
        #expect(try await site.build().wroteOutput)
        #expect(Self.tree(site.output) == (try await Self.freshBuild(of: site)))
    }
}
