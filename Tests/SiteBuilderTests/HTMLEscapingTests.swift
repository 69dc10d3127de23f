import Testing
@testable import SiteBuilder

/// `HTMLEscaping` works on bytes; these tests hold it to the character-by-character definition.
struct HTMLEscapingTests {
    static let pieces = ["a", "Zeta", " ", "&", "<", ">", "\"", "'", "é", "导航", "👩‍👩‍👧", "&amp;", "\n", "x<y", "\u{301}"]

    static func texts() -> [String] {
        var state: UInt64 = 3
        return (0..<2_000).map { _ in
            var text = ""
            state = state &* 6364136223846793005 &+ 1442695040888963407
            for _ in 0..<Int((state >> 40) % 12) {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                text += pieces[Int((state >> 33) % UInt64(pieces.count))]
            }
            return text
        }
    }

    @Test func textEscapingMatchesTheDefinition() {
        for text in Self.texts() {
            var expected = ""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "&": expected += "&amp;"
                case "<": expected += "&lt;"
                case ">": expected += "&gt;"
                case "\"": expected += "&quot;"
                case "'": expected += "&#39;"
                default: expected.unicodeScalars.append(scalar)
                }
            }
            #expect(HTMLEscaping.escape(text) == expected, "\(text)")
        }
    }

    @Test func byteEscapingLeavesApostrophesAndAppends() {
        for text in Self.texts() {
            var expected = Array("prefix".utf8)
            for byte in text.utf8 {
                switch byte {
                case 0x26: expected += Array("&amp;".utf8)
                case 0x3C: expected += Array("&lt;".utf8)
                case 0x3E: expected += Array("&gt;".utf8)
                case 0x22: expected += Array("&quot;".utf8)
                default: expected.append(byte)
                }
            }
            var output = Array("prefix".utf8)
            let bytes = Array(text.utf8)
            HTMLEscaping.escape(bytes[...], into: &output)
            #expect(output == expected, "\(text)")
            // A slice that does not start at zero.
            var sliced = Array("prefix".utf8)
            let padded = Array("..".utf8) + bytes
            HTMLEscaping.escape(padded[2...], into: &sliced)
            #expect(sliced == expected, "\(text)")
        }
    }
}
