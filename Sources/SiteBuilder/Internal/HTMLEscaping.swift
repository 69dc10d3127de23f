/// Escapes text for HTML element content and double-quoted attribute values.
///
/// Every word of every page passes through here, so both forms work on UTF-8 bytes
/// and copy the runs between special characters whole.
enum HTMLEscaping {
    static func escape(_ text: String) -> String {
        var text = text
        // Through the contiguous bytes: iterating a `String.UTF8View` costs several times more.
        let escaped: String? = text.withUTF8 { bytes in
            guard bytes.contains(where: { entity(for: $0) != nil }) else { return nil }
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count + 16)
            append(escaping: bytes, to: &output, apostrophes: true)
            return String(decoding: output, as: UTF8.self)
        }
        return escaped ?? text
    }

    /// Escapes `bytes` onto `output` (code, where an apostrophe needs no escape).
    static func escape(_ bytes: ArraySlice<UInt8>, into output: inout [UInt8]) {
        bytes.withUnsafeBufferPointer { append(escaping: $0, to: &output, apostrophes: false) }
    }

    /// The entity that stands for `byte`, or nil for a byte written as it is.
    static func entity(for byte: UInt8, apostrophes: Bool = true) -> [UInt8]? {
        switch byte {
        case 0x26: ampersand
        case 0x3C: lessThan
        case 0x3E: greaterThan
        case 0x22: quote
        case 0x27 where apostrophes: apostrophe
        default: nil
        }
    }

    static func append(escaping bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8], apostrophes: Bool) {
        var runStart = 0
        for index in 0..<bytes.count {
            guard let replacement = entity(for: bytes[index], apostrophes: apostrophes) else { continue }
            output += UnsafeBufferPointer(rebasing: bytes[runStart..<index])
            output += replacement
            runStart = index + 1
        }
        output += UnsafeBufferPointer(rebasing: bytes[runStart...])
    }

    private static let ampersand = Array("&amp;".utf8)
    private static let lessThan = Array("&lt;".utf8)
    private static let greaterThan = Array("&gt;".utf8)
    private static let quote = Array("&quot;".utf8)
    private static let apostrophe = Array("&#39;".utf8)
}
