/// Paths inside the output folder (`en/navigation-stack/index.html`) and the
/// relative links between them, so the site works under any base path and from disk.
enum SitePath {
    /// The folder of an output file: `en/x/index.html` → `en/x/`; a root file → ``.
    static func directory(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: Self.slash) else { return "" }
        return String(path[...slash])
    }

    /// The relative reference from a file in `fromDirectory` (ending with `/`, or empty
    /// for the root) to `target` (a file path, or a folder ending with `/`).
    ///
    /// Every page asks this for each of its links, so it works on the UTF-8 bytes:
    /// splitting a `String` by `Character` costs grapheme breaking per byte.
    static func relative(from fromDirectory: String, to target: String) -> String {
        let from = Array(fromDirectory.utf8)
        let to = Array(target.utf8)
        let fromParts = components(of: from)
        let toParts = components(of: to)
        let targetIsFolder = to.isEmpty || to.last == slash
        var common = 0
        let comparable = targetIsFolder ? toParts.count : max(0, toParts.count - 1)
        while common < fromParts.count, common < comparable,
              from[fromParts[common]].elementsEqual(to[toParts[common]]) {
            common += 1
        }
        var result: [UInt8] = []
        result.reserveCapacity(3 * (fromParts.count - common) + to.count + 2)
        for _ in common..<fromParts.count {
            if !result.isEmpty { result.append(slash) }
            result += [dot, dot]
        }
        for part in toParts[common...] {
            if !result.isEmpty { result.append(slash) }
            result += to[part]
        }
        if targetIsFolder {
            if result.isEmpty { result.append(dot) }
            result.append(slash)
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static let slash = UInt8(ascii: "/")
    private static let dot = UInt8(ascii: ".")

    /// The ranges of the non-empty `/`-separated parts of `bytes`.
    private static func components(of bytes: [UInt8]) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = 0
        for index in bytes.indices where bytes[index] == slash {
            if start < index { parts.append(start..<index) }
            start = index + 1
        }
        if start < bytes.count { parts.append(start..<bytes.count) }
        return parts
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
    /// nil when the path climbs above the root. On bytes, as ``relative(from:to:)``.
    static func resolve(_ relative: String, against directory: String) -> String? {
        let base = Array(directory.utf8)
        let path = Array(relative.utf8)
        // Each kept part as a range of `base` or of `path`.
        var parts: [(inBase: Bool, range: Range<Int>)] = components(of: base).map { (true, $0) }
        for part in components(of: path) {
            let length = part.count
            if length == 1, path[part.lowerBound] == dot { continue }
            if length == 2, path[part.lowerBound] == dot, path[part.lowerBound + 1] == dot {
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
                continue
            }
            parts.append((false, part))
        }
        var result: [UInt8] = []
        result.reserveCapacity(base.count + path.count)
        for (index, part) in parts.enumerated() {
            if index > 0 { result.append(slash) }
            result += part.inBase ? base[part.range] : path[part.range]
        }
        if path.last == slash, !result.isEmpty { result.append(slash) }
        return String(decoding: result, as: UTF8.self)
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
