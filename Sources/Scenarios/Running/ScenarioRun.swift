import Diagnostics
import NavigationModel

/// The outcome of running one scenario script.
public struct ScenarioRun: Hashable, Sendable, Codable {
    /// One outcome per step of the script, in order.
    public var stepOutcomes: [StepOutcome]
    /// The warnings each step logged (index-aligned with the steps), and those of
    /// the launch; the trace shows them.
    public var stepWarnings: [[RuntimeWarning]]
    public var launchWarnings: [RuntimeWarning]
    /// Errors, action warnings and notes of this scenario, sorted.
    public var diagnostics: [Diagnostic]
    /// One per claim of the script: where its text is in the prose, and its verdict.
    public var claims: [ClaimOutcome]
    /// Declaration warnings this scenario saw and did not consume, and those it
    /// consumed; the example reports the first kind once unless some scenario
    /// consumed it (see ``DeclarationWarningLedger``).
    public var unconsumedDeclarationWarnings: [RuntimeWarning]
    public var consumedDeclarationWarnings: [RuntimeWarning]
    /// The behaviour-catalog ids the model applied over all the steps, in catalog
    /// order (see ``ScenarioDriver/exercisedBehaviours``); empty when nothing ran.
    public var exercised: [BehaviourID] = []
    /// The model's trace of the run (the launch is step 0, then one step per
    /// script step); nil when nothing ran or the driver keeps none.
    public var trace: Trace?

    /// A claim's place in the prose (nil when not found or not looked up) and verdict.
    public struct ClaimOutcome: Hashable, Sendable, Codable {
        public var match: ClaimMatch?
        public var status: CheckStatus
    }

    /// Passed when nothing failed; failed on any error; not run when no step ran
    /// and there is no error (the example had errors of its own).
    public var status: CheckStatus {
        if diagnostics.contains(where: { $0.severity == .error }) { return .failed }
        if !stepOutcomes.isEmpty, stepOutcomes.allSatisfy({ $0 == .notRun }) { return .notRun }
        return .passed
    }

    /// The report entry for this run.
    public func report(index: Int, title: String?, location: SourceLocation, script: ScenarioScript) -> ScenarioReport {
        ScenarioReport(
            index: index, title: title, location: location, status: status, diagnostics: diagnostics,
            claims: zip(script.claims, claims).map { ClaimReport(text: $0.text, location: $0.location, status: $1.status) },
            exercised: exercised.map(\.description),
            configuration: trace.map { VerifiedConfiguration(platform: script.platform.map(\.platformVersion), trace: $0).description }
        )
    }
}
