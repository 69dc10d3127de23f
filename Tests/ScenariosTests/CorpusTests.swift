import Diagnostics
import Foundation
import Testing
@testable import Scenarios

/// The real-shaped corpus (`Tests/Corpus`, described in its README): whole SwiftUI files and
/// whole apps as iOS 17 projects have them, each with scenarios that check its navigation.
/// Every entry is assembled into a page in memory and checked under `--engine auto`; each must
/// run with zero errors, except the entries listed in ``knownEngineFailures``, which must
/// still fail (so the list shrinks as the engines are fixed).
@Suite struct CorpusTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let corpusFolder = packageRoot.appendingPathComponent("Tests/Corpus")
    /// Shared with the other tests that compile examples, so unchanged examples are not compiled again.
    static let cacheFolder = packageRoot.appendingPathComponent(".build/navdocs-test-cache")

    /// Entries that fail because of a bug or gap in an engine, not in the entry: the entry's
    /// name, and why (the error navdocs gives and a minimal reproduction). The lead fixes
    /// the engines; an entry that starts to pass must leave this list.
    ///
    /// Empty today: every entry runs with zero errors under `--engine auto`.
    static let knownEngineFailures: [String: String] = [:]

    /// Known failures whose outcome depends on timing: they may pass, and must not be asserted either way.
    static let nondeterministic: Set<String> = []

    @Test func everyEntryRunsCleanUnderAuto() async throws {
        let entries = try CorpusEntry.all(in: Self.corpusFolder)
        #expect(entries.filter { !$0.isApp }.count >= 60, "the corpus has at least 60 single-file entries")
        #expect(entries.filter { $0.isApp && $0.files.count >= 10 }.count >= 10, "the corpus has at least 10 apps of 10 or more files")
        for entry in entries {
            #expect(entry.scenarios.count >= 1, "\(entry.name) has no scenarios")
        }

        let engine = SelectedEngine(
            choice: .auto,
            compiler: CompiledEngine(environment: ProcessInfo.processInfo.environment, cacheFolder: Self.cacheFolder))
        let report = await CheckRunner(engine: engine).check(entries.map(\.source))

        var engineCounts: [String: Int] = [:]
        var stillClean: [String] = []
        for (entry, page) in zip(entries, report.pages) {
            let engines = Set(page.examples.compactMap(\.engine?.rawValue))
            for used in engines { engineCounts[used, default: 0] += 1 }
            let errors = page.allDiagnostics.filter { $0.severity == .error }
            let notRun = page.examples.flatMap(\.scenarios).filter { $0.status == .notRun || $0.status == .cannotRun }
            let problems = errors.map(entry.describe) + notRun.map { "\($0.displayName) did not run" }
            let ranScenarios = page.examples.flatMap(\.scenarios).count
            if let known = Self.knownEngineFailures[entry.name] {
                if problems.isEmpty, !Self.nondeterministic.contains(entry.name) { stillClean.append(entry.name) }
                _ = known
                continue
            }
            #expect(problems.isEmpty, "\(entry.name) (\(engines.sorted().joined(separator: ", "))):\n\(problems.joined(separator: "\n"))")
            #expect(ranScenarios == entry.scenarios.count, "\(entry.name): \(ranScenarios) of \(entry.scenarios.count) scenarios ran")
        }
        #expect(stillClean.isEmpty, "known engine failures that now run clean; remove them from knownEngineFailures: \(stillClean.sorted())")
        let unknown = Set(Self.knownEngineFailures.keys).subtracting(entries.map(\.name))
        #expect(unknown.isEmpty, "knownEngineFailures names entries the corpus lacks: \(unknown.sorted())")

        let counts = engineCounts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        print("corpus: \(entries.count) entries (\(entries.filter { !$0.isApp }.count) files, \(entries.filter(\.isApp).count) apps); engines: \(counts); known engine failures: \(Self.knownEngineFailures.count); running with zero errors: \(entries.count - Self.knownEngineFailures.count) of \(entries.count)")
    }

    @Test func aScenariosFileSplitsIntoTitledBlocks() {
        let parsed = CorpusEntry.parseScenarios("""
        // the root is named because two views are unused
        root=Shelf

        ## Push and pop
        tap "A"
        back

        ## On a phone
        size=compact
        expect screen: List
        """)
        #expect(parsed.root == "Shelf")
        #expect(parsed.scenarios.map(\.title) == ["Push and pop", "On a phone"])
        #expect(parsed.scenarios.map(\.size) == [nil, "compact"])
        #expect(parsed.scenarios[0].body == "tap \"A\"\nback")
        #expect(parsed.scenarios[1].body == "expect screen: List")
    }

    @Test func aPageLineMapsBackToItsFile() {
        let entry = CorpusEntry(
            name: "demo", isApp: true,
            files: [("A.swift", "struct A {}\n"), ("B.swift", "let b = 1\nlet c = 2\n")],
            root: nil, scenarios: [.init(title: "t", size: nil, body: "expect c == 2", line: 3)])
        let page = entry.source.text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = page.firstIndex { $0 == "let c = 2" }! + 1
        #expect(entry.origin(ofPageLine: line) == "B.swift:2")
        let step = page.firstIndex { $0 == "expect c == 2" }! + 1
        #expect(entry.origin(ofPageLine: step) == "scenarios:3")
    }
}

