/// Renders a report for people: diagnostics in the compiler's format, then a summary.
///
/// The summary's first line is `N passed, N failed` for scenarios (a scenario
/// that could not run counts as failed: what it states is not verified); the
/// second line names what was counted:
///
/// ```
/// 12 passed, 1 failed
/// 3 pages; scenarios: 13 (1 not run); examples: 9 (1 failed); engines: interpreter 7, compiler 2; claims: 4 (1 failed); 3 errors, 1 warning
/// verify: 23 of 23 markers met; 0 unexpected diagnostics
/// ```
///
/// `engines:` counts the examples each engine ran (`--engine auto` may use both); it is left
/// out when no example names its engine. The `verify:` line appears only with `--verify`, whose diagnostics are then the
/// verification failures rather than the (expected) diagnostics of the pages.
public struct TextReportRenderer: Sendable {
    public var colored: Bool
    /// The pages' text by path: each diagnostic then shows its source line and a caret.
    public var sources: [String: String]

    public init(colored: Bool = false, sources: [String: String] = [:]) {
        self.colored = colored
        self.sources = sources
    }

    /// Diagnostics, then the summary; every line ends with a newline.
    public func render(_ report: CheckReport) -> String {
        let diagnostics = renderDiagnostics(report)
        return (diagnostics.isEmpty ? "" : diagnostics + "\n") + renderSummary(report) + "\n"
    }

    /// The reported diagnostics with their notes, one per line, no final newline.
    public func renderDiagnostics(_ report: CheckReport) -> String {
        TextDiagnosticRenderer(colored: colored, sources: sources).render(report.reportedDiagnostics)
    }

    /// The summary lines, no final newline.
    public func renderSummary(_ report: CheckReport) -> String {
        let counts = report.counts
        let failed = counts.scenarios.failed + counts.scenarios.notRun
        var lines = [
            paint("\(counts.scenarios.passed) passed", counts.scenarios.passed > 0 ? .green : nil)
                + ", " + paint("\(failed) failed", failed > 0 ? .red : nil),
        ]
        var details = [Self.plural(counts.pages, "page")]
        details.append("scenarios: \(counts.scenarios.total)" + Self.qualifier(notRun: counts.scenarios.notRun))
        details.append("examples: \(counts.examples.total)" + Self.qualifier(
            failed: counts.examples.failed, notRun: counts.examples.notRun, cannotRun: counts.examples.cannotRun
        ))
        if !counts.examplesByEngine.isEmpty {
            details.append("engines: " + EngineUsed.allCases.compactMap { engine in
                counts.examplesByEngine[engine].map { "\(engine.rawValue) \($0)" }
            }.joined(separator: ", "))
        }
        details.append("claims: \(counts.claims.total)" + Self.qualifier(failed: counts.claims.failed, notRun: counts.claims.notRun))
        details.append(Self.plural(counts.errors, "error") + ", " + Self.plural(counts.warnings, "warning"))
        lines.append(details.joined(separator: "; "))
        if let verification = report.verification {
            lines.append("verify: \(verification.metMarkerCount) of \(verification.markerCount) markers met; "
                + Self.plural(verification.unexpectedCount, "unexpected diagnostic")
                + (verification.passed ? "" : "; " + paint("failed", .red)))
        }
        return lines.joined(separator: "\n")
    }

    private enum Colour: String {
        case red = "\u{1B}[1;31m"
        case green = "\u{1B}[1;32m"
    }

    private func paint(_ text: String, _ colour: Colour?) -> String {
        guard colored, let colour else { return text }
        return colour.rawValue + text + "\u{1B}[0m"
    }

    static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    private static func qualifier(failed: Int = 0, notRun: Int, cannotRun: Int = 0) -> String {
        var parts: [String] = []
        if failed > 0 { parts.append("\(failed) failed") }
        if notRun > 0 { parts.append("\(notRun) not run") }
        if cannotRun > 0 { parts.append("\(cannotRun) navdocs cannot run yet") }
        return parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")"
    }
}
