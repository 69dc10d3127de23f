@_spi(RawSyntax) @_spi(Testing) import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

/// Finds the highlighted runs of Swift from swift-syntax's lexer alone, without building a
/// syntax tree, for the code whose shape it recognises; for anything else it gives up and
/// the caller parses (``SwiftSpanClassifier``).
///
/// Most of a run's style comes from its token's kind, which the lexer gives. The rest
/// depends on the token's place in the tree: an identifier naming a type, an argument
/// label, an `#if` condition; a contextual keyword (`some`, `await`, `get`) that the parser
/// turns into a keyword; a keyword used as a name (`.default`, `for:`) that it turns into an
/// identifier; `<` and `>` around generic arguments. A small recursive-descent reading of
/// declarations, statements, expressions and types finds those places. It follows
/// swift-syntax's parser where the two could differ, and where it is not sure it stops
/// (``GiveUp``): every run it returns is the one the tree-based classifier gives, which
/// the differential tests check over every Swift sample the repository has.
struct LexedSpanClassifier {
    /// The code has a shape this reader does not follow; parse it instead.
    struct GiveUp: Error {}

    private struct Token {
        var kind: RawTokenKind
        var start: Int
        var textStart: Int
        var textEnd: Int
        var end: Int
        var isAtStartOfLine: Bool
        var text: SyntaxText
    }

    /// What the reader found a token to be, where that differs from what its kind says.
    private enum Mark: UInt8 {
        case fromKind, keyword, plain, type, argumentLabel, attribute
        /// `17.0` in `#available(iOS 17.0, *)`: the parser splits it into `17`, `.` and `0`.
        case versionNumber
    }

    private var tokens: [Token] = []
    private var marks: [Mark] = []
    private var position = 0
    private var depth = 0
    /// `>` still to be read from a `>>` token that closed an inner generic argument list.
    private var pendingClosingAngles = 0
    /// Reading ahead to decide between two readings: nothing is marked.
    private var isLookingAhead = false
    private let source: UnsafeBufferPointer<UInt8>

    /// Nesting deeper than this is left to the parser, which runs on a large stack.
    private static let maximumDepth = 48

    /// The runs of `source`, or nil when the code has a shape this reader does not follow.
    static func spans(in source: UnsafeBufferPointer<UInt8>) -> [HighlightSpan]? {
        guard let base = source.baseAddress, !source.isEmpty else { return [] }
        var reader = LexedSpanClassifier(source: source)
        do {
            try reader.lex(base)
            try reader.readFile()
        } catch {
            return nil
        }
        return reader.spans()
    }

    private init(source: UnsafeBufferPointer<UInt8>) {
        self.source = source
    }

    // MARK: Lexing

    private mutating func lex(_ base: UnsafePointer<UInt8>) throws {
        var tracker = LookaheadTracker()
        try withUnsafeMutablePointer(to: &tracker) { tracker in
            for lexeme in Lexer.tokenize(source, lookaheadTracker: tracker, experimentalFeatures: []) {
                // A lexer diagnostic means the parser may read the text differently.
                if lexeme.diagnostic != nil { throw GiveUp() }
                switch lexeme.rawTokenKind {
                case .unknown, .regexSlash, .regexLiteralPattern, .regexPoundDelimiter, .shebang:
                    throw GiveUp()
                default: break
                }
                let start = lexeme.wholeText.baseAddress.map { $0 - base } ?? source.count
                let textStart = start + lexeme.leadingTriviaText.count
                let textEnd = textStart + lexeme.tokenText.count
                tokens.append(Token(
                    kind: lexeme.rawTokenKind, start: start, textStart: textStart, textEnd: textEnd,
                    end: textEnd + lexeme.trailingTriviaText.count,
                    isAtStartOfLine: lexeme.flags.contains(.isAtStartOfLine), text: lexeme.tokenText
                ))
                if lexeme.rawTokenKind == .endOfFile { break }
            }
        }
        marks = Array(repeating: .fromKind, count: tokens.count)
    }

    // MARK: Token helpers

    private var token: Token { tokens[position] }
    private var kind: RawTokenKind { tokens[position].kind }
    private func peek(_ offset: Int = 1) -> Token {
        tokens[min(position + offset, tokens.count - 1)]
    }

    /// Whitespace or a comment between this token and the one before (trivia belongs to
    /// either side, so both are looked at).
    private var hasSpaceBefore: Bool { position > 0 && tokens[position].textStart > tokens[position - 1].textEnd }
    private var hasSpaceAfter: Bool { tokens[min(position + 1, tokens.count - 1)].textStart > token.textEnd }

    private func at(_ kind: RawTokenKind) -> Bool { tokens[position].kind == kind }
    private func atKeyword(_ text: SyntaxText) -> Bool { token.kind == .keyword && token.text == text }
    private func atIdentifier(_ text: SyntaxText) -> Bool { token.kind == .identifier && token.text == text }
    /// A name: an identifier, or a keyword the parser reads as one in this place.
    private var atName: Bool { kind == .identifier || kind == .keyword }

    private mutating func advance() {
        if position < tokens.count - 1 { position += 1 }
    }

    private mutating func mark(_ mark: Mark) {
        if !isLookingAhead { marks[position] = mark }
    }

    /// Code shown in documentation is often cut short: at the end of the file the parser
    /// supplies the missing closing tokens, and so does this reader.
    private mutating func expect(_ kind: RawTokenKind) throws {
        if at(.endOfFile), kind == .rightBrace || kind == .rightParen || kind == .rightSquare { return }
        guard at(kind) else { throw GiveUp() }
        advance()
    }

