import Foundation
import Pages
import Testing
@testable import Scenarios

/// What checking an example gave is kept between runs: a page checked again reads back the
/// examples nothing reached (no process starts), runs the ones an edit reached, and gives
/// the same report and traces either way.
@Suite(.serialized) struct ExampleResultCacheTests {
    /// A compiled engine sharing the tests' compiled programs, with a results folder of its own.
    static func engine(results: URL, choice: EngineChoice = .compiler, stepTimeout: Double = 5) -> SelectedEngine {
        var compiler = CompiledEngine(environment: ProcessInfo.processInfo.environment, cacheFolder: CorpusTests.cacheFolder)
        compiler.resultsFolder = results
        compiler.stepTimeout = stepTimeout
        return SelectedEngine(choice: choice, compiler: compiler)
    }

    static func freshFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("navdocs-results-\(UUID().uuidString)")
    }

    static func check(_ text: String, on engine: SelectedEngine) -> PageChecker<SelectedEngine>.Result {
        let (page, diagnostics) = PageParser().parse(source: text, file: "kept.md")
        #expect(diagnostics.isEmpty)
        return PageChecker(engine: engine).check(PageCheckPlan(page: page))
    }

    static let counter = """
    struct Counter: View {
        @State private var path: [Int] = []
        var body: some View {
            NavigationStack(path: $path) {
                Button("Next") { path.append(path.count + 1) }
                    .navigationDestination(for: Int.self) { Text("Page \\($0)") }
            }
        }
    }
    """

    static let list = """
    struct Shelf: View {
        var body: some View {
            NavigationStack {
                NavigationLink("Book", value: "book")
                    .navigationDestination(for: String.self) { Text($0) }
            }
        }
    }
    """

    static func page(counter: String = counter, prose: String = "Tapping Next pushes the next page.") -> String {
        """
        # Kept

        \(prose)

        ```swift example=counter
        \(counter)
        ```

        ```scenario example=counter
        tap "Next"
        expect path == [1]
        claim "pushes the next page"
        ```

        A shelf of books.

        ```swift example=shelf
        \(list)
        ```

        ```scenario example=shelf
        tap "Book"
        expect stack: NavigationLink > Text("book")
        ```
        """
    }

    @Test func aSecondCheckReadsEveryExampleBackAndReportsTheSame() throws {
        let folder = Self.freshFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let engine = Self.engine(results: folder)
        let first = Self.check(Self.page(), on: engine)
        #expect(first.reused.isEmpty)
        #expect(first.report.allDiagnostics.filter { $0.severity == .error } == [])
        #expect(first.report.examples.map(\.engine) == [.compiler, .compiler])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.count == 2)

        let second = Self.check(Self.page(), on: engine)
        #expect(second.reused == ["counter", "shelf"])
        #expect(second.report == first.report)
        #expect(second.runs == first.runs)
        #expect(second.runs.allSatisfy { $0.trace != nil })
        #expect(second.work == first.work)
    }

    @Test func anEditedExampleRunsAgainAndTheOthersAreReadBack() {
        let folder = Self.freshFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let engine = Self.engine(results: folder)
        _ = Self.check(Self.page(), on: engine)
        // A different push: the kept result would say [1], the code now gives [2].
        let edited = Self.counter.replacingOccurrences(of: "path.count + 1", with: "path.count + 2")
        let second = Self.check(Self.page(counter: edited), on: engine)
        #expect(second.reused == ["shelf"])
        #expect(second.report.allDiagnostics.contains { $0.message.contains("expected path == [1]") })
    }

    @Test func aProseEditRunsAgainOnlyTheExamplesWhoseScenariosClaimSomething() {
        let folder = Self.freshFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let engine = Self.engine(results: folder)
        _ = Self.check(Self.page(), on: engine)
        let second = Self.check(Self.page(prose: "Tapping Next now pushes the following page."), on: engine)
        #expect(second.reused == ["shelf"])
        #expect(second.report.allDiagnostics.contains { $0.id.hasPrefix("claim.") && $0.severity == .error })
    }

    static let migration = """
    # Migrating

    ```swift example=old
    struct Old: View {
        var body: some View {
            NavigationView {
                NavigationLink("Detail", destination: Text("Detail"))
            }
            .navigationViewStyle(.stack)
        }
    }
    ```

    ```scenario example=old
    tap "Detail"
    ```

    ```swift example=new migrates=old
    struct New: View {
        var body: some View {
            NavigationStack {
                NavigationLink("Detail") { Text("DETAIL") }
            }
        }
    }
    ```
    """

    @Test func anExampleThatMigratesRunsAgainWithTheOneItMigratesFrom() {
        let folder = Self.freshFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let engine = Self.engine(results: folder)
        let first = Self.check(Self.migration, on: engine)
        #expect(first.report.allDiagnostics.contains { $0.id.hasPrefix("migration.") })
        let fixed = Self.migration.replacingOccurrences(of: "Text(\"DETAIL\")", with: "Text(\"Detail\")")
        let second = Self.check(fixed, on: engine)
        // The new example changed; the old one is compiled again so the two can be compared.
        #expect(second.reused.isEmpty)
        #expect(!second.report.allDiagnostics.contains { $0.id.hasPrefix("migration.") })
        let third = Self.check(fixed, on: engine)
        #expect(third.reused == ["old", "new"])
        #expect(third.report == second.report)
    }

    @Test func aStepThatRanOutOfTimeIsNotKept() {
        let folder = Self.freshFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let engine = Self.engine(results: folder, stepTimeout: 1)
        let page = """
        # Slow

        ```swift example=slow
        struct Slow: View {
            @State private var count = 0
            var body: some View {
                Button("Spin") { while count >= 0 { count = count &+ 1 } }
            }
        }
        ```

        ```scenario example=slow
        tap "Spin"
        ```
        """
        let first = Self.check(page, on: engine)
        #expect(first.report.allDiagnostics.contains { $0.message.contains("did not answer within") })
        let second = Self.check(page, on: engine)
        #expect(second.reused.isEmpty)
    }

    @Test func anEntryThatCannotBeReadIsRunAgain() throws {
        let folder = Self.freshFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let engine = Self.engine(results: folder)
        let first = Self.check(Self.page(), on: engine)
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            try Data("{ not json".utf8).write(to: folder.appendingPathComponent(file))
        }
        let second = Self.check(Self.page(), on: engine)
        #expect(second.reused.isEmpty)
        #expect(second.report == first.report)
    }

    @Test func theInterpreterAndAutoKeepNothingTheInterpreterRan() {
        let folder = Self.freshFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(Self.engine(results: folder, choice: .interpreter).resultCache == nil)
        let auto = Self.engine(results: folder, choice: .auto)
        let first = Self.check(Self.page(), on: auto)
        #expect(first.report.examples.map(\.engine) == [.interpreter, .interpreter])
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }
}
