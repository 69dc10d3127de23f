import ArgumentParser
import Diagnostics
import Foundation
import struct NavigationModel.VerifiedConfiguration
import Pages
import Scenarios

/// `navdocs trace`: print one scenario's state trace.
public struct TraceCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Print the state trace of a scenario: steps, state changes, visible UI, warnings.",
        discussion: "Exit status: as check (0 the scenario holds, 1 it failed, 2 bad input or usage)."
    )

    @Argument(help: ArgumentHelp("The Markdown page.", valueName: "page"))
    public var page: String

    @Option(help: ArgumentHelp("The example (default: the first with a scenario).", valueName: "name"))
    public var example: String?

    @OptionGroup public var engineOptions: EngineOptions

    @Option(help: ArgumentHelp("The scenario, counted from 1 among the example's.", valueName: "n"))
    public var scenario = 1

    public init() {}

    public func run() async throws {
        let status = await execute(in: .current)
        if status != 0 { throw ExitCode(status) }
    }

    public func execute(in environment: CommandEnvironment) async -> Int32 {
        let text: String
        do {
            text = try String(contentsOf: environment.url(for: page), encoding: .utf8)
        } catch {
            environment.writeError("error: cannot read \(page)\n")
            return 2
        }
        var parsed = PageParser().parse(source: text, file: page)
        let folder = environment.url(for: page).deletingLastPathComponent()
        let access: SourceAccess
        do {
            access = try PageFiles.access(forPagesIn: folder)
        } catch {
            environment.writeError("error: \(error)\n")
            return 2
        }
        let readingProblems = CheckRunner<InterpretedEngine>.readIncludedSources(
            of: &parsed.page, includes: .init(folder: folder, access: access)
        ).filter { $0.severity == .error }
        if !readingProblems.isEmpty {
            environment.writeError(TextDiagnosticRenderer(colored: environment.isTerminal).render(readingProblems) + "\n")
            return 1
        }
        let plan = PageCheckPlan(page: parsed.page)
        let name = example ?? plan.scenarios.first?.example
        guard let name, let declared = plan.examples.first(where: { $0.name == name }) else {
            environment.writeError("error: \(example.map { "no example '\($0)' in \(page)" } ?? "no scenario in \(page)")\n")
            return 2
        }
        let scenarios = plan.scenarios(of: name)
        guard scenarios.indices.contains(scenario - 1) else {
            environment.writeError("error: example '\(name)' has \(scenarios.count) scenario\(scenarios.count == 1 ? "" : "s"); no scenario \(scenario)\n")
            return 2
        }
        let block = scenarios[scenario - 1]
        let engine = engineOptions.selectedEngine(in: environment)
        let compilation = engine.compile(declared, scenarios: scenarios, platform: block.script.platform)
        let renderer = TextDiagnosticRenderer(colored: environment.isTerminal)
        guard let compiled = compilation.compiled, !compilation.hasErrors else {
            environment.writeError(renderer.render(compilation.diagnostics.sorted()) + "\n")
            return 1
        }
        var driver = engine.driver(for: compiled, scenario: block)
        let run = ScenarioExecutor(claimFinder: plan.claimFinder).run(block.script, at: block.location, on: &driver)
        environment.writeOutput("\(page): example '\(name)', \(block.title.map { "scenario \(scenario): \($0)" } ?? "scenario \(scenario)")\n")
        let trace = driver.trace
        let configuration = VerifiedConfiguration(platform: block.script.platform?.platformVersion, trace: trace)
        environment.writeOutput("verified on \(configuration), run by the \(compiled.engine.rawValue)\n")
        environment.writeOutput(trace?.text ?? "")
        if !run.diagnostics.isEmpty { environment.writeError(renderer.render(run.diagnostics) + "\n") }
        engineOptions.trimCache(in: environment)
        return run.status == .failed ? 1 : 0
    }
}
