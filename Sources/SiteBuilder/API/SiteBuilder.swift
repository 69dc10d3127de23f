import Diagnostics

/// Builds the static site: reads content and templates, renders every page,
/// checks every internal link, and writes the output folder atomically.
///
/// ```swift
/// let report = try await SiteBuilder(options: options).build()
/// if report.hasErrors { ... }
/// ```
public struct SiteBuilder: Sendable {
    public var options: SiteBuildOptions
    public var pipeline: BuildPipeline

    public init(options: SiteBuildOptions, pipeline: BuildPipeline = .standard) {
        self.options = options
        self.pipeline = pipeline
    }

    /// Runs the pipeline. Throws ``SiteBuildError`` for bad input or usage and for
    /// I/O failures; problems in pages come back in the report.
    ///   - keepingStateUntilExit: true when the process ends right after the build (the
    ///     `navdocs build` command): the site's pages, plan and search entries are then left
    ///     for the process's end to reclaim. Freeing them one by one runs on one core after
    ///     the output is written, about 2 % of a large build's time.
    public func build(
        progress: (@Sendable (Int, Int, String) -> Void)? = nil, keepingStateUntilExit: Bool = false
    ) async throws -> SiteBuildReport {
        var state = BuildState(options: options)
        try await pipeline.run(&state, progress: progress)
        let report = SiteBuildReport(
            diagnostics: state.diagnostics.sorted, pageCount: state.pageCount, wroteOutput: state.wroteOutput
        )
        if keepingStateUntilExit { _ = Unmanaged.passRetained(KeptState(state)) }
        return report
    }

    /// What an exiting build leaves for the process's end.
    private final class KeptState {
        let state: BuildState
        init(_ state: BuildState) { self.state = state }
    }
}
