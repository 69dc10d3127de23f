import Diagnostics
import Pages
import Scenarios
import Synchronization

/// The examples `serve` ran, each page's result kept under a key made of what the
/// run reads, so the next build runs again only pages whose examples or scenarios changed.
///
/// The "run examples" step (``ExampleRunning``) consults it when the build has a
/// ``BuildRecall``; a template change empties it, since the sections are rendered
/// with the templates.
final class ExampleRunMemory: Sendable {
    /// Everything a page's run reads: its code blocks (examples and scenarios, with the
    /// positions diagnostics and traces cite) and the files they include, the page's address (the trace links to
    /// the Behaviour catalog from it) and, when scenarios can bind claims, its prose.
    struct Key: Hashable, Sendable {
        var file: String
        var language: String
        var slug: String
        var codeBlocks: [CodeBlock]
        /// The files `source=` blocks include, as read for this build.
        var includedSources: [SourceLocation: IncludedSource]
        var prose: ProseText?

        init(_ plan: PageCheckPlan) {
            file = plan.page.file
            language = plan.page.language
            slug = plan.page.slug
            codeBlocks = plan.page.codeBlocks
            includedSources = plan.page.includedSources
            prose = plan.scenarios.isEmpty ? nil : plan.prose
        }
    }

    /// One page's run and whether the latest build made it (rather than took it from memory).
    struct Remembered: Sendable {
        var key: Key
        var run: ExampleRunning.PageRun
        var ran: Bool
    }

    private let runs = Mutex<[String: Remembered]>([:])

    func forgetAll() {
        runs.withLock { $0 = [:] }
    }

    /// The run remembered for `key`'s page when it was made from the same inputs.
    func run(for key: Key) -> ExampleRunning.PageRun? {
        runs.withLock { runs in runs[key.file].flatMap { $0.key == key ? $0.run : nil } }
    }

    /// Keeps the runs of the latest build, and only those (pages that are gone are forgotten).
    func keep(_ latest: [Remembered]) {
        runs.withLock { runs in
            runs = Dictionary(latest.map { ($0.key.file, $0) }, uniquingKeysWith: { _, last in last })
        }
    }

    /// Pages whose examples the latest build ran (not taken from memory).
    var ranByLatestBuild: Set<String> {
        runs.withLock { Set($0.values.filter(\.ran).map(\.key.file)) }
    }
}
