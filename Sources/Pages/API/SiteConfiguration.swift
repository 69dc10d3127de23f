/// The site-wide settings of `content/site.yml`.
///
/// ```yaml
/// title: SwiftUI navigation, executed
/// defaultLanguage: en
/// languages:
///   - code: en
///     label: English
///   - code: zh-Hans
///     label: 简体中文
/// sources:            # optional: folders outside the repository that source= may read
///   - ../../SharedViews
/// ```
public struct SiteConfiguration: Hashable, Sendable, Codable {
    public var title: String
    /// In the order the language switcher lists them.
    public var languages: [Language]
    /// The language the landing page sends readers to.
    public var defaultLanguage: String
    /// Folders outside the repository holding the site that `source=` may read from,
    /// as written (relative to the content folder, which holds site.yml).
    public var sources: [String]

    public init(title: String, languages: [Language], defaultLanguage: String, sources: [String] = []) {
        self.title = title
        self.languages = languages
        self.defaultLanguage = defaultLanguage
        self.sources = sources
    }

    /// A content language: its folder name (a BCP 47 tag) and how the switcher names it.
    public struct Language: Hashable, Sendable, Codable {
        public var code: String
        public var label: String

        public init(code: String, label: String) {
            self.code = code
            self.label = label
        }
    }
}
