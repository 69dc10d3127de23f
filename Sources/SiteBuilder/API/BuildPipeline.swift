/// The ordered steps of a build and the loop that runs them.
public struct BuildPipeline: Sendable {
    public var steps: [BuildStep]

    public init(steps: [BuildStep]) {
        self.steps = steps
    }

    /// The default build, written out in one place.
    public static let standard = BuildPipeline(steps: [
        BuildStep("check output folder", run: OutputWriter.checkOutputFolder),
        BuildStep("read content", run: ContentReading.read),
        BuildStep("read templates", run: TemplateSet.load),
        BuildStep("plan site", run: SitePlan.make),
        BuildStep("run examples", run: ExampleRunning.run),
        BuildStep("add behaviour catalog", run: BehaviourCatalogPage.add),
        BuildStep("render pages", run: PageRendering.renderAll),
        BuildStep("render site files", run: SiteFiles.render),
        BuildStep("copy assets", run: AssetCopying.copy),
        BuildStep("write output", run: OutputWriter.write),
    ])

    /// Runs every step in order; `progress` hears `(index, count, name)` before each. A
    /// cancelled build (``BuildState/cancellation``) stops between steps with `CancellationError`.
    public func run(
        _ state: inout BuildState, progress: (@Sendable (Int, Int, String) -> Void)? = nil
    ) async throws {
        do {
            for (index, step) in steps.enumerated() {
                try state.cancellation?.check()
                progress?(index + 1, steps.count, step.name)
                try await step.run(&state)
            }
        } catch {
            state.discardStaging()
            throw error
        }
        // A pipeline that wrote pages but stopped short of swapping them in leaves nothing behind.
        state.discardStaging()
    }
}
