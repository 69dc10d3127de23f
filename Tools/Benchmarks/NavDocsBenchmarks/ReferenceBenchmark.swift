import Foundation

/// Times `navdocs build` on ``ReferenceCorpus`` (reference-documentation pages of about
/// 14 KB, no executable examples) at 1,000 and 10,000 pages, beside Hugo building the same
/// Markdown with a minimal theme and no highlighting, in the same run, so the ratio
/// compares like with like on this machine. Both rebuild over their previous output, as
/// an author's builds do. Prints each tool's best time and peak memory, navdocs's also
/// with `--no-spare` (removing the replaced site instead of writing over it), and at
/// 1,000 pages how long `navdocs serve` takes to rebuild an edited page.
///
/// Options: `--navdocs PATH` (default: beside this executable), `--templates PATH`
/// (default: `templates`), `--pages N,N,...` (default: `1000,10000`), `--runs R` (default 3;
/// at 5,000 pages and more at most 2), `--keep` (leave the corpora on disk and print where).
///
/// The `code` benchmark builds the code-heavy flavour of the corpus (blocks of 10 to 40 lines)
/// the same way, and also **clean**: before each run the output (and navdocs's spare) or
/// Hugo's `public/` is removed, as on a fresh checkout or CI. Before each timed build the
/// disk is flushed (``settle()``).
enum ReferenceBenchmark {
    static func run(_ arguments: [String]) throws {
        try run(arguments, flavour: .reference)
    }

    static func runCodeHeavy(_ arguments: [String]) throws {
        try run(arguments, flavour: .codeHeavy)
    }

    static func run(_ arguments: [String], flavour: ReferenceCorpus.Flavour) throws {
        var options = SiteBenchmark.Options(arguments)
        if !arguments.contains("--pages") { options.pageCounts = [1_000, 10_000] }
        let hugo = ChildProcess.find("hugo")
        let workspace = FileManager.default.temporaryDirectory.appendingPathComponent("navdocs-reference-\(UUID().uuidString)")
        let discarded = DiscardedOutputs(in: workspace)
        defer {
            discarded.deleteAll()
            if options.keep {
                print("  corpora kept in \(workspace.path)")
            } else {
                try? FileManager.default.removeItem(at: workspace)
            }
        }
        switch flavour {
        case .reference: print("reference: navdocs build on reference pages (about 14 KB, 3 to 5 Swift blocks, highlighted; no examples),")
        case .codeHeavy: print("code: navdocs build on code-heavy pages (about 14 KB, 3 to 5 Swift blocks of 10 to 40 lines, highlighted; no examples), rebuilt and clean,")
        }
        print("  \(ProcessInfo.processInfo.activeProcessorCount) cores, best of the runs after a warm-up each, the two tools taking turns in the same run")
        if hugo == nil {
            print("  hugo is not installed, so there is no comparison (apt-get install hugo, or https://gohugo.io/installation/)")
        }
        for count in options.pageCounts {
            let corpus = ReferenceCorpus(pageCount: count, flavour: flavour)
            let content = workspace.appendingPathComponent("content-\(count)")
            try corpus.write(to: content)
            let runs = count >= 5_000 ? min(options.runs, 2) : options.runs
            let output = workspace.appendingPathComponent("public-\(count)")
            let measureNavdocs = { (extra: [String]) in
                try ChildProcess.measure(
                    [options.navdocs, "build", "--content", content.path, "--templates", options.templates,
                     "--output", output.path] + extra,
                    errorLog: workspace.appendingPathComponent("navdocs-stderr.txt")
                )
            }
            var measureHugo: (() throws -> ChildProcess.Measurement)?
            var hugoPublic: URL?
            if let hugo {
                let hugoSite = workspace.appendingPathComponent("hugo-\(count)")
                try corpus.writeHugoSite(to: hugoSite)
                hugoPublic = hugoSite.appendingPathComponent("public")
                measureHugo = {
                    try ChildProcess.measure(
                        [hugo, "--quiet", "--source", hugoSite.path, "--destination", hugoSite.appendingPathComponent("public").path],
                        errorLog: workspace.appendingPathComponent("hugo-stderr.txt")
                    )
                }
            }
            // Clean: nothing of an earlier build is left for either tool, as on a fresh
            // checkout; the earlier output is moved aside, not deleted (see ``settle()``).
            var clean: (navdocs: ChildProcess.Measurement, hugo: ChildProcess.Measurement?, ratios: [Double])?
            if flavour == .codeHeavy {
                let cleanNavdocs = {
                    try discarded.moveAside(output, withSiblings: true)
                    settle()
                    return try measureNavdocs(["--no-spare"])
                }
                let cleanHugo = measureHugo.map { measure in
                    { () throws -> ChildProcess.Measurement in
                        if let hugoPublic { try discarded.moveAside(hugoPublic, withSiblings: false) }
                        settle()
                        return try measure()
                    }
                }
                let (navdocsClean, hugoClean, cleanRatios) = try interleavedBest(runs: runs, cleanNavdocs, cleanHugo)
                clean = (navdocsClean, hugoClean, cleanRatios)
            }
            // The tools take turns, so a slower spell of the machine (or the disk still
            // writing the other tool's output) falls on both. Each is warmed up into its
            // steady state of rebuilding: Hugo over its output, navdocs over its spare
            // (the site it replaced), which takes it two builds.
            let settledHugo = measureHugo.map { measure in
                { () throws -> ChildProcess.Measurement in
                    settle()
                    return try measure()
                }
            }
            let (navdocs, hugoRun, pairRatios) = try interleavedBest(
                runs: runs, firstWarmUps: 2, {
                    settle()
                    return try measureNavdocs([])
                }, settledHugo
            )
            let megabytes = Double(Self.size(of: content)) / 1_048_576
            print(String(format: "  %6d pages (%.0f MB of Markdown):", count, megabytes))
            print(line("navdocs", navdocs, pages: count))
            // Without the spare, as every build before spares: fresh folders, the replaced site removed.
            let withoutSpare = try best(runs: runs) { _ in
                settle()
                return try measureNavdocs(["--no-spare"])
            }
            print(line("navdocs --no-spare", withoutSpare, pages: count))
            if count == 1_000, let edited = corpus.layoutPaths().first(where: { !$0.path.hasSuffix("index.md") }) {
                let serve = try ServeEditMeasurement.measure(
                    navdocs: options.navdocs, content: content, templates: options.templates,
                    output: workspace.appendingPathComponent("serve-\(count)"), page: "en/" + edited.path,
                    outputPage: "en/" + String(edited.path.dropLast(".md".count)) + "/index.html"
                )
                print(String(
                    format: "    navdocs serve: one edited page rebuilt and written %.3f s after the save (median of %d: %@)",
                    serve.median, serve.seconds.count, serve.seconds.map { String(format: "%.3f", $0) }.joined(separator: ", ")
                ))
                print(String(
                    format: "    navdocs serve: the rebuild itself, from the change seen to the files written, %.2f s (median of %d: %@)",
                    serve.buildMedian, serve.buildSeconds.count, serve.buildSeconds.map { String(format: "%.2f", $0) }.joined(separator: ", ")
                ))
            }
            if let hugoRun {
                print(line("hugo (minimal theme, no highlighting)", hugoRun, pages: count))
                print(comparison(navdocs, hugoRun, pairRatios))
            }
            if let clean {
                print(line("navdocs, clean", clean.navdocs, pages: count))
                if let hugoClean = clean.hugo {
                    print(line("hugo, clean", hugoClean, pages: count))
                    print(comparison(clean.navdocs, hugoClean, clean.ratios))
                }
            }
        }
    }

