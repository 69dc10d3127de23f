import ArgumentParser
import Foundation

/// The root `navdocs` command.
public struct NavDocs: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "navdocs",
        abstract: "Build a documentation site whose SwiftUI navigation examples are executed and verified.",
        discussion: """
        Exit status: 0 when the command succeeded, 1 when a check failed, 2 for bad \
        input or usage. Problems are printed to standard error as \
        path:line:column: error|warning|note: message.
        """,
        version: NavDocs.version,
        subcommands: [BuildCommand.self, CheckCommand.self, TraceCommand.self, ServeCommand.self, InitCommand.self, ThemeCommand.self]
    )

    /// What `navdocs --version` prints: which build this is, so an installed copy can be
    /// told from the debug build the tests use (`make install-test` checks it).
    public static var version: String {
        #if DEBUG
        "navdocs (debug build)"
        #else
        "navdocs (release build)"
        #endif
    }

    public init() {}

    /// Runs the process's command line and exits with its status; usage errors
    /// exit with 2 as the documentation promises (ArgumentParser's default is 64).
    public static func runProcess() async -> Never {
        let status = await run(arguments: Array(CommandLine.arguments.dropFirst()), environment: .current, exitingAfterwards: true)
        Foundation.exit(status)
    }

    /// Parses and runs `arguments`; returns the exit status. Used by `main` and by tests.
    /// - Parameter exitingAfterwards: the process ends right after the command (`main`), so
    ///   a build leaves its memory for the exit to reclaim instead of freeing it piece by piece.
    public static func run(arguments: [String], environment: CommandEnvironment, exitingAfterwards: Bool = false) async -> Int32 {
        do {
            let command = try parseAsRoot(arguments)
            switch command {
            case let build as BuildCommand:
                return await build.execute(in: environment, exitingAfterwards: exitingAfterwards)
            case let check as CheckCommand:
                return await check.execute(in: environment)
            case let trace as TraceCommand:
                return await trace.execute(in: environment)
            case let serve as ServeCommand:
                return await serve.execute(in: environment)
            case let initCommand as InitCommand:
                return await initCommand.execute(in: environment)
            case let theme as ThemeCommand:
                return await theme.execute(in: environment)
            default:
                var other = command
                try other.run()
                return 0
            }
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                environment.writeOutput(message + "\n")
                return 0
            }
            environment.writeError(message + "\n")
            return code == .validationFailure ? 2 : code.rawValue
        }
    }
}
