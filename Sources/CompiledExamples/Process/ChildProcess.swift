import CFileSwap
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process with pipes on its standard input and output and its standard error kept
/// (its first `errorLimit` bytes), spawned so that no other descriptor of navdocs leaks
/// into it (every pipe is close-on-exec), with a time limit on each read.
final class ChildProcess: @unchecked Sendable {
    let pid: pid_t
    private let input: Int32
    private let output: Int32
    private let errorOutput: Int32
    private var buffer: [UInt8] = []
    private var errorBytes: [UInt8] = []
    private let errorLimit: Int
    private let lock = NSLock()
    private var errorReader: Thread?
    private(set) var exitStatus: Int32?

    enum Failure: Error {
        case spawn(String)
        case timedOut
        case ended
        case tooMuchOutput
    }

    /// A write to a child that has ended fails with `EPIPE` instead of killing navdocs.
    private static let ignoringBrokenPipes: Void = {
        signal(SIGPIPE, SIG_IGN)
    }()

    init(executable: String, arguments: [String], workingDirectory: String, environment: [String: String], errorLimit: Int = 64 * 1024) throws {
        Self.ignoringBrokenPipes
        self.errorLimit = errorLimit
        var toChild: [Int32] = [0, 0]
        var fromChild: [Int32] = [0, 0]
        var errors: [Int32] = [0, 0]
        guard navdocs_cloexec_pipe(&toChild) == 0, navdocs_cloexec_pipe(&fromChild) == 0, navdocs_cloexec_pipe(&errors) == 0 else {
            throw Failure.spawn("cannot make pipes: \(String(cString: strerror(errno)))")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errors[1], 2)
        _ = navdocs_spawn_actions_chdir(&actions, workingDirectory)
        _ = navdocs_spawn_actions_closefrom(&actions, 3)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // A process group of its own, so a stop takes whatever it started with it; and
        // SIGPIPE back to its default, which navdocs ignores.
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF))
        posix_spawnattr_setpgroup(&attributes, 0)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child: pid_t = 0
        let status = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        close(toChild[0])
        close(fromChild[1])
        close(errors[1])
        guard status == 0 else {
            close(toChild[1])
            close(fromChild[0])
            close(errors[0])
            throw Failure.spawn(String(cString: strerror(status)))
        }
        pid = child
        input = toChild[1]
        output = fromChild[0]
        errorOutput = errors[0]
        let reader = Thread { [weak self] in self?.drainErrors() }
        reader.start()
        errorReader = reader
    }

    deinit {
        stop()
        close(input)
        close(output)
    }

    /// Writes a line to the child's standard input.
    func send(_ line: String) throws {
        var bytes = Array(line.utf8)
        bytes.append(0x0A)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw Failure.ended
            }
            offset += written
        }
    }

    /// Reads a line from the child's standard output, waiting at most `timeout` seconds;
    /// a line longer than `limit` bytes is an error.
    func readLine(timeout: Double, limit: Int = 256 * 1024 * 1024) throws -> String {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while true {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                return line
            }
            if buffer.count > limit { throw Failure.tooMuchOutput }
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { throw Failure.timedOut }
            var descriptor = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32(min(remaining * 1000, 1000)))
            if ready < 0 {
                if errno == EINTR { continue }
                throw Failure.ended
            }
            if ready == 0 { continue }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure.ended
            }
            if count == 0 { throw Failure.ended }
            buffer.append(contentsOf: chunk[..<count])
        }
    }

    /// What the child wrote to its standard error so far (its first `errorLimit` bytes).
    var standardError: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: errorBytes, as: UTF8.self)
    }

    /// Waits for the child's standard error to close (after it ended).
    func waitForErrors(timeout: Double) {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while errorReader?.isFinished == false, Date() < deadline { usleep(2000) }
    }

    private func drainErrors() {
        var chunk = [UInt8](repeating: 0, count: 16384)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(errorOutput, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            lock.lock()
            if errorBytes.count < errorLimit { errorBytes.append(contentsOf: chunk[..<min(count, errorLimit - errorBytes.count)]) }
            lock.unlock()
        }
        close(errorOutput)
    }

    /// Stops the child (and its process group) and reaps it.
    func stop() {
        guard exitStatus == nil else { return }
        kill(-pid, SIGKILL)
        kill(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        exitStatus = status
    }

    /// Waits for the child to end, at most `timeout` seconds (then stops it); its exit status.
    @discardableResult
    func wait(timeout: Double) -> Int32 {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while Date() < deadline {
            if let status = reap() { return status }
            usleep(5000)
        }
        stop()
        return exitStatus ?? -1
    }

    /// Whether the child ended normally with status 0.
    var succeeded: Bool {
        guard let status = exitStatus else { return false }
        return status & 0x7F == 0 && (status >> 8) & 0xFF == 0
    }

    /// Reaps the child if it has ended; its exit status, or nil while it runs.
    func reap() -> Int32? {
        if let exitStatus { return exitStatus }
        var status: Int32 = 0
        if waitpid(pid, &status, WNOHANG) == pid {
            exitStatus = status
            return status
        }
        return nil
    }
}
