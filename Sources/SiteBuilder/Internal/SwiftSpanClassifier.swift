@_spi(RawSyntax) import SwiftSyntax

/// Finds the highlighted runs of a parsed Swift file in one walk over its raw tree.
///
/// The runs are the ones SwiftIDEUtils' `classifications` gives, mapped to
/// ``HighlightSpan/Style``: a token's style comes from its kind, except that an
/// identifier takes the style of the nearest enclosing place in the tree that gives
/// one (a type's name, an argument label, an `#if` condition, …), and an attribute's
/// name is shown whole as an attribute. SwiftIDEUtils finds those places by comparing
/// key paths for every child of every node, which costs more than parsing; here the
/// few node kinds that give a style note the byte range of the child they style, and
/// each identifier looks only at the innermost noted range around it.
///
/// The walk reads swift-syntax's raw nodes (its `RawSyntax` interface), not `Syntax`
/// values: making a `Syntax` for every node cost a third of highlighting a page.
struct SwiftSpanClassifier {
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
    /// The name of the attribute being walked (from after its leading trivia to before
    /// its trailing trivia), which is an attribute whatever its tokens are.
    private var attributeName: Range<Int>?
    private let source: UnsafeBufferPointer<UInt8>

    /// `source` is the UTF-8 text `tree` was parsed from; it is read only to tell
    /// trivia with a comment from whitespace without building the trivia pieces.
    static func spans(in tree: some SyntaxProtocol, source: UnsafeBufferPointer<UInt8>) -> [HighlightSpan] {
        var classifier = SwiftSpanClassifier(source: source)
        classifier.walk(tree.raw, at: tree.position.utf8Offset)
        return classifier.spans
    }

    private init(source: UnsafeBufferPointer<UInt8>) {
        self.source = source
    }

    // MARK: The walk

    private mutating func walk(_ node: RawSyntax, at start: Int) {
        if let token = node.tokenView {
            // Missing tokens have no text, and the source-accurate tree has none of them.
            if token.presence == .present { visit(token, at: start) }
            return
        }
        guard let layout = node.layoutView else { return }
        let children = layout.children
        if let (index, style) = Self.styledChild[node.kind], index < children.count, let child = children[index] {
            styleIdentifiers(from: start + Self.offset(ofChild: index, in: children), length: child.byteLength, as: style)
        }
        if node.kind == .attribute { enterAttribute(children, at: start) }
        var offset = start
        for child in children {
            guard let child else { continue }
            walk(child, at: offset)
            offset += child.byteLength
        }
    }

    // MARK: Tokens

    private mutating func visit(_ token: RawSyntaxTokenView, at start: Int) {
        let textStart = start + token.leadingTriviaByteLength
        let textEnd = textStart + token.textByteLength
        let end = textEnd + token.trailingTriviaByteLength

        if let name = attributeName, textStart >= name.lowerBound, textEnd <= name.upperBound {
            // Inside an attribute's name even the trivia between its tokens is part of the name.
            if start >= name.lowerBound {
                add(.attribute, start, textStart)
            } else {
                addTrivia(token, leading: true, from: start, to: textStart)
            }
            add(.attribute, textStart, textEnd)
            if end <= name.upperBound {
                add(.attribute, textEnd, end)
            } else {
                addTrivia(token, leading: false, from: textEnd, to: end)
            }
            return
        }

        addTrivia(token, leading: true, from: start, to: textStart)
        if let style = style(of: token, at: start) {
            add(style, textStart, textEnd)
        }
        addTrivia(token, leading: false, from: textEnd, to: end)
    }

    private mutating func style(of token: RawSyntaxTokenView, at position: Int) -> HighlightSpan.Style? {
        if token.rawKind == .identifier, let style = enclosingStyle(at: position) { return style }
        return Self.style(ofKind: token.rawKind, text: token.rawText)
    }

    /// The style a token's kind gives it, outside any place in the tree that styles it
    /// (``LexedSpanClassifier`` shares it).
    static func style(ofKind kind: RawTokenKind, text: SyntaxText) -> HighlightSpan.Style? {
        switch kind {
        case .identifier:
            return isEditorPlaceholder(text) ? .placeholder : nil
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
        case .unknown:
            // An unterminated string lexes as an unknown token that starts with its quote.
            return text.first == UInt8(ascii: "\"") ? .string : nil
        default:
            return nil
        }
    }

