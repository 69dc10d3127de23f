import SwiftParser
import SwiftSyntax

/// Parses Swift code with the limits that keep swift-syntax's parser, the operator
/// folder and lowering fast and within the stack.
///
/// - Directly nested `[`: swift-syntax's parser (603) looks ahead at every `[` to
///   see whether a collection or inline-array type starts there, and that
///   lookahead tries each nested `[` twice, so its cost doubles per level (20
///   levels take seconds, 24 unclosed ones minutes) and it is not bounded by the
///   parser's nesting level (3,000 of them overflow the stack). That is upstream;
///   we stop before the parser with our own limit.
/// - Nesting of brackets and braces: the parser's own `maximumNestingLevel`,
///   reported when it is reached.
/// - Operators in one sequence: the folder recurses once per right-associative
///   operator (`?:`, `??`, `=`) and lowering and evaluation once per operator.
struct GuardedParser {
    static let maximumNestingLevel = 256
    static let maximumBracketNesting = 12
    /// Brackets, parentheses and braces open at once. swift-syntax's error recovery
    /// looks ahead through every open one, at a cost that grows with the cube of
    /// their number when many are left unclosed (160 took 14 s); real view code
    /// nests a dozen or two.
    static let maximumOpenBrackets = 64
    static let maximumOperators = 512

    struct Problem {
        var offset: Int
        var message: String
        /// `interpreter.syntax` for the code's own mistakes; a limit of navdocs has its own id
        /// (see `NavdocsLimitation`), so the example reads "cannot run yet", not "failed".
        var id = "interpreter.syntax"
    }

    /// The parsed tree (its offsets shifted by `base`) and the problems found; a
    /// tree is returned only when the parser ran.
    static func parse(_ text: String, base: Int = 0) -> (tree: SourceFileSyntax?, problems: [Problem]) {
        if let problem = bracketNestingProblem(in: text) {
            return (nil, [Problem(offset: base + problem.offset, message: problem.message, id: problem.id)])
        }
        var parser = Parser(text, maximumNestingLevel: maximumNestingLevel)
        var tree = SourceFileSyntax.parse(from: &parser)
        if base > 0 {
            // Trivia stores a run of spaces as a count: shifting every position costs nothing.
            tree.leadingTrivia = .spaces(base) + tree.leadingTrivia
        }
        if tree.hasMaximumNestingLevelOverflow {
            let finder = NestingOverflowFinder(viewMode: .all)
            finder.walk(tree)
            let offset = finder.offset ?? base
            return (tree, [Problem(
                offset: offset, message: "code nested too deeply (more than \(maximumNestingLevel) levels of brackets and braces)",
                id: "interpreter.tooDeep"
            )])
        }
        var problems = SyntaxProblemFinder.problems(in: tree).map { Problem(offset: $0.offset, message: $0.message) }
        let sequences = LongSequenceFinder(viewMode: .sourceAccurate)
        sequences.walk(tree)
        problems += sequences.problems
        return (tree, problems)
    }

