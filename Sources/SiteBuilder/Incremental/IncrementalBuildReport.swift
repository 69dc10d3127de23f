/// What one build of an ``IncrementalSiteBuilder`` did, besides what any build reports.
public struct IncrementalBuildReport: Sendable {
    public enum Scope: Sendable, Equatable {
        /// Everything read, run and rendered, and the output replaced as a whole (as `navdocs build`).
        case whole
        /// Only what the changes reached, and the output updated file by file.
        case changes
    }

    public var site: SiteBuildReport
    public var scope: Scope
    /// Page files (`content/en/guide.md`) rendered by this build.
    public var renderedPages: Set<String>
    /// Page files whose examples ran (not taken from memory).
    public var ranExamples: Set<String>
    /// Output paths (`en/guide/index.html`) written with new bytes or removed; for a
    /// ``Scope/whole`` build, every file of the site.
    public var changedFiles: Set<String>
    /// The real paths of the folders holding the files that `source=` blocks included
    /// (``Content/includedFolders``): `serve` watches them.
    public var includedFolders: Set<String> = []
}
