import Diagnostics
import NavigationModel
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

    /// The model's texts, translated into `fr` in full, so that only the pages are compared.
    static let frenchModelTexts = TranslationAudit.ModelTextTable(
        english: ["N1.root": "the root {0}"], translations: ["fr": ["N1.root": "la racine {0}"]],
        catalogIDs: [.stackShowsLastPushOverRoot], catalogTitles: ["fr": [.stackShowsLastPushOverRoot: "La racine reste"]])

    @Test func aCompleteTranslationHasNoWarnings() {
        let audit = TranslationAudit(defaultLanguage: "en", modelTexts: Self.frenchModelTexts)
        let warnings = audit.audit([
            (TranslationAudit.Key(language: "en", path: "a.md"), Self.page("en/a.md", [("one", 2), ("two", 1)])),
            (TranslationAudit.Key(language: "fr", path: "a.md"), Self.page("fr/a.md", [("two", 1), ("one", 2), ("extra", 3)])),
        ])
        #expect(warnings.isEmpty)
    }

    @Test func missingExamplesAndScenariosAreWarningsOnTheTranslation() throws {
        let audit = TranslationAudit(defaultLanguage: "en", modelTexts: Self.frenchModelTexts)
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

    // MARK: The model's texts

    @Test func everyModelTextAndCatalogTitleHasAChineseTranslationWithTheSamePlaceholders() {
        let audit = TranslationAudit(defaultLanguage: "en")
        #expect(audit.auditModelTexts(language: "zh-Hans", at: SourceLocation(file: "zh-Hans/a.md", line: 1, column: 1)).map(\.message) == [])
        #expect(ModelTexts.english.count >= 45)
    }

    @Test func aMissingStaleOrMisplacedTranslationIsAWarningOnTheLanguagesFirstPage() throws {
        let table = TranslationAudit.ModelTextTable(
            english: ["N1.root": "the root {0}", "N2.path": "a path of {0} to {1}"],
            translations: ["fr": ["N2.path": "un chemin de {0}", "N9.gone": "disparu"]],
            catalogIDs: [.stackShowsLastPushOverRoot, .stackOwnsStateOrBindsPath],
            catalogTitles: ["fr": [.stackShowsLastPushOverRoot: "La racine"]])
        let audit = TranslationAudit(defaultLanguage: "en", modelTexts: table)
        let warnings = audit.audit([
            (TranslationAudit.Key(language: "en", path: "a.md"), Self.page("en/a.md", [])),
            (TranslationAudit.Key(language: "fr", path: "b.md"), Self.page("fr/b.md", [])),
            (TranslationAudit.Key(language: "fr", path: "a.md"), Self.page("fr/a.md", [])),
            (TranslationAudit.Key(language: "de", path: "a.md"), Self.page("de/a.md", [])),
        ])
        let french = try #require(warnings["fr/a.md"])
        #expect(french.map(\.message) == [
            "the model's text 'N1.root' has no 'fr' translation; pages in 'fr' show it in English",
            "the 'fr' translation of the model's text 'N2.path' has placeholders {0} where the English has {0}, {1}",
            "the 'fr' translation has a text 'N9.gone' the model no longer logs",
            "the catalog entry N2 has no 'fr' title; the 'fr' Behaviour catalog page shows it in English",
        ])
        #expect(french.allSatisfy { $0.location == SourceLocation(file: "fr/a.md", line: 1, column: 1) })
        #expect(warnings["de/a.md"]?.map(\.id) == ["translation.modelTexts"])
    }

    @Test func aTranslatedEventShowsInThePagesLanguage() {
        let event = NavigationEvent(
            .note, .action, .bindingDestinationTakesPushesAbove, ModelText(.bindingDestinationTakesPushesAbove, "poppedAbove", ["isActive"]))
        #expect(event.message == "'isActive' no longer presents its destination: the screens pushed above that destination went with it")
        #expect(event.message(in: "zh-Hans") == "“isActive”不再呈现它的目标：推入在该目标之上的画面也一起离开了")
        #expect(event.message(in: "fr") == event.message)
        #expect(BehaviourCatalog.entry(.compactPopoverShowsAsSheet).title(in: "zh-Hans").hasPrefix("紧凑宽度下"))
    }
}
