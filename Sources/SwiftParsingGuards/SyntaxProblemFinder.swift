import SwiftSyntax

/// Finds syntax errors without the diagnostics module: missing tokens and unexpected text.
final class SyntaxProblemFinder: SyntaxVisitor {
    struct Problem {
        var offset: Int
        var message: String
    }

    private(set) var problems: [Problem] = []

    static func problems(in tree: SourceFileSyntax) -> [Problem] {
        guard tree.hasError else { return [] }
        let finder = SyntaxProblemFinder(viewMode: .all)
        finder.walk(tree)
        return finder.problems
    }

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        let text = node.trimmedDescription
        problems.append(Problem(offset: node.positionAfterSkippingLeadingTrivia.utf8Offset, message: "unexpected code '\(text.prefix(40))'"))
        return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if token.presence == .missing {
            let expected: String
            switch token.tokenKind {
            case .identifier: expected = "identifier"
            case .rightBrace: expected = "'}'"
            case .rightParen: expected = "')'"
            case .rightSquare: expected = "']'"
            case .leftBrace: expected = "'{'"
            default: expected = "'\(token.text)'"
            }
            // Consecutive missing tokens at one place are one problem, as the compiler reports them.
            let offset = token.position.utf8Offset
            if problems.last?.offset != offset {
                problems.append(Problem(offset: offset, message: "expected \(expected)"))
            }
        }
        return .visitChildren
    }

    override func visit(_ node: MissingExprSyntax) -> SyntaxVisitorContinueKind {
        problems.append(Problem(offset: node.position.utf8Offset, message: "expected expression"))
        return .skipChildren
    }
}
