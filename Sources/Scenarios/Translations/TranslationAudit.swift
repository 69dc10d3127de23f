import Diagnostics

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

    /// The language whose pages are the originals.
    public var defaultLanguage: String

    public init(defaultLanguage: String) {
        self.defaultLanguage = defaultLanguage
    }

    /// The warnings for each translated page, by the translation's report path.
    /// Pages whose original is not among `pages` are not compared.
    public func audit(_ pages: [(key: Key, report: PageReport)]) -> [String: [Diagnostic]] {
        var originals: [String: PageReport] = [:]
        for page in pages where page.key.language == defaultLanguage {
            originals[page.key.path] = page.report
        }
        var warnings: [String: [Diagnostic]] = [:]
        for page in pages where page.key.language != defaultLanguage {
            guard let original = originals[page.key.path] else { continue }
            let found = compare(original: original, translation: page.report)
            if !found.isEmpty { warnings[page.report.path, default: []] += found }
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
