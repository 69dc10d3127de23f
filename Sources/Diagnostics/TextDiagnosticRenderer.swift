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
public struct TextDiagnosticRenderer: Sendable {
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
        return diagnostics.map { diagnostic in
            var lines = split[diagnostic.location.file]
            defer { if let lines { split[diagnostic.location.file] = lines } }
            return render(diagnostic, lines: &lines)
        }.joined(separator: "\n")
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
        let source = lines[location.line - 1].replacing("\r", with: "")
        // Columns count UTF-8 bytes; the caret is indented by the characters before
        // it, tabs kept so it lines up under a tab-indented line.
        let prefix = String(decoding: source.utf8.prefix(max(location.column - 1, 0)), as: UTF8.self)
        let indent = String(prefix.map { $0 == "\t" ? "\t" : " " })
        let caret = colored ? "\u{1B}[1;32m^\u{1B}[0m" : "^"
        return [String(source), indent + caret]
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
