import Diagnostics
import Pages
import Scenarios

/// The examples `serve` ran, each page's result kept under a key made of what the
/// run reads, so the next build runs again only pages whose examples or scenarios changed.
///
/// Does the "run examples" step's work (``ExampleRunning``) with that memory; a
/// template change empties it, since the sections are rendered with the templates.
struct ExampleRunMemory: Sendable {
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

    private var runs: [String: (key: Key, run: ExampleRunning.PageRun)] = [:]
    /// Pages whose examples the latest build ran (not taken from memory).
    private(set) var ranByLatestBuild: Set<String> = []

    mutating func forgetAll() {
        runs = [:]
    }

    /// The "run examples" step, taking each page's result from memory when its key is unchanged.
    mutating func run(_ state: inout BuildState) throws {
        guard let content = state.content, let templates = state.templates else { return }
        let plans = content.pages.filter(PageCheckPlan.hasExamplesOrScenarios).map { PageCheckPlan(page: $0) }
        if plans.contains(where: { !$0.examples.isEmpty }), !templates.has("example-run") {
            throw SiteBuildError.missingTemplates(["example-run"], folder: state.options.templatesDisplayPath)
        }
        let remembered = runs
        let engine = state.options.engine
        let cancellation = state.cancellation
        let results = Array(plans.indices).parallelMap { index -> (key: Key, run: ExampleRunning.PageRun, ran: Bool) in
            let key = Key(plans[index])
            if let previous = remembered[key.file], previous.key == key { return (key, previous.run, false) }
            return (key, ExampleRunning.runPage(plans[index], templates: templates, engine: engine, cancellation: cancellation), true)
        }
        // A cancelled build's runs may be cut short: none of them is remembered.
        try cancellation?.check()
        runs = [:]
        ranByLatestBuild = []
        for result in results {
            runs[result.key.file] = (result.key, result.run)
            if result.ran { ranByLatestBuild.insert(result.key.file) }
            let run = result.run
            if !run.sections.isEmpty { state.exampleSections[run.file] = run.sections }
            if !run.claimMarks.isEmpty { state.claimMarks[run.file] = run.claimMarks }
            if !run.exercised.isEmpty { state.exercised[run.file] = run.exercised }
            state.diagnostics.add(contentsOf: run.diagnostics)
        }
    }
}
