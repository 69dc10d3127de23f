import Foundation
import Testing

/// A site whose page takes its example from a Swift file beside it, as an author
/// documenting their own app writes one: the check follows the file.
@Suite struct SourceExampleTests {
    static let view = """
        import SwiftUI

        struct ContentView: View {
            var body: some View {
                NavigationStack {
                    // snippet.list
                    List(["Apple", "Pear"], id: \\.self) { fruit in
                        NavigationLink(fruit, value: fruit)
                    }
                    // snippet.end
                    .navigationDestination(for: String.self) { fruit in
                        Text("A ripe \\(fruit)")
                    }
                }
            }
        }

        """

    static func page(expecting screen: String) -> String {
        """
        # Fruit

        ```swift example=app source="ContentView.swift"
        ```

        Tapping Pear opens its screen.

        ```scenario example=app
        claim "Tapping Pear opens its screen"
        tap "Pear"
        expect screen: \(screen)
        ```

        The list alone:

        ```swift source="ContentView.swift" region=list
        ```

        """
    }

    @Test func theCheckFollowsTheSwiftFile() async throws {
        let workspace = try Workspace(pages: [
            "content/en/index.md": Self.page(expecting: #"Text("A ripe Pear")"#),
            "content/en/ContentView.swift": Self.view,
        ])
        defer { workspace.remove() }
        let swift = workspace.root.appendingPathComponent("content/en/ContentView.swift")

        let (passes, first) = await CheckCommandTests.run(["check"], in: workspace.root)
        #expect(passes == 0, Comment(rawValue: first.standardError))

        // An edit of the app that changes what a reader sees fails the page's scenario.
        try Data(Self.view.replacingOccurrences(of: "A ripe", with: "A crisp").utf8).write(to: swift)
        let (fails, second) = await CheckCommandTests.run(["check"], in: workspace.root)
        #expect(fails == 1)
        #expect(second.standardError.contains(
            #"content/en/index.md:11:16: error: expected screen: Text("A ripe Pear"), got Text("A crisp Pear")"#
        ))

        // Updating the scenario to the new behaviour makes the page hold again.
        try Data(Self.page(expecting: #"Text("A crisp Pear")"#).utf8).write(to: workspace.root.appendingPathComponent("content/en/index.md"))
        let (passesAgain, third) = await CheckCommandTests.run(["check"], in: workspace.root)
        #expect(passesAgain == 0, Comment(rawValue: third.standardError))

        // A mistake in the Swift file is reported in the Swift file, at its line and column.
        try Data(Self.view.replacingOccurrences(of: "value: fruit", with: "value: frut").utf8).write(to: swift)
        let (broken, fourth) = await CheckCommandTests.run(["check"], in: workspace.root)
        #expect(broken == 1)
        #expect(fourth.standardError.contains(
            "content/en/ContentView.swift:8:46: error: cannot find 'frut' in scope; did you mean 'fruit'?\n                NavigationLink(fruit, value: frut)\n"
        ))
        let (traced, trace) = await CheckCommandTests.run(["trace", "content/en/index.md"], in: workspace.root)
        #expect(traced == 1)
        #expect(trace.standardError.contains("content/en/ContentView.swift:8:46: error: cannot find 'frut' in scope"))
    }

    @Test func theBuiltPageShowsTheFileAndARegionShowsOnlyItsLines() async throws {
        let workspace = try Workspace(pages: [
            "content/en/index.md": Self.page(expecting: #"Text("A ripe Pear")"#),
            "content/en/ContentView.swift": Self.view,
        ])
        defer { workspace.remove() }
        let (status, output) = await CheckCommandTests.run(["build"], in: workspace.root)
        #expect(status == 0, Comment(rawValue: output.standardError))
        let html = try String(contentsOf: workspace.root.appendingPathComponent("public/en/index.html"), encoding: .utf8)
        let figures = html.components(separatedBy: "<figure class=\"code-figure source-file\">").dropFirst()
        #expect(figures.count == 2)
        #expect(figures.first?.contains("<code>1\n2\n3\n4\n5\n7\n8\n9\n11\n12\n13\n14\n15\n16</code>") == true, "the whole file, markers left out")
        #expect(figures.last?.contains("<code>7\n8\n9</code>") == true, "the region's lines, numbered as in the file")
        #expect(figures.last?.contains("navigationDestination") == false)
    }

    @Test func anExampleShowingTwoRegionsOfOneFileRunsItOnce() async throws {
        let workspace = try Workspace(pages: [
            "content/en/index.md": """
                # Fruit

                ```swift example=app source="ContentView.swift" region=list
                ```

                ```swift example=app source="ContentView.swift"
                ```

                ```scenario example=app
                tap "Pear"
                expect screen: Text("A ripe Pear")
                ```

                """,
            "content/en/ContentView.swift": Self.view,
        ])
        defer { workspace.remove() }
        let (status, output) = await CheckCommandTests.run(["check"], in: workspace.root)
        #expect(status == 0, Comment(rawValue: output.standardError))
    }

    @Test func aFileOutsideTheRepositoryIsAnErrorAndTheExampleIsNotRun() async throws {
        let workspace = try Workspace(pages: [
            "content/en/index.md": """
                # Fruit

                ```swift example=app source="../../../ContentView.swift"
                ```

                ```scenario example=app
                tap "Pear"
                ```

                """,
        ])
        defer { workspace.remove() }
        try FileManager.default.createDirectory(at: workspace.root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let (status, output) = await CheckCommandTests.run(["check"], in: workspace.root)
        #expect(status == 1)
        #expect(output.standardError.contains(
            "content/en/index.md:3:30: error: '../../../ContentView.swift' is outside the repository holding the site"
        ))
        #expect(output.standardError.contains("example 'app' is not run: a file it includes could not be read"))
        #expect(!output.standardError.contains("is empty"), "no second error for the missing code")
    }
}
