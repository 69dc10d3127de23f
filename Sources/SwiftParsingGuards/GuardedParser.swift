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
/// - Runs of `#`: the lexer tries a regex literal (`#/…/#`) at each `#` of a run,
///   reading on through the rest of it, so a run costs the square of its length
///   (10,000 took 73 s in a debug build).
/// - Nested `#if`: the parser looks ahead through every `#if` still open at each one
///   (2,000 unclosed took 23 s).
/// - Runs of operator characters: the lexer reads a run as one operator, and where
///   the parser splits one off (the `>` closing each of nested generic types) it
///   reads the rest again, so a run costs the square of its length (2,000 `>`: 10 s).
/// - Nested generic types: the parser's nesting level does not count `<`, and each
///   level costs a few hundred microseconds in a debug build and deep recursion.
/// - Size: parsing, lowering and highlighting are linear, but a debug build parses
///   about 100 KB a second, so an example's code has a size limit too.
package struct GuardedParser {
    static let maximumNestingLevel = 256
    static let maximumBracketNesting = 12
    /// `#` in a row outside comments and string literals (a raw string's delimiter is one such run).
    static let maximumPoundRun = 64
    /// `#if` blocks open at once.
    static let maximumConditionalNesting = 16
    /// Operator characters in a row outside comments and string literals.
    static let maximumOperatorRun = 64
    /// Generic argument clauses open at once, as the scan before parsing sees them: a `<`
    /// right after a name and right before a type (`Array<Int>`, `A<[B]>`, `A<(B) -> C>`),
    /// closed by a `>` that is not part of `->`. A `;` or a brace ends them all, so a
    /// comparison written without spaces (`a<B`) cannot add up.
    static let maximumGenericNesting = 64
    /// The UTF-8 bytes of code one parse takes (an example's blocks together, a highlighted block).
    static let maximumSourceBytes = 200_000

    /// The bytes an operator is made of (and `.`, which operators may contain).
    static func isOperatorByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "%"),
             UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"),
             UInt8(ascii: "?"), UInt8(ascii: "/"), UInt8(ascii: "."):
            return true
        default:
            return false
        }
    }
    /// Brackets, parentheses and braces open at once. swift-syntax's error recovery
    /// looks ahead through every open one, at a cost that grows with the cube of
    /// their number when many are left unclosed (160 took 14 s); real view code
    /// nests a dozen or two.
    static let maximumOpenBrackets = 64
    static let maximumOperators = 512

    package struct Problem {
        package var offset: Int
        package var message: String
        /// `interpreter.syntax` for the code's own mistakes; a limit of navdocs has its own id
        /// (see `NavdocsLimitation`), so the example reads "cannot run yet", not "failed".
        package var id = "interpreter.syntax"
    }

    /// The parsed tree (its offsets shifted by `base`) and the problems found; a
    /// tree is returned only when the parser ran.
    package static func parse(_ text: String, base: Int = 0) -> (tree: SourceFileSyntax?, problems: [Problem]) {
        if let problem = preParseProblem(in: text) {
            return (nil, [Problem(offset: base + problem.offset, message: problem.message, id: problem.id)])
        }
        var tree = parsedTree(text)
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

    /// swift-syntax's parse of `text` at the nesting level checks use; call it only once
    /// ``preParseProblem(in:)`` found nothing.
    static func parsedTree(_ text: String) -> SourceFileSyntax {
        var parser = Parser(text, maximumNestingLevel: maximumNestingLevel)
        return SourceFileSyntax.parse(from: &parser)
    }

    /// The first place past a limit checked before parsing, outside comments and string
    /// literals: a `[` nested more than ``maximumBracketNesting`` levels inside other
    /// `[`s, a bracket of any kind past ``maximumOpenBrackets`` open ones, a run of more
    /// than ``maximumPoundRun`` `#`, or an `#if` past ``maximumConditionalNesting`` open
    /// ones. A linear scan of the bytes.
    /// Per byte, what the first count of ``preParseProblem(in:)`` counts it as: 1 `[`,
    /// 2 an opening bracket (`[`, `(`, `{`), 4 `#`, 8 `<`, 16 an operator byte.
    private static let byteClasses: [UInt8] = (0...255).map { value in
        let byte = UInt8(value)
        var byteClass: UInt8 = 0
        if byte == UInt8(ascii: "[") { byteClass |= 1 }
        if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: "{") { byteClass |= 2 }
        if byte == UInt8(ascii: "#") { byteClass |= 4 }
        if byte == UInt8(ascii: "<") { byteClass |= 8 }
        if isOperatorByte(byte) { byteClass |= 16 }
        return byteClass
    }

    static func preParseProblem(in text: String) -> Problem? {
        if text.utf8.count > maximumSourceBytes {
            return Problem(
                offset: maximumSourceBytes, message: "code too long (more than \(maximumSourceBytes) bytes in one example)", id: "interpreter.tooLong"
            )
        }
        // Most code has too few brackets and `#` in all to pass any limit, wherever they
        // are; counting them is much cheaper than the scan (every highlighted block
        // of a site comes through here).
        var contiguous = text
        // Over the contiguous bytes (iterating a `String.UTF8View` cost several times more),
        // with one look-up in ``byteClasses`` per byte and no branch on what it found.
        let (squareBrackets, openings, pounds, angles, longestOperatorRun) = contiguous.withUTF8 { bytes in
            byteClasses.withUnsafeBufferPointer { classes in
                var squareBrackets = 0
                var openings = 0
                var pounds = 0
                var angles = 0
                var operatorRun = 0
                var longestOperatorRun = 0
                for byte in bytes {
                    let byteClass = Int(classes[Int(byte)])
                    squareBrackets &+= byteClass & 1
                    openings &+= (byteClass >> 1) & 1
                    pounds &+= (byteClass >> 2) & 1
                    angles &+= (byteClass >> 3) & 1
                    // All ones after an operator byte, zero after any other: the run goes on or restarts.
                    operatorRun = (operatorRun &+ 1) & (0 &- ((byteClass >> 4) & 1))
                    longestOperatorRun = max(longestOperatorRun, operatorRun)
                }
                return (squareBrackets, openings, pounds, angles, longestOperatorRun)
            }
        }
        guard squareBrackets > maximumBracketNesting || openings > maximumOpenBrackets || pounds > maximumConditionalNesting
            || longestOperatorRun > maximumOperatorRun || angles > maximumGenericNesting else {
            return nil
        }
        var operatorRun = 0
        var operatorRunStart = 0
        var genericClauses = 0
        func isNameByte(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        }
        let bytes = Array(text.utf8)
        var depth = 0
        var open = 0
        var conditionals = 0
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
        /// Whether the word `name` (a directive after its `#`) starts at `j` and ends there.
        func directive(_ name: String, at j: Int) -> Bool {
            guard at(j, name) else { return false }
            let end = j + name.utf8.count
            guard end < bytes.count else { return true }
            let next = bytes[end]
            return !(next == UInt8(ascii: "_") || (next >= UInt8(ascii: "a") && next <= UInt8(ascii: "z"))
                || (next >= UInt8(ascii: "A") && next <= UInt8(ascii: "Z")) || (next >= UInt8(ascii: "0") && next <= UInt8(ascii: "9")))
        }
        while i < bytes.count {
            let byte = bytes[i]
            if let open = literals.last, open.interpolationParens == nil {
                // Inside a literal's text.
                operatorRun = 0
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
            if isOperatorByte(byte), !at(i, "//"), !at(i, "/*") {
                if operatorRun == 0 { operatorRunStart = i }
                operatorRun += 1
                if operatorRun > maximumOperatorRun {
                    return Problem(
                        offset: operatorRunStart,
                        message: "more than \(maximumOperatorRun) operator characters in a row (such as the '>' closing nested generic types)",
                        id: "interpreter.tooLong"
                    )
                }
            } else {
                operatorRun = 0
            }
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
                if j - i > maximumPoundRun {
                    return Problem(
                        offset: i, message: "too many '#' in a row (more than \(maximumPoundRun))", id: "interpreter.tooLong"
                    )
                }
                if j - i == 1, directive("if", at: j) {
                    conditionals += 1
                    if conditionals > maximumConditionalNesting {
                        return Problem(
                            offset: i, message: "'#if' nested too deeply (more than \(maximumConditionalNesting) open at once)",
                            id: "interpreter.tooDeep"
                        )
                    }
                } else if j - i == 1, directive("endif", at: j) {
                    conditionals = max(conditionals - 1, 0)
                }
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
            case UInt8(ascii: "<"):
                if i > 0, isNameByte(bytes[i - 1]), i + 1 < bytes.count,
                   (bytes[i + 1] >= UInt8(ascii: "A") && bytes[i + 1] <= UInt8(ascii: "Z")) || bytes[i + 1] == UInt8(ascii: "[")
                    || bytes[i + 1] == UInt8(ascii: "(") {
                    genericClauses += 1
                    if genericClauses > maximumGenericNesting {
                        return Problem(
                            offset: i, message: "generic types nested too deeply (more than \(maximumGenericNesting) levels of '<')",
                            id: "interpreter.tooDeep"
                        )
                    }
                }
            case UInt8(ascii: ">"):
                if i == 0 || bytes[i - 1] != UInt8(ascii: "-") { genericClauses = max(genericClauses - 1, 0) }
            case UInt8(ascii: ";"):
                genericClauses = 0
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                if byte == UInt8(ascii: "{") { genericClauses = 0 }
                open += 1
                if open > maximumOpenBrackets {
                    return Problem(
                        offset: i,
                        message: "code nested too deeply (more than \(maximumOpenBrackets) brackets, parentheses and braces open at once)",
                        id: "interpreter.tooDeep"
                    )
                }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if byte == UInt8(ascii: "}") { genericClauses = 0 }
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
