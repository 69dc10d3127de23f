import Foundation
import Pages
import Scenarios
import SiteBuilder

/// The entry points `make fuzz` drives with random inputs, and the regression
/// test replays: each takes arbitrary bytes and must return, with diagnostics,
/// whatever they are: never crash, never hang.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// A whole page: front matter, Markdown, code blocks, comments, through the page
    /// parser and the site's HTML renderer (links, anchors, highlighting).
    case page
    /// One fence's info string (`swift example=NAME hidden …`).
    case infoString
    /// A scenario block, parsed and run against a small fixed example.
    case scenario
    /// A Swift example, compiled and run by a small fixed scenario.
    case example

    /// Feeds `bytes` to the entry point; returns how many diagnostics came back
    /// (so the work cannot be optimised away).
    @discardableResult
    public func run(_ bytes: [UInt8]) -> Int {
        let (text, readingProblems) = SourceText.decode(Data(bytes), file: "fuzz.md")
        switch self {
        case .page:
            return readingProblems.count + PageBodyRenderer(text).diagnostics.count
        case .infoString:
            let line = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            return PageParser().parse(source: "```\(line)\nlet x = 1\n```\n", file: "fuzz.md").diagnostics.count
        case .scenario:
            return check(Self.fixedExample + "```scenario example=fuzz\n\(text)\n```\n")
        case .example:
            return check("```swift example=fuzz\n\(text)\n```\n\n" + Self.fixedScenario)
        }
    }

    /// The same check `navdocs check` runs on one page.
    private func check(_ page: String) -> Int {
        let report = CheckRunner(engine: InterpretedEngine()).checkPage(.init(file: "fuzz.md", text: page))
        return report.allDiagnostics.count
    }

    static let fixedExample = """
    ```swift example=fuzz
    struct ContentView: View {
        @State private var path: [Int] = []
        var body: some View {
            NavigationStack(path: $path) {
                List(1..<4, id: \\.self) { number in
                    NavigationLink("Item \\(number)", value: number)
                }
                .navigationDestination(for: Int.self) { number in
                    Text("Detail \\(number)")
                }
                .navigationTitle("Items")
            }
        }
    }
    ```


    """

    static let fixedScenario = """
    ```scenario example=fuzz
    tap "Item 1"
    back
    expect path == []
    ```

    """
}
