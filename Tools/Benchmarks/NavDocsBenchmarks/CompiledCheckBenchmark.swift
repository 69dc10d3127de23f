import Foundation
import Pages
import Scenarios

/// Times `navdocs check content --engine compiler` on the bundled guide: **cold** (an
/// empty cache folder, so every example is compiled) and **warm** (the same folder again:
/// every example's results are read back), each with CPU time and peak memory; and, before
/// them, each example's compilation on its own (median and p90), as `check` compiles them:
/// one compiler per core, an empty cache.
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

        let times = compileTimes(content: content, cache: workspace.appendingPathComponent("compile-times"))
        print("compiled: each example of \(content) compiled by swiftc and launched once, \(ProcessInfo.processInfo.activeProcessorCount) at a time, empty cache")
        print(String(format: "    %d examples: median %.2f s, p90 %.2f s, slowest %.2f s, total %.1f s",
                     times.count, percentile(times, 0.5), percentile(times, 0.9), times.max() ?? 0, times.reduce(0, +)))
        print("compiled: navdocs check \(content) --engine compiler (every example compiled by swiftc and run in its own process),")
        print("  \(ProcessInfo.processInfo.activeProcessorCount) cores; cold: an empty cache folder; warm: the same folder again")
        let cold = try ChildProcess.measure(command, errorLog: errorLog)
        print(line("cold", cold))
        let warm = try ReferenceBenchmark.best(runs: options.runs) { _ in try ChildProcess.measure(command, errorLog: errorLog) }
        print(line("warm (best of \(options.runs) after one)", warm))
        let programs = (try? FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("programs").path).count) ?? 0
        let results = (try? FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("results").path).count) ?? 0
        print("    after the runs the cache holds \(programs) compiled programs and \(results) examples' results")
        print(String(format: "    goals: cold <= 60 s (%@), warm <= 1 s (%@)", cold.seconds <= 60 ? "met" : "not met", warm.seconds <= 1 ? "met" : "not met"))
    }

    /// How long each example of the content's pages takes to compile and show its first
    /// screen, with `cache` empty, examples taken as `check` takes them.
    static func compileTimes(content: String, cache: URL) -> [Double] {
        let root = URL(fileURLWithPath: content)
        var jobs: [(example: DeclaredExample, scenarios: [ScenarioBlock], platform: ScenarioStep.Platform?)] = []
        let files = (FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".md") }.sorted()
        for file in files {
            guard let text = try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8) else { continue }
            let (page, _) = PageParser().parse(source: text, file: content + "/" + file)
            let plan = PageCheckPlan(page: page)
            for example in plan.examples {
                jobs.append((example, plan.scenarios(of: example.name), plan.oldestPlatform(of: example.name)))
            }
        }
        let engine = CompiledEngine(environment: ProcessInfo.processInfo.environment, cacheFolder: cache)
        guard engine.isAvailable else {
            print("    the compiled engine is not available: \(engine.unavailability ?? "")")
            return []
        }
        let times = TimeTable(count: jobs.count)
        let work = jobs
        DispatchQueue.concurrentPerform(iterations: work.count) { index in
            let started = Date()
            _ = engine.compile(work[index].example, scenarios: work[index].scenarios, platform: work[index].platform)
            times.set(index, Date().timeIntervalSince(started))
        }
        return times.values
    }

    /// The value at `fraction` of the sorted values (nearest rank).
    static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }

    /// Times written from several threads.
    private final class TimeTable: @unchecked Sendable {
        private var storage: [Double]
        private let lock = NSLock()
        init(count: Int) { storage = Array(repeating: 0, count: count) }
        func set(_ index: Int, _ value: Double) {
            lock.lock()
            storage[index] = value
            lock.unlock()
        }
        var values: [Double] {
            lock.lock()
            defer { lock.unlock() }
            return storage
        }
    }

    private static func line(_ label: String, _ measurement: ChildProcess.Measurement) -> String {
        String(format: "    %@: %.2f s, CPU (user+sys) %.2f s, peak memory %.1f MB",
               label, measurement.seconds, measurement.cpuSeconds, Double(measurement.peakKilobytes) / 1024)
    }
}
