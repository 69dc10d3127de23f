/// Escapes text for HTML element content and double-quoted attribute values.
///
/// Every word of every page passes through here, so both forms work on UTF-8 bytes
/// and copy the runs between special characters whole.
enum HTMLEscaping {
    static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else {
            return text
        }
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            switch byte {
            case 0x26: output += ampersand
            case 0x3C: output += lessThan
            case 0x3E: output += greaterThan
            case 0x22: output += quote
            case 0x27: output += apostrophe
            default: output.append(byte)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Escapes `bytes` onto `output` (code, where an apostrophe needs no escape).
    static func escape(_ bytes: ArraySlice<UInt8>, into output: inout [UInt8]) {
        var runStart = bytes.startIndex
        for index in bytes.indices {
            let replacement: [UInt8]
            switch bytes[index] {
            case 0x26: replacement = ampersand
            case 0x3C: replacement = lessThan
            case 0x3E: replacement = greaterThan
            case 0x22: replacement = quote
            default: continue
            }
            output += bytes[runStart..<index]
            output += replacement
            runStart = index + 1
        }
        output += bytes[runStart..<bytes.endIndex]
    }

    private static let ampersand = Array("&amp;".utf8)
    private static let lessThan = Array("&lt;".utf8)
    private static let greaterThan = Array("&gt;".utf8)
    private static let quote = Array("&quot;".utf8)
    private static let apostrophe = Array("&#39;".utf8)
}
