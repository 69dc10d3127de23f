import Foundation
import Testing

/// Inputs that once crashed or hung navdocs: through the built binary, `check`
/// and `build` each end with exit status 0, 1 or 2, never a signal or a hang.
@Suite(.serialized, .timeLimit(.minutes(10))) struct PathologicalBinaryTests {
    struct Input: CustomTestStringConvertible, Sendable {
        let name: String
        let page: String
        var testDescription: String { name }
    }

    static func example(_ body: String) -> String {
        "# Page\n\n```swift example=demo\n\(body)\n```\n\n```scenario example=demo\ntap \"Item\"\n```\n"
    }

    static func view(_ statements: String) -> String {
        example("""
        struct ContentView: View {
            var body: some View {
                \(statements)
                return NavigationStack { List { NavigationLink("Item") { Text("Detail") } } }
            }
        }
        """)
    }

    static let inputs: [Input] = [
        Input(name: "5,000 nested block quotes", page: String(repeating: "> ", count: 5_000) + "deep\n"),
        Input(name: "4,000 nested emphasis levels", page: String(repeating: "*", count: 4_000) + "x" + String(repeating: "*", count: 4_000) + "\n"),
        Input(name: "3,000 nested list items", page: (0..<3_000).map { String(repeating: "  ", count: $0) + "- item" }.joined(separator: "\n") + "\n"),
        Input(name: "5,000 nested links", page: String(repeating: "[", count: 5_000) + "x" + String(repeating: "](y)", count: 5_000) + "\n"),
        Input(name: "a heading line of 100,000 #", page: String(repeating: "#", count: 100_000) + "\n"),
        Input(name: "100,000 backticks", page: "a " + String(repeating: "`", count: 100_000) + " b\n"),
        Input(name: "100,000 backslashes", page: String(repeating: "\\", count: 100_000) + "\n"),
        Input(name: "script URLs", page: "[a](javascript:alert(1)) [b](VBScript:x) ![c](data:text/html,<b>) [d](file:///etc/passwd)\n"),
        Input(name: "3,000 nested parentheses", page: view("let x = " + String(repeating: "(", count: 3_000) + "1" + String(repeating: ")", count: 3_000))),
        Input(name: "3,000 nested array literals", page: view("let x = " + String(repeating: "[", count: 3_000) + "1" + String(repeating: "]", count: 3_000))),
        Input(name: "24 unclosed brackets", page: view("let x = " + String(repeating: "[", count: 24))),
        Input(name: "a 5,000-term sum", page: view("let x = " + Array(repeating: "1", count: 5_000).joined(separator: " + "))),
        Input(name: "a 2,000-deep ?: chain", page: view("let x = " + Array(repeating: "true ? 1 :", count: 2_000).joined(separator: " ") + " 0")),
        Input(name: "a default value that builds its own type", page: example("""
        struct Park { let name: String; let nearby = [Park(name: "Zion")] }
        struct ContentView: View {
            var body: some View { NavigationStack { Text(Park(name: "A").name) } }
        }
        """)),
        Input(name: "an endless loop", page: view("var n = 0\nwhile true { n += 1 }")),
        Input(name: "endless recursion", page: example("""
        func again(_ n: Int) -> Int { again(n + 1) }
        struct ContentView: View {
            var body: some View { NavigationStack { Text("\\(again(0))") } }
        }
        """)),
        Input(name: "a string doubled 64 times", page: view("var s = \"ab\"\nfor _ in 0..<64 { s = s + s }")),
        Input(name: "integer overflow", page: view("let x = Int.max + 1\nlet y = 99999999999999999999999999")),
        Input(name: "20,000 path appends", page: example("""
        struct ContentView: View {
            @State private var path = NavigationPath()
            var body: some View {
                NavigationStack(path: $path) {
                    Button("Item") { for i in 0..<20_000 { path.append(i) } }
                    .navigationDestination(for: Int.self) { Text("\\($0)") }
                }
            }
        }
        """)),
        Input(name: "a huge platform version", page: example("""
        struct ContentView: View { var body: some View { NavigationStack { Text("x") } } }
        """).replacingOccurrences(of: "tap \"Item\"", with: "platform iOS 9223372036854775807\nback 99999999999999999999")),
        Input(name: "a huge marker offset", page: "# P\n\n<!-- expected-error@+99999999999999999999 {{x}} -->\ntext\n"),
    ]

    static let binary = CheckCommandTests.packageRoot.appendingPathComponent(".build/debug/navdocs")

    /// Runs the binary; nil when it had not ended after `seconds` (it is then killed).
    /// Waits with `Task.sleep`, so a long run never holds one of the few threads other tests share.
    static func run(_ arguments: [String], in folder: URL, seconds: Double = 30) async throws -> (status: Int32, reason: Process.TerminationReason, errors: String)? {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let errorFile = folder.appendingPathComponent("stderr.txt")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: errorFile)
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { try await Task.sleep(for: .milliseconds(20)) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            return nil
        }
        let errors = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        return (process.terminationStatus, process.terminationReason, String(errors.suffix(2_000)))
    }

    @Test(arguments: inputs)
    func endsWithAStatusNotASignal(input: Input) async throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary.path), "build the navdocs product first")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navdocs-pathological-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("content/en"), withIntermediateDirectories: true)
        try Data(input.page.utf8).write(to: folder.appendingPathComponent("page.md"))
        try Data(input.page.utf8).write(to: folder.appendingPathComponent("content/en/index.md"))
        try Data("title: T\nlanguages:\n  - code: en\n    label: English\n".utf8).write(to: folder.appendingPathComponent("content/site.yml"))
        try FileManager.default.copyItem(
            at: CheckCommandTests.packageRoot.appendingPathComponent("templates"), to: folder.appendingPathComponent("templates")
        )
        for arguments in [["check", "page.md"], ["build", "--allow-failures"]] {
            let outcome = try #require(try await Self.run(arguments, in: folder), "navdocs \(arguments[0]) hung on \(input.name)")
            #expect(outcome.reason == .exit, "navdocs \(arguments[0]) was killed by signal \(outcome.status) on \(input.name)")
            #expect([0, 1, 2].contains(outcome.status), "navdocs \(arguments[0]) exited \(outcome.status) on \(input.name): \(outcome.errors)")
        }
        // Whatever was written holds no live script URL.
        let page = folder.appendingPathComponent("public/en/index.html")
        if let html = try? String(contentsOf: page, encoding: .utf8) {
            for scheme in ["javascript:", "vbscript:", "data:text/html", "file:"] {
                #expect(!html.lowercased().contains("href=\"\(scheme)"), "\(input.name): live \(scheme) link")
                #expect(!html.lowercased().contains("src=\"\(scheme)"), "\(input.name): live \(scheme) source")
            }
        }
    }
}
