import Foundation
import Pages
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A claim on an output folder for as long as one process writes it: `navdocs build`
/// while it builds, `navdocs serve` while it runs.
///
/// `serve` updates its site file by file after each edit; a `build` into the same folder
/// meanwhile left 279 files of its own site there that `serve` never noticed. Each
/// writer now takes an exclusive `flock` on a file beside the output
/// (`.public.lock`, holding the process id for the message), and a second writer is
/// refused. The kernel releases the lock when the process ends, however it ends, so
/// a killed writer never leaves the folder locked; the file itself stays, empty of
/// meaning until the next writer.
public final class OutputLock: Sendable {
    private let descriptor: Int32
    /// The lock file's path.
    public let path: String

    private init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    deinit {
        close(descriptor)
    }

    /// The lock file of the output (symbolic links to the folder followed, so two names of
    /// one folder share it): `.NAME.lock` beside the real folder.
    static func lockPath(of location: OutputLocation) -> String {
        let folder = location.folder
        return folder.deletingLastPathComponent().appendingPathComponent(".\(folder.lastPathComponent).lock").path
    }

    /// Claims the output folder of `options` for this process, or throws
    /// ``SiteBuildError/outputInUse(_:process:)`` when another process holds it. An output
    /// that contains the sources or lies inside them is refused first, as a build refuses
    /// it, before anything is made (``SiteBuildError/io(_:)`` when the lock file cannot be).
    public static func acquire(for options: SiteBuildOptions) throws -> OutputLock {
        let location = try OutputWriter.placement(of: options)
        let display = location.display
        let path = lockPath(of: location)
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw SiteBuildError.io("cannot create '\(parent.path)' for the output: \(FileErrorCause.describe(error))")
        }
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw SiteBuildError.io("cannot open the lock file '\(path)': \(String(cString: strerror(errno)))")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let busy = errno == EWOULDBLOCK
            let holder = Self.recordedProcess(descriptor)
            close(descriptor)
            if busy { throw SiteBuildError.outputInUse(display, process: holder) }
            throw SiteBuildError.io("cannot lock '\(path)': \(String(cString: strerror(errno)))")
        }
        // The holder's process id, for the message a second writer gets.
        let text = Array("\(getpid())\n".utf8)
        _ = ftruncate(descriptor, 0)
        _ = text.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        return OutputLock(descriptor: descriptor, path: path)
    }

    /// The process id the holder wrote, if it can be read.
    private static func recordedProcess(_ descriptor: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        return Int32(String(decoding: buffer[0..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
