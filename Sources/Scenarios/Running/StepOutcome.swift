/// What happened to one step of a scenario, for traces and claims.
public enum StepOutcome: Hashable, Sendable, Codable {
    case passed
    /// The step failed; its diagnostics are in the run's.
    case failed
    /// An earlier action failed, the scenario could not run, or it did not parse.
    case notRun
}
