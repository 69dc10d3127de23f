/// A lowered call argument: its label (or parameter name once aligned) and value.
struct ArgumentIR: @unchecked Sendable {
    var label: String?
    var value: Expr
    var offset: Int
}
