/// Names the tags in a piece of raw HTML, for the warning that it is not rendered.
enum RawHTMLTags {
    /// Distinct tag names in order (`div`, `script`; a closing tag names its
    /// element, `!DOCTYPE` or `?php` other constructs); comments are skipped.
    /// Empty when the HTML is only comments and whitespace.
    static func names(in html: String) -> [String] {
        var names: [String] = []
        let bytes = Array(html.utf8)
        var index = 0
        var sawContent = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<"), bytes[index...].starts(with: "<!--".utf8) {
                let close = find("-->", in: bytes, from: index + 4)
                index = close.map { $0 + 3 } ?? bytes.count
                continue
            }
            if byte == UInt8(ascii: "<") {
                var end = index + 1
                if end < bytes.count, bytes[end] == UInt8(ascii: "/") { end += 1 }
                let start = end
                if end < bytes.count, bytes[end] == UInt8(ascii: "!") || bytes[end] == UInt8(ascii: "?") { end += 1 }
                while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
                if end > start {
                    let name = String(decoding: bytes[start..<end], as: UTF8.self)
                    let key = name.first == "!" || name.first == "?" ? name : name.lowercased()
                    if !names.contains(key) { names.append(key) }
                    index = end
                    continue
                }
            }
            if !(byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D) { sawContent = true }
            index += 1
        }
        // Text inside an HTML block without a recognisable tag is still HTML the reader misses.
        if names.isEmpty, sawContent { names.append("…") }
        return names
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "[")
    }

    private static func find(_ needle: String, in bytes: [UInt8], from start: Int) -> Int? {
        let pattern = Array(needle.utf8)
        guard bytes.count >= pattern.count else { return nil }
        var index = start
        while index + pattern.count <= bytes.count {
            if bytes[index] == pattern[0], bytes[index..<index + pattern.count].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }
}
