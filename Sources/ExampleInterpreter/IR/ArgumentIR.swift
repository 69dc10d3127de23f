/// A lowered call argument: its label (or parameter name once aligned) and value.
struct ArgumentIR: @unchecked Sendable {
    var label: String?
    var value: Expr
    var offset: Int
    /// The argument's static type where lowering keeps it for the model: an argument of a
    /// type the example does not declare (`ColorGrid(colors: selection)`) shows with the
    /// type of what is passed (`Set<Color>`), even when it is empty.
    var type: StaticType = .unknown
}
