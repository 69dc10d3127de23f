import ArgumentParser
import Diagnostics
import Foundation
import Scenarios

/// `navdocs check`: run every example, scenario and claim of some pages, no HTML.
public struct CheckCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Run every example, scenario and claim of the given pages, without building the site.",
        discussion: """
        Each PATH is a Markdown page or a folder searched for pages (default: content). \
        In a folder with a site.yml, a translated page that lacks an example or a \
        scenario of its page in the default language is a warning. \
        With --verify, the diagnostics are compared with the expected-error and \
        expected-warning markers written in the pages, as swiftc -verify does.

        Exit status: 0 all hold (with --verify: every diagnostic was expected and every \
        marker met); 1 a check failed; 2 bad input or usage.
        """
    )

    @Argument(help: ArgumentHelp("Pages, or folders to search for pages.", valueName: "path"))
    public var paths: [String] = []

    @Option(help: ArgumentHelp("How to report: text, json, junit or github.", valueName: "format"))
    public var format: ReportFormat = .text

    @Flag(help: "Check the diagnostics against the markers written in the pages.")
    public var verify = false

    @Flag(help: "Also report which examples no scenario exercises and how many claims back each page.")
    public var coverage = false

    public init() {}

    public func run() async throws {
        let status = await execute(in: .current)
        if status != 0 { throw ExitCode(status) }
    }

    /// Checks and reports; returns the exit status.
    public func execute(in environment: CommandEnvironment) async -> Int32 {
        let sources: [CheckRunner<InterpretedEngine>.Source]
        let translations: TranslationAudit?
        do {
            (sources, translations) = try PageFiles.sources(for: paths.isEmpty ? ["content"] : paths, in: environment)
        } catch {
            environment.writeError("error: \(error)\n")
            return 2
        }
        if environment.isTerminal, format == .text {
            environment.writeError("checking \(sources.count) page\(sources.count == 1 ? "" : "s")…\r")
        }
        let report = await CheckRunner(engine: InterpretedEngine()).check(sources, verify: verify, translations: translations)
        if environment.isTerminal, format == .text { environment.writeError("\u{1B}[2K\r") }
        switch format {
        case .text:
            environment.writeError(TextReportRenderer(colored: environment.isTerminal).render(report))
        case .github:
            environment.writeOutput(GitHubReportRenderer().render(report))
        case .json, .junit:
            environment.writeOutput(format.render(report))
        }
        if coverage { environment.writeError(Self.coverage(report)) }
        return report.exitCode
    }

    /// Examples no scenario runs, and the claims of each page.
    static func coverage(_ report: CheckReport) -> String {
        var lines: [String] = []
        for page in report.pages {
            let unexercised = page.examples.filter { $0.scenarios.isEmpty }.map { "'\($0.name)'" }
            let claims = page.examples.flatMap(\.scenarios).flatMap(\.claims).count
            var line = "\(page.path): \(page.examples.count) example\(page.examples.count == 1 ? "" : "s"), \(claims) claim\(claims == 1 ? "" : "s")"
            if !unexercised.isEmpty { line += "; no scenario for " + unexercised.joined(separator: ", ") }
            lines.append(line)
        }
        return lines.map { $0 + "\n" }.joined()
    }
}

extension ReportFormat: ExpressibleByArgument {}