    private static func comparison(_ navdocs: ChildProcess.Measurement, _ hugo: ChildProcess.Measurement, _ ratios: [Double]) -> String {
        String(
            format: "    navdocs / hugo: %.2f (time, best against best), %.2f (CPU), %.2f (peak memory); run by run: %@",
            navdocs.seconds / hugo.seconds, navdocs.cpuSeconds / hugo.cpuSeconds,
            Double(navdocs.peakKilobytes) / Double(max(hugo.peakKilobytes, 1)),
            ratios.map { String(format: "%.2f", $0) }.joined(separator: ", ")
        )
    }

    /// Brings the disk to the same state before each timed build, whichever tool ran before:
    /// everything written so far is flushed (`sync`), so no build pays for writing out the
    /// previous one's files.
    ///
    /// The clean builds' earlier output is moved aside (``DiscardedOutputs``) and deleted only
    /// when the benchmark ends. Without a journal (as on this machine's disk), ext4 passes
    /// over every inode freed in the last 60 seconds (five minutes while its inode table is
    /// not yet written) each time it creates a file, so a build started soon after a large
    /// deletion paid for that deletion: about a sixth of a clean build's CPU at 10,000 pages.
    /// A fresh checkout has no such inodes, and a journaled disk never looks.
    private static func settle() {
        sync()
    }

    /// Each tool's fastest of `runs` after its warm-ups (`firstWarmUps` for the first, one
    /// for the second), the tools taking turns, and the time ratio of each turn; without a
    /// second tool, the first's alone.
    static func interleavedBest(
        runs: Int, firstWarmUps: Int = 1,
        _ first: () throws -> ChildProcess.Measurement, _ second: (() throws -> ChildProcess.Measurement)?
    ) throws -> (ChildProcess.Measurement, ChildProcess.Measurement?, [Double]) {
        for _ in 1..<max(1, firstWarmUps) { _ = try first() }
        guard let second else { return (try best(runs: runs) { _ in try first() }, nil, []) }
        _ = try first()
        _ = try second()
        var firsts: [ChildProcess.Measurement] = []
        var seconds: [ChildProcess.Measurement] = []
        for _ in 1...max(1, runs) {
            firsts.append(try first())
            seconds.append(try second())
        }
        let ratios = zip(firsts, seconds).map { $0.seconds / $1.seconds }
        return (fastest(of: firsts), fastest(of: seconds), ratios)
    }

    /// The fastest measurement, with the largest peak memory of all.
    static func fastest(of measurements: [ChildProcess.Measurement]) -> ChildProcess.Measurement {
        var result = measurements.min { $0.seconds < $1.seconds }!
        result.peakKilobytes = measurements.map(\.peakKilobytes).max()!
        return result
    }

    /// The fastest of `runs` measurements after one warm-up; peak memory is the largest seen.
    static func best(runs: Int, _ measure: (Int) throws -> ChildProcess.Measurement) throws -> ChildProcess.Measurement {
        _ = try measure(0)
        return fastest(of: try (1...max(1, runs)).map { try measure($0) })
    }

    private static func line(_ tool: String, _ measurement: ChildProcess.Measurement, pages: Int) -> String {
        String(
            format: "    %@: best %.3f s (%.0f pages/s), CPU (user+sys) %.3f s, peak memory %.1f MB",
            tool, measurement.seconds, Double(pages) / measurement.seconds, measurement.cpuSeconds,
            Double(measurement.peakKilobytes) / 1024
        )
    }

    private static func size(of folder: URL) -> Int {
        var total = 0
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.fileSizeKey])
        while let file = enumerator?.nextObject() as? URL {
            total += (try? file.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
        }
        return total
    }
}
