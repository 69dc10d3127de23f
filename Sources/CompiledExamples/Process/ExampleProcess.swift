import EngineWire
import Foundation
import NavigationModel

/// A compiled example running in a process of its own: requests and replies as JSON lines.
///
/// The process is a boundary of trust and of failure. It runs the author's code with the
/// author's rights, in a fresh empty folder with no input but navdocs's requests; each reply
/// must come within `timeout` seconds and be at most `replyLimit` bytes; what it prints is
/// read as data. A trap, a crash or a timeout ends it and becomes a ``ProcessStop``.
public final class ExampleProcess: @unchecked Sendable {
    private let child: ChildProcess
    private let folder: URL
    public var timeout: Double
    private let encoder = JSONEncoder()
    private let decoder = JSONDecoder()

    /// Why the process stopped answering.
    public struct ProcessStop: Error, Sendable {
        /// What the example's code or the runtime said (`Index out of range`), or what happened (timed out).
        public var message: String
        /// Where the program said it stopped, when it could tell (a page file and line).
        public var file: String?
        public var line: Int?
        /// A source reference the model module reported with the fault.
        public var source: SourceRef?
        /// Whether the process ran out of time (and was stopped), rather than failing.
        public var timedOut = false

        public init(message: String, file: String? = nil, line: Int? = nil, source: SourceRef? = nil) {
            self.message = message
            self.file = file
            self.line = line
            self.source = source
        }
    }

    public init(executable: URL, timeout: Double = 20) throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("navdocs-run-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        folder = base
        self.timeout = timeout
        var environment: [String: String] = [
            "PATH": "/usr/bin:/bin", "HOME": base.path, "TMPDIR": base.path, "LANG": "C.UTF-8",
            // A trap prints its message, not a backtrace that takes a second to write.
            "SWIFT_BACKTRACE": "enable=no",
        ]
        if let libraryPath = ProcessInfo.processInfo.environment["LD_LIBRARY_PATH"] { environment["LD_LIBRARY_PATH"] = libraryPath }
        child = try ChildProcess(executable: executable.path, arguments: [], workingDirectory: base.path, environment: environment)
    }

    deinit {
        try? child.send(#"{"quit":{}}"#)
        child.stop()
        try? FileManager.default.removeItem(at: folder)
    }

    /// Sends a request and waits for its reply.
    public func request(_ request: EngineRequest) throws -> EngineReply {
        do {
            let data = try encoder.encode(request)
            try child.send(String(decoding: data, as: UTF8.self))
            let line = try child.readLine(timeout: timeout)
            return try decoder.decode(EngineReply.self, from: Data(line.utf8))
        } catch let failure as ChildProcess.Failure {
            throw stop(for: failure)
        } catch let stop as ProcessStop {
            throw stop
        } catch {
            child.stop()
            throw ProcessStop(message: "the example's process answered what navdocs cannot read: \(error)")
        }
    }

    private func stop(for failure: ChildProcess.Failure) -> ProcessStop {
        switch failure {
        case .timedOut:
            child.stop()
            var stop = ProcessStop(message: "the example did not answer within \(Int(timeout)) seconds (an endless loop?)")
            stop.timedOut = true
            return stop
        case .tooMuchOutput:
            child.stop()
            return ProcessStop(message: "the example's process answered with more than navdocs reads")
        case .ended, .spawn:
            child.wait(timeout: 5)
            child.waitForErrors(timeout: 2)
            return Self.stop(fromStandardError: child.standardError, status: child.exitStatus)
        }
    }

    /// What a stopped process said about why: navdocs's own fault report, else the runtime's
    /// `Fatal error: …` line (with the page line when the program's code trapped), else the signal.
    static func stop(fromStandardError output: String, status: Int32?) -> ProcessStop {
        for line in output.split(separator: "\n") {
            guard let range = line.range(of: ProgramFaultReport.marker) else { continue }
            if let report = try? JSONDecoder().decode(ProgramFaultReport.self, from: Data(line[range.upperBound...].utf8)) {
                return ProcessStop(message: report.message, source: report.source)
            }
        }
        for line in output.split(separator: "\n") {
            guard let range = line.range(of: "Fatal error: ") ?? line.range(of: "fatal error: ") else { continue }
            var message = String(line[range.upperBound...])
            if message.isEmpty { message = "Fatal error" }
            let head = line[..<range.lowerBound].trimmingCharacters(in: CharacterSet(charactersIn: ": "))
            let parts = head.split(separator: ":")
            if parts.count >= 2, let number = Int(parts[parts.count - 1]), !parts[0].hasPrefix("Swift/") {
                return ProcessStop(message: message, file: parts[..<(parts.count - 1)].joined(separator: ":"), line: number)
            }
            return ProcessStop(message: message)
        }
        if let status, status & 0x7F != 0 {
            return ProcessStop(message: "the example crashed (signal \(status & 0x7F))")
        }
        return ProcessStop(message: "the example's process ended unexpectedly")
    }
}
