import Diagnostics
import Foundation
import Testing
@testable import Pages

/// `swift source="PATH"` blocks: which files are read, what a block shows, and
/// every path that leaves the allowed folders being an error before any read.
@Suite struct IncludedSourceTests {
    /// A repository (`repo/.git`) holding a site (`repo/docs/content/en/`), the app's
    /// sources (`repo/Sources/App/`) and, beside the repository, a folder it must not read.
    final class Project {
        let base: URL
        var repository: URL { base.appendingPathComponent("repo") }
        var content: URL { repository.appendingPathComponent("docs/content") }
        var pageFolder: URL { content.appendingPathComponent("en") }

        init() throws {
            base = FileManager.default.temporaryDirectory.appendingPathComponent("navdocs-include-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: repository.appendingPathComponent(".git"), withIntermediateDirectories: true)
            try write("docs/content/site.yml", "title: T\nlanguages:\n  - code: en\n    label: English\n")
        }

        deinit { try? FileManager.default.removeItem(at: base) }

        /// Writes `text` at `path` inside the repository.
        func write(_ path: String, _ text: String) throws {
            let url = repository.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }

        /// The page `content/en/app.md` (named as the user reached it) with its files read.
        func read(_ markdown: String, sources: [String] = []) -> (Page, [Diagnostic]) {
            var (page, problems) = PageParser().parse(source: markdown, file: "docs/content/en/app.md")
            let reader = IncludedSourceReader(access: .site(content: content, sources: sources))
            problems += reader.read(into: &page, folder: pageFolder)
            return (page, problems)
        }
    }

    static let view = """
        import SwiftUI

        struct ContentView: View {
            var body: some View {
                NavigationStack {
                    // snippet.list
                    List(["A", "B"], id: \\.self) { NavigationLink($0, value: $0) }
                    // snippet.end
                    .navigationDestination(for: String.self) { Text($0) }
                }
            }
        }

        """

    @Test func aFileBesideThePageIsReadWholeAndShownWithoutMarkers() throws {
        let project = try Project()
        try project.write("docs/content/en/ContentView.swift", Self.view)
        let (page, problems) = project.read("```swift example=app source=\"ContentView.swift\"\n```\n")
        #expect(problems.isEmpty)
        let block = try #require(page.codeBlocks.first)
        let file = try #require(page.includedSource(of: block)?.files.first)
        #expect(file.path == "docs/content/en/ContentView.swift")
        #expect(file.name == "docs/content/en/ContentView.swift")
        #expect(file.text == Self.view)
        #expect(file.shownLines == [1, 2, 3, 4, 5, 7, 9, 10, 11, 12])
        #expect(!file.shownCode.contains("snippet."))
    }

    @Test func aRegionShowsOnlyItsLinesWithTheFilesNumbers() throws {
        let project = try Project()
        try project.write("Sources/App/ContentView.swift", Self.view)
        let (page, problems) = project.read(
            "```swift example=app source=\"../../../Sources/App/ContentView.swift\" region=list\n```\n"
        )
        #expect(problems.isEmpty)
        let file = try #require(page.includedSource(of: page.codeBlocks[0])?.files.first)
        #expect(file.path == "Sources/App/ContentView.swift")
        #expect(file.name == "Sources/App/ContentView.swift")
        #expect(file.shownLines == [7])
        #expect(file.shownCode == "            List([\"A\", \"B\"], id: \\.self) { NavigationLink($0, value: $0) }\n")
        #expect(file.text == Self.view, "the example still gets the whole file")
    }

