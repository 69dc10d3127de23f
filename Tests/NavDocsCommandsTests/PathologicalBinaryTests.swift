import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// Inputs that once crashed or hung navdocs: through the built binary, `check`
/// and `build` each end with exit status 0, 1 or 2, never a signal or a hang.
@Suite(.serialized, .timeLimit(.minutes(10))) struct PathologicalBinaryTests {
    struct Input: CustomTestStringConvertible, Sendable {
        let name: String
        let page: String
        /// The content folder's `site.yml`, when the input is there.
        var site = "title: T\nlanguages:\n  - code: en\n    label: English\n"
        /// The page links to a file that does not exist: `build` resolves links and fails,
        /// `check` does not look at them, so their verdicts differ by design.
        var hasBrokenLinks = false
        /// Words each command's report must hold: the limit that stopped it.
        var expectedMessage: String?
        var testDescription: String { name }
    }

    /// An example whose scenario taps "Item" (pushing 1 onto its path), then `scenario`.
    static func stack(_ scenario: String, code: String = "", prose: String = "") -> String {
        """
        # Page

        \(prose)

        ```swift example=demo
        struct ContentView: View {
            @State private var path: [Int] = []
            var body: some View {
                NavigationStack(path: $path) {
                    List { Button("Item") { path.append(1) } }
                    .navigationDestination(for: Int.self) { Text("\\($0)") }
                }
            }
        }
        \(code)
        ```

        ```scenario example=demo
        \(scenario)
        ```

        """
    }

    /// An example showing `count` controls made by `control` (a `ForEach` body over `i`).
    static func controls(_ count: Int, _ control: String, destination: String = "") -> String {
        example("""
        struct ContentView: View {
            var body: some View {
                NavigationStack {
                    List(0..<\(count), id: \\.self) { i in \(control) }
                    \(destination)
                }
            }
        }
        """).replacingOccurrences(of: "tap \"Item\"", with: "tap \"L1\"")
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
        Input(name: "5,000 nested links", page: String(repeating: "[", count: 5_000) + "x" + String(repeating: "](y)", count: 5_000) + "\n", hasBrokenLinks: true),
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
        // The interpreter has no `while`, so `auto` runs it on the compiler, which stops it by time.
        Input(name: "an endless loop", page: view("var n = 0\nwhile true { n += 1 }"), expectedMessage: "did not answer within 5 seconds"),
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
        // Round 3 (build and serve as well as check): each once crashed, starved or split the verdict.
        Input(name: "an enum counting past Int.max", page: stack("tap \"Item\"", code: "enum E: Int { case a = 9223372036854775807, b }")),
        Input(name: "a 1,000-deep ?: chain in the middle", page: view("let x = " + String(repeating: "true ? ", count: 1_000) + "1" + String(repeating: " : 0", count: 1_000))),
        Input(name: "2,000 nested generic types", page: view("let x: " + String(repeating: "A<", count: 2_000) + "Int" + String(repeating: ">", count: 2_000) + "? = nil")),
        Input(name: "2,000 nested generic types, spaced", page: view("let x: " + String(repeating: "A<", count: 2_000) + "Int" + String(repeating: " >", count: 2_000) + "? = nil")),
        Input(name: "a scenario of 10,000 steps", page: stack(Array(repeating: "tap \"Item\"\nback", count: 5_000).joined(separator: "\n"))),
        Input(name: "a scenario of 40,000 steps", page: stack(Array(repeating: "expect path.isEmpty", count: 40_000).joined(separator: "\n"))),
        Input(name: "10,000 claims", page: stack(
            (0..<10_000).map { "claim \"Claim number \($0) holds.\"" }.joined(separator: "\n") + "\ntap \"Item\"",
            prose: (0..<10_000).map { "Claim number \($0) holds." }.joined(separator: " ")
        )),
        Input(name: "4,000 examples", page: "# Page\n\n" + (0..<4_000).map { "```swift example=e\($0)\nText(\"\($0)\")\n```\n\n```scenario example=e\($0)\nexpect screen: Text\n```\n" }.joined(separator: "\n")),
        Input(name: "a line of 25,000 backslashes in Swift", page: stack("tap \"Item\"", code: String(repeating: "\\", count: 25_000))),
        Input(name: "a line of 10,000 # in Swift", page: stack("tap \"Item\"", code: String(repeating: "#", count: 10_000))),
        Input(name: "2,000 unclosed #if", page: stack("tap \"Item\"", code: String(repeating: "#if X\n", count: 2_000))),
        Input(name: "100,000 path appends four times", page: stack(Array(repeating: "run for i in 0..<100000 { path.append(i) }", count: 4).joined(separator: "\n"))),
        Input(name: "100,000 path appends a thousand times", page: stack(Array(repeating: "run for i in 0..<100000 { path.append(i) }", count: 1_000).joined(separator: "\n"))),
        Input(name: "a state shown at every step", page: stack(
            "run path = [1]\n" + Array(repeating: "expect path == [1]", count: 900).joined(separator: "\n")
        ).replacingOccurrences(of: "@State private var path: [Int] = []", with: "@State private var path: [Int] = []\n    @State private var notes = String(repeating: \"n\", count: 100000)")),
        Input(name: "an explorer that spends the example's steps", page: example("""
        struct ContentView: View {
            @State private var path: [Int] = []
            var body: some View {
                var n = 0
                for _ in 0..<10000 { n += 1 }
                return NavigationStack(path: $path) {
                    List(0..<12, id: \\.self) { i in Button("B\\(i)") { path.append(i) } }
                    .navigationDestination(for: Int.self) { Text("\\($0) \\(n)") }
                }
            }
        }
        """).replacingOccurrences(of: "tap \"Item\"", with: Array(repeating: "tap \"B1\"\nback", count: 40).joined(separator: "\n"))),
        Input(name: "an example showing 20,000 buttons", page: controls(20_000, "Button(\"L\\(i)\") { }")),
        Input(name: "an example showing 50,000 links", page: controls(
            50_000, "NavigationLink(\"L\\(i)\", value: i)", destination: ".navigationDestination(for: Int.self) { Text(\"\\($0)\") }"
        )),
        Input(name: "an example named a%20b", page: stack("tap \"Item\"").replacingOccurrences(of: "example=demo", with: "example=a%20b")),
        Input(name: "a language listed twice", page: stack("tap \"Item\""),
              site: "title: T\nlanguages:\n  - code: en\n    label: English\n  - code: en\n    label: Again\n"),
        Input(name: "String(repeating:count:) and Array(repeating:count:)", page: stack(
            "expect String(repeating: \"ab\", count: 3) == \"ababab\"\nexpect Array(repeating: 1, count: 3) == [1, 1, 1]"
        )),
    ]

    static let binary = CheckCommandTests.packageRoot.appendingPathComponent(".build/debug/navdocs")

    /// Runs the binary; nil when it had not ended after `seconds` (it is then killed). A hang
    /// detector, not a speed goal: the debug binary spends 20 s on an example's whole
    /// evaluation budget alone, and far longer while the rest of the suite shares two cores.
    /// Waits with `Task.sleep`, so a long run never holds one of the few threads other tests share.
    static func run(_ arguments: [String], in folder: URL, seconds: Double = 60) async throws -> (status: Int32, reason: Process.TerminationReason, errors: String)? {
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

    /// The page each serve test saves after the input: served in full once its rebuild is done.
    static let repaired = "# Page\n\nRepaired.\n"

    @Test(arguments: inputs)
    func endsWithAStatusNotASignal(input: Input) async throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary.path), "build the navdocs product first")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navdocs-pathological-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("content/en"), withIntermediateDirectories: true)
        try Data(input.page.utf8).write(to: folder.appendingPathComponent("page.md"))
        try Data(input.page.utf8).write(to: folder.appendingPathComponent("content/en/index.md"))
        try Data(input.site.utf8).write(to: folder.appendingPathComponent("content/site.yml"))
        try FileManager.default.copyItem(
            at: CheckCommandTests.packageRoot.appendingPathComponent("templates"), to: folder.appendingPathComponent("templates")
        )
        var statuses: [String: Int32] = [:]
        for arguments in [["check", "page.md"], ["check", "content"], ["build", "--allow-failures"]] {
            let started = ContinuousClock.now
            let outcome = try #require(try await Self.run(arguments, in: folder), "navdocs \(arguments.joined(separator: " ")) hung on \(input.name)")
            // A figure for the issue notes, not a speed goal: the suite shares two cores.
            print("pathological: \(input.name): navdocs \(arguments.joined(separator: " ")) exited \(outcome.status) after \(ContinuousClock.now - started)")
            #expect(outcome.reason == .exit, "navdocs \(arguments[0]) was killed by signal \(outcome.status) on \(input.name)")
            #expect([0, 1, 2].contains(outcome.status), "navdocs \(arguments[0]) exited \(outcome.status) on \(input.name): \(outcome.errors)")
            statuses[arguments.joined(separator: " ")] = outcome.status
            if let expected = input.expectedMessage {
                #expect(outcome.errors.contains(expected), "\(input.name): navdocs \(arguments[0]) said \(outcome.errors)")
            }
            // Problems are reported at the page or site.yml, never in a page the build generated.
            #expect(!outcome.errors.contains("behaviour-catalog.md"), "\(input.name): \(outcome.errors)")
        }
        // The same content, the same verdict: a page passes check and build, or fails both.
        if !input.hasBrokenLinks {
            #expect(statuses["check content"] == statuses["build --allow-failures"], "\(input.name): \(statuses)")
        }
        // Whatever was written holds no live script URL.
        let page = folder.appendingPathComponent("public/en/index.html")
        if let html = try? String(contentsOf: page, encoding: .utf8) {
            for scheme in ["javascript:", "vbscript:", "data:text/html", "file:"] {
                #expect(!html.lowercased().contains("href=\"\(scheme)"), "\(input.name): live \(scheme) link")
                #expect(!html.lowercased().contains("src=\"\(scheme)"), "\(input.name): live \(scheme) source")
            }
        }
        try await Self.serveAndRepair(folder, input: input)
    }

    /// `navdocs serve` starts on the input (its first build), keeps serving, and serves the
    /// repaired page once it is saved; then stops with status 0.
    static func serveAndRepair(_ folder: URL, input: Input) async throws {
        try? FileManager.default.removeItem(at: folder.appendingPathComponent("public"))
        let server = try ServedProcess(in: folder)
        defer { server.stop() }
        let address = try #require(try await server.address(within: 60), "navdocs serve did not start on \(input.name): \(server.errors)")
        try Data(Self.repaired.utf8).write(to: folder.appendingPathComponent("content/en/index.md"))
        let saved = ContinuousClock.now
        var served = false
        while !served, ContinuousClock.now - saved < .seconds(60), server.isRunning {
            served = (try? await ServedProcess.get(address.appendingPathComponent("en/")))?.contains("Repaired.") == true
            if !served { try await Task.sleep(for: .milliseconds(25)) }
        }
        #expect(served, "navdocs serve did not serve the repair of \(input.name): \(server.errors.suffix(1_000))")
        print("serve: \(input.name): repair served \(ContinuousClock.now - saved) after the save")
        #expect(server.stop() == 0, "navdocs serve on \(input.name): \(server.errors.suffix(1_000))")
    }
}

