/// The front matter most pages have, read without a YAML parser: `title:` and
/// `summary:` lines whose values are plain words (letters, digits, spaces and a few
/// punctuation marks that YAML never reads specially inside a plain scalar).
///
/// Anything else (another key, a key twice, a quote, a colon or `#` in a value, a
/// leading indicator, a collection, an indented or a blank line, `\r`) makes it
/// decline, and Yams reads the front matter as before. Composing a YAML document was
/// about a quarter of reading a reference page, for two short strings; a differential test
/// holds this reader to Yams on generated front matter.
struct PlainFrontMatter: Equatable {
    var title: String?
    var summary: String?

    init(title: String?, summary: String?) {
        self.title = title
        self.summary = summary
    }

    /// Nil when the text is not this simple form.
    init?(_ yaml: String) {
        var utf8 = Substring(yaml).utf8
        if utf8.isEmpty { return nil }
        while !utf8.isEmpty {
            let end = utf8.firstIndex(of: UInt8(ascii: "\n")) ?? utf8.endIndex
            let line = utf8[..<end]
            utf8 = end == utf8.endIndex ? utf8[end...] : utf8[utf8.index(after: end)...]
            if end != yaml.utf8.endIndex, utf8.isEmpty { return nil }
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { return nil }
            var start = line.index(after: colon)
            guard start < line.endIndex, line[start] == UInt8(ascii: " ") else { return nil }
            while start < line.endIndex, line[start] == UInt8(ascii: " ") { start = line.index(after: start) }
            let value = line[start...]
            guard Self.isPlainWords(value) else { return nil }
            let text = String(Substring(value))
            let key = line[..<colon]
            if key.elementsEqual("title".utf8), title == nil {
                title = text
            } else if key.elementsEqual("summary".utf8), summary == nil {
                summary = text
            } else {
                return nil
            }
        }
    }

    /// A value that begins with a letter or a digit, ends with neither a space nor a
    /// tab, and holds only bytes YAML reads as themselves in a plain scalar.
    static func isPlainWords(_ value: Substring.UTF8View) -> Bool {
        guard let first = value.first, let last = value.last, isLetterOrDigit(first), last != UInt8(ascii: " ") else { return false }
        return value.allSatisfy { byte in
            isLetterOrDigit(byte) || byte == UInt8(ascii: " ") || plainPunctuation.contains(byte)
        }
    }

    private static let plainPunctuation: Set<UInt8> = Set(".,;()/_'?!-".utf8)

    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
