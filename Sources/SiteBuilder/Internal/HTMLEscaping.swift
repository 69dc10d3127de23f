/// Escapes text for HTML element content and double-quoted attribute values.
///
/// Every word of every page passes through here, so both forms work on UTF-8 bytes
/// and copy the runs between special characters whole.
enum HTMLEscaping {
    static func escape(_ text: String) -> String {
        var text = text
        // Through the contiguous bytes: iterating a `String.UTF8View` costs several times more.
        let escaped: String? = text.withUTF8 { bytes in
            guard var runStart = bytes.firstIndex(where: isSpecial) else { return nil }
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count + 16)
            output += UnsafeBufferPointer(rebasing: bytes[..<runStart])
            for index in runStart..<bytes.count {
                let replacement: [UInt8]
                switch bytes[index] {
                case 0x26: replacement = ampersand
                case 0x3C: replacement = lessThan
                case 0x3E: replacement = greaterThan
                case 0x22: replacement = quote
                case 0x27: replacement = apostrophe
                default: continue
                }
                output += UnsafeBufferPointer(rebasing: bytes[runStart..<index])
                output += replacement
                runStart = index + 1
            }
            output += UnsafeBufferPointer(rebasing: bytes[runStart...])
            return String(decoding: output, as: UTF8.self)
        }
        return escaped ?? text
    }

    private static func isSpecial(_ byte: UInt8) -> Bool {
        byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0x27
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
