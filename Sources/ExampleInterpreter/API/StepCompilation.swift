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
