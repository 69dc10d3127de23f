import Foundation

/// What a command may know about the process: its working directory, where its
/// output goes, and whether standard error is a terminal.
///
/// The command layer reads the process's globals in one place (``current``);
/// tests pass their own values and capture the output.
public struct CommandEnvironment: Sendable {
    public var workingDirectory: URL
    /// Standard error is a terminal: colour diagnostics and show progress.
    public var isTerminal: Bool
    public var writeOutput: @Sendable (String) -> Void
    public var writeError: @Sendable (String) -> Void
    /// Finishes when the user asks a long-running command (`serve`) to stop:
    /// Ctrl-C or SIGTERM for the real process; tests stop it by cancelling its task.
    public var waitForInterrupt: @Sendable () async -> Void
    /// The process's environment variables (`PATH`, `SWIFTC`, `HOME`, `XDG_CACHE_HOME`).
    public var variables: [String: String]

    public init(
        workingDirectory: URL, isTerminal: Bool,
        writeOutput: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void,
        waitForInterrupt: (@Sendable () async -> Void)? = nil, variables: [String: String] = [:]
    ) {
        self.variables = variables
        self.workingDirectory = workingDirectory
        self.isTerminal = isTerminal
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.waitForInterrupt = waitForInterrupt ?? { await InterruptSignal.never() }
    }

    /// The real process: current directory, stdout and stderr.
    public static var current: CommandEnvironment {
        CommandEnvironment(
            workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true),
            isTerminal: isatty(STDERR_FILENO) == 1,
            writeOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
            writeError: { FileHandle.standardError.write(Data($0.utf8)) },
            waitForInterrupt: { await InterruptSignal.next() },
            variables: ProcessInfo.processInfo.environment
        )
    }

    /// A path as the user typed it, resolved against the working directory.
    func url(for path: String) -> URL {
        let url = path.hasPrefix("/")
            ? URL(fileURLWithPath: path, isDirectory: true)
            : workingDirectory.appendingPathComponent(path, isDirectory: true)
        return url.standardizedFileURL
    }
}
