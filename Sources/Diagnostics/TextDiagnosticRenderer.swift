/// Renders diagnostics the way swiftc and clang print them:
/// `path:line:col: error: message`, each note on its own line after it.
///
/// Given the files' text, each line is followed by the source line it points
/// into and a caret under its column, as swiftc prints them:
///
/// ```
/// content/en/typos.md:11:13: error: cannot find 'Buton' in scope; did you mean 'Button'?
///             Buton("Add") { path.append(1) }
///             ^
/// ```
///
/// Output stays proportional to the number of lines with problems, not to their
/// length or to how many problems one line holds: a line shows at most
/// ``maximumDiagnosticsPerLine`` diagnostics and then says how many it left out
/// (the JSON report has them all), and an excerpt of a long line shows a window
/// around the caret. A line of 25,000 backslashes once printed 25,000 errors each
/// quoting the whole line: 939 MB.
public struct TextDiagnosticRenderer: Sendable {
    /// Diagnostics printed for one source line; the rest are counted in one note.
    public static let maximumDiagnosticsPerLine = 10
    /// Characters of a source line an excerpt shows around its caret.
    public static let excerptWidth = 120

    /// ANSI colour for terminals; callers decide (a library reads no environment).
    public var colored: Bool
    /// The text of each file by the path diagnostics name; a file not here gets no source lines.
    public var sources: [String: String]

    public init(colored: Bool = false, sources: [String: String] = [:]) {
        self.colored = colored
        self.sources = sources
    }

    public func render(_ diagnostic: Diagnostic) -> String {
        var lines: [Substring]?
        return render(diagnostic, lines: &lines)
    }

    public func render(_ diagnostics: [Diagnostic]) -> String {
        // Each file is split into lines once, however many diagnostics point into it.
        var split: [String: [Substring]] = [:]
        var perLine: [LineKey: Int] = [:]
        for diagnostic in diagnostics { perLine[LineKey(diagnostic.location), default: 0] += 1 }
        var shown: [LineKey: Int] = [:]
        var output: [String] = []
        for diagnostic in diagnostics {
            let key = LineKey(diagnostic.location)
            let count = shown[key, default: 0] + 1
            shown[key] = count
            guard count <= Self.maximumDiagnosticsPerLine else { continue }
            var lines = split[diagnostic.location.file]
            output.append(render(diagnostic, lines: &lines))
            if let lines { split[diagnostic.location.file] = lines }
            let total = perLine[key, default: 0]
            if count == Self.maximumDiagnosticsPerLine, total > count {
                let location = SourceLocation(file: diagnostic.location.file, line: diagnostic.location.line, column: 1)
                output.append(line(location, .note, "\(total - count) more diagnostics on this line are not shown (the JSON report lists them all)"))
            }
        }
        return output.joined(separator: "\n")
    }

    /// A source line, for counting the diagnostics that point into it.
    private struct LineKey: Hashable {
        var file: String
        var line: Int

        init(_ location: SourceLocation) {
            file = location.file
            line = location.line
        }
    }

    private func render(_ diagnostic: Diagnostic, lines cached: inout [Substring]?) -> String {
        var output = [line(diagnostic.location, diagnostic.severity, diagnostic.message)]
        output += excerpt(diagnostic.location, cached: &cached)
        for note in diagnostic.notes {
            output.append(line(note.location, .note, note.message))
            var noteLines: [Substring]? = note.location.file == diagnostic.location.file ? cached : nil
            output += excerpt(note.location, cached: &noteLines)
        }
        return output.joined(separator: "\n")
    }

    /// The source line and a caret under the column, or nothing when the text is unknown.
    private func excerpt(_ location: SourceLocation, cached: inout [Substring]?) -> [String] {
        if cached == nil, let text = sources[location.file] {
            cached = text.split(separator: "\n", omittingEmptySubsequences: false)
        }
        guard let lines = cached, location.line >= 1, location.line <= lines.count else { return [] }
        let (source, prefix) = Self.window(of: lines[location.line - 1], column: location.column)
        // The caret is indented by the characters before it, tabs kept so it lines up
        // under a tab-indented line.
        let indent = String(prefix.map { $0 == "\t" ? "\t" : " " })
        let caret = colored ? "\u{1B}[1;32m^\u{1B}[0m" : "^"
        return [source, indent + caret]
    }

    /// What an excerpt shows of `line`, and the part of it before the caret. A line of
    /// up to ``excerptWidth`` characters is shown whole; a longer one as that many
    /// characters around the caret, with `…` where it was cut. Only the bytes near
    /// the caret are read, however long the line.
    static func window(of line: Substring, column: Int) -> (text: String, beforeCaret: String) {
        // Columns count UTF-8 bytes.
        let utf8 = line.utf8
        var caret = utf8.index(utf8.startIndex, offsetBy: max(column - 1, 0), limitedBy: utf8.endIndex) ?? utf8.endIndex
        // A column inside a character puts the caret under that character.
        while caret > utf8.startIndex, String.Index(caret, within: line) == nil { caret = utf8.index(before: caret) }
        let width = excerptWidth
        let half = width / 2
        let start = line.index(caret, offsetBy: -half, limitedBy: line.startIndex) ?? line.startIndex
        let end = line.index(start, offsetBy: width, limitedBy: line.endIndex) ?? line.endIndex
        let cutBefore = start > line.startIndex
        let cutAfter = end < line.endIndex
        if !cutBefore, !cutAfter {
            let whole = String(line).replacing("\r", with: "")
            return (whole, String(line[..<caret]))
        }
        let shown = (cutBefore ? "…" : "") + String(line[start..<end]).replacing("\r", with: "") + (cutAfter ? "…" : "")
        return (shown, (cutBefore ? " " : "") + String(line[start..<min(caret, end)]))
    }

    private func line(_ location: SourceLocation, _ severity: Severity, _ message: String) -> String {
        guard colored else { return "\(location): \(severity.rawValue): \(message)" }
        let color = switch severity {
        case .error: "\u{1B}[1;31m"
        case .warning: "\u{1B}[1;35m"
        case .note: "\u{1B}[1;30m"
        }
        return "\u{1B}[1m\(location): \(color)\(severity.rawValue):\u{1B}[0m\u{1B}[1m \(message)\u{1B}[0m"
    }
}
