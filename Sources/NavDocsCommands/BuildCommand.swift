import ArgumentParser
import Diagnostics
import Foundation
import SiteBuilder

/// `navdocs build`: render the content folder into a static site.
public struct BuildCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Render the content folder into a static site.",
        discussion: """
        Reads content/site.yml and every content/<language>/**/*.md, runs every \
        example, scenario and claim as `navdocs check` does (each example's trace, \
        mock-up data and explored states go into its page), renders each page \
        through the Mustache templates, checks every internal link and anchor, and \
        writes the site into the output folder. The output is replaced atomically: a \
        build that fails leaves the previous site untouched.

        Exit status: 0 built; 1 a check failed (nothing written unless \
        --allow-failures, which renders each failure where it happened); 2 bad \
        input or usage.
        """
    )

    @OptionGroup public var folders: SiteFolders

    @OptionGroup public var engineOptions: EngineOptions

    @Option(
        name: .customLong("base-url"),
        help: ArgumentHelp(
            "Where the site is served, e.g. / or https://example.org/docs/ (used by sitemap.xml, 404.html and hreflang links).",
            valueName: "url"
        )
    )
    public var baseURL = "/"

    @Flag(help: "Write the site even when a check failed; the exit status still reports the failure.")
    public var allowFailures = false

    public init() {}

    public func run() async throws {
        let status = await execute(in: .current, exitingAfterwards: true)
        if status != 0 { throw ExitCode(status) }
    }

    /// Builds and reports; returns the exit status.
    /// - Parameter exitingAfterwards: the process ends after this command, so the build's
    ///   memory need not be freed piece by piece.
    public func execute(in environment: CommandEnvironment, exitingAfterwards: Bool = false) async -> Int32 {
        var options = folders.buildOptions(in: environment, baseURL: baseURL, allowFailures: allowFailures)
        options.engine = engineOptions.selectedEngine(in: environment)
        // One writer at a time: a `serve` updating this folder, or another build, refuses this one.
        let lock: OutputLock
        do {
            lock = try OutputLock.acquire(for: options)
        } catch {
            environment.writeError("error: \(error)\n")
            return 2
        }
        defer { withExtendedLifetime(lock) {} }
        var progress: (@Sendable (Int, Int, String) -> Void)?
        let stepTimes = ProcessInfo.processInfo.environment["NAVDOCS_STEP_TIMES"] == "1" ? BuildStepTimes(write: environment.writeError) : nil
        if let stepTimes {
            // For the benchmarks: how long each step of the pipeline took, one line each.
            progress = { _, _, name in stepTimes.start(name) }
        } else if environment.isTerminal {
            let write = environment.writeError
            progress = { index, count, name in write("\u{1B}[2K\r[\(index)/\(count)] \(name)") }
        }
        let report: SiteBuildReport
        do {
            report = try await SiteBuilder(options: options).build(progress: progress, keepingStateUntilExit: exitingAfterwards)
            stepTimes?.finish()
        } catch {
            if environment.isTerminal { environment.writeError("\u{1B}[2K\r") }
            environment.writeError(folders.message(for: error))
            return 2
        }
        if environment.isTerminal { environment.writeError("\u{1B}[2K\r") }
        engineOptions.trimCache(in: environment)
        let renderer = TextDiagnosticRenderer(colored: environment.isTerminal)
        // All at once, so a line with thousands of problems prints a bounded few of them.
        if !report.diagnostics.isEmpty { environment.writeError(renderer.render(report.diagnostics) + "\n") }
        let errors = report.diagnostics.count { $0.severity == .error }
        let warnings = report.diagnostics.count { $0.severity == .warning }
        let counts = "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
        if report.wroteOutput {
            environment.writeError("built \(report.pageCount) page\(report.pageCount == 1 ? "" : "s") into \(SiteFolders.display(folders.output)) (\(counts))\n")
        } else {
            environment.writeError("nothing written to \(SiteFolders.display(folders.output)) (\(counts)); fix the errors or pass --allow-failures\n")
        }
        return errors > 0 ? 1 : 0
    }

}
