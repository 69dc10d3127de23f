/// Escapes text for HTML element content and double-quoted attribute values.
enum HTMLEscaping {
    static func escape(_ text: String) -> String {
        var needsWork = false
        for byte in text.utf8 where byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0x27 {
            needsWork = true
            break
        }
        guard needsWork else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    static func escape(_ bytes: ArraySlice<UInt8>, into output: inout [UInt8]) {
        for byte in bytes {
            switch byte {
            case 0x26: output += Array("&amp;".utf8)
            case 0x3C: output += Array("&lt;".utf8)
            case 0x3E: output += Array("&gt;".utf8)
            case 0x22: output += Array("&quot;".utf8)
            default: output.append(byte)
            }
        }
    }
}
