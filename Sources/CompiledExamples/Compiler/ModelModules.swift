import Foundation

/// Where the compiled engine finds what an example is compiled against: the model modules
/// (`SwiftUI`, `UIKit`, `Combine` and what they depend on) and the library they are built into.
///
/// They are built by the package in `ModelModules/` into `.build/models/` (`make build`); an
/// installed navdocs has them in `PREFIX/lib/navdocs/`; `NAVDOCS_MODEL_MODULES` names
/// another folder.
public struct ModelModules: Hashable, Sendable {
    /// The folder holding `SwiftUI.swiftmodule` and the other modules.
    public var modules: URL
    /// The folder holding the library.
    public var library: URL
    /// Clang module maps the modules need (OpenCombine's helpers).
    public var moduleMaps: [URL]

    public static let libraryName = "NavDocsSwiftUI"

    public init(modules: URL, library: URL, moduleMaps: [URL]) {
        self.modules = modules
        self.library = library
        self.moduleMaps = moduleMaps
    }

    /// The model modules for an executable: installed beside it, or built in the `.build`
    /// folder it was built in (the same configuration first).
    public static func locate(executable: URL, override: String? = nil) -> ModelModules? {
        let folder = executable.deletingLastPathComponent()
        var candidates: [URL] = []
        if let override, !override.isEmpty { candidates.append(URL(fileURLWithPath: override, isDirectory: true)) }
        candidates.append(folder.deletingLastPathComponent().appendingPathComponent("lib/navdocs"))
        candidates.append(folder)
        var build = folder
        while build.path != "/", build.lastPathComponent != ".build" { build = build.deletingLastPathComponent() }
        if build.lastPathComponent == ".build" {
            let configurations = folder.path.contains("/release") ? ["release", "debug"] : ["debug", "release"]
            let models = build.appendingPathComponent("models")
            let triples = ((try? FileManager.default.contentsOfDirectory(atPath: models.path)) ?? []).filter { $0.contains("-") }.sorted()
            for configuration in configurations {
                for triple in triples { candidates.append(models.appendingPathComponent(triple).appendingPathComponent(configuration)) }
            }
        }
        for candidate in candidates {
            let modules = candidate.appendingPathComponent("Modules")
            let library = candidate.appendingPathComponent("lib\(libraryName).so")
            guard FileManager.default.fileExists(atPath: modules.appendingPathComponent("SwiftUI.swiftmodule").path),
                  FileManager.default.fileExists(atPath: library.path) else { continue }
            var maps: [URL] = []
            for map in ["COpenCombineHelpers.build/module.modulemap", "include/COpenCombineHelpers/module.modulemap"] {
                let url = candidate.appendingPathComponent(map)
                if FileManager.default.fileExists(atPath: url.path) { maps.append(url) }
            }
            return ModelModules(modules: modules, library: candidate, moduleMaps: maps)
        }
        return nil
    }

    /// The model modules of this process's executable (`NAVDOCS_MODEL_MODULES` first).
    public static func current(environment: [String: String]) -> ModelModules? {
        let override = environment["NAVDOCS_MODEL_MODULES"]
        if let own = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"),
           let found = locate(executable: URL(fileURLWithPath: own), override: override) {
            return found
        }
        let executable = URL(fileURLWithPath: CommandLine.arguments.first.map { Self.resolve($0) } ?? "")
        return locate(executable: executable, override: override)
    }

    private static func resolve(_ argument: String) -> String {
        if argument.contains("/") { return URL(fileURLWithPath: argument).standardizedFileURL.resolvingSymlinksInPath().path }
        if let own = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return own }
        return argument
    }

    /// What identifies this build of the modules, for caches: the library's size and time.
    public var identity: String {
        let path = library.appendingPathComponent("lib\(Self.libraryName).so").path
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let size = (attributes?[.size] as? NSNumber)?.int64Value ?? 0
        let time = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(size)-\(time)"
    }
}
