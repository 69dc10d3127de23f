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
    /// Every page asks this for each of its links, so it works on the UTF-8 bytes in
    /// place, part by part, and allocates only the result: splitting a `String` by
    /// `Character` costs grapheme breaking per byte, and arrays of parts cost allocations.
    static func relative(from fromDirectory: String, to target: String) -> String {
        var fromDirectory = fromDirectory
        var target = target
        return fromDirectory.withUTF8 { from in
            target.withUTF8 { to in relative(from: from, to: to) }
        }
    }

    private static func relative(from: UnsafeBufferPointer<UInt8>, to: UnsafeBufferPointer<UInt8>) -> String {
        let targetIsFolder = to.isEmpty || to.last == slash
        // A file's own name is never a common folder.
        let comparable = targetIsFolder ? partCount(to) : max(0, partCount(to) - 1)
        var fromCursor = 0
        var toCursor = 0
        var common = 0
        while common < comparable {
            var nextFrom = fromCursor
            var nextTo = toCursor
            guard let fromPart = nextPart(of: from, after: &nextFrom), let toPart = nextPart(of: to, after: &nextTo),
                  from[fromPart].elementsEqual(to[toPart])
            else { break }
            fromCursor = nextFrom
            toCursor = nextTo
            common += 1
        }
        var climbs = 0
        while nextPart(of: from, after: &fromCursor) != nil { climbs += 1 }
        // Each climb is `../` at most, each remaining part of `to` its bytes and one slash, then `./`.
        return String(unsafeUninitializedCapacity: 3 * climbs + to.count + 3) { result in
            var count = 0
            func append(_ byte: UInt8) {
                result[count] = byte
                count += 1
            }
            for _ in 0..<climbs {
                if count > 0 { append(slash) }
                append(dot)
                append(dot)
            }
            while let part = nextPart(of: to, after: &toCursor) {
                if count > 0 { append(slash) }
                for byte in to[part] { append(byte) }
            }
            if targetIsFolder {
                if count == 0 { append(dot) }
                append(slash)
            }
            return count
        }
    }

    private static let slash = UInt8(ascii: "/")
    private static let dot = UInt8(ascii: ".")

    /// The next non-empty `/`-separated part of `bytes` from `cursor` on, moving `cursor` past it; nil at the end.
    private static func nextPart(of bytes: UnsafeBufferPointer<UInt8>, after cursor: inout Int) -> Range<Int>? {
        while cursor < bytes.count, bytes[cursor] == slash { cursor += 1 }
        guard cursor < bytes.count else { return nil }
        let start = cursor
        while cursor < bytes.count, bytes[cursor] != slash { cursor += 1 }
        return start..<cursor
    }

    /// The number of non-empty `/`-separated parts of `bytes`.
    private static func partCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var cursor = 0
        var count = 0
        while nextPart(of: bytes, after: &cursor) != nil { count += 1 }
        return count
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
    /// nil when the path climbs above the root. On bytes in place, as ``relative(from:to:)``.
    static func resolve(_ relative: String, against directory: String) -> String? {
        var directory = directory
        var relative = relative
        return directory.withUTF8 { base in
            relative.withUTF8 { path in resolve(path, against: base) }
        }
    }

    private static func resolve(_ path: UnsafeBufferPointer<UInt8>, against base: UnsafeBufferPointer<UInt8>) -> String? {
        // The result is written part by part; `..` cuts it back to where its last part began.
        // It is never longer than the two joined by a slash, with a slash after.
        let capacity = base.count + path.count + 2
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: capacity / 2 + 2) { starts -> String? in
            var parts = 0
            var failed = false
            let resolved = String(unsafeUninitializedCapacity: capacity) { result in
                var count = 0
                func add(_ part: Slice<UnsafeBufferPointer<UInt8>>) {
                    if count > 0 {
                        result[count] = slash
                        count += 1
                    }
                    starts[parts] = count
                    parts += 1
                    for byte in part {
                        result[count] = byte
                        count += 1
                    }
                }
                var cursor = 0
                while let part = nextPart(of: base, after: &cursor) { add(base[part]) }
                cursor = 0
                while let part = nextPart(of: path, after: &cursor) {
                    let length = part.count
                    if length == 1, path[part.lowerBound] == dot { continue }
                    if length == 2, path[part.lowerBound] == dot, path[part.lowerBound + 1] == dot {
                        guard parts > 0 else {
                            failed = true
                            return 0
                        }
                        parts -= 1
                        // Back to the end of the part before, without its separator.
                        count = parts > 0 ? starts[parts] - 1 : 0
                        continue
                    }
                    add(path[part])
                }
                if path.last == slash, count > 0 {
                    result[count] = slash
                    count += 1
                }
                return count
            }
            return failed ? nil : resolved
        }
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
