/// One clause of an `if`, `guard` or `while` condition list.
enum ConditionIR: @unchecked Sendable {
    case boolean(Expr)
    case optionalBinding(slot: Int, Expr)
    case available(minimumVersion: Int)
    case pattern(PatternIR, Expr)
}
