import Diagnostics
import Testing
import Scenarios

/// A translation is compared with its original by example names and scenario counts.
@Suite struct TranslationAuditTests {
    static func page(_ path: String, _ examples: [(String, Int)]) -> PageReport {
        PageReport(path: path, examples: examples.enumerated().map { offset, example in
            ExampleReport(
                name: example.0, location: SourceLocation(file: path, line: 10 * (offset + 1), column: 1), status: .passed,
                scenarios: (0..<example.1).map { index in
                    ScenarioReport(index: index + 1, title: "t\(index + 1)", location: SourceLocation(file: path, line: 10 * (offset + 1) + index + 1, column: 1), status: .passed)
                })
        })
    }

    @Test func aCompleteTranslationHasNoWarnings() {
        let audit = TranslationAudit(defaultLanguage: "en")
        let warnings = audit.audit([
            (TranslationAudit.Key(language: "en", path: "a.md"), Self.page("en/a.md", [("one", 2), ("two", 1)])),
            (TranslationAudit.Key(language: "fr", path: "a.md"), Self.page("fr/a.md", [("two", 1), ("one", 2), ("extra", 3)])),
        ])
        #expect(warnings.isEmpty)
    }

    @Test func missingExamplesAndScenariosAreWarningsOnTheTranslation() throws {
        let audit = TranslationAudit(defaultLanguage: "en")
        let warnings = audit.audit([
            (TranslationAudit.Key(language: "fr", path: "a.md"), Self.page("fr/a.md", [("one", 1)])),
            (TranslationAudit.Key(language: "en", path: "a.md"), Self.page("en/a.md", [("one", 3), ("two", 1)])),
            (TranslationAudit.Key(language: "fr", path: "b.md"), Self.page("fr/b.md", [])),
        ])
        let found = try #require(warnings["fr/a.md"])
        #expect(warnings["fr/b.md"] == nil, "a page without an original is not compared")
        #expect(found.map(\.message) == [
            "translation lacks scenario 2: t2 of example 'one' in en/a.md",
            "translation lacks scenario 3: t3 of example 'one' in en/a.md",
            "translation lacks example 'two' of en/a.md",
        ])
        #expect(found.allSatisfy { $0.severity == .warning })
        #expect(found[0].location == SourceLocation(file: "fr/a.md", line: 10, column: 1))
        #expect(found[0].notes.first?.location == SourceLocation(file: "en/a.md", line: 12, column: 1))
        #expect(found[2].location == SourceLocation(file: "fr/a.md", line: 1, column: 1))
        #expect(found[2].notes.first?.location == SourceLocation(file: "en/a.md", line: 20, column: 1))
    }
}
