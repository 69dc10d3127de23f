import NavigationModel

/// The outcome of an `expect EXPR` step.
public struct ExpectationOutcome: Hashable, Sendable {
    /// Whether the expression evaluated to `true`.
    public var holds: Bool
    /// The compared subject and its value (`path`, `[.purple]`) when the expression is a comparison.
    public var subjectText: String?
    public var subjectValue: Value?

    /// `expected path == [.pink], got path = [.purple]`, the scenario language's failure message.
    public func failureMessage(for expression: String) -> String {
        if let subjectText, let subjectValue {
            return "expected \(expression), got \(subjectText) = \(subjectValue)"
        }
        return "expected \(expression), got false"
    }
}
