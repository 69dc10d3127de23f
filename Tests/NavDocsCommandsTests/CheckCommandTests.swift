import Foundation
import Testing
import NavDocsCommands

/// `navdocs check` and `navdocs trace`, in process and through the built binary.
@Suite struct CheckCommandTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let conformance = packageRoot.appendingPathComponent("Tests/ScenariosTests/Fixtures/conformance")

    /// A fresh folder with a copy of a conformance page, optionally edited.
    static func workspace(page: String, editing: ((String) -> String)? = nil) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navdocs-check-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let text = try String(contentsOf: conformance.appendingPathComponent(page), encoding: .utf8)
        try (editing?(text) ?? text).write(to: folder.appendingPathComponent(page), atomically: true, encoding: .utf8)
        return folder
    }

    final class Output: @unchecked Sendable {
        private let lock = NSLock()
        private var out = "", err = ""
        func write(_ text: String, error: Bool) { lock.withLock { if error { err += text } else { out += text } } }
        var standardOutput: String { lock.withLock { out } }
        var standardError: String { lock.withLock { err } }
    }

    static func run(_ arguments: [String], in folder: URL) async -> (status: Int32, output: Output) {
        let output = Output()
        let environment = CommandEnvironment(
            workingDirectory: folder, isTerminal: false,
            writeOutput: { output.write($0, error: false) }, writeError: { output.write($0, error: true) }
        )
        return (await NavDocs.run(arguments: arguments, environment: environment), output)
    }

    @Test func invalidUTF8IsOneDiagnosticWithFileAndLine() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navdocs-check-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("pages"), withIntermediateDirectories: true)
        try Data(Array("# Page\n\nFine.\nBroken \u{00E9} ".utf8) + [0xC3, 0x28, 0x0A]).write(to: folder.appendingPathComponent("pages/page.md"))
        for argument in ["pages", "pages/page.md"] {
            let (status, output) = await Self.run(["check", argument], in: folder)
            #expect(status == 1, Comment(rawValue: output.standardError))
            #expect(output.standardError.contains(
                "pages/page.md:4:11: error: file is not valid UTF-8: the bytes starting with 0xC3 here are not a character; they are read as U+FFFD"
            ), Comment(rawValue: output.standardError))
        }
    }

    @Test func aPageLinkedFromOutsideTheFolderIsReportedNotRead() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navdocs-check-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("pages"), withIntermediateDirectories: true)
        try Data("# Inside\n".utf8).write(to: folder.appendingPathComponent("pages/inside.md"))
        try Data("# Outside\n".utf8).write(to: folder.appendingPathComponent("outside.md"))
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("pages/linked.md"), withDestinationURL: folder.appendingPathComponent("outside.md")
        )
        let (status, output) = await Self.run(["check", "pages"], in: folder)
        #expect(status == 1)
        #expect(output.standardError.contains("pages/linked.md:1:1: error: 'linked.md' is a symbolic link that leaves pages"))
    }

    @Test func verifyPassesOnTheConformancePages() async throws {
        let (status, output) = await Self.run(["check", "--verify"] + ConformancePages.names, in: Self.conformance)
        #expect(status == 0, Comment(rawValue: output.standardError))
        #expect(output.standardError.contains("verify: 22 of 22 markers met; 0 unexpected diagnostics"))
    }

    @Test func aChangedExpectedValueFailsAtItsLine() async throws {
        // Plant a wrong statement: the scenario now claims the path holds `.mint`.
        let folder = try Self.workspace(page: "01-stack-basics.md") {
            $0.replacingOccurrences(of: "expect path == [.pink]\nexpect screen: ColorDetail(color: .pink)", with: "expect path == [.mint]\nexpect screen: ColorDetail(color: .pink)")
        }
        let (status, output) = await Self.run(["check", "01-stack-basics.md"], in: folder)
        #expect(status == 1)
        #expect(output.standardError.contains("01-stack-basics.md:43:8: error: expected path == [.mint], got path = [.pink]"))
    }

    @Test func formatsGoToStandardOutput() async throws {
        let (status, output) = await Self.run(["check", "--format", "json", "07-claims.md"], in: Self.conformance)
        #expect(status == 1)
        #expect(output.standardOutput.contains(#""version" : 1"#))
        #expect(output.standardOutput.contains("claim not found in the page's text"))
    }

    @Test func badInputIsExitStatusTwo() async {
        #expect(await Self.run(["check", "no-such-page.md"], in: Self.conformance).status == 2)
        #expect(await Self.run(["check", "--format", "yaml", "07-claims.md"], in: Self.conformance).status == 2)
        #expect(await Self.run(["check", "--cache-limit", "0", "07-claims.md"], in: Self.conformance).status == 2)
    }

    @Test func aCheckKeepsTheCacheFolderUnderItsLimit() async throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("navdocs-limit-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let stale = cache.appendingPathComponent("results/stale.json")
        try FileManager.default.createDirectory(at: stale.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(count: 2 << 20).write(to: stale)
        let arguments = ["check", "--verify", "--engine", "interpreter", "--cache-dir", cache.path, "01-stack-basics.md"]
        #expect(await Self.run(arguments + ["--cache-limit", "4"], in: Self.conformance).status == 0)
        #expect(FileManager.default.fileExists(atPath: stale.path), "2 MB is under a 4 MB limit")
        try FileManager.default.removeItem(at: cache.appendingPathComponent(".last-trim"))
        #expect(await Self.run(arguments + ["--cache-limit", "1"], in: Self.conformance).status == 0)
        #expect(!FileManager.default.fileExists(atPath: stale.path), "2 MB is over a 1 MB limit")
    }

    @Test func traceShowsTheStepsOfAScenario() async throws {
        let (status, output) = await Self.run(["trace", "01-stack-basics.md", "--scenario", "1"], in: Self.conformance)
        #expect(status == 0)
        #expect(output.standardOutput.contains("tap \"Pink\""))
        #expect(output.standardOutput.contains("+ path: [.pink]"))
        #expect(output.standardOutput.contains(", run by the interpreter\n"))
    }

    @Test func theBuiltBinaryExitsOneAtAPlantedError() throws {
        let binary = Self.packageRoot.appendingPathComponent(".build/debug/navdocs")
        try #require(FileManager.default.isExecutableFile(atPath: binary.path), "build the navdocs product first")
        let folder = try Self.workspace(page: "01-stack-basics.md") {
            $0.replacingOccurrences(of: "expect title: \"pink\"", with: "expect title: \"Pink\"")
        }
        let process = Process()
        process.executableURL = binary
        process.arguments = ["check", "01-stack-basics.md"]
        process.currentDirectoryURL = folder
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(String(decoding: data, as: UTF8.self).contains(#"01-stack-basics.md:46:1: error: expected title "Pink", got "pink""#))
    }
}

enum ConformancePages {
    static let names = [
        "01-stack-basics.md", "02-navigation-path.md", "03-destinations.md", "04-split-view.md",
        "05-legacy.md", "06-diagnostics.md", "07-claims.md", "08-availability.md",
    ]
}