    /// `<#name#>`, compared as bytes like the lexer does (a `String` comparison would
    /// treat a combining mark after `#` as a different character).
    static func isEditorPlaceholder(_ text: SyntaxText) -> Bool {
        text.count >= 4 && text.hasPrefix("<#") && text.hasSuffix("#>")
    }

    /// The style of the innermost styled child that holds the token at `position`.
    private mutating func enclosingStyle(at position: Int) -> HighlightSpan.Style? {
        while let last = styledRanges.last, last.end <= position {
            styledRanges.removeLast()
        }
        for range in styledRanges.reversed() where range.start <= position {
            return range.style
        }
        return nil
    }

    /// Comments in trivia are highlighted; whitespace and other trivia are not.
    private mutating func addTrivia(_ token: RawSyntaxTokenView, leading: Bool, from start: Int, to end: Int) {
        guard start < end else { return }
        // Every comment starts with `/`; trivia without one needs no pieces built.
        guard source[start..<end].contains(UInt8(ascii: "/")) else { return }
        var offset = start
        for piece in leading ? token.leadingRawTriviaPieces : token.trailingRawTriviaPieces {
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

    private mutating func add(_ style: HighlightSpan.Style, _ start: Int, _ end: Int) {
        guard start < end else { return }
        if let last = spans.last, last.style == style, last.end == start {
            spans[spans.count - 1].end = end
        } else {
            spans.append(HighlightSpan(style: style, start: start, end: end))
        }
    }

    // MARK: Places that style their identifiers

    private mutating func styleIdentifiers(from start: Int, length: Int, as style: HighlightSpan.Style) {
        while let last = styledRanges.last, last.end <= start {
            styledRanges.removeLast()
        }
        styledRanges.append(StyledRange(start: start, end: start + length, style: style))
    }

    private mutating func enterAttribute(_ children: RawSyntaxBuffer, at start: Int) {
        // An attribute inside another attribute's name is part of that name.
        if let name = attributeName, start >= name.lowerBound, start < name.upperBound { return }
        let index = Self.attributeNameIndex
        guard index < children.count, let name = children[index] else { return }
        let nameStart = start + Self.offset(ofChild: index, in: children)
        attributeName = (nameStart + name.leadingTriviaByteLength)..<(nameStart + name.byteLength - name.trailingTriviaByteLength)
    }

    /// Where child `index` starts, counted from its parent's start.
    private static func offset(ofChild index: Int, in children: RawSyntaxBuffer) -> Int {
        var offset = 0
        for position in 0..<index { offset += children[position]?.byteLength ?? 0 }
        return offset
    }

    /// The child of each node kind that styles its identifiers, by its index in the node's
    /// layout (found through the key path, so a new swift-syntax layout cannot shift it).
    private static let styledChild: [SyntaxKind: (index: Int, style: HighlightSpan.Style)] = [
        .identifierType: (index(of: \IdentifierTypeSyntax.name), .type),
        .memberType: (index(of: \MemberTypeSyntax.name), .type),
        .labeledExpr: (index(of: \LabeledExprSyntax.label), .argumentLabel),
        .functionParameter: (index(of: \FunctionParameterSyntax.firstName), .argumentLabel),
        .declModifier: (index(of: \DeclModifierSyntax.name), .attribute),
        // `#if os(iOS) && DEBUG`: the whole condition is part of the directive.
        .ifConfigClause: (index(of: \IfConfigClauseSyntax.condition), .keyword),
        .platformVersion: (index(of: \PlatformVersionSyntax.platform), .keyword),
        .platformVersionItem: (index(of: \PlatformVersionItemSyntax.platformVersion), .keyword),
        .operatorDecl: (index(of: \OperatorDeclSyntax.name), .operator),
        .precedenceGroupAssociativity: (index(of: \PrecedenceGroupAssociativitySyntax.associativityLabel), .keyword),
        .precedenceGroupRelation: (index(of: \PrecedenceGroupRelationSyntax.higherThanOrLowerThanLabel), .keyword),
    ]

    private static let attributeNameIndex = index(of: \AttributeSyntax.attributeName)

    private static func index<Node: SyntaxProtocol>(of keyPath: AnyKeyPath & Sendable, in node: Node.Type = Node.self) -> Int {
        guard case .layout(let keyPaths) = Node.structure, let index = keyPaths.firstIndex(where: { $0 == keyPath }) else {
            preconditionFailure("\(Node.self) has no child \(keyPath)")
        }
        return index
    }

    private static func index<Node: SyntaxProtocol, Child>(of keyPath: KeyPath<Node, Child> & Sendable) -> Int {
        index(of: keyPath, in: Node.self)
    }
}
