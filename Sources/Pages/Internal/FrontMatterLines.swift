/// Where a page's front matter is, found by scanning its first lines' bytes (the rest
/// of the file is never split into lines).
///
/// Lines end at a `\n` that is a character of its own: a `\r\n` pair is one character
/// and does not end a line, as when the text is split at `"\n"` characters. A line is
/// a delimiter when it is `---` (or, to close, `...`) followed only by spaces, tabs or `\r`.
struct FrontMatterLines {
    private let source: String
    /// The UTF-8 offset where each line starts, up to the line after the closing one.
    private var lineStarts: [Int] = [0]
    /// The index of the closing delimiter line; nil when the front matter is not closed.
    private(set) var closingLine: Int?

    /// Nil when the first line is not `---`: the page has no front matter.
    init?(_ source: String) {
        self.source = source
        let bytes = Array(source.utf8)
        var lineStart = 0
        var line = 0
        var index = 0
        while true {
            // The end of this line: the next `\n` not preceded by `\r`, or the end of the file.
            var end = index
            while end < bytes.count, !(bytes[end] == 0x0A && (end == 0 || bytes[end - 1] != 0x0D)) { end += 1 }
            let content = Self.trimmed(bytes[lineStart..<end])
            if line == 0 {
                guard content.elementsEqual("---".utf8) else { return nil }
            } else if content.elementsEqual("---".utf8) || content.elementsEqual("...".utf8) {
                closingLine = line
                if end < bytes.count { lineStarts.append(end + 1) }
                return
            }
            guard end < bytes.count else { return }
            lineStart = end + 1
            index = lineStart
            lineStarts.append(lineStart)
            line += 1
        }
    }

    /// The lines between the delimiters, joined by `\n` (empty when there are none).
    var yaml: String {
        guard let closingLine, closingLine > 1 else { return "" }
        let utf8 = Array(source.utf8)
        return String(decoding: utf8[lineStarts[1]..<(lineStarts[closingLine] - 1)], as: UTF8.self)
    }

    /// The source with every front matter line (delimiters included) made empty, so
    /// the Markdown keeps the file's line numbers.
    var markdown: String {
        guard let closingLine else { return source }
        var result = String(repeating: "\n", count: closingLine)
        if lineStarts.count > closingLine + 1 {
            let utf8 = source.utf8
            let restStart = utf8.index(utf8.startIndex, offsetBy: lineStarts[closingLine + 1])
            result += "\n"
            result += source[restStart...]
        }
        return result
    }

    private static func trimmed(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var line = line
        while let last = line.last, last == 0x20 || last == 0x09 || last == 0x0D { line.removeLast() }
        return line
    }
}
