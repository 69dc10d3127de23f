import Diagnostics
import Foundation
import Testing
@testable import Scenarios

/// Typos under the compiled engine are swiftc's own errors, at the page's line and column
/// (the wording Xcode shows), and nothing else runs.
@Suite struct CompiledTypoTests {
    static let page = """
    # Typos

    ```swift example=title
    struct ContentView: View {
        var body: some View {
            NavigationStack {
                Text("Home")
                    .navigationTitel("Home")
            }
        }
    }
    ```

    ```swift example=mode
    struct ContentView: View {
        var body: some View {
            NavigationStack {
                Text("Home")
                    .navigationBarTitleDisplayMod(.inline)
            }
        }
    }
    ```

    ```swift example=append
    struct ContentView: View {
        @State private var path = NavigationPath()
        var body: some View {
            NavigationStack(path: $path) {
                Button("Go") { push() }
            }
        }
        func push() {
            var copy = path
            copy.apend(1)
            path = copy
        }
    }
    ```

    ```swift example=button
    struct ContentView: View {
        var body: some View {
            NavigationStack {
                Buton("Go") {}
            }
        }
    }
    ```
    """

    @Test func eachTypoIsTheCompilersErrorAtItsPosition() throws {
        let engine = SelectedEngine(
            choice: .compiler,
            compiler: CompiledEngine(environment: ProcessInfo.processInfo.environment, cacheFolder: CorpusTests.cacheFolder))
        let report = CheckRunner(engine: engine).checkPage(.init(file: "typos.md", text: Self.page))
        let errors = report.examples.flatMap(\.diagnostics).filter { $0.severity == .error }
        let described = errors.map { "\($0.location.line):\($0.location.column): \($0.message)" }
        #expect(described.contains("8:18: value of type 'Text' has no member 'navigationTitel'"), "\(described)")
        #expect(described.contains("19:18: value of type 'Text' has no member 'navigationBarTitleDisplayMod'"), "\(described)")
        #expect(described.contains("35:14: value of type 'NavigationPath' has no member 'apend'"), "\(described)")
        #expect(described.contains("45:13: cannot find 'Buton' in scope"), "\(described)")
        #expect(report.examples.allSatisfy { $0.status == .failed })
        #expect(report.examples.allSatisfy { $0.engine == .compiler })
    }
}
