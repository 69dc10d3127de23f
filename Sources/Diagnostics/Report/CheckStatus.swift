/// The verdict on one checked thing: an example, a scenario or a claim.
public enum CheckStatus: String, Hashable, Sendable, Codable, CaseIterable {
    /// Ran, and produced no error.
    case passed
    /// Ran (or failed to parse), and produced at least one error.
    case failed
    /// Did not run because something it depends on failed first (its example has
    /// errors, an earlier action of the scenario failed); explained by a note.
    case notRun
}
