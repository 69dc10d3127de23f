/// Resolves backslash escapes and entity references in an info string, as
/// CommonMark requires before the string is read (```` ```sw&#105;ft ```` is
/// Swift), and remembers for every decoded byte where it was written, so words
/// keep their columns in the Markdown file.
struct InfoStringDecoder {
    /// Decodes a named or numeric reference (`&ouml;`, `&#105;`) the way the
    /// Markdown parser does, or returns nil when it is not one.
    let decodeEntity: (String) -> String?

    struct Decoded {
        var bytes: [UInt8]
        /// `sourceOffsets[i]` is the offset in the raw string of decoded byte `i`;
        /// one more entry for the end.
        var sourceOffsets: [Int]
    }

    func decode(_ raw: [UInt8]) -> Decoded {
        var decoded = Decoded(bytes: [], sourceOffsets: [])
        decoded.bytes.reserveCapacity(raw.count)
        decoded.sourceOffsets.reserveCapacity(raw.count + 1)
        var index = 0
        while index < raw.count {
            let byte = raw[index]
            if byte == UInt8(ascii: "\\"), index + 1 < raw.count, Self.isASCIIPunctuation(raw[index + 1]) {
                decoded.bytes.append(raw[index + 1])
                decoded.sourceOffsets.append(index)
                index += 2
                continue
            }
            if byte == UInt8(ascii: "&"), let end = Self.referenceEnd(in: raw, from: index),
               let text = decodeEntity(String(decoding: raw[index..<end], as: UTF8.self)) {
                for decodedByte in text.utf8 {
                    decoded.bytes.append(decodedByte)
                    decoded.sourceOffsets.append(index)
                }
                index = end
                continue
            }
            decoded.bytes.append(byte)
            decoded.sourceOffsets.append(index)
            index += 1
        }
        decoded.sourceOffsets.append(raw.count)
        return decoded
    }

    /// The end (after `;`) of a reference starting at `start` if its shape is
    /// CommonMark's: `&name;` (up to 32 alphanumerics), `&#digits;` (1–7) or `&#xhex;` (1–6).
    static func referenceEnd(in raw: [UInt8], from start: Int) -> Int? {
        var index = start + 1
        func run(limit: Int, _ accepts: (UInt8) -> Bool) -> Int {
            let first = index
            while index < raw.count, index - first < limit, accepts(raw[index]) { index += 1 }
            return index - first
        }
        if index < raw.count, raw[index] == UInt8(ascii: "#") {
            index += 1
            if index < raw.count, raw[index] | 0x20 == UInt8(ascii: "x") {
                index += 1
                guard run(limit: 6, { $0.isHexDigit }) > 0 else { return nil }
            } else {
                guard run(limit: 7, { $0.isDigit }) > 0 else { return nil }
            }
        } else {
            guard index < raw.count, raw[index].isLetter, run(limit: 32, { $0.isLetter || $0.isDigit }) > 0 else { return nil }
        }
        guard index < raw.count, raw[index] == UInt8(ascii: ";") else { return nil }
        return index + 1
    }

    static func isASCIIPunctuation(_ byte: UInt8) -> Bool {
        (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte) || (0x7B...0x7E).contains(byte)
    }
}

private extension UInt8 {
    var isDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }
    var isLetter: Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self | 0x20) }
    var isHexDigit: Bool { isDigit || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self | 0x20) }
}
