/// The verdict on one executable example and the scenarios run against it.
public struct ExampleReport: Hashable, Sendable, Codable {
    /// The `example=` name.
    public var name: String
    /// The info string of the example's first block.
    public var location: SourceLocation
    /// The example's own verdict: it parsed, lowered and rendered its initial
    /// screen without error (and its migration, if any, holds). Scenario failures
    /// don't change it; they are counted on the scenarios.
    public var status: CheckStatus
    /// The example's own diagnostics: static problems, evaluation of its launch
    /// screen, declaration warnings, migration differences.
    public var diagnostics: [Diagnostic]
    public var scenarios: [ScenarioReport]
    /// The `migrates=` example this one replaces, if any.
    public var migratesFrom: String?
    /// The engine that ran it (`interpreter`, `compiler`); nil in reports of tests that use neither.
    public var engine: EngineUsed?
    /// The interpreter's own limits the compiler made moot by running the example instead
    /// (`unsupported: 'while' loop`): not reported, but a `--verify` marker that expects one
    /// is met, since it documents a limit of the engine that did not run.
    public var supersededLimits: [Diagnostic]?

    public init(
        name: String,
        location: SourceLocation,
        status: CheckStatus,
        diagnostics: [Diagnostic] = [],
        scenarios: [ScenarioReport] = [],
        migratesFrom: String? = nil
    ) {
        self.name = name
        self.location = location
        self.status = status
        self.diagnostics = diagnostics
        self.scenarios = scenarios
        self.migratesFrom = migratesFrom
    }
}