/// One corpus entry: a file and its `.scenarios`, or an app's folder.
struct CorpusEntry {
    struct Scenario {
        var title: String
        var size: String?
        var body: String
        /// The line of the body's first step in the scenarios file.
        var line: Int
    }

    var name: String
    var isApp: Bool
    var files: [(name: String, text: String)]
    var root: String?
    var scenarios: [Scenario]

    /// Every entry of the corpus, single files first, each group in name order.
    static func all(in folder: URL) throws -> [CorpusEntry] {
        let manager = FileManager.default
        var entries: [CorpusEntry] = []
        let singles = try manager.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        for file in singles {
            let name = String(file.dropLast(".swift".count))
            let code = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let scenariosFile = folder.appendingPathComponent(name + ".scenarios")
            let parsed = parseScenarios((try? String(contentsOf: scenariosFile, encoding: .utf8)) ?? "")
            entries.append(CorpusEntry(name: name, isApp: false, files: [(file, code)], root: parsed.root, scenarios: parsed.scenarios))
        }
        let appsFolder = folder.appendingPathComponent("apps")
        for app in try manager.contentsOfDirectory(atPath: appsFolder.path).sorted() {
            let appFolder = appsFolder.appendingPathComponent(app)
            let names = try manager.contentsOfDirectory(atPath: appFolder.path).filter { $0.hasSuffix(".swift") }.sorted()
            let files = try names.map { ($0, try String(contentsOf: appFolder.appendingPathComponent($0), encoding: .utf8)) }
            let parsed = parseScenarios((try? String(contentsOf: appFolder.appendingPathComponent("scenarios"), encoding: .utf8)) ?? "")
            entries.append(CorpusEntry(name: "apps/" + app, isApp: true, files: files, root: parsed.root, scenarios: parsed.scenarios))
        }
        return entries
    }

    /// Reads a scenarios file: `root=TYPE` before the first block; `## TITLE` opens a block,
    /// whose first line may be `size=compact`; `//` lines outside blocks are comments.
    static func parseScenarios(_ text: String) -> (root: String?, scenarios: [Scenario]) {
        var root: String?
        var scenarios: [Scenario] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(rawLine)
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("## ") {
                scenarios.append(Scenario(title: String(trimmed.dropFirst(3)), size: nil, body: "", line: index + 2))
            } else if scenarios.isEmpty {
                if trimmed.hasPrefix("root=") { root = String(trimmed.dropFirst("root=".count)) }
            } else if scenarios[scenarios.count - 1].body.isEmpty, scenarios[scenarios.count - 1].size == nil, trimmed.hasPrefix("size=") {
                scenarios[scenarios.count - 1].size = String(trimmed.dropFirst("size=".count))
                scenarios[scenarios.count - 1].line = index + 2
            } else {
                let current = scenarios.count - 1
                if scenarios[current].body.isEmpty && trimmed.isEmpty {
                    scenarios[current].line = index + 2
                    continue
                }
                scenarios[current].body += (scenarios[current].body.isEmpty ? "" : "\n") + line
            }
        }
        for index in scenarios.indices {
            while scenarios[index].body.hasSuffix("\n") { scenarios[index].body.removeLast() }
        }
        return (root, scenarios)
    }

    /// The example's name on the page.
    var exampleName: String {
        String(name.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
    }

    /// The page's text, and where each part of it came from: the page line its text starts
    /// on, its name, and the line of that name the part's first line is.
    private var layout: (text: String, parts: [(pageLine: Int, name: String, firstLine: Int)]) {
        var text = "---\ntitle: \(name)\n---\n\n# \(name)\n\n"
        var parts: [(Int, String, Int)] = []
        func currentLine() -> Int { text.count { $0 == "\n" } + 1 }
        for (index, file) in files.enumerated() {
            var info = "swift example=\(exampleName)"
            if index == 0, let root { info += " root=\(root)" }
            text += "```\(info)\n"
            parts.append((currentLine(), file.name, 1))
            text += file.text.hasSuffix("\n") ? file.text : file.text + "\n"
            text += "```\n\n"
        }
        for scenario in scenarios {
            var info = "scenario example=\(exampleName) title=\"\(scenario.title)\""
            if let size = scenario.size { info += " size=\(size)" }
            text += "```\(info)\n"
            parts.append((currentLine(), "scenarios", scenario.line))
            text += scenario.body + "\n```\n\n"
        }
        return (text, parts)
    }

    /// The page the test checks.
    var source: CheckRunner<SelectedEngine>.Source {
        .init(file: "corpus/\(name).md", text: layout.text)
    }

    /// `File.swift:LINE` (or `scenarios:LINE`) for a line of the page.
    func origin(ofPageLine line: Int) -> String {
        guard let part = layout.parts.last(where: { $0.pageLine <= line }) else { return "page:\(line)" }
        return "\(part.name):\(line - part.pageLine + part.firstLine)"
    }

    /// A diagnostic as the test prints it: where in the entry, and what.
    func describe(_ diagnostic: Diagnostic) -> String {
        "\(origin(ofPageLine: diagnostic.location.line)):\(diagnostic.location.column): \(diagnostic.severity): \(diagnostic.message)"
    }
}
