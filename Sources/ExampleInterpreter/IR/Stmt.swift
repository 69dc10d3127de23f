/// A lowered statement. In a view builder, expression statements contribute views.
indirect enum Stmt: @unchecked Sendable {
    case expression(Expr, offset: Int)
    case declare(slot: Int, Expr?)
    case ifStatement([ConditionIR], then: [Stmt], else: [Stmt]?)
    case guardStatement([ConditionIR], else: [Stmt])
    case switchStatement(Expr, [SwitchCaseIR])
    case forIn(slot: Int, sequence: Expr, body: [Stmt], offset: Int)
    case returnStatement(Expr?)
    case breakStatement
    case continueStatement
    /// `throw e`: unwinds to the nearest `do`/`catch` or `try?` as `EvaluationError.thrown`.
    case throwStatement(Expr, offset: Int)
    /// `do { } catch { }`: the error lands in `errorSlot` (`error` in the catch body).
    case doCatch(body: [Stmt], errorSlot: Int, catchBody: [Stmt]?)
    case invalid
}
