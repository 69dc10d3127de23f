import Foundation
import NavigationModel
import Pages
import Testing
@testable import Scenarios

/// The two engines run one navigation model, so a scenario both run must leave the same
/// trace on each: every step's outcome, state, visible UI, events and exercised behaviours.
/// This runs every scenario of the bundled content, the conformance pages (when the spec is
/// beside the project) and the corpus on both, and names each difference: it is a bug in one
/// of them.
@Suite struct EngineDifferentialTests {
    /// A page to run: its path as diagnostics name it, and its text.
    struct Page: Sendable {
        var file: String
        var text: String
    }

    static func pages() throws -> [Page] {
        let root = CorpusTests.packageRoot
        var pages: [Page] = []
        for folder in ["content", "../shared/conformance"] {
            let base = root.appendingPathComponent(folder)
            guard let files = FileManager.default.enumerator(atPath: base.path)?.compactMap({ $0 as? String }) else { continue }
            for file in files.filter({ $0.hasSuffix(".md") }).sorted() {
                let text = try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8)
                pages.append(Page(file: folder.split(separator: "/").last.map(String.init)! + "/" + file, text: text))
            }
        }
        for entry in try CorpusEntry.all(in: CorpusTests.corpusFolder) {
            pages.append(Page(file: entry.source.file, text: entry.source.text))
        }
        return pages
    }

    /// What running one page on one engine gave: each scenario's run, and whether its example
    /// ran (compiled without errors).
    struct PageRun: Sendable {
        var runs: [ScenarioRun]
        var ran: [Bool]
    }

    static func run(_ page: Page, on engine: SelectedEngine) -> (plan: PageCheckPlan, run: PageRun) {
        let (parsed, _) = PageParser().parse(source: page.text, file: page.file)
        let plan = PageCheckPlan(page: parsed)
        let result = PageChecker(engine: engine).check(plan)
        let examples = Dictionary(result.report.examples.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let ran = plan.scenarios.map { scenario in
            examples[scenario.example].map { !$0.diagnostics.contains { $0.severity == .error } } ?? false
        }
        return (plan, PageRun(runs: result.runs, ran: ran))
    }

    /// The first difference between two traces of one scenario, worded for a person.
    ///
    /// Positions in the code (`source`, `related`) are left out: each engine numbers the
    /// places in its own program (the interpreter by offset in the joined blocks, the
    /// compiler by what its runtime records), and both turn them into the same page
    /// positions only where a diagnostic needs one; those diagnostics are compared by the
    /// pages' checks themselves.
    static func difference(_ interpreted: Trace, _ compiled: Trace) -> String? {
        if interpreted.steps.count != compiled.steps.count {
            return "the interpreter's trace has \(interpreted.steps.count) steps, the compiler's \(compiled.steps.count)"
        }
        for (left, right) in zip(interpreted.steps, compiled.steps) {
            let leftForm = comparable(left)
            let rightForm = comparable(right)
            guard leftForm != rightForm else { continue }
            var differing: [String] = []
            for key in Set(leftForm.keys).union(rightForm.keys).sorted() where leftForm[key] != rightForm[key] {
                differing.append("\(key):\n    interpreter: \((leftForm[key] ?? "-").prefix(700))\n    compiler:    \((rightForm[key] ?? "-").prefix(700))")
            }
            return "step \(left.index) (\(left.action)) differs in\n  " + differing.joined(separator: "\n  ")
        }
        return nil
    }

    /// The step as JSON text per field, without positions in the code.
    static func comparable(_ step: TraceStep) -> [String: String] {
        guard let data = try? JSONEncoder().encode(step),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return [:] }
        var fields: [String: String] = [:]
        for (key, value) in object {
            var stripped = withoutPositions(value)
            // A failure is worded by each engine in its own words (the compiler's are
            // swiftc's): that the step failed is compared, not how it says so.
            if key == "outcome", var outcome = stripped as? [String: Any],
               outcome["status"] as? String == "failed" || outcome["passed"] as? Bool == false {
                outcome["message"] = nil
                outcome["error"] = nil
                stripped = outcome
            }
            let text = (try? JSONSerialization.data(withJSONObject: stripped, options: [.sortedKeys, .fragmentsAllowed]))
                .flatMap { String(data: $0, encoding: .utf8) } ?? "\(stripped)"
            fields[key] = text
        }
        return fields
    }

    private static func withoutPositions(_ value: Any) -> Any {
        if let dictionary = value as? [String: Any] {
            var kept: [String: Any] = [:]
            for (key, inner) in dictionary where key != "source" && key != "related" { kept[key] = withoutPositions(inner) }
            return kept
        }
        if let array = value as? [Any] { return array.map(withoutPositions) }
        return value
    }

    /// Scenarios whose traces differ today, as "page example index", and why. Each is a bug
    /// or gap in one engine, named; one that stops differing must leave the list.
    static let knownDifferences: [String: String] = [
        "corpus/HashedRoute.md hashedroute 1": "a UUID: the interpreter keeps its string (UUID(uuidString: \"8A0C…\")), the compiled engine's bridge reads Foundation's UUID as a struct without fields (UUID()); the interpreter runs this entry since hand-written hash(into:) runs",
        "corpus/HashedRoute.md hashedroute 2": "a UUID, as in scenario 1",
    ]

    @Test func everyScenarioBothEnginesRunLeavesTheSameTrace() throws {
        let pages = try Self.pages()
        #expect(pages.count >= 100, "the content, conformance pages and corpus")
        let interpreter = SelectedEngine.interpreterOnly
        let compiler = SelectedEngine(
            choice: .compiler,
            compiler: CompiledEngine(environment: ProcessInfo.processInfo.environment, cacheFolder: CorpusTests.cacheFolder))
        try #require(compiler.compiler.isAvailable, "the compiled engine needs its model modules (make models)")

        let outcomes = OutcomeTable(count: pages.count)
        let known = Self.knownDifferences
        DispatchQueue.concurrentPerform(iterations: pages.count) { index in
            let (plan, interpreted) = Self.run(pages[index], on: interpreter)
            let (_, compiled) = Self.run(pages[index], on: compiler)
            var compared = 0
            var differences: [String] = []
            var stillKnown: [String] = []
            for position in plan.scenarios.indices where interpreted.ran[position] && compiled.ran[position] {
                guard let left = interpreted.runs[position].trace, let right = compiled.runs[position].trace else { continue }
                compared += 1
                let scenario = plan.scenarios[position]
                let key = "\(scenario.location.file) \(scenario.example) \(scenario.index)"
                if let difference = Self.difference(left, right) {
                    if known[key] != nil {
                        stillKnown.append(key)
                    } else {
                        differences.append("\(scenario.location.file):\(scenario.location.line) scenario \(scenario.index) of '\(scenario.example)': \(difference)")
                    }
                } else if known[key] != nil {
                    differences.append("\(key) is listed in knownDifferences but now leaves the same trace on both engines: take it off the list")
                }
            }
            outcomes.set(index, (compared, plan.scenarios.count, differences, stillKnown))
        }
        let all = outcomes.values
        let compared = all.map(\.compared).reduce(0, +)
        let total = all.map(\.total).reduce(0, +)
        let stillKnown = all.map(\.stillKnown.count).reduce(0, +)
        print("engine differential: \(compared) of \(total) scenarios ran on both engines and were compared, over \(pages.count) pages; \(compared - stillKnown) leave the same trace, \(stillKnown) differ as known")
        #expect(compared >= 250, "most scenarios run on both engines")
        let differences = all.flatMap(\.differences)
        #expect(differences.isEmpty, Comment(rawValue: "\(differences.count) scenarios differ:\n" + differences.joined(separator: "\n")))
    }

    private final class OutcomeTable: @unchecked Sendable {
        typealias Outcome = (compared: Int, total: Int, differences: [String], stillKnown: [String])
        private var storage: [Outcome]
        private let lock = NSLock()
        init(count: Int) { storage = Array(repeating: (0, 0, [], []), count: count) }
        func set(_ index: Int, _ value: Outcome) {
            lock.lock()
            storage[index] = value
            lock.unlock()
        }
        var values: [Outcome] {
            lock.lock()
            defer { lock.unlock() }
            return storage
        }
    }
}
