// Runs the benchmark named by the first argument: `NavDocsBenchmarks model`.
let name = CommandLine.arguments.dropFirst().first ?? ""

switch name {
case "model":
    ModelBenchmark.run()
default:
    print("usage: NavDocsBenchmarks model")
}
