/// The verdict on one scenario block.
public struct ScenarioReport: Hashable, Sendable, Codable {
    /// 1-based position among the scenarios of its example, as `navdocs trace
    /// --scenario N` counts them.
    public var index: Int
    /// The `title=` of the block, if any.
    public var title: String?
    /// The position of the block's info string.
    public var location: SourceLocation
    public var status: CheckStatus
    /// The diagnostics reported at this scenario's steps (and its notes), in
    /// position order. Each diagnostic of a run belongs to exactly one report item.
    public var diagnostics: [Diagnostic]
    public var claims: [ClaimReport]
    /// The behaviour-catalog ids (N22) the navigation model applied while
    /// running this scenario, in catalog order (N2 before N10); empty when it did not run.
    public var exercised: [String]
    /// What the run verified (`iOS 17 · iPhone portrait (compact)`); nil when nothing ran.
    public var configuration: String?

    public init(
        index: Int,
        title: String? = nil,
        location: SourceLocation,
        status: CheckStatus,
        diagnostics: [Diagnostic] = [],
        claims: [ClaimReport] = [],
        exercised: [String] = [],
        configuration: String? = nil
    ) {
        self.index = index
        self.title = title
        self.location = location
        self.status = status
        self.diagnostics = diagnostics
        self.claims = claims
        self.exercised = exercised
        self.configuration = configuration
    }

    /// `scenario 2: Programmatic pushes`, or `scenario 2` without a title.
    public var displayName: String {
        title.map { "scenario \(index): \($0)" } ?? "scenario \(index)"
    }
}
