/// The numbers a run's summary reports.
public struct CheckCounts: Hashable, Sendable, Codable {
    public var pages: Int
    public var examples: CheckTally
    public var scenarios: CheckTally
    public var claims: CheckTally
    /// How many examples each engine ran; empty when no example names its engine.
    public var examplesByEngine: [EngineUsed: Int] = [:]
    public var errors: Int
    public var warnings: Int

    public init(
        pages: Int = 0,
        examples: CheckTally = .init(),
        scenarios: CheckTally = .init(),
        claims: CheckTally = .init(),
        errors: Int = 0,
        warnings: Int = 0
    ) {
        self.pages = pages
        self.examples = examples
        self.scenarios = scenarios
        self.claims = claims
        self.errors = errors
        self.warnings = warnings
    }
}
