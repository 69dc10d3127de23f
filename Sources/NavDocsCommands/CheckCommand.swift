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

        With --coverage, a summary follows the report: per page its examples, scenarios, \
        claims and the behaviour-catalog ids (N1…) the navigation model applied while \
        running its scenarios; then a line per language folder and a total line naming the \
        ids no scenario exercised. With the text format it goes to standard output (the \
        diagnostics stay on standard error); with json, junit and github, which own \
        standard output, it goes to standard error. The json report lists the same ids per \
        scenario under `exercised`.
        """
    )

    @Argument(help: ArgumentHelp("Pages, or folders to search for pages.", valueName: "path"))
    public var paths: [String] = []

    @Option(help: ArgumentHelp("How to report: text, json, junit or github.", valueName: "format"))
    public var format: ReportFormat = .text

    @Flag(help: "Check the diagnostics against the markers written in the pages.")
    public var verify = false

    @Flag(help: "Also summarise, per page and per language folder, the examples, scenarios, claims and catalog ids exercised.")
    public var coverage = false

    @OptionGroup public var engineOptions: EngineOptions

    public init() {}

    public func run() async throws {
        let status = await execute(in: .current)
        if status != 0 { throw ExitCode(status) }
    }

    /// Checks and reports; returns the exit status.
    public func execute(in environment: CommandEnvironment) async -> Int32 {
        let sources: [CheckRunner<SelectedEngine>.Source]
        let translations: TranslationAudit?
        do {
            (sources, translations) = try PageFiles.sources(for: paths.isEmpty ? ["content"] : paths, in: environment)
        } catch {
            environment.writeError("error: \(error)\n")
            if paths.isEmpty, error is PageFiles.Missing { environment.writeError(SiteFolders.initHint(content: "content")) }
            return 2
        }
        if environment.isTerminal, format == .text {
            environment.writeError("checking \(sources.count) page\(sources.count == 1 ? "" : "s")…\r")
        }
        let report = await CheckRunner(engine: engineOptions.selectedEngine(in: environment)).check(sources, verify: verify, translations: translations)
        engineOptions.trimCache(in: environment)
        if environment.isTerminal, format == .text { environment.writeError("\u{1B}[2K\r") }
        switch format {
        case .text:
            var texts = Dictionary(sources.map { ($0.file, $0.text) }, uniquingKeysWith: { first, _ in first })
            // Diagnostics in the Swift files that examples include (source=) show their lines too;
            // only files the pages included can be named by a diagnostic.
            for file in Set(report.allDiagnostics.map(\.location.file)) where texts[file] == nil {
                texts[file] = try? String(contentsOfFile: environment.url(for: file).path, encoding: .utf8)
            }
            environment.writeError(TextReportRenderer(colored: environment.isTerminal, sources: texts).render(report))
        case .github:
            environment.writeOutput(GitHubReportRenderer().render(report))
        case .json, .junit:
            environment.writeOutput(format.render(report))
        }
        if coverage {
            let roots = (paths.isEmpty ? ["content"] : paths).map(SiteFolders.display)
            let summary = CoverageSummary(report) { Self.group(of: $0, roots: roots) }.text
            if format == .text { environment.writeOutput(summary) } else { environment.writeError(summary) }
        }
        return report.exitCode
    }

    /// The group of a page for the coverage totals: the first folder below the
    /// folder named on the command line (`content/en` for `content/en/a.md` under
    /// `content`), that folder itself for pages directly in it, else the page's folder.
    static func group(of page: String, roots: [String]) -> String {
        for root in roots {
            let prefix = root == "." ? "" : root + "/"
            guard page.hasPrefix(prefix), page != root else { continue }
            let rest = page.dropFirst(prefix.count)
            guard let slash = rest.firstIndex(of: "/") else { return root }
            return prefix + rest[..<slash]
        }
        guard let slash = page.lastIndex(of: "/") else { return "." }
        return String(page[..<slash])
    }
}

extension ReportFormat: ExpressibleByArgument {}
