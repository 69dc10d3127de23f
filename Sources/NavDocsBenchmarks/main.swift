// `make bench`: NavDocsBenchmarks [BENCHMARK...] (all when none is named).
// Each benchmark is a subcommand; this file only dispatches.
import Foundation

let benchmarks: [String: ([String]) throws -> Void] = [
    "check": CheckBenchmark.run,
    "interpreter": { _ in print(InterpreterBenchmark.run()) },
    "model": ModelBenchmark.run,
    "reference": ReferenceBenchmark.run,
    "site": SiteBenchmark.run,
]

let arguments = Array(CommandLine.arguments.dropFirst())
let named = arguments.prefix { !$0.hasPrefix("-") }
let options = Array(arguments.dropFirst(named.count))
let selected = named.isEmpty ? benchmarks.keys.sorted() : Array(named)
for name in selected {
    guard let benchmark = benchmarks[name] else {
        FileHandle.standardError.write(Data("unknown benchmark '\(name)'; known: \(benchmarks.keys.sorted().joined(separator: ", "))\n".utf8))
        exit(2)
    }
    do {
        try benchmark(options)
    } catch {
        FileHandle.standardError.write(Data("benchmark '\(name)' failed: \(error)\n".utf8))
        exit(1)
    }
}
