import Foundation

/// Where the Swift runtime library this process runs on was loaded from: the last way of
/// finding swiftc when neither `SWIFTC` nor the `PATH` names one.
enum SwiftRuntimeLocation {
    /// The file of `libswiftCore.so` among this process's mappings (Linux's /proc/self/maps);
    /// nil when the runtime is linked in statically or there is no /proc.
    static var libraryPath: String? {
        // Read to the end: /proc files report a size of 0, so a read by size gets nothing.
        guard let file = FileHandle(forReadingAtPath: "/proc/self/maps") else { return nil }
        defer { try? file.close() }
        let maps = String(decoding: file.readDataToEndOfFile(), as: UTF8.self)
        for line in maps.split(separator: "\n") {
            guard let slash = line.firstIndex(of: "/") else { continue }
            let path = String(line[slash...])
            if path.hasSuffix("/libswiftCore.so") { return path }
        }
        return nil
    }
}