    private mutating func enter() throws {
        depth += 1
        if depth > Self.maximumDepth { throw GiveUp() }
    }

    private mutating func leave() { depth -= 1 }

    // MARK: Items

    private mutating func readFile() throws {
        try items()
        guard at(.endOfFile) else { throw GiveUp() }
    }

    /// Statements and declarations up to a `}`, an `#if` clause's end or the file's end.
    private mutating func items() throws {
        while true {
            switch kind {
            case .endOfFile, .rightBrace, .poundElseif, .poundElse, .poundEndif: return
            case .semicolon: advance(); continue
            default: break
            }
            let before = position
            try item()
            if position == before { throw GiveUp() }
        }
    }

    private mutating func item() throws {
        try enter()
        defer { leave() }
        switch kind {
        case .poundIf:
            try ifConfig { try $0.items() }
        case .atSign:
            try declaration()
        case .keyword:
            switch token.text {
            case "var", "let", "func", "init", "deinit", "subscript", "struct", "class", "enum", "protocol",
                 "extension", "typealias", "associatedtype", "import", "case", "private", "fileprivate",
                 "internal", "public", "static", "inout":
                try declaration()
            case "if": try ifStatement()
            case "guard": try guardStatement()
            case "while": advance(); try conditions(); try block()
            case "repeat": advance(); try block(); try expectKeyword("while"); try expression(trailingClosures: false)
            case "for": try forStatement()
            case "switch": try switchStatement()
            case "do": try doStatement()
            case "return", "throw": try returnStatement()
            case "defer": advance(); try block()
            case "break", "continue":
                advance()
                if at(.identifier) && !token.isAtStartOfLine { advance() }
            case "fallthrough": advance()
            default: try expression()
            }
        case .identifier:
            if isDeclarationStart() {
                try declaration()
            } else if peek().kind == .colon, peek(2).kind == .keyword {
                // A labelled statement (`outer: for`).
                throw GiveUp()
            } else {
                try expression()
            }
        default:
            try expression()
        }
    }

    /// Contextual modifiers (`override`, `nonisolated`, …) and `actor` start a declaration
    /// only when a declaration's keyword follows them.
    private func isDeclarationStart() -> Bool {
        var index = position
        while true {
            let token = tokens[index]
            if token.kind == .keyword {
                return Self.declarationKeywords.contains(token.text) || Self.keywordModifiers.contains(token.text)
            }
            guard token.kind == .identifier else { return false }
            if token.text == "actor" || token.text == "macro" {
                return tokens[index + 1].kind == .identifier
            }
            guard Self.contextualModifiers.contains(token.text) else { return false }
            index += 1
            if tokens[index].kind == .leftParen, tokens[index].textStart == tokens[index - 1].textEnd {
                // `unowned(safe)`, `nonisolated(unsafe)`
                guard tokens[index + 2].kind == .rightParen else { return false }
                index += 3
            }
        }
    }

    private static let declarationKeywords: Set<SyntaxText> = [
        "var", "let", "func", "init", "deinit", "subscript", "struct", "class", "enum", "protocol",
        "extension", "typealias", "associatedtype", "import", "case",
    ]
    private static let keywordModifiers: Set<SyntaxText> = ["private", "fileprivate", "internal", "public", "static", "class"]
    private static let contextualModifiers: Set<SyntaxText> = [
        "final", "override", "mutating", "nonmutating", "lazy", "weak", "unowned", "convenience", "required",
        "dynamic", "optional", "indirect", "nonisolated", "prefix", "postfix", "infix", "open", "package",
        "distributed", "consuming", "borrowing", "async", "isolated",
    ]

    // MARK: Declarations

    private mutating func declaration() throws {
        try attributes()
        try modifiers()
        guard kind == .keyword || atIdentifier("actor") else { throw GiveUp() }
        switch token.text {
        case "var", "let":
            advance()
            try bindings()
        case "func":
            advance()
            switch kind {
            case .identifier, .binaryOperator, .prefixOperator, .postfixOperator: advance()
            default: throw GiveUp()
            }
            try functionSignature(genericParametersAllowed: true)
            if at(.leftBrace) { try block() }
        case "init":
            advance()
            if at(.postfixQuestionMark) || at(.exclamationMark) { advance() }
            try functionSignature(genericParametersAllowed: true)
            if at(.leftBrace) { try block() }
        case "deinit":
            advance()
            if at(.leftBrace) { try block() }
        case "subscript":
            advance()
            try functionSignature(genericParametersAllowed: true)
            if at(.leftBrace) { try accessorsOrBody() }
        case "struct", "class", "enum", "protocol", "actor":
            let isProtocol = atKeyword("protocol")
            if kind == .identifier { mark(.keyword) }
            advance()
            guard at(.identifier) else { throw GiveUp() }
            advance()
            if isProtocol, at(.binaryOperator) || at(.prefixOperator) { throw GiveUp() }
            try genericParameters()
            try inheritance()
            try whereClause()
            try memberBlock()
        case "extension":
            advance()
            try type()
            try inheritance()
            try whereClause()
            try memberBlock()
        case "typealias":
            advance()
            try expectIdentifier()
            try genericParameters()
            guard at(.equal) else { throw GiveUp() }
            advance()
            try type()
            try whereClause()
        case "associatedtype":
            advance()
            try expectIdentifier()
            try inheritance()
            if at(.equal) { advance(); try type() }
            try whereClause()
        case "import":
            advance()
            if kind == .keyword { advance() }
            try expectIdentifier()
            while at(.period) {
                advance()
                try expectIdentifier()
            }
        case "case":
            advance()
            try enumCaseElements()
        default:
            throw GiveUp()
        }
    }

