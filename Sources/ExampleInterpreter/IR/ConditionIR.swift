/// One clause of an `if` or `guard` condition list.
enum ConditionIR: @unchecked Sendable {
    case boolean(Expr)
    case optionalBinding(slot: Int, Expr)
    case available(minimumVersion: Int)
    case pattern(PatternIR, Expr)
}
