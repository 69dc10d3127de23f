import Diagnostics

/// Finds `-verify` markers in a raw Markdown file by scanning its lines.
///
/// A line scan, not the Markdown parser, so markers are found even in a page the
/// parser or the runner rejects. It tracks fenced code blocks (backtick and tilde
/// fences, any indentation) and counts:
/// - in blocks whose info string starts with `swift` or `scenario`: markers in a
///   `//` comment (outside string literals) of a content line;
/// - in prose: markers inside HTML comments (`<!-- expected-error@+1 {{…}} -->`),
///   which may span lines; code spans (`` `<!-- … -->` ``) are skipped, so prose
///   can show a marker without making one.
/// Markers in other code blocks (a `markdown` block documenting markers) don't count.
/// A comment may hold several markers. `expected-note` is accepted and ignored
/// (notes are not verified); any other `expected-WORD` is a mistake and reported.
public struct VerifyMarkerScanner: Sendable {
    public init() {}

    /// The markers of one file and the problems with malformed ones.
    public func scan(_ markdown: String, file: String) -> (markers: [VerifyMarker], diagnostics: [Diagnostic]) {
        var markers: [VerifyMarker] = []
        var diagnostics: [Diagnostic] = []
        var lines = markdown.split(omittingEmptySubsequences: false, whereSeparator: ScenarioParser.isLineEnding)
        if lines.last == "" { lines.removeLast() }
        var fence: Fence?
        var inHTMLComment = false
        for (index, line) in lines.enumerated() {
            let lineNumber = index + 1
            let bytes = Array(line.utf8)
            var found = MarkerParser(file: file, line: lineNumber, lineCount: lines.count)
            if let open = fence {
                if open.isClosed(by: bytes) {
                    fence = nil
                } else if open.isExecutable {
                    let (codeEnd, _) = SwiftLineLexer(bytes).codeEnd()
                    if codeEnd < bytes.count {
                        found.parse(bytes, in: (codeEnd + 2)..<bytes.count)
                    }
                }
            } else if !inHTMLComment, let opened = Fence(opening: bytes) {
                fence = opened
            } else {
                for range in Self.htmlCommentRanges(in: Self.blankingCodeSpans(bytes), continuing: &inHTMLComment) {
                    found.parse(bytes, in: range)
                }
            }
            markers.append(contentsOf: found.markers)
            diagnostics.append(contentsOf: found.diagnostics)
        }
        return (markers, diagnostics)
    }

    /// A code line without its trailing `//` comment when that comment holds only
    /// markers, so the rendered page doesn't show them. Other lines come back unchanged.
    public static func removingMarkerComment(from line: String) -> String {
        let bytes = Array(line.utf8)
        let (codeEnd, _) = SwiftLineLexer(bytes).codeEnd()
        guard codeEnd < bytes.count else { return line }
        var parser = MarkerParser(file: "", line: 1, lineCount: 1)
        let rest = parser.parse(bytes, in: (codeEnd + 2)..<bytes.count)
        guard !parser.markers.isEmpty || parser.sawNote, parser.diagnostics.isEmpty,
              rest.allSatisfy({ SwiftLineLexer.isSpace($0) }) else { return line }
        var end = codeEnd
        while end > 0, SwiftLineLexer.isSpace(bytes[end - 1]) { end -= 1 }
        return String(decoding: bytes[0..<end], as: UTF8.self)
    }

    /// The byte ranges of a prose line that are inside HTML comments.
    static func htmlCommentRanges(in bytes: [UInt8], continuing inComment: inout Bool) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var i = 0
        while i < bytes.count {
            if inComment {
                let start = i
                while i < bytes.count, !matches(bytes, at: i, "-->") { i += 1 }
                ranges.append(start..<i)
                if i < bytes.count {
                    inComment = false
                    i += 3
                }
            } else if matches(bytes, at: i, "<!--") {
                inComment = true
                i += 4
            } else {
                i += 1
            }
        }
        return ranges
    }

    /// Replaces code spans' contents with spaces, keeping offsets.
    static func blankingCodeSpans(_ bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        // Run lengths with no closing run further on: a later opening of the same
        // length has none either, so each length is searched for once (linear).
        var unclosedLengths: Set<Int> = []
        var i = 0
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "`") else { i += 1; continue }
            var run = 0
            while i + run < bytes.count, bytes[i + run] == UInt8(ascii: "`") { run += 1 }
            if unclosedLengths.contains(run) { i += run; continue }
            // Find a closing run of exactly the same length on this line.
            var j = i + run
            var close: Int?
            while j < bytes.count {
                if bytes[j] == UInt8(ascii: "`") {
                    var other = 0
                    while j + other < bytes.count, bytes[j + other] == UInt8(ascii: "`") { other += 1 }
                    if other == run { close = j; break }
                    j += other
                } else {
                    j += 1
                }
            }
            guard let close else { unclosedLengths.insert(run); i += run; continue }
            for k in i..<(close + run) { result[k] = UInt8(ascii: " ") }
            i = close + run
        }
        return result
    }

    static func matches(_ bytes: [UInt8], at i: Int, _ literal: String) -> Bool {
        let pattern = Array(literal.utf8)
        guard i + pattern.count <= bytes.count else { return false }
        return bytes[i..<(i + pattern.count)].elementsEqual(pattern)
    }
}

/// An open fenced code block, as CommonMark delimits them.
private struct Fence {
    var character: UInt8
    var length: Int
    var isExecutable: Bool

    init?(opening bytes: [UInt8]) {
        var i = 0
        while i < bytes.count, SwiftLineLexer.isSpace(bytes[i]) { i += 1 }
        guard i < bytes.count, bytes[i] == UInt8(ascii: "`") || bytes[i] == UInt8(ascii: "~") else { return nil }
        let character = bytes[i]
        var length = 0
        while i < bytes.count, bytes[i] == character { length += 1; i += 1 }
        guard length >= 3 else { return nil }
        let info = bytes[i...]
        if character == UInt8(ascii: "`"), info.contains(UInt8(ascii: "`")) { return nil }
        let language = String(decoding: info.drop(while: SwiftLineLexer.isSpace).prefix { !SwiftLineLexer.isSpace($0) }, as: UTF8.self)
        self.character = character
        self.length = length
        self.isExecutable = language == "swift" || language == "scenario"
    }

    func isClosed(by bytes: [UInt8]) -> Bool {
        var i = 0
        while i < bytes.count, SwiftLineLexer.isSpace(bytes[i]) { i += 1 }
        var run = 0
        while i < bytes.count, bytes[i] == character { run += 1; i += 1 }
        guard run >= length else { return false }
        return bytes[i...].allSatisfy(SwiftLineLexer.isSpace)
    }
}
