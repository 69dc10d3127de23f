/// An `expect` expression, compiled.
public struct StepExpression: @unchecked Sendable {
    /// The expression as written.
    public var text: String
    let function: FunctionIR
    /// The left operand of a comparison, for "got" messages (`got path = [.purple]`).
    public var subjectText: String?
    let subject: FunctionIR?
}
