import Foundation
import Testing
@testable import Scenarios

/// The manual (`docs/`) is a navdocs site: its examples run, so what it shows is what
/// navdocs does. Every page checks clean, and it shows at least ten examples, each with a
/// scenario.
@Suite struct ManualTests {
    @Test func everyPageOfTheManualChecksClean() async throws {
        let folder = CorpusTests.packageRoot.appendingPathComponent("docs/en")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }.sorted()
        #expect(files.count >= 10, "the manual's pages")
        let sources = try files.map { file in
            CheckRunner<SelectedEngine>.Source(
                file: "docs/en/" + file, text: try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8))
        }
        let engine = SelectedEngine(
            choice: .auto,
            compiler: CompiledEngine(environment: ProcessInfo.processInfo.environment, cacheFolder: CorpusTests.cacheFolder))
        let report = await CheckRunner(engine: engine).check(sources)
        let errors = report.allDiagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, Comment(rawValue: errors.map { "\($0.location.file):\($0.location.line): \($0.message)" }.joined(separator: "\n")))
        let examples = report.pages.flatMap(\.examples)
        #expect(examples.count >= 10, "the manual shows at least ten examples that run")
        #expect(examples.allSatisfy { !$0.scenarios.isEmpty }, "every example of the manual has a scenario")
    }
}
