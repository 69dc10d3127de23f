/// The formats `navdocs check --format` writes a report in.
public enum ReportFormat: String, Hashable, Sendable, Codable, CaseIterable {
    /// Compiler-style diagnostics and a summary, for people (the default).
    case text
    /// The versioned JSON schema of ``JSONReportRenderer``, for tools.
    case json
    /// JUnit XML, one testcase per example and per scenario, for CI test views.
    case junit
    /// GitHub Actions workflow commands, shown inline on pull requests.
    case github

    /// Renders `report` in this format. `colored` applies to `text` only; callers
    /// pass true only when writing to a terminal.
    public func render(_ report: CheckReport, colored: Bool = false) -> String {
        switch self {
        case .text: TextReportRenderer(colored: colored).render(report)
        case .json: JSONReportRenderer().render(report)
        case .junit: JUnitReportRenderer().render(report)
        case .github: GitHubReportRenderer().render(report)
        }
    }
}
