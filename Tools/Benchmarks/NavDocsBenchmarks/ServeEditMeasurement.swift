import Foundation

/// How long `navdocs serve` takes from saving one page to that page's new HTML on disk.
///
/// Starts `navdocs serve` on a content folder (any free port), waits for its first build,
/// then edits one page several times, each time appending a unique word, and watches the
/// output file until the word appears. The time counted starts just before the save, so it
/// includes the watcher's wait before it looks: on Linux, 40 ms without a further file
/// system event; where there are no events, polls about three times a second.
enum ServeEditMeasurement {
    struct Result {
        /// Seconds from each save to the rebuilt page on disk.
        var seconds: [Double]
        /// Seconds each rebuild took by `serve`'s own account (from the change being seen
        /// to the output written), as it prints them: without the watcher's wait or its snapshot.
        var buildSeconds: [Double]
        var median: Double { Self.median(seconds) }
        var buildMedian: Double { Self.median(buildSeconds) }

        static func median(_ values: [Double]) -> Double {
            values.isEmpty ? .nan : values.sorted()[values.count / 2]
        }
    }

    /// - Parameters:
    ///   - page: the edited page, inside `content` (`en/swiftui/views/button-7.md`).
    ///   - output: the page's HTML inside `output` (`en/swiftui/views/button-7/index.html`).
    static func measure(
        navdocs: String, content: URL, templates: String, output: URL, page: String, outputPage: String, edits: Int = 3
    ) throws -> Result {
        let log = output.deletingLastPathComponent().appendingPathComponent("serve-stderr.txt")
        let arguments = [navdocs, "serve", "--content", content.path, "--templates", templates,
                         "--output", output.path, "--port", "0"]
        let pid = try ChildProcess.spawn(arguments, errorLog: log)
        defer {
            kill(pid, SIGINT)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        let pageFile = content.appendingPathComponent(page)
        let htmlFile = output.appendingPathComponent(outputPage)
        guard wait(until: { FileManager.default.fileExists(atPath: htmlFile.path) }, seconds: 300) else {
            throw BenchmarkError("navdocs serve wrote no site in 300 s")
        }
        let original = try Data(contentsOf: pageFile)
        defer { try? original.write(to: pageFile) }
        var seconds: [Double] = []
        var buildSeconds: [Double] = []
        for edit in 0..<edits {
            // Let the previous rebuild settle, as between two saves of a writer.
            Thread.sleep(forTimeInterval: 1.5)
            let word = "benchmarkedit\(edit)x\(UUID().uuidString.prefix(8).lowercased())"
            var edited = original
            edited.append(Data("\n\(word)\n".utf8))
            let start = ContinuousClock.now
            try edited.write(to: pageFile)
            guard wait(until: { (try? String(contentsOf: htmlFile, encoding: .utf8))?.contains(word) == true }, seconds: 300) else {
                throw BenchmarkError("navdocs serve did not rebuild the edited page in 300 s")
            }
            let elapsed = ContinuousClock.now - start
            seconds.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
            // The first build's line, then one per edit; printed just after the files are written.
            _ = wait(until: { builtLines(in: log).count >= edit + 2 }, seconds: 30)
            if let line = builtLines(in: log).dropFirst(edit + 1).first, let duration = buildDuration(line) {
                buildSeconds.append(duration)
            }
        }
        return Result(seconds: seconds, buildSeconds: buildSeconds)
    }

    /// `serve`'s "built 1000 pages into … in 0.12 s" lines, in order.
    private static func builtLines(in log: URL) -> [Substring] {
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { $0.hasPrefix("built ") }
    }

    /// The seconds at the end of a "built … in 0.12 s" line.
    private static func buildDuration(_ line: Substring) -> Double? {
        guard line.hasSuffix(" s"), let start = line.range(of: " in ", options: .backwards) else { return nil }
        return Double(line[start.upperBound...].dropLast(2))
    }

    /// Polls `condition` every 5 ms; false when `seconds` pass first.
    private static func wait(until condition: () -> Bool, seconds: Double) -> Bool {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while ContinuousClock.now < deadline {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.005)
        }
        return false
    }
}
