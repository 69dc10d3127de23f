import Diagnostics

/// A `claim "…"` line: a sentence of the page's prose and the steps that back it.
///
/// The group runs from the step after the claim up to the next claim or the end
/// of the block. A claim with no steps after it backs nothing; it is still looked
/// up in the prose.
public struct ScenarioClaim: Hashable, Sendable {
    /// The sentence, decoded from its Swift string literal.
    public var text: String
    /// The position of the `claim` word.
    public var location: SourceLocation
    /// The position of the string literal's opening quote: where "not found" points.
    public var textLocation: SourceLocation
    /// Indices into ``ScenarioScript/steps`` of the evidence.
    public var steps: Range<Int>

    public init(text: String, location: SourceLocation, textLocation: SourceLocation, steps: Range<Int>) {
        self.text = text
        self.location = location
        self.textLocation = textLocation
        self.steps = steps
    }
}
