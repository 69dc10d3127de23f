/// Percent-encodes a link destination exactly as cmark does (`houdini_escape_href`),
/// so a page renders the same URLs as any CommonMark tool.
///
/// Letters, digits and `-_.+!*'(),%#@?=;:/,&$~^` stay as they are (reserved
/// characters keep their meaning; an existing `%XX` is not encoded twice); every
/// other byte, non-ASCII text as UTF-8, becomes `%XX`. The result still needs
/// ``HTMLEscaping`` for the attribute (`&` and `'`).
enum URLEscaping {
    static func escape(_ destination: String) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(destination.utf8.count)
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in destination.utf8 {
            if isSafe(byte) {
                result.append(byte)
            } else {
                result += [0x25, hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// cmark's `HREF_SAFE` table, plus `&` and `'`, which cmark writes as entities
    /// rather than percent-escapes (our attribute escaping does the same).
    static func isSafe(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            Self.safePunctuation[Int(byte)]
        }
    }

    /// `-_.+!*'(),%#@?=;:/&$~^` as a table by byte (a lookup per byte of every link).
    private static let safePunctuation: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for byte in "-_.+!*'(),%#@?=;:/&$~^".utf8 { table[Int(byte)] = true }
        return table
    }()
}
