import Foundation

/// What an ``IncrementalSiteBuilder`` keeps of the site it last wrote, to decide
/// what the next change reaches.
struct SiteMemory: Sendable {
    var templates: TemplateSet
    var outline: SiteOutline
    /// Each page's anchors by content path (`en/guide.md`).
    var anchors: [String: Set<String>]
    /// By page file (`content/en/guide.md`).
    var records: [String: RenderedPageRecord]
    /// Each language's search entries in reading order, as its index was written.
    var searchEntries: [String: [SearchEntry]]
    /// Every file of the output folder, by path inside it.
    var files: Set<String>
    /// The files of ``files`` that are copies (assets, the content's images), not rendered.
    var copies: Set<String>
}
