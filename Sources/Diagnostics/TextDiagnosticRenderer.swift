/// Renders diagnostics the way swiftc and clang print them:
/// `path:line:col: error: message`, each note on its own line after it.
public struct TextDiagnosticRenderer: Sendable {
    /// ANSI colour for terminals; callers decide (a library reads no environment).
    public var colored: Bool

    public init(colored: Bool = false) {
        self.colored = colored
    }

    public func render(_ diagnostic: Diagnostic) -> String {
        var lines = [line(diagnostic.location, diagnostic.severity, diagnostic.message)]
        for note in diagnostic.notes {
            lines.append(line(note.location, .note, note.message))
        }
        return lines.joined(separator: "\n")
    }

    public func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(render).joined(separator: "\n")
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
