import Foundation

/// Runs a program as a child process and measures it: wall time, CPU time and the
/// child's peak resident memory (`wait4`'s `ru_maxrss`). Linux keeps the larger of a
/// process's peak and its spawner's resident memory across `execve`, so a measurement
/// is only the child's own when this process is smaller (`main.swift` runs each
/// benchmark in a fresh process for that reason).
enum ChildProcess {
    struct Measurement {
        var seconds: Double
        /// User and system time of the child: less sensitive to other load than wall time.
        var cpuSeconds: Double
        var peakKilobytes: Int
    }

    /// Starts `arguments` (the program first, looked up in `PATH` when it has no `/`) with
    /// standard output discarded and standard error written to `errorLog`; the caller waits.
    static func spawn(_ arguments: [String], errorLog: URL) throws -> pid_t {
        var pid: pid_t = 0
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errorLog.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ)
        guard spawned == 0 else { throw BenchmarkError("cannot run \(arguments[0]): error \(spawned)") }
        return pid
    }

    /// Runs `arguments` (the program first, looked up in `PATH` when it has no `/`);
    /// standard output is discarded and standard error kept in `errorLog` for the failure message.
    static func measure(_ arguments: [String], errorLog: URL) throws -> Measurement {
        let start = ContinuousClock.now
        let pid = try spawn(arguments, errorLog: errorLog)
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(pid, &status, 0, &usage) == pid else { throw BenchmarkError("wait4 failed") }
        let elapsed = ContinuousClock.now - start
        guard status == 0 else {
            let log = (try? String(contentsOf: errorLog, encoding: .utf8)) ?? ""
            throw BenchmarkError("\(arguments[0]) exited with status \(status >> 8):\n\(log.prefix(4000))")
        }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        return Measurement(seconds: seconds, cpuSeconds: cpu, peakKilobytes: Int(usage.ru_maxrss))
    }

    /// The full path of `program` found in `PATH`, or nil.
    static func find(_ program: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(program)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
