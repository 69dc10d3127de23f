import SwiftSyntax

/// Finds the highlighted runs of a parsed Swift file in one walk over its tokens.
///
/// The runs are the ones SwiftIDEUtils' `classifications` gives, mapped to
/// ``HighlightSpan/Style``: a token's style comes from its kind, except that an
/// identifier takes the style of the nearest enclosing place in the tree that gives
/// one (a type's name, an argument label, an `#if` condition, …), and an attribute's
/// name is shown whole as an attribute. SwiftIDEUtils finds those places by comparing
/// key paths for every child of every node, which costs more than parsing; here the
/// few node kinds that give a style note the byte range of the child they style, and
/// each identifier looks only at the innermost noted range around it.
final class SwiftSpanClassifier: SyntaxVisitor {
    /// A child whose identifiers are shown as `style`.
    private struct StyledRange {
        var start: Int
        var end: Int
        var style: HighlightSpan.Style
    }

    /// Adjacent runs of one style already merged, in source order.
    private(set) var spans: [HighlightSpan] = []
    /// The styled children around the current token, each inside the one before it.
    private var styledRanges: [StyledRange] = []
    /// The name of the attribute being visited (from after its leading trivia to
    /// before its trailing trivia), which is an attribute whatever its tokens are.
    private var attributeName: Range<Int>?
    private let source: UnsafeBufferPointer<UInt8>

    /// `source` is the UTF-8 text `tree` was parsed from; it is read only to tell
    /// trivia with a comment from whitespace without building the trivia pieces.
    static func spans(in tree: some SyntaxProtocol, source: UnsafeBufferPointer<UInt8>) -> [HighlightSpan] {
        let classifier = SwiftSpanClassifier(source: source)
        classifier.walk(tree)
        return classifier.spans
    }

    private init(source: UnsafeBufferPointer<UInt8>) {
        self.source = source
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Tokens

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        let start = token.position.utf8Offset
        let textStart = start + token.leadingTriviaLength.utf8Length
        let textEnd = textStart + token.trimmedLength.utf8Length
        let end = textEnd + token.trailingTriviaLength.utf8Length

        if let name = attributeName, textStart >= name.lowerBound, textEnd <= name.upperBound {
            // Inside an attribute's name even the trivia between its tokens is part of the name.
            if start >= name.lowerBound {
                add(.attribute, start, textStart)
            } else {
                addTrivia(token.leadingTrivia, from: start, to: textStart)
            }
            add(.attribute, textStart, textEnd)
            if end <= name.upperBound {
                add(.attribute, textEnd, end)
            } else {
                addTrivia(token.trailingTrivia, from: textEnd, to: end)
            }
            return .skipChildren
        }

        addTrivia(token.leadingTrivia, from: start, to: textStart)
        if let style = style(of: token, at: start) {
            add(style, textStart, textEnd)
        }
        addTrivia(token.trailingTrivia, from: textEnd, to: end)
        return .skipChildren
    }

    private func style(of token: TokenSyntax, at position: Int) -> HighlightSpan.Style? {
        switch token.tokenKind {
        case .identifier(let text):
            if let style = enclosingStyle(at: position) { return style }
            return Self.isEditorPlaceholder(text.utf8) ? .placeholder : nil
        case .keyword, .poundSourceLocation, .poundIf, .poundElseif, .poundElse, .poundEndif:
            return .keyword
        case .atSign:
            return .attribute
        case .binaryOperator, .prefixOperator, .postfixOperator, .colonColon:
            return .operator
        case .dollarIdentifier:
            return .dollarIdentifier
        case .integerLiteral, .floatLiteral:
            return .number
        case .stringQuote, .multilineStringQuote, .singleQuote, .stringSegment,
             .regexSlash, .regexLiteralPattern, .regexPoundDelimiter:
            return .string
        case .unknown(let text):
            // An unterminated string lexes as an unknown token that starts with its quote.
            return text.utf8.first == UInt8(ascii: "\"") ? .string : nil
        default:
            return nil
        }
    }

