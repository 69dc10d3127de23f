import Diagnostics
import Foundation
import NavigationModel
import Pages
import Scenarios

/// The "run examples" step: every page's examples run through the same engine as
/// `navdocs check`, and each executable example gets its section (traces, mock-up
/// data, explorer graph, migration) and its claims' marks for "render pages".
///
/// The check's diagnostics join the build's: an error fails the build unless
/// `--allow-failures`, and then the failure is rendered where it happened.
enum ExampleRunning {
    /// The explorer's bound: deep enough for the guide's examples, small enough to embed.
    static let explorerLimits = NavigationExplorer.Limits(maxDepth: 6, maxStates: 200)

    struct PageRun: Sendable {
        var file: String
        var sections: ExampleSections
        var claimMarks: [ClaimMark]
        var exercised: [ExercisedExample] = []
        var diagnostics: [Diagnostic]
    }

    @Sendable static func run(_ state: inout BuildState) async throws {
        guard let content = state.content, let templates = state.templates else { return }
        // Only pages with examples or scenarios are planned and run: on a large reference
        // site most pages have none, and their plans would come out empty.
        let plans = content.pages.filter(PageCheckPlan.hasExamplesOrScenarios).map { PageCheckPlan(page: $0) }
        if plans.contains(where: { !$0.examples.isEmpty }), !templates.has("example-run") {
            throw SiteBuildError.missingTemplates(["example-run"], folder: state.options.templatesDisplayPath)
        }
        let engine = state.options.engine
        let cancellation = state.cancellation
        let memory = state.recall?.examples
        let results = Array(plans.indices).parallelMap { index -> (run: PageRun, remembered: ExampleRunMemory.Remembered?) in
            guard let memory else {
                return (runPage(plans[index], templates: templates, engine: engine, cancellation: cancellation), nil)
            }
            let key = ExampleRunMemory.Key(plans[index])
            if let run = memory.run(for: key) { return (run, .init(key: key, run: run, ran: false)) }
            let run = runPage(plans[index], templates: templates, engine: engine, cancellation: cancellation)
            return (run, .init(key: key, run: run, ran: true))
        }
        // A cancelled build's runs may be cut short: none of them is remembered.
        try cancellation?.check()
        memory?.keep(results.compactMap(\.remembered))
        for run in results.map(\.run) {
            if !run.sections.isEmpty { state.exampleSections[run.file] = run.sections }
            if !run.claimMarks.isEmpty { state.claimMarks[run.file] = run.claimMarks }
            if !run.exercised.isEmpty { state.exercised[run.file] = run.exercised }
            state.diagnostics.add(contentsOf: run.diagnostics)
        }
    }

    /// Runs one page's examples; a page of a cancelled build comes back cut short (the
    /// build throws before using it).
    static func runPage(_ plan: PageCheckPlan, templates: TemplateSet, engine: SelectedEngine, cancellation: BuildCancellation? = nil) -> PageRun {
        guard !plan.examples.isEmpty || !plan.scenarios.isEmpty, cancellation?.isCancelled != true else {
            return PageRun(file: plan.page.file, sections: [:], claimMarks: [], diagnostics: [])
        }
        var isCancelled: (@Sendable () -> Bool)?
        if let cancellation { isCancelled = { cancellation.isCancelled } }
        let result = PageChecker(engine: engine).check(plan, explorerLimits: explorerLimits, isCancelled: isCancelled)
        let builder = ExampleSectionBuilder(plan: plan, result: result, labels: Labels.forLanguage(plan.page.language))
        var sections = ExampleSections()
        for example in plan.examples {
            sections[example.name] = HTMLFragment(html: templates.render(builder.data(for: example), template: "example-run"))
        }
        let exercised = plan.examples.compactMap { example -> ExercisedExample? in
            let ids = Set(builder.scenarios(of: example.name).flatMap(\.run.exercised)).sorted()
            return ids.isEmpty ? nil : ExercisedExample(example: example.name, ids: ids)
        }
        return PageRun(
            file: plan.page.file, sections: sections, claimMarks: builder.claimMarks(), exercised: exercised,
            diagnostics: result.report.allDiagnostics
        )
    }
}
