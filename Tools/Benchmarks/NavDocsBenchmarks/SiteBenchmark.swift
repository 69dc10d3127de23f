import Foundation

/// Times `navdocs build` on synthetic corpora of 100 and 1,000 pages and prints
/// pages per second and the peak memory of the build process.
///
/// Options: `--navdocs PATH` (default: beside this executable), `--templates PATH`
/// (default: `templates`), `--pages N,N,...` (default: `100,1000`), `--runs R` (default 3),
/// `--keep` (leave the generated corpora on disk and print where).
enum SiteBenchmark {
    static func run(_ arguments: [String]) throws {
        let options = Options(arguments)
        let workspace = FileManager.default.temporaryDirectory.appendingPathComponent("navdocs-bench-\(UUID().uuidString)")
        defer {
            if options.keep {
                print("  corpora kept in \(workspace.path)")
            } else {
                try? FileManager.default.removeItem(at: workspace)
            }
        }
        print("site: navdocs build, \(ProcessInfo.processInfo.activeProcessorCount) cores, best of \(options.runs) after a warm-up")
        for count in options.pageCounts {
            let content = workspace.appendingPathComponent("corpus-\(count)")
            try SyntheticCorpus(pageCount: count).write(to: content)
            let output = workspace.appendingPathComponent("public-\(count)")
            var times: [Double] = []
            var cpu: [Double] = []
            var peak = 0
            for run in 0...options.runs {
                let measurement = try build(options: options, content: content, output: output)
                if run > 0 {
                    times.append(measurement.seconds)
                    cpu.append(measurement.cpuSeconds)
                }
                peak = max(peak, measurement.peakKilobytes)
            }
            times.sort()
            cpu.sort()
            let best = times[0], median = times[times.count / 2]
            let line = String(
                format: "  %5d pages: best %.3f s (%.0f pages/s), median %.3f s, CPU (user+sys) %.3f s, peak memory %.1f MB",
                count, best, Double(count) / best, median, cpu[cpu.count / 2], Double(peak) / 1024
            )
            print(line)
            print(searchIndexLine(output: output, pages: count))
        }
    }

    /// The size of the search indexes against the pages' own HTML, so a growing index shows.
    static func searchIndexLine(output: URL, pages: Int) -> String {
        var indexBytes = 0, htmlBytes = 0
        let enumerator = FileManager.default.enumerator(at: output, includingPropertiesForKeys: [.fileSizeKey])
        while let file = enumerator?.nextObject() as? URL {
            let size = (try? file.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
            if file.lastPathComponent == "search-index.json" { indexBytes += size }
            if file.pathExtension == "html" { htmlBytes += size }
        }
        return String(
            format: "         search index %.1f KB (%.2f KB a page, %.1f %% of the pages' HTML)",
            Double(indexBytes) / 1024, Double(indexBytes) / 1024 / Double(max(pages, 1)),
            100 * Double(indexBytes) / Double(max(htmlBytes, 1))
        )
    }

    struct Measurement {
        var seconds: Double
        /// User and system time of the build process: less sensitive to other load than wall time.
        var cpuSeconds: Double
        var peakKilobytes: Int
    }

    /// Runs one build as a child process; peak memory is that child's maximum resident set.
    static func build(options: Options, content: URL, output: URL) throws -> Measurement {
        var arguments: [String] = [options.navdocs, "build",
            "--content", content.path, "--templates", options.templates, "--output", output.path]
        var pid: pid_t = 0
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        let errorLog = output.deletingLastPathComponent().appendingPathComponent("navdocs-stderr.txt")
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errorLog.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let start = ContinuousClock.now
        let spawned = posix_spawn(&pid, options.navdocs, &actions, nil, argv, environ)
        guard spawned == 0 else { throw BenchmarkError("cannot run \(options.navdocs): error \(spawned)") }
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(pid, &status, 0, &usage) == pid else { throw BenchmarkError("wait4 failed") }
        let elapsed = ContinuousClock.now - start
        arguments.removeAll()
        guard status == 0 else {
            let log = (try? String(contentsOf: errorLog, encoding: .utf8)) ?? ""
            throw BenchmarkError("navdocs build exited with status \(status >> 8):\n\(log)")
        }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        return Measurement(seconds: seconds, cpuSeconds: cpu, peakKilobytes: Int(usage.ru_maxrss))
    }

    struct Options {
        var navdocs: String
        var templates = "templates"
        var pageCounts = [100, 1000]
        var runs = 3
        /// Keep the generated corpora (to profile a build by hand).
        var keep = false

        init(_ arguments: [String]) {
            navdocs = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
                .appendingPathComponent("navdocs").path
            var index = 0
            while index < arguments.count {
                if arguments[index] == "--keep" {
                    keep = true
                    index += 1
                    continue
                }
                guard index + 1 < arguments.count else { break }
                let value = arguments[index + 1]
                switch arguments[index] {
                case "--navdocs": navdocs = value
                case "--templates": templates = value
                case "--pages": pageCounts = value.split(separator: ",").compactMap { Int($0) }
                case "--runs": runs = max(1, Int(value) ?? runs)
                default: break
                }
                index += 2
            }
        }
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
