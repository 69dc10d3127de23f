import Diagnostics
import Foundation

/// Everything read from a content folder: the site settings, every page, and the
/// problems found while reading them.
public struct Content: Sendable {
    public var site: SiteConfiguration
    /// Pages sorted by language (in `site.languages` order), then file path.
    public var pages: [Page]
    /// Other files in the language folders (images, downloads) by their path relative
    /// to the content folder (`en/images/stack.png`), each with the file to copy
    /// (itself, or the target of a link inside the content folder).
    public var staticFiles: [String: URL]
    public var diagnostics: DiagnosticBag
    /// The real paths of the folders holding the files that `source=` blocks include,
    /// so `serve` can watch them.
    public var includedFolders: Set<String>

    public init(
        site: SiteConfiguration, pages: [Page], staticFiles: [String: URL] = [:], diagnostics: DiagnosticBag,
        includedFolders: Set<String> = []
    ) {
        self.site = site
        self.pages = pages
        self.staticFiles = staticFiles
        self.diagnostics = diagnostics
        self.includedFolders = includedFolders
    }

    /// The pages of one language, in slug order.
    public func pages(in language: String) -> [Page] {
        pages.filter { $0.language == language }
    }
}
