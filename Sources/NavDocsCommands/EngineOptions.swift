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

    @Option(name: .customLong("cache-limit"), help: ArgumentHelp(
        "The most the cache folder keeps, in megabytes; the entries used longest ago go first (default: 1024).", valueName: "MB"))
    public var cacheLimit: Int = Int(CacheFolderTrimmer.defaultLimit >> 20)

    public init() {}

    public func validate() throws {
        guard cacheLimit > 0 else { throw ValidationError("--cache-limit must be a number of megabytes above 0") }
    }

    /// Keeps the cache folder within `--cache-limit` (at most one trim an hour; see
    /// ``CacheFolderTrimmer``). Commands call it once their examples have run.
    func trimCache(in environment: CommandEnvironment) {
        CacheFolderTrimmer(folder: cacheFolder(in: environment), limit: Int64(cacheLimit) << 20).trimIfDue()
    }

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
