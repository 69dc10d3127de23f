/// Paths inside the output folder (`en/navigation-stack/index.html`) and the
/// relative links between them, so the site works under any base path and from disk.
enum SitePath {
    /// The folder of an output file: `en/x/index.html` → `en/x/`; a root file → ``.
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }

    /// The relative reference from a file in `fromDirectory` (ending with `/`, or empty
    /// for the root) to `target` (a file path, or a folder ending with `/`).
    static func relative(from fromDirectory: String, to target: String) -> String {
        let from = fromDirectory.split(separator: "/")
        var to = target.split(separator: "/", omittingEmptySubsequences: true)
        let targetIsFolder = target.isEmpty || target.hasSuffix("/")
        var common = 0
        let comparable = targetIsFolder ? to.count : max(0, to.count - 1)
        while common < from.count, common < comparable, from[common] == to[common] { common += 1 }
        to.removeFirst(common)
        var parts = Array(repeating: "..", count: from.count - common)
        parts += to.map(String.init)
        var result = parts.joined(separator: "/")
        if targetIsFolder {
            result = result.isEmpty ? "./" : result + "/"
        }
        return result
    }

    /// The relative reference between two folders given as path components (fast
    /// path for the sidebar, which asks this for every entry of every page).
    static func relative(fromFolder from: [Substring], toFolder to: [Substring]) -> String {
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        var result = ""
        for _ in common..<from.count { result += "../" }
        for part in to[common...] {
            result += part
            result += "/"
        }
        return result.isEmpty ? "./" : result
    }

    /// Resolves `relative` against `directory` (both with `/`), folding `.` and `..`;
    /// nil when the path climbs above the root.
    static func resolve(_ relative: String, against directory: String) -> String? {
        var parts: [Substring] = directory.split(separator: "/")
        for part in relative.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(part)
            }
        }
        var result = parts.joined(separator: "/")
        if relative.hasSuffix("/"), !result.isEmpty { result += "/" }
        return result
    }

    /// Decodes `%XX` escapes; invalid sequences are kept as written.
    static func percentDecoded(_ text: String) -> String {
        // `contains` on the bytes: Foundation's `String.contains(_:)` goes through a locale-aware search.
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        var bytes: [UInt8] = []
        let utf8 = Array(text.utf8)
        var index = 0
        while index < utf8.count {
            if utf8[index] == 0x25, index + 2 < utf8.count,
               let value = UInt8(String(decoding: utf8[index + 1...index + 2], as: UTF8.self), radix: 16) {
                bytes.append(value)
                index += 3
            } else {
                bytes.append(utf8[index])
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