/// `navdocs serve --port 0` as a child process, its output in files.
final class ServedProcess: @unchecked Sendable {
    let process = Process()
    let folder: URL
    private var stopped: Int32?

    init(in folder: URL, arguments: [String] = []) throws {
        self.folder = folder
        process.executableURL = PathologicalBinaryTests.binary
        process.arguments = ["serve", "--port", "0"] + arguments
        process.currentDirectoryURL = folder
        for (name, handle) in [("serve-out.txt", \Process.standardOutput), ("serve-err.txt", \Process.standardError)] {
            let file = folder.appendingPathComponent(name)
            _ = FileManager.default.createFile(atPath: file.path, contents: nil)
            process[keyPath: handle] = try FileHandle(forWritingTo: file)
        }
        try process.run()
    }

    var isRunning: Bool { process.isRunning }
    var output: String { (try? String(contentsOf: folder.appendingPathComponent("serve-out.txt"), encoding: .utf8)) ?? "" }
    var errors: String { (try? String(contentsOf: folder.appendingPathComponent("serve-err.txt"), encoding: .utf8)) ?? "" }

    /// The address it printed, once it serves; nil if it did not within `seconds` (or ended).
    func address(within seconds: Double) async throws -> URL? {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while ContinuousClock.now < deadline, process.isRunning {
            if let line = output.split(separator: "\n").first(where: { $0.hasPrefix("Serving at ") }),
               let address = line.split(separator: " ").dropFirst(2).first.flatMap({ URL(string: String($0)) }) {
                return address
            }
            try await Task.sleep(for: .milliseconds(20))
        }
        return nil
    }

    /// Stops it as Ctrl-C would; returns its exit status (-1 when it had to be killed).
    @discardableResult
    func stop() -> Int32 {
        if let stopped { return stopped }
        if process.isRunning {
            process.interrupt()
            let deadline = Date().addingTimeInterval(20)
            while process.isRunning, Date() < deadline { usleep(20_000) }
            if process.isRunning {
                process.terminate()
                process.waitUntilExit()
                stopped = -1
                return -1
            }
        }
        let status = process.terminationReason == .exit ? process.terminationStatus : -1
        stopped = status
        return status
    }

    static func get(_ url: URL) async throws -> String {
        var request = URLRequest(url: url)
        request.timeoutInterval = 10
        let (data, _) = try await URLSession.shared.data(for: request)
        return String(decoding: data, as: UTF8.self)
    }
}
