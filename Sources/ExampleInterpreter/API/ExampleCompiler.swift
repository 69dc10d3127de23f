import Diagnostics
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// Compiles the Swift code of one example: parse, fold operators, lower once.
public enum ExampleCompiler {
    /// Parses and lowers an example, reporting every static problem once, at its page position.
    static func lowerWithLowerer(_ source: ExampleSource) -> (program: (LoweredProgram, Lowerer)?, map: SourceMap, diagnostics: [Diagnostic]) {
        let map = SourceMap(blocks: source.blocks)
        var diagnostics: [Diagnostic] = []
        if source.blocks.allSatisfy({ $0.code.allSatisfy(\.isWhitespace) }) {
            diagnostics.append(.error("interpreter.emptyExample", at: source.declaration, "example '\(source.name)' is empty"))
            return (nil, map, diagnostics)
        }
        let parsed = Parser.parse(source: map.text)
        for problem in SyntaxProblemFinder.problems(in: parsed) {
            diagnostics.append(.error("interpreter.syntax", at: map.location(ofOffset: problem.offset), problem.message))
        }
        var foldProblems: [(Int, String)] = []
        let folded = OperatorTable.standardOperators.foldAll(parsed) { error in
            switch error {
            case .missingOperator(let name, let node):
                foldProblems.append((node.positionAfterSkippingLeadingTrivia.utf8Offset, "cannot find operator '\(name)' in scope"))
            case .incomparableOperators(_, _, let rightOperator, _):
                foldProblems.append((rightOperator.positionAfterSkippingLeadingTrivia.utf8Offset, "adjacent operators are in non-associative precedence groups"))
            default:
                foldProblems.append((0, "operator error"))
            }
        }
        for (offset, message) in foldProblems {
            diagnostics.append(.error("interpreter.operators", at: map.location(ofOffset: offset), message))
        }
        guard diagnostics.isEmpty, let file = folded.as(SourceFileSyntax.self) else { return (nil, map, diagnostics) }
        let lowerer = Lowerer()
        let program = lowerer.lowerProgram(file, rootName: source.rootType, rootProblemOffset: -1)
        for problem in lowerer.problems {
            let location = problem.offset < 0 ? source.declaration : map.location(ofOffset: problem.offset)
            diagnostics.append(.error(problem.id, at: location, problem.message))
        }
        return ((program, lowerer), map, diagnostics)
    }
}
