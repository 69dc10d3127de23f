import Diagnostics
import NavigationModel

/// Compares each translated page with its page in the default language: a
/// translation that lacks one of the original's examples, or one of an example's
/// scenarios, is a warning on the translation.
///
/// Scenarios are matched by their position among the example's scenarios, since
/// titles and claims are translated. Examples and scenarios the translation adds
/// are its own business and are not reported.
public struct TranslationAudit: Sendable {
    /// Where a page sits in a content folder: its language and its path inside the
    /// language folder (`navigation-stack.md`), which is the same in every language.
    public struct Key: Hashable, Sendable {
        public var language: String
        public var path: String

        public init(language: String, path: String) {
            self.language = language
            self.path = path
        }
    }

    /// The model's texts a translated page shows (its warnings and notes, by template id,
    /// and the catalog's titles, by entry id), in English and in each language.
    public struct ModelTextTable: Sendable {
        public var english: [String: String]
        public var translations: [String: [String: String]]
        public var catalogIDs: [BehaviourID]
        public var catalogTitles: [String: [BehaviourID: String]]

        public init(
            english: [String: String], translations: [String: [String: String]],
            catalogIDs: [BehaviourID], catalogTitles: [String: [BehaviourID: String]]
        ) {
            self.english = english
            self.translations = translations
            self.catalogIDs = catalogIDs
            self.catalogTitles = catalogTitles
        }

        /// The navigation model's own texts.
        public static var bundled: ModelTextTable {
            var titles: [String: [BehaviourID: String]] = [:]
            for language in ModelTexts.translatedLanguages { titles[language] = ModelTexts.catalogTitles(in: language) }
            return ModelTextTable(
                english: ModelTexts.english, translations: ModelTexts.translations,
                catalogIDs: BehaviourID.allCases, catalogTitles: titles)
        }
    }

    /// The language whose pages are the originals.
    public var defaultLanguage: String
    /// The model's texts, whose translations are audited for every translated language.
    public var modelTexts: ModelTextTable

    public init(defaultLanguage: String, modelTexts: ModelTextTable = .bundled) {
        self.defaultLanguage = defaultLanguage
        self.modelTexts = modelTexts
    }

    /// The warnings for each translated page, by the translation's report path.
    /// Pages whose original is not among `pages` are not compared.
    public func audit(_ pages: [(key: Key, report: PageReport)]) -> [String: [Diagnostic]] {
        var originals: [String: PageReport] = [:]
        for page in pages where page.key.language == defaultLanguage {
            originals[page.key.path] = page.report
        }
        var warnings: [String: [Diagnostic]] = [:]
        var firstPage: [String: String] = [:]
        for page in pages where page.key.language != defaultLanguage {
            if firstPage[page.key.language].map({ page.report.path < $0 }) ?? true { firstPage[page.key.language] = page.report.path }
            guard let original = originals[page.key.path] else { continue }
            let found = compare(original: original, translation: page.report)
            if !found.isEmpty { warnings[page.report.path, default: []] += found }
        }
        // The model's warnings, notes and catalog titles, once per language, on its first page.
        for (language, path) in firstPage.sorted(by: { $0.key < $1.key }) {
            let found = auditModelTexts(language: language, at: SourceLocation(file: path, line: 1, column: 1))
            if !found.isEmpty { warnings[path, default: []] += found }
        }
        return warnings
    }

    /// The warnings about the model's texts in `language`: a text or a catalog title with no
    /// translation (its pages show the English), a translation whose `{N}` placeholders are
    /// not the English one's, and a translation of a text the model no longer has.
    public func auditModelTexts(language: String, at location: SourceLocation) -> [Diagnostic] {
        let translated = modelTexts.translations[language] ?? [:]
        let titles = modelTexts.catalogTitles[language] ?? [:]
        guard !translated.isEmpty || !titles.isEmpty else {
            return [.warning(
                "translation.modelTexts", at: location,
                "the model's warnings, notes and catalog titles have no '\(language)' translation; pages in '\(language)' show them in English")]
        }
        var warnings: [Diagnostic] = []
        for (id, english) in modelTexts.english.sorted(by: { $0.key < $1.key }) {
            guard let text = translated[id] else {
                warnings.append(.warning(
                    "translation.modelText", at: location,
                    "the model's text '\(id)' has no '\(language)' translation; pages in '\(language)' show it in English"))
                continue
            }
            let expected = ModelTexts.placeholders(in: english), found = ModelTexts.placeholders(in: text)
            if expected != found {
                let list = { (numbers: [Int]) in numbers.isEmpty ? "none" : numbers.map { "{\($0)}" }.joined(separator: ", ") }
                warnings.append(.warning(
                    "translation.modelTextPlaceholders", at: location,
                    "the '\(language)' translation of the model's text '\(id)' has placeholders \(list(found)) where the English has \(list(expected))"))
            }
        }
        for id in translated.keys.sorted() where modelTexts.english[id] == nil {
            warnings.append(.warning(
                "translation.modelTextUnknown", at: location,
                "the '\(language)' translation has a text '\(id)' the model no longer logs"))
        }
        for id in modelTexts.catalogIDs where titles[id] == nil {
            warnings.append(.warning(
                "translation.catalogTitle", at: location,
                "the catalog entry \(id) has no '\(language)' title; the '\(language)' Behaviour catalog page shows it in English"))
        }
        return warnings
    }

    /// The warnings for one translation against its original.
    public func compare(original: PageReport, translation: PageReport) -> [Diagnostic] {
        let pageStart = SourceLocation(file: translation.path, line: 1, column: 1)
        var warnings: [Diagnostic] = []
        let translatedExamples = Dictionary(translation.examples.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for example in original.examples {
            guard let translated = translatedExamples[example.name] else {
                warnings.append(.warning(
                    "translation.missingExample", at: pageStart,
                    "translation lacks example '\(example.name)' of \(original.path)",
                    notes: [.init(location: example.location, message: "example '\(example.name)' declared here")]
                ))
                continue
            }
            for scenario in example.scenarios.dropFirst(translated.scenarios.count) {
                warnings.append(.warning(
                    "translation.missingScenario", at: translated.location,
                    "translation lacks \(scenario.displayName) of example '\(example.name)' in \(original.path)",
                    notes: [.init(location: scenario.location, message: "\(scenario.displayName) is here")]
                ))
            }
        }
        return warnings
    }
}
