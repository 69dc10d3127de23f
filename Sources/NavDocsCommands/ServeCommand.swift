import ArgumentParser
import Diagnostics
import Foundation
import Preview
import SiteBuilder
import Synchronization

/// `navdocs serve`: build, serve the site locally, rebuild on every edit and reload the browser.
public struct ServeCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Build the site, serve it locally, and rebuild and reload on every change.",
        discussion: """
        Builds the site into the output folder like `navdocs build --allow-failures` \
        (pages with problems are still written, so you see them), serves that folder \
        on http://127.0.0.1:8000/ and prints the address. Edits in the content and \
        templates folders are noticed at once on Linux (inotify; elsewhere, or past \
        the system's watch limit, the folders are checked about three times a \
        second); once a change settles the site is rebuilt and open pages reload. The site stays in \
        memory: an edit re-renders only the pages it reaches and rewrites only \
        the files whose bytes changed, each replaced whole (never seen half \
        written); a change to site.yml or the templates rebuilds everything.

        Problems go to standard error as in `navdocs build`, and open pages show \
        them in an overlay (file:line:column, severity, message) until a build is \
        clean; Dismiss hides it until the next build. A build that cannot finish \
        (a template that does not parse, an unreadable file) keeps the previous \
        site online and shows why in the overlay.

        The pages on disk are exactly what `navdocs build` writes: the reload \
        script is added only to pages as they are served, from /__navdocs/.

        Ctrl-C stops the server. Exit status: 0 stopped; 2 bad input or usage (a \
        missing folder, an output folder that would swallow the sources, an \
        address that cannot be used).
        """
    )

    @OptionGroup public var folders: SiteFolders

    @OptionGroup public var engineOptions: EngineOptions

    @Option(help: ArgumentHelp("The port to listen on; 0 lets the system pick a free one.", valueName: "port"))
    public var port: UInt16 = 8000

    @Option(help: ArgumentHelp("The address to listen on; the default keeps the preview private to this machine.", valueName: "address"))
    public var host = "127.0.0.1"

    public init() {}

    public func run() async throws {
        let status = await execute(in: .current)
        if status != 0 { throw ExitCode(status) }
    }

    /// Serves until interrupted (or until the calling task is cancelled); returns the exit status.
    public func execute(in environment: CommandEnvironment) async -> Int32 {
        var options = folders.buildOptions(in: environment, allowFailures: true)
        options.engine = engineOptions.selectedEngine(in: environment)
        // A session may last days: its cache is trimmed as it starts, not as it ends.
        engineOptions.trimCache(in: environment)
        do {
            try PreviewServer.validate(host: host)
        } catch {
            environment.writeError("error: \(error)\n")
            return 2
        }
        let outputDisplay = SiteFolders.display(folders.output)
        // The output is this session's while it runs: a `build` into it is refused, not mixed in.
        let lock: OutputLock
        do {
            lock = try OutputLock.acquire(for: options)
        } catch {
            environment.writeError("error: \(error)\n")
            return 2
        }
        defer { withExtendedLifetime(lock) {} }
        // Keeps the site in memory between builds, so an edit rebuilds only what it reaches.
        let builder = IncrementalSiteBuilder(options: options)
        // Taken before the first build, so an edit saved while it runs is rebuilt afterwards.
        let watched = [options.content] + (options.templates.map { [$0] } ?? [])
        let baseline = DirectorySnapshot.take(of: watched, excluding: [options.output])
        // The folders of the Swift files that examples include, as the latest build found them.
        let included = IncludedFolders()
        let first: BuildStatus
        do {
            first = try await Self.build(builder, changedPaths: nil, outputDisplay: outputDisplay, included: included, in: environment)
        } catch {
            environment.writeError(folders.message(for: error))
            return 2
        }
        var session = PreviewSession(
            host: host, port: port, output: options.output, watched: watched,
            build: { changed in
                do {
                    return try await Self.build(
                        builder, changedPaths: changed, outputDisplay: outputDisplay, included: included, in: environment
                    )
                } catch {
                    // A folder deleted while serving: say so and keep the previous site.
                    return Self.failed(error, in: environment)
                }
            },
            log: environment.writeError
        )
        session.moreWatched = { included.folders.withLock { $0 } }
        do {
            try await session.run(
                first: first, baseline: baseline,
                ready: { url in environment.writeOutput("Serving at \(url.absoluteString) (press Ctrl-C to stop)\n") },
                until: environment.waitForInterrupt
            )
        } catch {
            environment.writeError("error: \(error)\n")
            return 2
        }
        environment.writeError("stopped\n")
        return 0
    }

    /// Builds once and prints the outcome. Throws only for problems a rebuild
    /// cannot fix (a missing folder, an output folder that is not a site), which
    /// end the first build with status 2; every other failure becomes the
    /// status's `failure`, and the previous site stays online.
    ///
    /// `changedPaths` are the files changed since the last build (nil for the first).
    /// `included` gets the folders of the files that examples include, for the watcher.
    private static func build(
        _ builder: IncrementalSiteBuilder, changedPaths: [String]?, outputDisplay: String, included: IncludedFolders,
        in environment: CommandEnvironment
    ) async throws -> BuildStatus {
        let clock = ContinuousClock()
        let started = clock.now
        let report: SiteBuildReport
        // A newer edit cancels the task this runs in: the build then stops between pages.
        let cancellation = BuildCancellation()
        do {
            let built = try await withTaskCancellationHandler {
                try await builder.build(changedPaths: changedPaths, progress: progress(in: environment), cancellation: cancellation)
            } onCancel: {
                cancellation.cancel()
            }
            report = built.site
            included.folders.withLock { $0 = built.includedFolders.sorted().map { URL(fileURLWithPath: $0, isDirectory: true) } }
            if environment.isTerminal { environment.writeError("\u{1B}[2K\r") }
        } catch is CancellationError {
            if environment.isTerminal { environment.writeError("\u{1B}[2K\r") }
            environment.writeError("rebuild abandoned: a newer edit came in\n")
            return BuildStatus(failure: "abandoned for a newer edit")
        } catch let error as SiteBuildError {
            if environment.isTerminal { environment.writeError("\u{1B}[2K\r") }
            switch error {
            case .missingFolder, .outputContainsSources, .outputInsideSources, .outputNotASite:
                throw error
            case .missingTemplates, .templateSyntax, .io, .outputInUse:
                return failed(error, in: environment)
            }
        } catch {
            if environment.isTerminal { environment.writeError("\u{1B}[2K\r") }
            return failed(error, in: environment)
        }
        let renderer = TextDiagnosticRenderer(colored: environment.isTerminal)
        // All at once, so a line with thousands of problems prints a bounded few of them.
        if !report.diagnostics.isEmpty { environment.writeError(renderer.render(report.diagnostics) + "\n") }
        let errors = report.diagnostics.count { $0.severity == .error }
        let warnings = report.diagnostics.count { $0.severity == .warning }
        let duration = (clock.now - started).components
        let elapsed = String(format: "%.2f s", Double(duration.seconds) + Double(duration.attoseconds) / 1e18)
        environment.writeError(
            "built \(report.pageCount) page\(report.pageCount == 1 ? "" : "s") into \(outputDisplay) "
                + "(\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")) in \(elapsed)\n"
        )
        return BuildStatus(diagnostics: report.diagnostics, wroteOutput: report.wroteOutput)
    }

    /// `[3/9] render pages` on one line of a terminal, as `navdocs build` shows it.
    private static func progress(in environment: CommandEnvironment) -> (@Sendable (Int, Int, String) -> Void)? {
        guard environment.isTerminal else { return nil }
        let write = environment.writeError
        return { index, count, name in write("\u{1B}[2K\r[\(index)/\(count)] \(name)") }
    }

    private static func failed(_ error: any Error, in environment: CommandEnvironment) -> BuildStatus {
        let message = "\(error)"
        environment.writeError((message.contains(": error: ") ? message : "error: \(message)") + "\n")
        environment.writeError("the build failed; still serving the previous site\n")
        return BuildStatus(failure: message)
    }
}

/// The folders of the Swift files that examples include, as the latest build found
/// them: the watcher asks for them after every build.
private final class IncludedFolders: Sendable {
    let folders = Mutex<[URL]>([])
}