    /// The first `[` nested more than ``maximumBracketNesting`` levels inside other
    /// `[`s, or the first bracket of any kind past ``maximumOpenBrackets`` open ones,
    /// outside comments and string literals. A linear scan of the bytes.
    static func bracketNestingProblem(in text: String) -> Problem? {
        // Most code has too few brackets in all to pass either limit, wherever they
        // are; counting them is much cheaper than the scan (every highlighted block
        // of a site comes through here).
        var squareBrackets = 0
        var openings = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "["): squareBrackets += 1; openings += 1
            case UInt8(ascii: "("), UInt8(ascii: "{"): openings += 1
            default: break
            }
        }
        guard squareBrackets > maximumBracketNesting || openings > maximumOpenBrackets else { return nil }
        let bytes = Array(text.utf8)
        var depth = 0
        var open = 0
        /// For each open string literal: the `[` depth of the code around it, and
        /// the parentheses open in its current interpolation (nil outside one).
        var literals: [(hashes: Int, multiline: Bool, interpolationParens: Int?)] = []
        var i = 0
        func at(_ j: Int, _ literal: String) -> Bool {
            var k = j
            for byte in literal.utf8 {
                guard k < bytes.count, bytes[k] == byte else { return false }
                k += 1
            }
            return true
        }
        while i < bytes.count {
            let byte = bytes[i]
            if let open = literals.last, open.interpolationParens == nil {
                // Inside a literal's text.
                if byte == UInt8(ascii: "\\") {
                    var j = i + 1
                    var hashes = 0
                    while j < bytes.count, bytes[j] == UInt8(ascii: "#"), hashes < open.hashes { hashes += 1; j += 1 }
                    if hashes == open.hashes, j < bytes.count, bytes[j] == UInt8(ascii: "(") {
                        literals[literals.count - 1].interpolationParens = 1
                        i = j + 1
                        continue
                    }
                    i = j + (hashes == open.hashes ? 1 : 0)
                    continue
                }
                if byte == UInt8(ascii: "\"") {
                    let quotes = open.multiline ? 3 : 1
                    var j = i
                    while j < bytes.count, j - i < quotes, bytes[j] == UInt8(ascii: "\"") { j += 1 }
                    var hashes = 0
                    while j < bytes.count, bytes[j] == UInt8(ascii: "#"), hashes < open.hashes { hashes += 1; j += 1 }
                    if j - i - hashes == quotes, hashes == open.hashes {
                        literals.removeLast()
                        i = j
                        continue
                    }
                }
                if byte == UInt8(ascii: "\n"), !open.multiline { literals.removeLast() }
                i += 1
                continue
            }
            // Code (top level or inside an interpolation).
            if byte == UInt8(ascii: "/"), at(i, "//") {
                while i < bytes.count, bytes[i] != UInt8(ascii: "\n") { i += 1 }
                continue
            }
            if byte == UInt8(ascii: "/"), at(i, "/*") {
                var nesting = 0
                while i < bytes.count {
                    if at(i, "/*") { nesting += 1; i += 2 } else if at(i, "*/") { nesting -= 1; i += 2; if nesting == 0 { break } } else { i += 1 }
                }
                continue
            }
            if byte == UInt8(ascii: "#") || byte == UInt8(ascii: "\"") {
                var j = i
                while j < bytes.count, bytes[j] == UInt8(ascii: "#") { j += 1 }
                if j < bytes.count, bytes[j] == UInt8(ascii: "\"") {
                    let multiline = at(j, "\"\"\"")
                    literals.append((hashes: j - i, multiline: multiline, interpolationParens: nil))
                    i = j + (multiline ? 3 : 1)
                    continue
                }
                i = max(j, i + 1)
                continue
            }
            var closesInterpolation = false
            if let parens = literals.last?.interpolationParens {
                if byte == UInt8(ascii: "(") { literals[literals.count - 1].interpolationParens = parens + 1 }
                if byte == UInt8(ascii: ")") {
                    literals[literals.count - 1].interpolationParens = parens == 1 ? nil : parens - 1
                    closesInterpolation = parens == 1
                }
            }
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                open += 1
                if open > maximumOpenBrackets {
                    return Problem(
                        offset: i,
                        message: "code nested too deeply (more than \(maximumOpenBrackets) brackets, parentheses and braces open at once)",
                        id: "interpreter.tooDeep"
                    )
                }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if !closesInterpolation { open = max(open - 1, 0) }
            default:
                break
            }
            if byte == UInt8(ascii: "[") {
                depth += 1
                if depth > maximumBracketNesting {
                    return Problem(
                        offset: i, message: "brackets nested too deeply (more than \(maximumBracketNesting) levels of '[')",
                        id: "interpreter.tooDeep"
                    )
                }
            } else if byte == UInt8(ascii: "]") {
                depth = max(depth - 1, 0)
            }
            i += 1
        }
        return nil
    }
}

/// Finds where the parser stopped at its nesting limit.
private final class NestingOverflowFinder: SyntaxVisitor {
    var offset: Int?

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        if offset == nil, node.hasMaximumNestingLevelOverflow { offset = node.positionAfterSkippingLeadingTrivia.utf8Offset }
        return .skipChildren
    }
}

/// Finds operator sequences longer than ``GuardedParser/maximumOperators``.
private final class LongSequenceFinder: SyntaxVisitor {
    var problems: [GuardedParser.Problem] = []

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        // A sequence alternates operands and operators.
        let operators = node.elements.count / 2
        if operators > GuardedParser.maximumOperators {
            problems.append(.init(
                offset: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                message: "expression too long (more than \(GuardedParser.maximumOperators) operators); break it up into distinct sub-expressions",
                id: "interpreter.tooLong"
            ))
            return .skipChildren
        }
        return .visitChildren
    }
}
