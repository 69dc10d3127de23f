import Foundation
import Pages
import Scenarios
import SiteBuilder
import Synchronization

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
    /// A whole page built as the only page of a site, in memory: everything `build` does
    /// beyond `check` (example sections with traces and the explorer's graph, the page's
    /// HTML with its Swift highlighted, the Behaviour catalog page, the search index).
    case site

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
        case .site:
            return readingProblems.count + Self.buildSite(text)
        }
    }

    /// The templates of this repository (the fuzzer and its tests run from a checkout).
    static let templates: OnePageSite.Templates? = {
        // The checkout holding this file: the nearest folder above it with a Package.swift.
        var repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while repository.path != "/", !FileManager.default.fileExists(atPath: repository.appendingPathComponent("Package.swift").path) {
            repository.deleteLastPathComponent()
        }
        return try? OnePageSite.Templates(folder: repository.appendingPathComponent("templates"))
    }()

    /// Builds `page` as a one-page site and returns its diagnostics' count plus its files'.
    private static func buildSite(_ page: String) -> Int {
        guard let templates else { fatalError("the repository's templates folder cannot be read") }
        // The caller waits here for the build's task. The task runs on a queue of its own:
        // a caller on the cooperative pool (a test) would otherwise block the threads the
        // task needs (two tests at once deadlocked on a two-core machine).
        let done = DispatchSemaphore(value: 0)
        let result = Mutex<Int>(0)
        let build: @Sendable () async -> Void = {
            let site = try? await OnePageSite(markdown: page, templates: templates)
            result.withLock { $0 = (site?.diagnostics.count ?? 0) + (site?.files.count ?? 0) }
            done.signal()
        }
        if #available(macOS 15, *) {
            Task(executorPreference: QueueTaskExecutor(), operation: build)
        } else {
            Task(operation: build)
        }
        done.wait()
        return result.withLock { $0 }
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

/// Runs a task's jobs on a serial Dispatch queue of its own, off the cooperative pool.
@available(macOS 15, *)
private final class QueueTaskExecutor: TaskExecutor {
    private let queue = DispatchQueue(label: "navdocs.fuzz.site")

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}
