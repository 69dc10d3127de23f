import Foundation
import Testing
@testable import NavDocsCommands

/// `navdocs check --coverage`: per page, per language folder and in total, the
/// examples, scenarios, claims and catalog ids the model applied.
@Suite struct CoverageTests {
    static let stackExample = """
    ```swift example=colors
    struct ColorStack: View {
        @State private var path: [Color] = []

        var body: some View {
            NavigationStack(path: $path) {
                List {
                    NavigationLink("Pink", value: Color.pink)
                    NavigationLink("About") { Text("About") }
                }
                .navigationDestination(for: Color.self) { color in
                    Text(color.description)
                }
            }
        }
    }
    ```
    """

    /// A value-link tap and back (N1, N2, N5, N12, N22), with one claim.
    static let english = """
    ---
    title: Stack
    ---

    # Stack

    Tapping a color pushes it onto the path.

    \(stackExample)

    ```scenario example=colors title="Tap"
    claim "Tapping a color pushes it onto the path"
    tap "Pink"
    expect path == [.pink]
    back
    ```

    ```swift example=unused
    struct Unused: View {
        var body: some View { Text("Unused") }
    }
    ```
    """

    /// A view push, then a deep link from code that removes it (N3, N20, N21, N39), with two claims.
    static let translated = """
    ---
    title: Stapel
    ---

    # Stapel

    Ein Link zeigt eine Ansicht. Ein neuer Pfad entfernt sie.

    \(stackExample)

    ```scenario example=colors
    claim "Ein Link zeigt eine Ansicht"
    tap "About"
    expect back: enabled
    claim "Ein neuer Pfad entfernt sie"
    run path = [.pink, .pink]
    expect path.count == 2
    ```
    """

    @Test func summarisesPagesLanguagesAndTheCatalog() async throws {
        let workspace = try Workspace(pages: ["content/en/stack.md": Self.english, "content/de/stack.md": Self.translated])
        defer { workspace.remove() }
        let output = CapturedOutput()
        let status = await NavDocs.run(arguments: ["check", "--coverage", "content"], environment: output.environment(in: workspace.root))
        #expect(status == 0, Comment(rawValue: output.standardError + output.standardOutput))
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        // N20: the value push removes the view push; N39: the path is assigned whole.
        #expect(lines.contains("content/de/stack.md: 1 example, 1 scenario, 2 claims; exercises N1 N3 N5 N12 N20 N21 N39"))
        // N22 and not N21: only the value link is tapped.
        #expect(lines.contains(
            "content/en/stack.md: 2 examples, 1 scenario, 1 claim; exercises N1 N2 N5 N12 N22; no scenario for 'unused'"))
        #expect(lines.contains { $0.hasPrefix("content/de: 1 page, 1 example, 1 scenario, 2 claims; catalog: 7 of 60 exercised; not exercised: N2, N4, N6,") })
        #expect(lines.contains { $0.hasPrefix("content/en: 1 page, 2 examples, 1 scenario, 1 claim; catalog: 5 of 60 exercised; not exercised: N3, N4,") })
        let total = try #require(lines.last)
        #expect(total.hasPrefix("total: 2 pages, 3 examples, 2 scenarios, 3 claims; catalog: 9 of 60 exercised; not exercised: N4, N6, N7,"))
        #expect(total.hasSuffix("N38, N40, N41, N42, N43, N44, N45, N46, N47, N48, N49, N50, N51, N52, N53, N54, N55, N56, N57, N58, N59, N60"))
        #expect(!output.standardError.contains("catalog:"))
    }

    @Test func jsonReportListsExercisedIdsAndSummaryGoesToStandardError() async throws {
        let workspace = try Workspace(pages: ["content/en/stack.md": Self.english])
        defer { workspace.remove() }
        let output = CapturedOutput()
        let status = await NavDocs.run(
            arguments: ["check", "--coverage", "--format", "json", "content/en/stack.md"], environment: output.environment(in: workspace.root))
        #expect(status == 0)
        let data = Data(output.standardOutput.utf8)
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let pages = try #require(document["pages"] as? [[String: Any]])
        let examples = try #require(pages.first?["examples"] as? [[String: Any]])
        let scenarios = try #require(examples.first?["scenarios"] as? [[String: Any]])
        #expect(scenarios.first?["exercised"] as? [String] == ["N1", "N2", "N5", "N12", "N22"])
        #expect(output.standardError.contains("total: 1 page, 2 examples, 1 scenario, 1 claim; catalog: 5 of 60 exercised"))
    }

    @Test func pagesGroupByTheFolderBelowTheNamedOne() {
        #expect(CheckCommand.group(of: "content/en/a.md", roots: ["content"]) == "content/en")
        #expect(CheckCommand.group(of: "content/a.md", roots: ["content"]) == "content")
        #expect(CheckCommand.group(of: "en/a.md", roots: ["."]) == "en")
        #expect(CheckCommand.group(of: "docs/zh-Hans/a.md", roots: ["content", "docs/zh-Hans/a.md"]) == "docs/zh-Hans")
        #expect(CheckCommand.group(of: "a.md", roots: ["a.md"]) == ".")
    }
}
