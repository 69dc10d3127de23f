import Diagnostics
import Pages

/// A `scenario example=NAME` block, parsed and bound to its example.
public struct ScenarioBlock: Hashable, Sendable {
    /// The example it runs against (declared earlier on the page).
    public var example: String
    /// 1-based position among the scenarios of its example (`trace --scenario N`).
    public var index: Int
    public var title: String?
    /// The size class it starts at: `size=` of the block, else regular.
    public var initialSize: ScenarioStep.SizeClass
    /// The block's info string.
    public var location: SourceLocation
    public var script: ScenarioScript
    /// The block as Pages gives it, for the site.
    public var block: CodeBlock

    public init(
        example: String, index: Int, title: String?, initialSize: ScenarioStep.SizeClass,
        location: SourceLocation, script: ScenarioScript, block: CodeBlock
    ) {
        self.example = example
        self.index = index
        self.title = title
        self.initialSize = initialSize
        self.location = location
        self.script = script
        self.block = block
    }
}
