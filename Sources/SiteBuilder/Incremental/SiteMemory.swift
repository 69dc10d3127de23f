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
    /// Each language's search index, as it was written, by language code. Made in
    /// the background after a whole build (it costs what the index itself cost), so
    /// the next build of changes awaits it instead of making it whole again.
    var searchIndexes: Task<[String: SearchIndexMemory], Never>
    /// Every file of the output folder, by path inside it.
    var files: Set<String>
    /// The files of ``files`` that are copies (assets, the content's images), not rendered.
    var copies: Set<String>
}
