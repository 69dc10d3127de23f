import Diagnostics

/// Everything read from a content folder: the site settings, every page, and the
/// problems found while reading them.
public struct Content: Sendable {
    public var site: SiteConfiguration
    /// Pages sorted by language (in `site.languages` order), then file path.
    public var pages: [Page]
    /// Other files in the language folders (images, downloads), relative to the
    /// content folder (`en/images/stack.png`), sorted; the site copies them as they are.
    public var staticFiles: [String]
    public var diagnostics: DiagnosticBag

    public init(site: SiteConfiguration, pages: [Page], staticFiles: [String] = [], diagnostics: DiagnosticBag) {
        self.site = site
        self.pages = pages
        self.staticFiles = staticFiles
        self.diagnostics = diagnostics
    }

    /// The pages of one language, in slug order.
    public func pages(in language: String) -> [Page] {
        pages.filter { $0.language == language }
    }
}
