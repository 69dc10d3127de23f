import Diagnostics
import Foundation

/// Compiles an example's program with swiftc against the model modules, caching the
/// executable and the compiler's output by a hash of everything that decides them.
public struct ProgramCompiler: Sendable {
    public var modules: ModelModules
    /// The compiler: `SWIFTC` when set, else `swiftc` on the `PATH`.
    public var swiftc: String
    /// Where compiled programs are kept between runs.
    public var cacheFolder: URL
    /// The longest a compilation may take.
    public var timeout: Double = 300

    /// A version for the cache: programs written by an older navdocs are compiled again.
    static let cacheVersion = "compiled-engine-1"

    public init(modules: ModelModules, swiftc: String, cacheFolder: URL) {
        self.modules = modules
        self.swiftc = swiftc
        self.cacheFolder = cacheFolder
    }

    /// The compiler navdocs uses: `SWIFTC`; else the first `swiftc` on the `PATH`; else the
    /// one beside the `swift` on the `PATH` (a `/usr/local/bin/swift` that links into a
    /// toolchain leaves swiftc off the PATH); else the one of the toolchain whose Swift
    /// runtime this process runs on. The model modules were built by that toolchain, so its
    /// compiler is the one that can read them.
    public static func findSwiftc(environment: [String: String]) -> String? {
        if let override = environment["SWIFTC"], !override.isEmpty { return override }
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        for folder in folders {
            let candidate = folder + "/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        for folder in folders {
            let driver = URL(fileURLWithPath: folder + "/swift")
            guard FileManager.default.isExecutableFile(atPath: driver.path) else { continue }
            let candidate = driver.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("swiftc").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        if let runtime = SwiftRuntimeLocation.libraryPath {
            // <toolchain>/usr/lib/swift/linux/libswiftCore.so → <toolchain>/usr/bin/swiftc
            let candidate = URL(fileURLWithPath: runtime).resolvingSymlinksInPath()
                .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("bin/swiftc").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Whether the toolchain of `swiftc` ships lld. Linking is a third of an example's
    /// compilation, and lld links one in 0.15 s where the system's gold takes 0.25 s.
    static func hasLLD(besides swiftc: String) -> Bool {
        let folder = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
        return FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent("ld.lld").path)
    }

    /// The outcome of compiling a program.
    public struct Outcome: Sendable {
        /// The executable, when the program compiled.
        public var executable: URL?
        /// The compiler's messages.
        var messages: [CompilerMessage]
        /// The path the program had when it was compiled (messages about generated lines name it).
        var programPath: String
        /// How long the compilation took (0 when it came from the cache).
        public var seconds: Double
    }

    public func compile(_ program: WrittenProgram) -> Outcome {
        let key = StableHash.hex([Self.cacheVersion, swiftc, modules.identity, program.text])
        let folder = cacheFolder.appendingPathComponent("programs").appendingPathComponent(key)
        let executable = folder.appendingPathComponent("example")
        let log = folder.appendingPathComponent("compiler-output.txt")
        let programPath = folder.appendingPathComponent("main.swift").path
        if let output = try? String(contentsOf: log, encoding: .utf8) {
            // A hit counts as a use: the cache's trim removes the programs used longest ago.
            try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: folder.path)
            let built = FileManager.default.isExecutableFile(atPath: executable.path)
            return Outcome(executable: built ? executable : nil, messages: CompilerMessage.parse(output), programPath: programPath, seconds: 0)
        }
        let started = Date()
        CompilerSlots.shared.acquire()
        defer { CompilerSlots.shared.release() }
        let fileManager = FileManager.default
        let staging = cacheFolder.appendingPathComponent("programs").appendingPathComponent(".\(key).\(getpid()).\(UUID().uuidString.prefix(8))")
        try? fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
        defer { try? fileManager.removeItem(at: staging) }
        let source = staging.appendingPathComponent("main.swift")
        do {
            try program.text.write(to: source, atomically: false, encoding: .utf8)
        } catch {
            return Outcome(executable: nil, messages: [CompilerMessage(file: "", line: 0, column: 0, severity: .error, text: "cannot write the program: \(error)")], programPath: programPath, seconds: 0)
        }
        var arguments = [
            "-parse-as-library", "-swift-version", "5", "-module-name", "NavDocsExample", "-Onone",
            "-diagnostic-style=llvm", "-DDEBUG",
            "-I", modules.modules.path, "-L", modules.library.path, "-l" + ModelModules.libraryName,
            "-Xlinker", "-rpath", "-Xlinker", modules.library.path,
            "-o", staging.appendingPathComponent("example").path,
        ]
        for map in modules.moduleMaps { arguments += ["-Xcc", "-fmodule-map-file=" + map.path] }
        if Self.hasLLD(besides: swiftc) { arguments.append("-use-ld=lld") }
        // The program names its own path as the staging path; messages are read against the final one.
        arguments.append(source.path)
        var output = ""
        do {
            let process = try ChildProcess(
                executable: swiftc, arguments: arguments, workingDirectory: staging.path,
                environment: ProcessInfo.processInfo.environment, errorLimit: 8 * 1024 * 1024)
            process.wait(timeout: timeout)
            process.waitForErrors(timeout: 5)
            output = process.standardError.replacingOccurrences(of: source.path, with: programPath)
            if process.exitStatus.map({ $0 & 0x7F != 0 }) == true || !process.succeeded && !output.contains(": error: ") {
                output += "\nerror: the compiler stopped without a diagnostic (status \(process.exitStatus ?? -1))\n"
            }
        } catch {
            output = "error: cannot run the compiler '\(swiftc)': \(error)\n"
        }
        try? output.write(to: staging.appendingPathComponent("compiler-output.txt"), atomically: false, encoding: .utf8)
        try? fileManager.createDirectory(at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? program.text.write(to: staging.appendingPathComponent("main.swift"), atomically: false, encoding: .utf8)
        if rename(staging.path, folder.path) != 0 {
            // Another process compiled the same program first: use its result.
            if let existing = try? String(contentsOf: log, encoding: .utf8) { output = existing }
        }
        let built = fileManager.isExecutableFile(atPath: executable.path)
        return Outcome(executable: built ? executable : nil, messages: CompilerMessage.parse(output), programPath: programPath,
                       seconds: Date().timeIntervalSince(started))
    }
}

/// One compiler per core: compiling is CPU-bound, and pages are checked in parallel.
final class CompilerSlots: @unchecked Sendable {
    static let shared = CompilerSlots(count: max(ProcessInfo.processInfo.activeProcessorCount, 1))
    private let semaphore: DispatchSemaphore

    init(count: Int) {
        semaphore = DispatchSemaphore(value: count)
    }

    func acquire() { semaphore.wait() }
    func release() { semaphore.signal() }
}

/// A hash for cache keys (FNV-1a, 128 bits as two 64-bit halves): stable across runs and
/// machines, not a defence against anyone.
public enum StableHash {
    public static func hex(_ parts: [String]) -> String {
        var first: UInt64 = 0xcbf2_9ce4_8422_2325
        var second: UInt64 = 0x8422_2325_cbf2_9ce4
        for part in parts {
            for byte in part.utf8 {
                first = (first ^ UInt64(byte)) &* 0x100_0000_01b3
                second = (second ^ UInt64(byte)) &* 0x100_0000_01b3 &+ 0x9e37_79b9
            }
            first = (first ^ 0xFF) &* 0x100_0000_01b3
            second = (second ^ 0xFE) &* 0x100_0000_01b3
        }
        return String(first, radix: 16) + String(second, radix: 16)
    }
}
