/// Renders a report as GitHub Actions workflow commands, which the Actions UI
/// shows as annotations on the lines of a pull request:
/// `::error file=content/en/a.md,line=12,col=5::message`.
///
/// Errors and warnings become `::error` and `::warning`; notes (a diagnostic's
/// own notes and standalone ones) become `::notice` at their positions. The text
/// summary follows as plain lines, which the log shows as they are.
public struct GitHubReportRenderer: Sendable {
    public init() {}

    public func render(_ report: CheckReport) -> String {
        var lines: [String] = []
        for diagnostic in report.reportedDiagnostics {
            lines.append(command(diagnostic.severity, diagnostic.location, diagnostic.message))
            for note in diagnostic.notes {
                lines.append(command(.note, note.location, note.message))
            }
        }
        lines.append(TextReportRenderer().renderSummary(report))
        return lines.joined(separator: "\n") + "\n"
    }

    private func command(_ severity: Severity, _ location: SourceLocation, _ message: String) -> String {
        let name = switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
        return "::\(name) file=\(Self.escapeProperty(location.file)),line=\(location.line),col=\(location.column)::\(Self.escapeData(message))"
    }

    /// The escaping the Actions runner undoes in a command's message.
    static func escapeData(_ text: String) -> String {
        escape(text, [("%", "%25"), ("\r\n", "%0D%0A"), ("\r", "%0D"), ("\n", "%0A")])
    }

    /// Property values also escape the characters that separate properties.
    static func escapeProperty(_ text: String) -> String {
        escape(text, [("%", "%25"), ("\r\n", "%0D%0A"), ("\r", "%0D"), ("\n", "%0A"), (":", "%3A"), (",", "%2C")])
    }

    private static func escape(_ text: String, _ table: [(Character, String)]) -> String {
        var result = ""
        for character in text {
            if let replacement = table.first(where: { $0.0 == character })?.1 {
                result += replacement
            } else {
                result.append(character)
            }
        }
        return result
    }
}
