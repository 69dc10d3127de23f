// `make bench`: NavDocsBenchmarks [BENCHMARK...] (all when none is named).
// Each benchmark is a subcommand; this file only dispatches.
import Foundation

let benchmarks: [String: ([String]) throws -> Void] = [
    "check": CheckBenchmark.run,
    "code": ReferenceBenchmark.runCodeHeavy,
    "compiled": CompiledCheckBenchmark.run,
    "interpreter": { _ in print(InterpreterBenchmark.run()) },
    "model": ModelBenchmark.run,
    "reference": ReferenceBenchmark.run,
    "site": SiteBenchmark.run,
]

let arguments = Array(CommandLine.arguments.dropFirst())
let named = arguments.prefix { !$0.hasPrefix("-") }
let options = Array(arguments.dropFirst(named.count))
let selected = named.isEmpty ? benchmarks.keys.sorted() : Array(named)
for name in selected where benchmarks[name] == nil {
    FileHandle.standardError.write(Data("unknown benchmark '\(name)'; known: \(benchmarks.keys.sorted().joined(separator: ", "))\n".utf8))
    exit(2)
}

if selected.count > 1 {
    // Each in a process of its own, started while this one is small: Linux keeps a
    // process's peak memory across execve, so a build spawned by a process that had
    // grown (another benchmark's work) would report that process's peak as its own.
    for name in selected {
        var pid: pid_t = 0
        let argv: [UnsafeMutablePointer<CChar>?] = ([CommandLine.arguments[0], name] + options).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        guard posix_spawnp(&pid, CommandLine.arguments[0], nil, nil, argv, environ) == 0 else {
            FileHandle.standardError.write(Data("cannot start benchmark '\(name)'\n".utf8))
            exit(1)
        }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        if status != 0 { exit(1) }
    }
    exit(0)
}

do {
    try benchmarks[selected[0]]!(options)
} catch {
    FileHandle.standardError.write(Data("benchmark '\(selected[0])' failed: \(error)\n".utf8))
    exit(1)
}
