/// One `case` (or `default`) of a `switch`: its patterns, `where` clause and body.
struct SwitchCaseIR: @unchecked Sendable {
    var patterns: [PatternIR]
    var guardExpression: Expr?
    var body: [Stmt]
}
