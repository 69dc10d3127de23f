import Foundation

/// Times `navdocs check content --engine compiler` on the bundled guide: **cold** (an
/// empty cache folder, so every example is compiled) and **warm** (the same folder again,
/// every program found in the cache), each with CPU time and peak memory.
///
/// Options: `--navdocs PATH` (default: beside this executable), `--content PATH`
/// (default: `content`), `--runs R` (default 3; warm runs, the best counts).
enum CompiledCheckBenchmark {
    static func run(_ arguments: [String]) throws {
        let options = SiteBenchmark.Options(arguments)
        var content = "content"
        if let index = arguments.firstIndex(of: "--content"), index + 1 < arguments.count { content = arguments[index + 1] }
        let workspace = FileManager.default.temporaryDirectory.appendingPathComponent("navdocs-compiled-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: workspace) }
        let cache = workspace.appendingPathComponent("cache")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        let errorLog = workspace.appendingPathComponent("navdocs-stderr.txt")
        let command = [options.navdocs, "check", content, "--engine", "compiler", "--cache-dir", cache.path]

        print("compiled: navdocs check \(content) --engine compiler (every example compiled by swiftc and run in its own process),")
        print("  \(ProcessInfo.processInfo.activeProcessorCount) cores; cold: an empty cache folder; warm: the same folder again")
        let cold = try ChildProcess.measure(command, errorLog: errorLog)
        print(line("cold", cold))
        let warm = try ReferenceBenchmark.best(runs: options.runs) { _ in try ChildProcess.measure(command, errorLog: errorLog) }
        print(line("warm (best of \(options.runs) after one)", warm))
        let programs = (try? FileManager.default.contentsOfDirectory(atPath: cache.path).count) ?? 0
        print("    entries in the cache folder after the runs: \(programs)")
    }

    private static func line(_ label: String, _ measurement: ChildProcess.Measurement) -> String {
        String(format: "    %@: %.2f s, CPU (user+sys) %.2f s, peak memory %.1f MB",
               label, measurement.seconds, measurement.cpuSeconds, Double(measurement.peakKilobytes) / 1024)
    }
}
