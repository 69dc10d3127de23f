// `NavDocsBenchmarks [BENCHMARK...]` (all when none is named). This file only dispatches.
let benchmarks: [String: ([String]) throws -> Void] = [
    "model": ModelBenchmark.run,
]

let arguments = Array(CommandLine.arguments.dropFirst())
let named = arguments.prefix { !$0.hasPrefix("-") }
let options = Array(arguments.dropFirst(named.count))
for name in named.isEmpty ? benchmarks.keys.sorted() : Array(named) {
    guard let benchmark = benchmarks[name] else {
        print("unknown benchmark '\(name)'; known: \(benchmarks.keys.sorted().joined(separator: ", "))")
        continue
    }
    try benchmark(options)
}
