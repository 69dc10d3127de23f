/// An `expect` expression, compiled.
public struct StepExpression: @unchecked Sendable {
    /// The expression as written.
    public var text: String
    let function: FunctionIR
    /// The left operand of a comparison, for "got" messages (`got path = [.purple]`).
    public var subjectText: String?
    let subject: FunctionIR?
    /// The type of the value the expression is compared with (a pattern's argument): an
    /// empty collection takes its element type from it, as the screen's value has it.
    var comparedType: StaticType = .unknown
}