    /// `= value`, where one may follow.
    private mutating func initializer() throws {
        guard at(.equal) else { return }
        advance()
        try expression()
    }

    private mutating func expectIdentifier() throws {
        guard at(.identifier) else { throw GiveUp() }
        advance()
    }

    private mutating func expectKeyword(_ text: SyntaxText) throws {
        guard atKeyword(text) else { throw GiveUp() }
        advance()
    }

    /// `@State`, `@Environment(\.dismiss)`, `@MainActor`: the whole name is an attribute.
    private mutating func attributes() throws {
        while at(.atSign) {
            if hasSpaceAfter { throw GiveUp() }
            advance()
            guard at(.identifier), !hasSpaceBefore else { throw GiveUp() }
            let name = token.text
            mark(.attribute)
            advance()
            while at(.period), !hasSpaceBefore, !hasSpaceAfter, peek().kind == .identifier {
                mark(.attribute)
                advance()
                mark(.attribute)
                advance()
            }
            if token.kind.isOperator, token.text.first == UInt8(ascii: "<") { throw GiveUp() }
            if at(.leftParen), !token.isAtStartOfLine {
                // `@escaping (Int) -> Void`: after a space, parentheses are the attribute's
                // arguments only when a declaration or attribute follows them.
                if hasSpaceBefore {
                    var index = position
                    var depth = 0
                    repeat {
                        if tokens[index].kind == .leftParen { depth += 1 }
                        if tokens[index].kind == .rightParen { depth -= 1 }
                        if tokens[index].kind == .endOfFile { throw GiveUp() }
                        index += 1
                    } while depth > 0
                    let next = tokens[index]
                    if next.kind == .atSign || next.kind == .keyword || next.kind == .identifier { throw GiveUp() }
                    continue
                }
                // Compiler-known attributes parse their arguments in grammars of their own.
                guard let first = name.first,
                      first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"), name != "Sendable"
                else { throw GiveUp() }
                try argumentList(closing: .rightParen)
            }
        }
    }

    private mutating func modifiers() throws {
        while true {
            if kind == .keyword {
                guard Self.keywordModifiers.contains(token.text) else { return }
                // `class` is a modifier only before another declaration keyword.
                if token.text == "class", !(peek().kind == .keyword || peek().kind == .identifier && Self.contextualModifiers.contains(peek().text)) {
                    return
                }
                if token.text == "class", peek().kind == .identifier { return }
                advance()
            } else if kind == .identifier, Self.contextualModifiers.contains(token.text), isDeclarationStart() {
                mark(.keyword)
                advance()
            } else {
                return
            }
            if at(.leftParen), !hasSpaceBefore {
                advance()
                guard atName else { throw GiveUp() }
                mark(.plain)
                advance()
                try expect(.rightParen)
            }
        }
    }

    /// `x: Int = 1, y = 2`, `body: some View { … }`
    private mutating func bindings() throws {
        while true {
            try pattern()
            if at(.colon) {
                advance()
                try type()
            }
            try initializer()
            if at(.leftBrace) { try accessorsOrBody() }
            guard at(.comma) else { return }
            advance()
        }
    }

    /// A binding's pattern: a name, `_`, or a tuple of them.
    private mutating func pattern() throws {
        try enter()
        defer { leave() }
        switch kind {
        case .identifier, .wildcard: advance()
        case .keyword where token.text == "self": advance()
        case .leftParen:
            advance()
            while !at(.rightParen) && !at(.endOfFile) {
                if atName, peek().kind == .colon { throw GiveUp() }
                try pattern()
                guard at(.comma) else { break }
                advance()
            }
            try expect(.rightParen)
        default: throw GiveUp()
        }
    }

    private static let accessorNames: Set<SyntaxText> = ["get", "set", "willSet", "didSet", "_read", "_modify", "unsafeAddress", "unsafeMutableAddress"]

    /// `{ get set }`, `{ didSet { … } }`, or a getter's body.
    private mutating func accessorsOrBody() throws {
        let first = peek()
        let isAccessor = first.kind == .identifier
            && (Self.accessorNames.contains(first.text) || first.text == "mutating" || first.text == "nonmutating")
            || first.kind == .keyword && first.text == "init" || first.kind == .atSign
        guard isAccessor else { return try block() }
        if first.kind == .atSign {
            // `{ @Bindable var model = model … }` is a body; attributes on an accessor are left to the parser.
            var index = position + 1
            while tokens[index].kind == .atSign, tokens[index + 1].kind == .identifier {
                index += 2
                if tokens[index].kind == .leftParen { throw GiveUp() }
            }
            let next = tokens[index]
            if next.kind == .identifier && (Self.accessorNames.contains(next.text) || next.text == "mutating" || next.text == "nonmutating")
                || next.kind == .keyword && next.text == "init" {
                throw GiveUp()
            }
            return try block()
        }
        if first.kind == .keyword { throw GiveUp() }
        if first.text == "get", peek(2).kind == .leftParen { throw GiveUp() }
        advance()
        while !at(.rightBrace) && !at(.endOfFile) {
            if atIdentifier("mutating") || atIdentifier("nonmutating") {
                mark(.keyword)
                advance()
            }
            guard at(.identifier), Self.accessorNames.contains(token.text) else { throw GiveUp() }
            mark(.keyword)
            advance()
            if at(.leftParen) {
                advance()
                try expectIdentifier()
                try expect(.rightParen)
            }
            try effects()
            if at(.leftBrace) { try block() }
        }
        advance()
    }

