import Diagnostics
import Foundation
import Testing
@testable import SiteBuilder

/// Nothing outside the output folder is ever deleted, written or published, and
/// the output is a complete site at every point of a swap.
@Suite struct OutputSafetyTests {
    static let pages = [
        "en/index.md": "---\ntitle: Home\n---\n\n# Home\n\n[Stack](stack.md)\n",
        "en/stack.md": "# Stack\n\nText.\n",
    ]

    private static func isLink(_ url: URL) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) != nil
    }

    /// Every path below `folder` that is a symbolic link.
    private static func links(below folder: URL) -> [String] {
        var found: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let path = enumerator?.nextObject() as? String {
            if isLink(folder.appendingPathComponent(path)) { found.append(path) }
        }
        return found
    }

    private static func hiddenSiblings(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }.sorted()
    }

    @Test func aSymlinkedOutputFolderIsBuiltInPlaceAndKeepsEveryFileOutsideIt() async throws {
        let site = try TestSite(content: Self.pages)
        defer { site.remove() }
        let www = site.root.appendingPathComponent("www")
        let target = www.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: www.appendingPathComponent("downloads"), withIntermediateDirectories: true)
        try Data("zip".utf8).write(to: www.appendingPathComponent("downloads/keep.zip"))
        try Data("notes".utf8).write(to: www.appendingPathComponent("notes.txt"))
        try FileManager.default.createSymbolicLink(atPath: site.output.path, withDestinationPath: "www/site")

        for _ in 0..<3 {
            let report = try await site.build()
            #expect(report.wroteOutput)
        }
        // The link is still the link, and leads to the new site.
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: site.output.path) == "www/site")
        #expect(FileManager.default.fileExists(atPath: target.appendingPathComponent("en/stack/index.html").path))
        #expect(try site.read("en/stack/index.html").contains("Text."))
        // Everything beside the real folder is as it was, with no hidden leftovers: only the
        // spare, the replaced site kept for the next build, beside the real folder.
        #expect(try String(contentsOf: www.appendingPathComponent("downloads/keep.zip"), encoding: .utf8) == "zip")
        #expect(try String(contentsOf: www.appendingPathComponent("notes.txt"), encoding: .utf8) == "notes")
        let beside = try FileManager.default.contentsOfDirectory(atPath: www.path).sorted()
        #expect(beside.filter { !$0.hasPrefix(".") } == ["downloads", "notes.txt", "site"])
        #expect(beside.filter { $0.hasPrefix(".") }.map { $0.hasPrefix(".site.spare-") } == [true])
        #expect(try Self.hiddenSiblings(in: site.root).isEmpty)
    }

    @Test func refusesAnOutputInsideTheSourcesEvenThroughALink() async throws {
        let site = try TestSite(content: Self.pages)
        defer { site.remove() }
        let inside = site.root.appendingPathComponent("content/en/site")
        await #expect(throws: SiteBuildError.outputInsideSources(output: "site", source: "content")) {
            try await SiteBuilder(options: site.options(output: inside)).build()
        }
        try FileManager.default.createSymbolicLink(atPath: site.output.path, withDestinationPath: "content/en/site")
        await #expect(throws: SiteBuildError.outputInsideSources(output: "public", source: "content")) {
            try await site.build()
        }
        #expect(!FileManager.default.fileExists(atPath: inside.path))
    }

    @Test func replacingASiteNeverFollowsALinkInsideIt() async throws {
        let site = try TestSite(content: Self.pages)
        defer { site.remove() }
        _ = try await site.build()
        let victim = site.root.appendingPathComponent("victim")
        try FileManager.default.createDirectory(at: victim.appendingPathComponent("inner"), withIntermediateDirectories: true)
        try Data("precious".utf8).write(to: victim.appendingPathComponent("inner/file.txt"))
        // Links at the first and the second level of the old site, as an old build or a person may have left.
        try FileManager.default.createSymbolicLink(at: site.output.appendingPathComponent("top"), withDestinationURL: victim)
        try FileManager.default.createSymbolicLink(at: site.output.appendingPathComponent("en/deep"), withDestinationURL: victim)

        #expect(try await site.build().wroteOutput)
        #expect(try String(contentsOf: victim.appendingPathComponent("inner/file.txt"), encoding: .utf8) == "precious")
        #expect(Self.links(below: site.output).isEmpty)
    }

    @Test func aContentLinkToAFileOutsideTheContentNeverReachesTheSite() async throws {
        let site = try TestSite(content: Self.pages)
        defer { site.remove() }
        let secret = site.root.appendingPathComponent("secret.txt")
        try Data("password".utf8).write(to: secret)
        let secretPage = site.root.appendingPathComponent("outside.md")
        try Data("# Outside\n".utf8).write(to: secretPage)
        let english = site.root.appendingPathComponent("content/en")
        try FileManager.default.createSymbolicLink(at: english.appendingPathComponent("leak.txt"), withDestinationURL: secret)
        try FileManager.default.createSymbolicLink(at: english.appendingPathComponent("outside.md"), withDestinationURL: secretPage)
        try FileManager.default.createSymbolicLink(
            at: english.appendingPathComponent("system"), withDestinationURL: URL(fileURLWithPath: "/etc")
        )

        let report = try await site.build(allowFailures: true)
        let messages = report.diagnostics.map { TextDiagnosticRenderer().render($0) }
        #expect(messages.contains(
            "content/en/leak.txt:1:1: error: 'leak.txt' is a symbolic link that leaves content/en; it is not published (copy what it points at into content/en instead)"
        ))
        #expect(messages.contains { $0.hasPrefix("content/en/outside.md:1:1: error: 'outside.md' is a symbolic link that leaves") })
        #expect(messages.contains("content/en/system:1:1: error: 'system' is a symbolic link that leaves content/en; it is not published (copy what it points at into content/en instead)"))
        let files = try site.outputFiles()
        #expect(files["en/leak.txt"] == nil)
        #expect(files["en/outside/index.html"] == nil)
        #expect(!files.values.contains { String(decoding: $0, as: UTF8.self).contains("password") })
        #expect(Self.links(below: site.output).isEmpty)

        // Without --allow-failures nothing is written at all.
        try FileManager.default.removeItem(at: site.output)
        #expect(try await site.build().wroteOutput == false)
        #expect(!FileManager.default.fileExists(atPath: site.output.path))
    }

    @Test func aLinkToAFileInsideTheContentIsPublishedAsARegularFile() async throws {
        let site = try TestSite(content: Self.pages.merging(["en/images/logo.svg": "<svg/>"]) { a, _ in a })
        defer { site.remove() }
        let english = site.root.appendingPathComponent("content/en")
        try FileManager.default.createSymbolicLink(atPath: english.appendingPathComponent("logo.svg").path, withDestinationPath: "images/logo.svg")
        try FileManager.default.createSymbolicLink(atPath: english.appendingPathComponent("alias.md").path, withDestinationPath: "stack.md")

        let report = try await site.build()
        #expect(report.diagnostics.filter { $0.severity == .error }.isEmpty, "\(report.diagnostics)")
        #expect(try site.read("en/logo.svg") == "<svg/>")
        #expect(try site.read("en/alias/index.html").contains("Text."))
        #expect(Self.links(below: site.output).isEmpty)
    }

    @Test func anAssetLinkLeavingTheTemplatesFolderIsRefused() async throws {
        let site = try TestSite(content: Self.pages)
        defer { site.remove() }
        let templates = site.root.appendingPathComponent("templates")
        try FileManager.default.copyItem(at: TestSite.repositoryTemplates, to: templates)
        try FileManager.default.createSymbolicLink(
            at: templates.appendingPathComponent("assets/passwd"), withDestinationURL: URL(fileURLWithPath: "/etc/passwd")
        )
        var options = site.options(allowFailures: true)
        options.templates = templates
        let report = try await SiteBuilder(options: options).build()
        #expect(report.diagnostics.map { TextDiagnosticRenderer().render($0) }.contains(
            "templates/assets/passwd:1:1: error: 'assets/passwd' is a symbolic link that leaves templates; it is not published (copy what it points at into templates instead)"
        ))
        #expect(try site.outputFiles()["assets/passwd"] == nil)
        #expect(try site.outputFiles()["assets/site.css"] != nil)
    }

    @Test func leftoversOfKilledBuildsAreRemovedAndLiveOnesKept() async throws {
        let site = try TestSite(content: Self.pages)
        defer { site.remove() }
        _ = try await site.build()
        let deadProcess = Int32.max - 1
        let abandoned = [
            ".public.building-\(deadProcess)-0A1B2C3D", ".public.previous-\(deadProcess)-0A1B2C3E",
            // The names of the version before process ids.
            ".public.building-ABCDEF12", ".public.previous-12345678",
        ]
        let live = ".public.building-\(getpid())-77777777"
        for name in abandoned + [live] {
            let folder = site.root.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("en"), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: folder.appendingPathComponent("en/index.html"))
        }
        // Not navdocs's: a look-alike name and a file.
        try Data("mine".utf8).write(to: site.root.appendingPathComponent(".public.building-notes"))

        _ = try await site.build()
        let left = try Self.hiddenSiblings(in: site.root)
        #expect(left.filter { !$0.hasPrefix(".public.spare-") } == [".public.building-notes", live].sorted())
        #expect(left.count { $0.hasPrefix(".public.spare-") } == 1, "the site the second build replaced")
    }

    /// A site with one marker file whose text says which build made it.
    private static func makeSite(_ marker: String, at folder: URL) throws -> [String: Data] {
        ["index.html": Data("<p>\(marker)</p>".utf8), "en/index.html": Data(marker.utf8), "en/a/index.html": Data(marker.utf8)]
    }

    private static func readSite(_ folder: URL) -> [String: String] {
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder)
            if !isFolder.boolValue {
                files[path] = (try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)) ?? ""
            }
        }
        return files
    }

    @Test(arguments: [true, false])
    func aKillAtAnyStageOfTheSwapLeavesACompleteSite(atomically: Bool) throws {
        // The stages each way of swapping passes.
        let stages: [OutputSwap.Stage] = atomically ? [.staged, .exchanged, .cleanedUp] : [.staged, .movedAside, .movedIn, .cleanedUp]
        for stage in stages {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("navdocs-swap-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: root) }
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            let output = root.appendingPathComponent("public")
            let deadProcess = Int32.max - 1
            let location = try OutputLocation(resolving: output, display: "public", process: deadProcess)
            let old = try Self.makeSite("old", at: output)
            let new = try Self.makeSite("new", at: output)
            try OutputWriter.write(old, copies: [:], to: OutputSwap(location: location))
            let oldFiles = Self.readSite(output)
            #expect(oldFiles["en/index.html"] == "old")

            var swap = OutputSwap(location: location)
            swap.exchangesAtomically = atomically
            swap.stopAfter = stage
            #expect(throws: (any Error).self) { try OutputWriter.write(new, copies: [:], to: swap) }
            let left = Self.readSite(output)
            let newFiles = oldFiles.mapValues { $0.replacingOccurrences(of: "old", with: "new") }
            if atomically || ![.movedAside].contains(stage) {
                // What a reader sees at the moment of the kill.
                #expect(left == oldFiles || left == newFiles, "killed after \(stage), atomic: \(atomically)")
            } else {
                // Renamed aside: only the fallback has this moment, and the next build repairs it.
                #expect(left.isEmpty)
            }
            // The next build (here only its recovery) leaves a complete site and nothing beside it
            // but, once the swap has ended, the spare: the replaced site, whole.
            try OutputSwap(location: try OutputLocation(resolving: output, display: "public")).recover()
            let repaired = Self.readSite(output)
            #expect(repaired == oldFiles || repaired == newFiles, "after recovery from \(stage), atomic: \(atomically)")
            let hidden = try Self.hiddenSiblings(in: root)
            #expect(hidden.allSatisfy { $0.hasPrefix(".public.spare-") } && hidden.count == (stage == .cleanedUp ? 1 : 0),
                    "leftovers after \(stage), atomic: \(atomically): \(hidden)")
            if let spare = hidden.first {
                #expect(Self.readSite(root.appendingPathComponent(spare).appendingPathComponent("site")) == oldFiles)
            }
        }
    }

    @Test func ioErrorsNameTheirCause() async throws {
        let site = try TestSite(content: Self.pages)
        defer { site.remove() }
        let blocker = site.root.appendingPathComponent("blocker")
        try Data("a file, not a folder".utf8).write(to: blocker)
        let options = site.options(output: blocker.appendingPathComponent("public"))
        await #expect {
            _ = try await SiteBuilder(options: options).build()
        } throws: { error in
            "\(error)".hasPrefix("cannot create '.public.building-") && "\(error)".hasSuffix("already exists.")
        }

        // A write that fails inside the parallel writer names the file and the system's reason,
        // not "SiteBuildError error 5" (a folder stands where a file must go).
        let location = try OutputLocation(resolving: site.output, display: "public")
        #expect {
            try OutputWriter.write(["en": Data("x".utf8), "en/index.html": Data("y".utf8)], copies: [:], to: OutputSwap(location: location))
        } throws: { error in
            "\(error)" == "cannot write the site: cannot create 'en': Is a directory"
        }
        #expect(try Self.hiddenSiblings(in: site.root).isEmpty)
    }
}
