import Diagnostics
import Foundation
import NavigationModel
import Pages

/// Everything a build knows so far; each ``BuildStep`` reads it and adds to it.
public struct BuildState: Sendable {
    public let options: SiteBuildOptions
    public internal(set) var diagnostics = DiagnosticBag()
    /// The content as read; nil before the "read content" step.
    public internal(set) var content: Content?
    var templates: TemplateSet?
    var plan: SitePlan?
    /// Each page's example sections, by page file: a step that runs examples fills it
    /// before "render pages", which places each after its example's last displayed block.
    public var exampleSections: [String: ExampleSections] = [:]
    /// The claims to mark in each page's prose, by page file ("run examples" fills it).
    var claimMarks: [String: [ClaimMark]] = [:]
    /// The catalog ids each example's scenarios exercised (as `navdocs check --coverage`
    /// counts them), by page file, in the page's order ("run examples" fills it).
    var exercised: [String: [ExercisedExample]] = [:]
    /// Search entries per language, in reading order (filled while rendering pages).
    var searchEntries: [String: [SearchEntry]] = [:]
    /// Files to write, by path inside the output folder, besides the pages (which
    /// "render pages" writes into ``staging`` as it renders them).
    var files: [String: Data] = [:]
    /// The hidden folder the site is being written into, once a step started writing;
    /// "write output" swaps it in, and a build that stops before removes it.
    var staging: StagingFolder?
    /// Files to copy, output path → source file.
    var copies: [String: URL] = [:]
    /// The real output folder, once "check output folder" resolved it.
    var outputLocation: OutputLocation?
    public internal(set) var wroteOutput = false
    /// Set by whoever no longer wants this build (``BuildCancellation``); steps look at it between pages.
    public var cancellation: BuildCancellation?
    /// What earlier builds left for this one (`serve`'s builds); nil for a build of its own.
    var recall: BuildRecall?
    /// The content paths (`en/guide.md`) an edit reached, for "read content" to read again;
    /// nil to compare every page's file with the bytes it was parsed from.
    var changedContentPaths: Set<String>?
    /// What each page was rendered from, by page file: "render pages" keeps it for a build
    /// with a ``recall``, whose next build decides from it which pages to render again.
    var renderedPages: [String: RenderedPageRecord] = [:]

    public init(options: SiteBuildOptions) {
        self.options = options
    }

    public var pageCount: Int { content?.pages.count ?? 0 }

    /// The staging folder beside the output, made on first use.
    mutating func stagingFolder() throws -> StagingFolder {
        if let staging { return staging }
        let location = try outputLocation
            ?? OutputLocation(resolving: options.output, display: options.output.lastPathComponent)
        let made = try StagingFolder(location: location, reusingSpare: options.keepsSpare)
        staging = made
        return made
    }

    /// Removes the staging folder of a build that will not swap it in.
    mutating func discardStaging() {
        staging?.remove()
        staging = nil
    }
}

/// The catalog ids (N12) one example's scenarios exercised, in catalog order.
struct ExercisedExample: Sendable, Hashable {
    var example: String
    var ids: [BehaviourID]
}