    /// `<T>(_ x: T, label y: Int = 1) async throws -> T where T: P`
    private mutating func functionSignature(genericParametersAllowed: Bool) throws {
        if genericParametersAllowed { try genericParameters() }
        guard at(.leftParen) else { throw GiveUp() }
        advance()
        while !at(.rightParen) && !at(.endOfFile) {
            try attributes()
            guard atName || at(.wildcard) else { throw GiveUp() }
            if peek().kind == .colon {
                // One name: it is the argument label too.
                if kind != .wildcard { mark(.argumentLabel) }
                advance()
            } else {
                if kind != .wildcard { mark(.argumentLabel) }
                advance()
                guard atName || at(.wildcard) else { throw GiveUp() }
                if kind == .keyword { mark(.plain) }
                advance()
            }
            try expect(.colon)
            try type()
            if token.kind.isOperator, token.text == "..." { throw GiveUp() }
            try initializer()
            guard at(.comma) else { break }
            advance()
        }
        try expect(.rightParen)
        try effects()
        if at(.arrow) {
            advance()
            try type()
        }
        try whereClause()
    }

    /// `async`, `throws`, `throws(E)`, `rethrows`
    private mutating func effects() throws {
        while true {
            if atIdentifier("async") {
                mark(.keyword)
                advance()
            } else if atKeyword("throws") || atKeyword("rethrows") {
                advance()
                if at(.leftParen), !token.isAtStartOfLine {
                    advance()
                    try type()
                    try expect(.rightParen)
                }
            } else {
                return
            }
        }
    }

    private mutating func genericParameters() throws {
        guard token.kind.isOperator, token.text.first == UInt8(ascii: "<") else { return }
        guard token.text == "<" else { throw GiveUp() }
        mark(.plain)
        advance()
        while true {
            guard at(.identifier) else { throw GiveUp() }
            if token.text == "each" { throw GiveUp() }
            advance()
            if at(.colon) {
                advance()
                try type()
            }
            guard at(.comma) else { break }
            advance()
        }
        try closingAngle()
    }

    private mutating func inheritance() throws {
        guard at(.colon) else { return }
        advance()
        while true {
            if token.kind.isOperator, token.text == "~" { throw GiveUp() }
            try type()
            guard at(.comma) else { return }
            advance()
        }
    }

    private mutating func whereClause() throws {
        guard atKeyword("where") else { return }
        advance()
        while true {
            try type()
            if at(.colon) {
                advance()
                try type()
            } else if at(.binaryOperator), token.text == "==" {
                advance()
                try type()
            } else {
                throw GiveUp()
            }
            guard at(.comma) else { return }
            advance()
        }
    }

    private mutating func memberBlock() throws {
        if at(.endOfFile) { return }
        guard at(.leftBrace) else { throw GiveUp() }
        try block()
    }

    /// `case a, b(Int), c(label: String = "") = 1`: names and labels unstyled, types styled.
    private mutating func enumCaseElements() throws {
        while true {
            guard atName else { throw GiveUp() }
            if kind == .keyword { mark(.plain) }
            advance()
            if at(.leftParen) {
                advance()
                while !at(.rightParen) && !at(.endOfFile) {
                    if (atName || at(.wildcard)) && peek().kind == .colon {
                        if kind == .keyword { mark(.plain) }
                        advance()
                        advance()
                    } else if (atName || at(.wildcard)) && (peek().kind == .identifier || peek().kind == .wildcard) && peek(2).kind == .colon {
                        if kind == .keyword { throw GiveUp() }
                        advance()
                        advance()
                        advance()
                    }
                    try type()
                    try initializer()
                    guard at(.comma) else { break }
                    advance()
                }
                try expect(.rightParen)
            }
            try initializer()
            guard at(.comma) else { return }
            advance()
        }
    }

    // MARK: Statements

    private mutating func block() throws {
        try expect(.leftBrace)
        try items()
        try expect(.rightBrace)
    }

    private mutating func ifStatement() throws {
        advance()
        try conditions()
        try block()
        if atKeyword("else") {
            advance()
            if atKeyword("if") {
                try enter()
                defer { leave() }
                try ifStatement()
            } else {
                try block()
            }
        }
    }

    private mutating func guardStatement() throws {
        advance()
        try conditions()
        try expectKeyword("else")
        try block()
    }

    /// `let x = y, case .a(let b) = c, #available(iOS 17, *), x > 1`
    private mutating func conditions() throws {
        while true {
            if atKeyword("let") || atKeyword("var") {
                advance()
                try pattern()
                if at(.colon) {
                    advance()
                    try type()
                }
                if at(.equal) {
                    advance()
                    try expression(trailingClosures: false)
                }
            } else if atKeyword("case") {
                advance()
                try expression(trailingClosures: false, inPattern: true)
            } else if at(.poundAvailable) || at(.poundUnavailable) {
                try availability()
            } else {
                try expression(trailingClosures: false)
            }
            guard at(.comma) else { return }
            advance()
        }
    }

