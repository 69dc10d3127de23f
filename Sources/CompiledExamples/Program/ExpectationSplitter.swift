import SwiftOperators
import SwiftParser
import SwiftSyntax

/// The two sides of an `expect` comparison (`path == [.pink]`): a failed expectation shows
/// the left side's value, as the interpreter's does (`got path = [.purple]`).
public enum ExpectationSplitter {
    static let comparisons: Set<String> = ["==", "!=", "<", "<=", ">", ">="]

    /// The left and right sides' text when the expression is a comparison at its top level.
    public static func split(_ text: String) -> (subject: String, other: String)? {
        let file = Parser.parse(source: text)
        guard file.statements.count == 1, let item = file.statements.first else { return nil }
        let expression: ExprSyntax
        switch item.item {
        case .expr(let expr): expression = expr
        case .stmt(let statement):
            guard let expr = statement.as(ExpressionStmtSyntax.self)?.expression else { return nil }
            expression = expr
        case .decl: return nil
        }
        let folded = OperatorTable.standardOperators.foldAll(expression) { _ in }
        guard let infix = folded.as(InfixOperatorExprSyntax.self),
              let operation = infix.operator.as(BinaryOperatorExprSyntax.self),
              comparisons.contains(operation.operator.text) else { return nil }
        return (infix.leftOperand.trimmedDescription, infix.rightOperand.trimmedDescription)
    }
}
