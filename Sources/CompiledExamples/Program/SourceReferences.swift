import Diagnostics
import NavigationModel

extension WrittenProgram {
    /// The page position of a source reference the model module made from a call's
    /// `#filePath`/`#line`/`#column`: the column the runtime knows is that of the argument
    /// list (`(` or a trailing `{`), moved back to the name of what is called.
    public func location(of reference: SourceRef) -> Diagnostics.SourceLocation {
        let (fileIndex, line, column) = SourceRefEncoding.decode(reference.id)
        let file = files.indices.contains(fileIndex) ? files[fileIndex] : (files.first ?? "")
        let page = pageLocation(file: file, line: line, column: column)
        guard let offset = joined.offset(of: page) else { return page }
        return joined.location(ofOffset: Self.calleeStart(before: offset, in: Array(joined.text.utf8)))
    }

    /// The identifier at (or just after a `.` at) a page position, when it is in the example's code.
    public func identifier(at location: Diagnostics.SourceLocation) -> String? {
        guard let offset = joined.offset(of: location) else { return nil }
        let bytes = Array(joined.text.utf8)
        var start = offset
        if start < bytes.count, bytes[start] == UInt8(ascii: ".") { start += 1 }
        var end = start
        while end < bytes.count, Self.isNameByte(bytes[end]) { end += 1 }
        return end > start ? String(decoding: bytes[start..<end], as: UTF8.self) : nil
    }

    /// The start of the name a call's argument list follows: back over spaces and line
    /// breaks, then over the name (and generic arguments) to its first character.
    static func calleeStart(before offset: Int, in bytes: [UInt8]) -> Int {
        var index = min(offset, bytes.count) - 1
        while index >= 0, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x09 { index -= 1 }
        if index >= 0, bytes[index] == UInt8(ascii: ">") {
            var depth = 0
            while index >= 0 {
                if bytes[index] == UInt8(ascii: ">") { depth += 1 }
                if bytes[index] == UInt8(ascii: "<") { depth -= 1; if depth == 0 { index -= 1; break } }
                index -= 1
            }
        }
        let end = index
        while index >= 0, Self.isNameByte(bytes[index]) { index -= 1 }
        return index < end ? index + 1 : offset
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
    }
}

/// How the model module packs a call site into a `SourceRef`: file index, line, column.
public enum SourceRefEncoding {
    public static func encode(fileIndex: Int, line: Int, column: Int) -> Int {
        (fileIndex << 40) | (min(max(line, 0), 0xFF_FFFF) << 16) | min(max(column, 0), 0xFFFF)
    }

    public static func decode(_ id: Int) -> (fileIndex: Int, line: Int, column: Int) {
        (id >> 40, (id >> 16) & 0xFF_FFFF, id & 0xFFFF)
    }
}
