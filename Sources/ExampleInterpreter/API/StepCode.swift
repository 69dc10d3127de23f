import Diagnostics
import NavigationModel

/// Swift code from a scenario step, compiled in the root view's scope.
///
/// `run` statements become a `CodeRef` the model performs; `expect` expressions
/// become a `StepExpression` evaluated against a state.
public struct StepCompilation<Compiled>: @unchecked Sendable {
    /// The compiled code, or `nil` when it has errors.
    public var compiled: Compiled?
    /// Problems at their positions inside the step's text.
    public var diagnostics: [Diagnostic]
}

/// An `expect` expression, compiled.
public struct StepExpression: @unchecked Sendable {
    /// The expression as written.
    public var text: String
    let function: FunctionIR
    /// The left operand of a comparison, for "got" messages (`got path = [.purple]`).
    public var subjectText: String?
    let subject: FunctionIR?
}

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
