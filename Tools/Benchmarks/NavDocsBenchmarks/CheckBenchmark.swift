import Diagnostics
import Dispatch
import Foundation
import Scenarios

/// Measures `navdocs check` on generated pages: 100 pages of one example and five
/// scenarios each (pages are checked in parallel), and prints scenarios per second.
///
/// Options: `--pages N` (default 100), `--rounds N` (default 3; the best round counts).
enum CheckBenchmark {
    static func run(_ options: [String]) throws {
        let pages = value(of: "--pages", in: options) ?? 100
        let rounds = value(of: "--rounds", in: options) ?? 3
        let sources = (0..<pages).map { CheckRunner<InterpretedEngine>.Source(file: "bench/page-\($0).md", text: page($0)) }
        let scenarioCount = pages * 5
        var best = Double.infinity
        var summary = ""
        for _ in 0..<rounds {
            let start = DispatchTime.now()
            let report = blocking { await CheckRunner(engine: InterpretedEngine()).check(sources) }
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
            best = min(best, seconds)
            let counts = report.counts
            summary = "\(counts.scenarios.passed) passed, \(counts.scenarios.failed + counts.scenarios.notRun) failed"
            guard counts.scenarios.passed == scenarioCount else {
                throw GeneratedPagesFailed(summary: summary, diagnostics: TextDiagnosticRenderer().render(Array(report.allDiagnostics.prefix(5))))
            }
        }
        let rate = Double(scenarioCount) / best
        print(String(format: "check: %d pages x 5 scenarios in %.3f s (best of %d): %.0f scenarios/s [%@]", pages, best, rounds, rate, summary))
    }

    struct GeneratedPagesFailed: Error, CustomStringConvertible {
        var summary: String
        var diagnostics: String
        var description: String { "generated scenarios failed (\(summary)):\n\(diagnostics)" }
    }

    /// One generated page: a stack of colours, five scenarios, claims in its prose.
    static func page(_ index: Int) -> String {
        """
        # Page \(index)

        Tapping a color pushes its detail view, and going back returns to the list.

        ```swift example=colors\(index)
        struct ColorDetail: View {
            var color: Color
            var body: some View { color.navigationTitle(color.description) }
        }

        struct ColorStack: View {
            @State private var path: [Color] = []
            var body: some View {
                NavigationStack(path: $path) {
                    List {
                        NavigationLink("Mint", value: Color.mint)
                        NavigationLink("Pink", value: Color.pink)
                        NavigationLink("Teal", value: Color.teal)
                    }
                    .navigationDestination(for: Color.self) { color in
                        ColorDetail(color: color)
                    }
                    .navigationTitle("Colors \(index)")
                }
            }
        }
        ```

        ```scenario example=colors\(index)
        claim "Tapping a color pushes its detail view"
        tap "Pink"
        expect path == [.pink]
        expect screen: ColorDetail(color: .pink)
        claim "going back returns to the list"
        back
        expect screen: List
        ```

        ```scenario example=colors\(index)
        run path.append(.mint)
        run path.append(.teal)
        expect stack: List > ColorDetail(color: .mint) > ColorDetail(color: .teal)
        run path.removeLast()
        expect screen: ColorDetail(color: .mint)
        ```

        ```scenario example=colors\(index)
        expect title: "Colors \(index)"
        tap "Teal"
        expect title: "teal"
        expect back: enabled
        back
        expect back: disabled
        ```

        ```scenario example=colors\(index)
        run path = [.teal, .pink, .mint]
        expect path.count == 3
        back
        back
        expect screen: ColorDetail(color: .teal)
        ```

        ```scenario example=colors\(index) size=compact
        tap "Mint"
        expect no warning
        expect stack: List > ColorDetail(color: .mint)
        back
        expect path.isEmpty
        ```

        """
    }

    private static func value(of option: String, in options: [String]) -> Int? {
        guard let index = options.firstIndex(of: option), index + 1 < options.count else { return nil }
        return Int(options[index + 1])
    }

    /// Runs async work to completion from the synchronous benchmark dispatcher.
    private static func blocking<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> T {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        Task {
            box.value = await work()
            done.signal()
        }
        done.wait()
        return box.value!
    }
}

/// Carries a result out of a task to the thread waiting for it.
private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}