    @Test func aMissingRegionNamesTheMarkersToWrite() throws {
        let project = try Project()
        try project.write("docs/content/en/ContentView.swift", Self.view)
        let (page, problems) = project.read("```swift example=app source=\"ContentView.swift\" region=detail\n```\n")
        #expect(problems.map(\.message) == [
            "no region 'detail' in 'docs/content/en/ContentView.swift'; mark its lines with '// snippet.detail' and '// snippet.end'",
        ])
        #expect(problems.first?.location == SourceLocation(file: "docs/content/en/app.md", line: 1, column: 56))
        #expect(page.includedSources.isEmpty)
    }

    @Test func aPathOutsideTheRepositoryIsAnErrorDecidedBeforeAnyLook() throws {
        let project = try Project()
        // Nothing is there: an answer of "no such file" would mean the path was looked at.
        let (page, problems) = project.read("```swift example=app source=\"../../../../Elsewhere/Secret.swift\"\n```\n")
        #expect(problems.map(\.id) == ["source.outside"])
        #expect(problems.first?.message.contains("outside the repository holding the site") == true)
        #expect(problems.first?.location == SourceLocation(file: "docs/content/en/app.md", line: 1, column: 30))
        #expect(page.includedSources.isEmpty)
    }

    @Test func aLinkThatLeavesTheRepositoryIsNotRead() throws {
        let project = try Project()
        let outside = project.base.appendingPathComponent("Secret.swift")
        try Data("let secret = 1\n".utf8).write(to: outside)
        try FileManager.default.createDirectory(at: project.pageFolder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: project.pageFolder.appendingPathComponent("Linked.swift"), withDestinationURL: outside
        )
        let (page, problems) = project.read("```swift example=app source=\"Linked.swift\"\n```\n")
        #expect(problems.map(\.id) == ["source.linkOutside"])
        #expect(page.includedSources.isEmpty)
    }

    @Test func aFolderListedUnderSourcesMayBeRead() throws {
        let project = try Project()
        let shared = project.base.appendingPathComponent("Shared")
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        try Data("struct Park: Hashable { var name: String }\n".utf8).write(to: shared.appendingPathComponent("Park.swift"))
        let markdown = "```swift example=app source=\"../../../../Shared/Park.swift\"\n```\n"
        #expect(project.read(markdown).1.map(\.id) == ["source.outside"])
        let (page, problems) = project.read(markdown, sources: ["../../../Shared"])
        #expect(problems.isEmpty)
        #expect(page.includedSources.first?.value.files.first?.name == "Shared/Park.swift")
    }

    @Test func aFolderGivesItsSwiftFilesSortedAndSeveralSourcesKeepTheirOrder() throws {
        let project = try Project()
        try project.write("Sources/App/Views/B.swift", "struct B {}\n")
        try project.write("Sources/App/Views/A.swift", "struct A {}\n")
        try project.write("Sources/App/Views/Notes.txt", "not Swift\n")
        try project.write("Sources/App/Views/Deeper/C.swift", "struct C {}\n")
        try project.write("Sources/App/Model.swift", "struct Model {}\n")
        let (page, problems) = project.read(
            "```swift example=app source=\"../../../Sources/App/Model.swift\" source=\"../../../Sources/App/Views\"\n```\n"
        )
        #expect(problems.isEmpty)
        #expect(page.includedSources.first?.value.files.map(\.path) == [
            "Sources/App/Model.swift", "Sources/App/Views/A.swift", "Sources/App/Views/B.swift", "Sources/App/Views/Deeper/C.swift",
        ])
    }

    @Test func misusesAreErrorsAtTheirAttributes() throws {
        let project = try Project()
        try project.write("docs/content/en/ContentView.swift", Self.view)
        let cases: [(String, String)] = [
            ("```swift example=app source=\"/etc/hosts\"\n```\n", "source.absolute"),
            ("```swift example=app source=\"Missing.swift\"\n```\n", "source.missing"),
            ("```swift example=app source=\"ContentView.swift\"\nText(\"x\")\n```\n", "source.blockNotEmpty"),
            ("```swift example=app region=list\n```\n", "source.regionWithoutSource"),
            ("```scenario example=app source=\"ContentView.swift\"\n```\n", "source.notSwift"),
            ("```swift example=app source=\"ContentView.swift\" region=end\n```\n", "source.reservedRegion"),
        ]
        for (markdown, id) in cases {
            #expect(project.read(markdown).1.map(\.id) == [id], "\(markdown)")
        }
    }

    @Test func severalSourceAttributesAreNotDuplicates() {
        let (page, diagnostics) = PageParser().parse(source: "```swift example=a source=\"A.swift\" source=\"B.swift\"\n```\n", file: "p.md")
        #expect(diagnostics.isEmpty)
        #expect(page.codeBlocks.first?.info.values("source") == ["A.swift", "B.swift"])
    }

    @Test func displayPathsJoinWithoutTheDisk() {
        #expect(DisplayPath.join("content/en", "../../Sources/App.swift") == "Sources/App.swift")
        #expect(DisplayPath.join("content/en", "../../../Other/A.swift") == "../Other/A.swift")
        #expect(DisplayPath.join(".", "./A.swift") == "A.swift")
        #expect(DisplayPath.join("/site/content/en", "../x/A.swift") == "/site/content/x/A.swift")
        #expect(DisplayPath.folder(of: "content/en/app.md") == "content/en")
        #expect(DisplayPath.folder(of: "app.md") == ".")
    }

    @Test func snippetMarkersFollowDocCsRules() {
        let text = """
            a
            // snippet.one
            b
            // snippet.two
            c
            // snippet.hide
            d
            // snippet.show
            e
            // snippet.end
            f
            //snippet.one
            g
            """
        let markers = SnippetMarkers(text)
        #expect(markers.regions["one"] == [3, 13], "a region ends where the next starts, and a name used twice gathers both parts")
        #expect(markers.regions["two"] == [5, 9], "hidden lines are in no region")
        #expect(markers.visibleLines == [1, 3, 5, 9, 11, 13])
        #expect(SnippetMarkers.markerName("  // snippet.list  ") == "list")
        #expect(SnippetMarkers.markerName("// snippet.list of parks") == nil)
        #expect(SnippetMarkers.markerName("let snippet = 1") == nil)
    }
}
