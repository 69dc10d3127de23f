/// A `switch` case or `if case` pattern.
indirect enum PatternIR: @unchecked Sendable {
    case wildcard
    case bind(slot: Int)
    case value(Expr)
    /// `.some(let x)` / `let x?`
    case optionalSome(PatternIR)
    case enumCase(name: String, payload: [PatternIR]?)
}