    /// `#available(iOS 17, macOS 14, *)`: platform names are keywords.
    private mutating func availability() throws {
        advance()
        guard at(.leftParen), !hasSpaceBefore else { throw GiveUp() }
        advance()
        while true {
            if at(.binaryOperator) || at(.prefixOperator) || at(.postfixOperator), token.text == "*" {
                advance()
            } else if at(.identifier) {
                mark(.keyword)
                advance()
                guard at(.integerLiteral) || at(.floatLiteral) else { throw GiveUp() }
                if at(.floatLiteral) {
                    guard token.text.allSatisfy({ $0 == UInt8(ascii: ".") || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) }) else {
                        throw GiveUp()
                    }
                    mark(.versionNumber)
                }
                advance()
                if at(.period) { throw GiveUp() }
            } else {
                throw GiveUp()
            }
            guard at(.comma) else { break }
            advance()
        }
        try expect(.rightParen)
    }

    private mutating func forStatement() throws {
        advance()
        if atKeyword("try") { advance() }
        if atIdentifier("await") {
            mark(.keyword)
            advance()
        }
        if atKeyword("case") {
            advance()
            try expression(trailingClosures: false, inPattern: true)
        } else {
            if atKeyword("let") || atKeyword("var") { advance() }
            try pattern()
            if at(.colon) {
                advance()
                try type()
            }
        }
        try expectKeyword("in")
        try expression(trailingClosures: false)
        if atKeyword("where") {
            advance()
            try expression(trailingClosures: false)
        }
        try block()
    }

    private mutating func switchStatement() throws {
        advance()
        try expression(trailingClosures: false)
        try expect(.leftBrace)
        while !at(.rightBrace) && !at(.endOfFile) {
            if at(.atSign), peek().kind == .identifier, peek().text == "unknown" {
                try attributes()
            }
            if atKeyword("case") {
                advance()
                while true {
                    try expression(trailingClosures: true, inPattern: true)
                    if atKeyword("where") {
                        advance()
                        try expression()
                    }
                    guard at(.comma) else { break }
                    advance()
                }
            } else if atKeyword("default") {
                advance()
            } else {
                throw GiveUp()
            }
            try expect(.colon)
            while !(at(.rightBrace) || atKeyword("case") || atKeyword("default") || at(.atSign) || at(.endOfFile)) {
                if at(.poundIf) || at(.poundElse) || at(.poundElseif) || at(.poundEndif) { throw GiveUp() }
                if at(.semicolon) { advance(); continue }
                let before = position
                try item()
                if position == before { throw GiveUp() }
            }
        }
        advance()
    }

    private mutating func doStatement() throws {
        advance()
        if atKeyword("throws") { throw GiveUp() }
        try block()
        while atKeyword("catch") {
            advance()
            if !at(.leftBrace) {
                try expression(trailingClosures: false, inPattern: true)
                if atKeyword("where") {
                    advance()
                    try expression(trailingClosures: false)
                }
            }
            try block()
        }
    }

    private mutating func returnStatement() throws {
        advance()
        switch kind {
        case .rightBrace, .semicolon, .endOfFile: return
        default: break
        }
        if token.isAtStartOfLine { throw GiveUp() }
        if atKeyword("case") || atKeyword("default") { throw GiveUp() }
        try expression()
    }

    /// `#if os(iOS) … #elseif … #else … #endif`: the condition's names are keywords.
    private mutating func ifConfig(_ body: (inout Self) throws -> Void) throws {
        advance()
        try ifConfigCondition()
        try body(&self)
        while at(.poundElseif) {
            advance()
            try ifConfigCondition()
            try body(&self)
        }
        if at(.poundElse) {
            advance()
            try body(&self)
        }
        try expect(.poundEndif)
    }

    /// The condition runs to the end of its line.
    private mutating func ifConfigCondition() throws {
        guard !token.isAtStartOfLine else { throw GiveUp() }
        while !token.isAtStartOfLine && !at(.endOfFile) {
            switch kind {
            case .identifier where peek().kind == .colon, .keyword where peek().kind == .colon:
                // `#if foo(label: 1)`: a label inside the condition is still a label.
                mark(.argumentLabel)
            case .identifier: mark(.keyword)
            case .keyword, .leftParen, .rightParen, .prefixOperator, .binaryOperator, .integerLiteral, .floatLiteral, .comma, .colon:
                break
            default: throw GiveUp()
            }
            advance()
        }
        if token.kind.isOperator && kind != .prefixOperator { throw GiveUp() }
    }

    // MARK: Expressions

    private mutating func expression(trailingClosures: Bool = true, inPattern: Bool = false) throws {
        try enter()
        defer { leave() }
        try unary(trailingClosures: trailingClosures, inPattern: inPattern)
        while true {
            switch kind {
            case .binaryOperator, .equal:
                if token.text == "->" { throw GiveUp() }
                advance()
                try unary(trailingClosures: trailingClosures, inPattern: inPattern)
            case .infixQuestionMark:
                advance()
                try expression(trailingClosures: trailingClosures, inPattern: inPattern)
                try expect(.colon)
                try unary(trailingClosures: trailingClosures, inPattern: inPattern)
            case .keyword where token.text == "as" || token.text == "is":
                advance()
                if at(.postfixQuestionMark) || at(.exclamationMark) { advance() }
                try type()
            case .arrow:
                throw GiveUp()
            default:
                return
            }
        }
    }

    private mutating func unary(trailingClosures: Bool, inPattern: Bool) throws {
        while true {
            if atKeyword("try") {
                advance()
                if at(.postfixQuestionMark) || at(.exclamationMark) { advance() }
            } else if atIdentifier("await") {
                mark(.keyword)
                advance()
            } else if at(.prefixOperator) || at(.prefixAmpersand) {
                advance()
            } else if at(.identifier), token.text == "consume" || token.text == "copy" || token.text == "each" || token.text == "discard" {
                throw GiveUp()
            } else {
                break
            }
        }
        try primary(trailingClosures: trailingClosures, inPattern: inPattern)
        try postfix(trailingClosures: trailingClosures, inPattern: inPattern)
    }

    private mutating func primary(trailingClosures: Bool, inPattern: Bool) throws {
        switch kind {
        case .identifier:
            advance()
            try genericArgumentsInExpression()
        case .dollarIdentifier, .integerLiteral, .floatLiteral, .wildcard:
            advance()
        case .keyword:
            switch token.text {
            case "self", "Self", "super", "nil", "true", "false", "init":
                advance()
            case "let" where inPattern, "var" where inPattern:
                advance()
                try primary(trailingClosures: trailingClosures, inPattern: inPattern)
            case "is" where inPattern:
                advance()
                try type()
            case "if":
                try ifStatement()
            case "switch":
                try switchStatement()
            default:
                throw GiveUp()
            }
        case .stringQuote, .multilineStringQuote, .rawStringPoundDelimiter:
            try stringLiteral()
        case .leftParen:
            try argumentList(closing: .rightParen, inPattern: inPattern)
        case .leftSquare:
            try collectionLiteral()
        case .leftBrace:
            try closure()
        case .period:
            advance()
            try memberName()
        case .backslash:
            try keyPath()
        case .pound:
            if hasSpaceAfter { throw GiveUp() }
            advance()
            guard at(.identifier), !hasSpaceBefore else { throw GiveUp() }
            advance()
            if token.kind.isOperator, token.text.first == UInt8(ascii: "<") { throw GiveUp() }
            if at(.leftParen), !token.isAtStartOfLine {
                if hasSpaceBefore { throw GiveUp() }
                try argumentList(closing: .rightParen)
            }
        default:
            throw GiveUp()
        }
    }

    /// After `.`: a member's name; keywords other than `self` and `init` are names here.
    private mutating func memberName() throws {
        switch kind {
        case .identifier:
            advance()
            try genericArgumentsInExpression()
        case .keyword:
            if token.text != "self" && token.text != "Self" && token.text != "init" { mark(.plain) }
            advance()
        case .integerLiteral:
            advance()
        default:
            throw GiveUp()
        }
    }

    private mutating func postfix(trailingClosures: Bool, inPattern: Bool) throws {
        while true {
            switch kind {
            case .period:
                advance()
                try memberName()
            case .postfixQuestionMark, .exclamationMark, .postfixOperator:
                advance()
            case .leftParen where !token.isAtStartOfLine:
                try argumentList(closing: .rightParen, inPattern: inPattern)
            case .leftSquare where !token.isAtStartOfLine:
                try argumentList(closing: .rightSquare, inPattern: inPattern)
            case .leftBrace where trailingClosures:
                if token.isAtStartOfLine { throw GiveUp() }
                try closure()
                // `} label: { … }`: the labels of further trailing closures are not styled.
                while atName, peek().kind == .colon, peek(2).kind == .leftBrace {
                    if kind == .keyword { mark(.plain) }
                    advance()
                    advance()
                    try closure()
                }
            case .poundIf where isPostfixIfConfig():
                try ifConfig { reader in
                    guard reader.at(.period) else { throw GiveUp() }
                    try reader.postfix(trailingClosures: true, inPattern: false)
                }
            default:
                return
            }
        }
    }

    /// An `#if` whose first clause goes on with `.member`: a modifier chosen at compile time.
    private func isPostfixIfConfig() -> Bool {
        var index = position + 1
        while index < tokens.count - 1, !tokens[index].isAtStartOfLine { index += 1 }
        return tokens[index].kind == .period
    }

    /// `f(label: x, y)`, `a[i]`, `(x: 1, 2)`: labels before `:` are argument labels.
    private mutating func argumentList(closing: RawTokenKind, inPattern: Bool = false) throws {
        try enter()
        defer { leave() }
        advance()
        while !at(closing) && !at(.endOfFile) {
            if atName || at(.wildcard), peek().kind == .colon {
                if kind != .wildcard { mark(.argumentLabel) }
                advance()
                advance()
            }
            if at(.comma) || at(closing) { throw GiveUp() }
            try expression(inPattern: inPattern)
            guard at(.comma) else { break }
            advance()
        }
        try expect(closing)
    }

    /// `[1, 2]`, `["a": 1]`, `[:]`
    private mutating func collectionLiteral() throws {
        try enter()
        defer { leave() }
        advance()
        if at(.colon) {
            advance()
            return try expect(.rightSquare)
        }
        while !at(.rightSquare) && !at(.endOfFile) {
            try expression()
            if at(.colon) {
                advance()
                try expression()
            }
            guard at(.comma) else { break }
            advance()
        }
        try expect(.rightSquare)
    }

    /// `{ [weak self] (a: Int, b) async throws -> T in … }`
    private mutating func closure() throws {
        try enter()
        defer { leave() }
        advance()
        if hasClosureSignature() {
            if at(.leftSquare) {
                advance()
                while !at(.rightSquare) && !at(.endOfFile) {
                    if atIdentifier("weak") || atIdentifier("unowned") {
                        mark(.keyword)
                        advance()
                        if at(.leftParen) { throw GiveUp() }
                    }
                    guard atName else { throw GiveUp() }
                    advance()
                    try initializer()
                    guard at(.comma) else { break }
                    advance()
                }
                try expect(.rightSquare)
            }
            if at(.leftParen) {
                advance()
                while !at(.rightParen) && !at(.endOfFile) {
                    guard atName || at(.wildcard) else { throw GiveUp() }
                    if kind == .keyword { throw GiveUp() }
                    advance()
                    if at(.identifier) || at(.wildcard) { advance() }
                    if at(.colon) {
                        advance()
                        try type()
                    }
                    guard at(.comma) else { break }
                    advance()
                }
                try expect(.rightParen)
            } else {
                while at(.identifier) || at(.wildcard) {
                    advance()
                    guard at(.comma) else { break }
                    advance()
                }
            }
            try effects()
            if at(.arrow) {
                advance()
                try type()
            }
            try expectKeyword("in")
        }
        try items()
        try expect(.rightBrace)
    }

    /// Whether the closure starts with a signature ending in `in`, read ahead without marking.
    private func hasClosureSignature() -> Bool {
        var index = position
        func skipBalanced(_ open: RawTokenKind, _ close: RawTokenKind) -> Bool {
            var depth = 0
            repeat {
                if tokens[index].kind == open { depth += 1 }
                if tokens[index].kind == close { depth -= 1 }
                if tokens[index].kind == .endOfFile { return false }
                index += 1
            } while depth > 0
            return true
        }
        if tokens[index].kind == .leftSquare, !skipBalanced(.leftSquare, .rightSquare) { return false }
        if tokens[index].kind == .leftParen {
            if !skipBalanced(.leftParen, .rightParen) { return false }
        } else {
            while tokens[index].kind == .identifier || tokens[index].kind == .wildcard {
                index += 1
                guard tokens[index].kind == .comma else { break }
                index += 1
            }
        }
        while tokens[index].kind == .identifier && tokens[index].text == "async"
            || tokens[index].kind == .keyword && (tokens[index].text == "throws" || tokens[index].text == "rethrows") {
            index += 1
        }
        if tokens[index].kind == .arrow {
            // The result type runs up to `in`; a brace first means this is not a signature.
            while !(tokens[index].kind == .keyword && tokens[index].text == "in") {
                switch tokens[index].kind {
                case .leftBrace, .rightBrace, .endOfFile: return false
                default: index += 1
                }
            }
        }
        return tokens[index].kind == .keyword && tokens[index].text == "in"
    }

    /// `"a \(b, format: c) d"`: an interpolation holds arguments, labels styled.
    private mutating func stringLiteral() throws {
        if at(.rawStringPoundDelimiter) { advance() }
        // The parser moves a multiline string's indentation into trivia; that is left to it.
        guard at(.stringQuote) else { throw GiveUp() }
        let quote = kind
        advance()
        while true {
            switch kind {
            case .stringSegment:
                advance()
            case .backslash:
                advance()
                if at(.rawStringPoundDelimiter) { advance() }
                guard at(.leftParen) else { throw GiveUp() }
                try argumentList(closing: .rightParen)
            case quote:
                advance()
                if at(.rawStringPoundDelimiter) { advance() }
                return
            default:
                throw GiveUp()
            }
        }
    }

    /// `\Item.date`, `\.self`: a root type is styled as a type.
    private mutating func keyPath() throws {
        if hasSpaceAfter { throw GiveUp() }
        advance()
        if at(.identifier) {
            mark(.type)
            advance()
            if token.kind.isOperator, token.text.first == UInt8(ascii: "<") { throw GiveUp() }
        }
        while true {
            if at(.period) {
                advance()
                try memberName()
            } else if at(.postfixQuestionMark) || at(.exclamationMark) {
                advance()
            } else if at(.leftSquare), !token.isAtStartOfLine {
                try argumentList(closing: .rightSquare)
            } else {
                return
            }
        }
    }

    /// `Set<String>()`: after a name, `<` opens generic arguments when what follows reads as
    /// types and a closing `>` followed by a token that ends them (swift-syntax's
    /// `canParseAsGenericArgumentList`).
    private mutating func genericArgumentsInExpression() throws {
        guard token.kind.isOperator, token.text.first == UInt8(ascii: "<") else { return }
        guard token.text == "<" else { throw GiveUp() }
        guard canReadGenericArguments() else { return }
        try genericArguments()
    }

    /// Reads ahead: generic arguments, then a token that can follow them. `a < b` is not.
    private mutating func canReadGenericArguments() -> Bool {
        let start = position
        let wasLookingAhead = isLookingAhead
        isLookingAhead = true
        defer {
            position = start
            isLookingAhead = wasLookingAhead
            pendingClosingAngles = 0
        }
        do {
            try genericArguments()
        } catch {
            return false
        }
        return pendingClosingAngles == 0 && isGenericDisambiguatingToken()
    }

    private func isGenericDisambiguatingToken() -> Bool {
        switch kind {
        case .rightParen, .rightSquare, .leftBrace, .rightBrace, .period, .comma, .semicolon, .endOfFile,
             .exclamationMark, .postfixQuestionMark, .colon:
            return true
        case .binaryOperator: return token.text == "&"
        case .leftParen, .leftSquare: return !token.isAtStartOfLine
        default: return false
        }
    }

    private mutating func genericArguments() throws {
        mark(.plain)
        advance()
        while true {
            try type()
            guard at(.comma) else { break }
            advance()
        }
        try closingAngle()
    }

    /// A `>` closing generic arguments or parameters, also the halves of `>>`.
    private mutating func closingAngle() throws {
        if pendingClosingAngles > 0 {
            pendingClosingAngles -= 1
            if pendingClosingAngles == 0 { advance() }
            return
        }
        guard token.kind.isOperator, !token.text.isEmpty, token.text.allSatisfy({ $0 == UInt8(ascii: ">") }) else {
            throw GiveUp()
        }
        mark(.plain)
        if token.text.count > 1 {
            pendingClosingAngles = token.text.count - 1
        } else {
            advance()
        }
    }

    // MARK: Types

    private mutating func type() throws {
        try enter()
        defer { leave() }
        try attributes()
        while at(.identifier), Self.typeSpecifiers.contains(token.text) || token.text == "some" || token.text == "any" {
            mark(.keyword)
            advance()
        }
        if atKeyword("inout") { advance() }
        if at(.identifier), token.text == "each" || token.text == "repeat" { throw GiveUp() }
        try simpleOrTupleType()
        while true {
            switch kind {
            case .postfixQuestionMark, .exclamationMark:
                if pendingClosingAngles > 0 { return }
                advance()
            case .period:
                if pendingClosingAngles > 0 { return }
                advance()
                guard at(.identifier) else { throw GiveUp() }
                mark(token.text == "Type" || token.text == "Protocol" ? .keyword : .type)
                advance()
                try genericArgumentsInType()
            case .binaryOperator where token.text == "&":
                if pendingClosingAngles > 0 { return }
                advance()
                try simpleOrTupleType()
            default:
                return
            }
        }
    }

    private static let typeSpecifiers: Set<SyntaxText> = ["borrowing", "consuming", "sending", "isolated", "__owned", "__shared"]

    private mutating func simpleOrTupleType() throws {
        switch kind {
        case .identifier:
            mark(.type)
            advance()
            try genericArgumentsInType()
        case .keyword where token.text == "Self" || token.text == "Any":
            advance()
        case .wildcard:
            advance()
        case .leftSquare:
            advance()
            try type()
            if at(.colon) {
                advance()
                try type()
            }
            try expect(.rightSquare)
        case .leftParen:
            advance()
            while !at(.rightParen) && !at(.endOfFile) {
                if (atName || at(.wildcard)) && peek().kind == .colon {
                    if kind == .keyword { throw GiveUp() }
                    advance()
                    advance()
                } else if (atName || at(.wildcard)) && (peek().kind == .identifier || peek().kind == .wildcard) && peek(2).kind == .colon {
                    if kind == .keyword || peek().kind == .keyword { throw GiveUp() }
                    advance()
                    advance()
                    advance()
                }
                try type()
                if token.kind.isOperator, token.text == "..." { throw GiveUp() }
                guard at(.comma) else { break }
                advance()
            }
            try expect(.rightParen)
            if atIdentifier("async") || atKeyword("throws") || atKeyword("rethrows") {
                try effects()
                guard at(.arrow) else { throw GiveUp() }
            }
            if at(.arrow) {
                advance()
                try type()
            }
        default:
            throw GiveUp()
        }
    }

    private mutating func genericArgumentsInType() throws {
        guard token.kind.isOperator, token.text.first == UInt8(ascii: "<"), !hasSpaceBefore else { return }
        guard token.text == "<" else { throw GiveUp() }
        try genericArguments()
    }

    // MARK: Runs

    private func spans() -> [HighlightSpan] {
        var spans: [HighlightSpan] = []
        spans.reserveCapacity(tokens.count)
        func add(_ style: HighlightSpan.Style, _ start: Int, _ end: Int) {
            guard start < end else { return }
            if let last = spans.last, last.style == style, last.end == start {
                spans[spans.count - 1].end = end
            } else {
                spans.append(HighlightSpan(style: style, start: start, end: end))
            }
        }
        func addComments(from start: Int, to end: Int, position: TriviaPosition) {
            guard start < end, source[start..<end].contains(UInt8(ascii: "/")) else { return }
            let text = SyntaxText(baseAddress: source.baseAddress! + start, count: end - start)
            var offset = start
            for piece in TriviaParser.parseTrivia(text, position: position) {
                let length = piece.byteLength
                switch piece {
                case .lineComment, .blockComment, .docLineComment, .docBlockComment:
                    add(.comment, offset, offset + length)
                default:
                    break
                }
                offset += length
            }
        }
        for (index, token) in tokens.enumerated() {
            addComments(from: token.start, to: token.textStart, position: .leading)
            if marks[index] == .versionNumber {
                var runStart = token.textStart
                for offset in token.textStart...token.textEnd where offset == token.textEnd || source[offset] == UInt8(ascii: ".") {
                    add(.number, runStart, offset)
                    runStart = offset + 1
                }
            } else if let style = style(of: token, marked: marks[index]) {
                add(style, token.textStart, token.textEnd)
            }
            addComments(from: token.textEnd, to: token.end, position: .trailing)
        }
        return spans
    }

    private func style(of token: Token, marked: Mark) -> HighlightSpan.Style? {
        switch marked {
        case .keyword: return .keyword
        case .type: return .type
        case .argumentLabel: return .argumentLabel
        case .attribute: return .attribute
        case .versionNumber:
            return .number
        case .plain:
            return token.kind == .identifier && SwiftSpanClassifier.isEditorPlaceholder(token.text) ? .placeholder : nil
        case .fromKind:
            return SwiftSpanClassifier.style(ofKind: token.kind, text: token.text)
        }
    }
}

private extension RawTokenKind {
    var isOperator: Bool {
        switch self {
        case .binaryOperator, .prefixOperator, .postfixOperator: true
        default: false
        }
    }
}
