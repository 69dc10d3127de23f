import ArgumentParser
import Foundation
import Scenarios

extension EngineChoice: ExpressibleByArgument {}

/// `--engine` and `--cache-dir`, declared once for `check`, `build`, `trace` and `serve`.
public struct EngineOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Which engine runs the examples: interpreter, compiler, or auto (the interpreter where it can run an example, else the compiler).",
        valueName: "engine"))
    public var engine: EngineChoice = .auto

    @Option(name: .customLong("cache-dir"), help: ArgumentHelp(
        "Where compiled examples and their results are kept between runs (default: navdocs in the user's cache folder).", valueName: "folder"))
    public var cacheDir: String?

    public init() {}

    /// The engine the options select, with the compiler and model modules this navdocs finds.
    func selectedEngine(in environment: CommandEnvironment) -> SelectedEngine {
        SelectedEngine(choice: engine, compiler: CompiledEngine(environment: environment.variables, cacheFolder: cacheFolder(in: environment)))
    }

    /// `--cache-dir`, else `$XDG_CACHE_HOME/navdocs`, else `~/.cache/navdocs`.
    func cacheFolder(in environment: CommandEnvironment) -> URL {
        if let cacheDir { return environment.url(for: cacheDir) }
        if let cache = environment.variables["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            return URL(fileURLWithPath: cache, isDirectory: true).appendingPathComponent("navdocs")
        }
        if let home = environment.variables["HOME"], home.hasPrefix("/") {
            return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".cache/navdocs")
        }
        return FileManager.default.temporaryDirectory.appendingPathComponent("navdocs-cache")
    }
}
