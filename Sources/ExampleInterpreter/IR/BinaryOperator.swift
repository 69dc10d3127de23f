/// The arithmetic and comparison operators; `&&`, `||` and `??` are their own IR nodes (they short-circuit).
enum BinaryOperator: String, Sendable {
    case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
    case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
    /// Object identity.
    case identical = "===", notIdentical = "!=="
}
