/// A warning or note text the model logs, by a stable id (`N33.clearsSelection`) with the
/// values it names, so that a page in another language can show it in its own words.
///
/// The English text is the catalog's (SwiftUI's own words where the catalog quotes a
/// log); ``ModelTexts`` holds every template by id and its translations.
public struct ModelText: Hashable, Sendable, Codable {
    /// The template's id: the catalog entry it belongs to, a dot, a name (`N23.noMatchingDestination`).
    public var id: String
    /// The values the template's `{0}`, `{1}`, … stand for.
    public var arguments: [String]

    /// The template `name` of catalog entry `entry`, with its values.
    public init(_ entry: BehaviourID, _ name: String, _ arguments: [String] = []) {
        self.id = "\(entry).\(name)"
        self.arguments = arguments
    }

    /// The catalog entry the template belongs to.
    public var entry: BehaviourID? {
        BehaviourID(id: String(id.prefix { $0 != "." }))
    }

    /// The text in English.
    public var english: String {
        ModelTexts.render(ModelTexts.english[id] ?? id, arguments)
    }

    /// The text in `language` (a content folder's code, `zh-Hans`); English when the
    /// language has no translation of this template.
    public func text(in language: String) -> String {
        guard let template = ModelTexts.translations[language]?[id] else { return english }
        return ModelTexts.render(template, arguments)
    }
}

/// The model's texts: every template in English by id, and their translations by language.
public enum ModelTexts {
    /// Every template the model logs, by id (`N23.noMatchingDestination`).
    public static let english: [String: String] = byID(CatalogText.templates)

    /// The translations of the templates and of the catalog's titles (``BehaviourCatalog/Entry/title(in:)``), by language.
    public static let translations: [String: [String: String]] = ["zh-Hans": byID(ModelTextTranslations.zhHans)]

    /// Templates by entry and name, keyed by their ids instead.
    private static func byID(_ templates: [BehaviourID: [String: String]]) -> [String: String] {
        var byID: [String: String] = [:]
        for (entry, named) in templates {
            for (name, template) in named { byID[ModelText(entry, name).id] = template }
        }
        return byID
    }

    /// The catalog entry titles translated into `language`, by id.
    public static func catalogTitles(in language: String) -> [BehaviourID: String] {
        language == "zh-Hans" ? ModelTextTranslations.zhHansTitles : [:]
    }

    /// The languages with translations.
    public static var translatedLanguages: [String] { translations.keys.sorted() }

    /// The placeholders a template uses (`{0}`, `{1}`), in order of their numbers.
    public static func placeholders(in template: String) -> [Int] {
        var found: Set<Int> = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "}"), let number = Int(after[..<close]) else {
                rest = after
                continue
            }
            found.insert(number)
            rest = after[after.index(after: close)...]
        }
        return found.sorted()
    }

    /// A template with its `{N}` placeholders replaced by the arguments.
    static func render(_ template: String, _ arguments: [String]) -> String {
        // One pass, so an argument that itself contains `{1}` stays as it is.
        var text = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            text += rest[..<open]
            let after = rest[rest.index(after: open)...]
            if let close = after.firstIndex(of: "}"), let number = Int(after[..<close]), arguments.indices.contains(number) {
                text += arguments[number]
                rest = after[after.index(after: close)...]
            } else {
                text += "{"
                rest = after
            }
        }
        return text + rest
    }
}