    /// `<#name#>`, compared as bytes like the lexer does (a `String` comparison would
    /// treat a combining mark after `#` as a different character).
    private static func isEditorPlaceholder(_ text: String.UTF8View) -> Bool {
        text.starts(with: "<#".utf8) && text.reversed().starts(with: ">#".utf8)
    }

    /// The style of the innermost styled child that holds the token at `position`.
    private func enclosingStyle(at position: Int) -> HighlightSpan.Style? {
        while let last = styledRanges.last, last.end <= position {
            styledRanges.removeLast()
        }
        for range in styledRanges.reversed() where range.start <= position {
            return range.style
        }
        return nil
    }

    /// Comments in trivia are highlighted; whitespace and other trivia are not.
    private func addTrivia(_ trivia: @autoclosure () -> Trivia, from start: Int, to end: Int) {
        guard start < end else { return }
        // Every comment starts with `/`; trivia without one needs no pieces built.
        guard source[start..<end].contains(UInt8(ascii: "/")) else { return }
        var offset = start
        for piece in trivia() {
            let length = piece.sourceLength.utf8Length
            switch piece {
            case .lineComment, .blockComment, .docLineComment, .docBlockComment:
                add(.comment, offset, offset + length)
            default:
                break
            }
            offset += length
        }
    }

    private func add(_ style: HighlightSpan.Style, _ start: Int, _ end: Int) {
        guard start < end else { return }
        if let last = spans.last, last.style == style, last.end == start {
            spans[spans.count - 1].end = end
        } else {
            spans.append(HighlightSpan(style: style, start: start, end: end))
        }
    }

    // MARK: Places that style their identifiers

    private func styleIdentifiers(in child: some SyntaxProtocol, as style: HighlightSpan.Style) {
        let start = child.position.utf8Offset
        while let last = styledRanges.last, last.end <= start {
            styledRanges.removeLast()
        }
        styledRanges.append(StyledRange(start: start, end: child.endPosition.utf8Offset, style: style))
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        // An attribute inside another attribute's name is part of that name.
        if let name = attributeName, node.position.utf8Offset >= name.lowerBound,
           node.position.utf8Offset < name.upperBound {
            return .visitChildren
        }
        let name = node.attributeName
        attributeName = name.positionAfterSkippingLeadingTrivia.utf8Offset..<name.endPositionBeforeTrailingTrivia.utf8Offset
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        styleIdentifiers(in: node.name, as: .type)
        return .visitChildren
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        styleIdentifiers(in: node.name, as: .type)
        return .visitChildren
    }

    override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
        if let label = node.label {
            styleIdentifiers(in: label, as: .argumentLabel)
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        styleIdentifiers(in: node.firstName, as: .argumentLabel)
        return .visitChildren
    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        styleIdentifiers(in: node.name, as: .attribute)
        return .visitChildren
    }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        // `#if os(iOS) && DEBUG`: the whole condition is part of the directive.
        if let condition = node.condition {
            styleIdentifiers(in: condition, as: .keyword)
        }
        return .visitChildren
    }

    override func visit(_ node: PlatformVersionSyntax) -> SyntaxVisitorContinueKind {
        styleIdentifiers(in: node.platform, as: .keyword)
        return .visitChildren
    }

    override func visit(_ node: PlatformVersionItemSyntax) -> SyntaxVisitorContinueKind {
        styleIdentifiers(in: node.platformVersion, as: .keyword)
        return .visitChildren
    }

    override func visit(_ node: OperatorDeclSyntax) -> SyntaxVisitorContinueKind {
        styleIdentifiers(in: node.name, as: .operator)
        return .visitChildren
    }

    override func visit(_ node: PrecedenceGroupAssociativitySyntax) -> SyntaxVisitorContinueKind {
        styleIdentifiers(in: node.associativityLabel, as: .keyword)
        return .visitChildren
    }

    override func visit(_ node: PrecedenceGroupRelationSyntax) -> SyntaxVisitorContinueKind {
        styleIdentifiers(in: node.higherThanOrLowerThanLabel, as: .keyword)
        return .visitChildren
    }
}
