import Synchronization
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
    ///     the output is written: 0.4 s of a 10,000-page build.
    public func build(
        progress: (@Sendable (Int, Int, String) -> Void)? = nil, keepingStateUntilExit: Bool = false
    ) async throws -> SiteBuildReport {
        let box = StateBox(BuildState(options: options))
        try await pipeline.run(&box.state, progress: progress)
        let report = SiteBuildReport(
            diagnostics: box.state.diagnostics.sorted, pageCount: box.state.pageCount, wroteOutput: box.state.wroteOutput
        )
        if keepingStateUntilExit { Self.keptStates.withLock { $0.append(box) } }
        return report
    }

    /// The build's state in one object, so keeping it keeps every part as it is.
    private final class StateBox: @unchecked Sendable {
        var state: BuildState
        init(_ state: BuildState) { self.state = state }
    }

    /// What exiting builds leave for the process's end.
    private static let keptStates = Mutex<[StateBox]>([])

    /// How many builds left their state for the process's end (for tests).
    package static var keptStateCount: Int { keptStates.withLock { $0.count } }
}
