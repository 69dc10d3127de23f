/// The verdict on one checked thing: an example, a scenario or a claim.
public enum CheckStatus: String, Hashable, Sendable, Codable, CaseIterable {
    /// Ran, and produced no error.
    case passed
    /// Ran (or failed to parse), and produced at least one error.
    case failed
    /// Did not run because something it depends on failed first (its example has
    /// errors, an earlier action of the scenario failed); explained by a note.
    case notRun
    /// navdocs cannot run it yet: its only errors are navdocs's own limits
    /// (``NavdocsLimitation``), not mistakes in the page. Still an error for the exit status.
    case cannotRun

    /// The status of something whose errors are `diagnostics`.
    public static func judging(_ diagnostics: [Diagnostic]) -> CheckStatus {
        let errors = diagnostics.filter { $0.severity == .error }
        if errors.isEmpty { return .passed }
        return errors.allSatisfy(\.isNavdocsLimitation) ? .cannotRun : .failed
    }
}
