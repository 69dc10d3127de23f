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
    public func build(progress: (@Sendable (Int, Int, String) -> Void)? = nil) async throws -> SiteBuildReport {
        var state = BuildState(options: options)
        try await pipeline.run(&state, progress: progress)
        return SiteBuildReport(
            diagnostics: state.diagnostics.sorted, pageCount: state.pageCount, wroteOutput: state.wroteOutput
        )
    }
}
