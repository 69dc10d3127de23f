import Diagnostics

/// Reads `TypeName`, `TypeName(label: value, _)` and trailing modifiers.
struct ViewPatternParser {
    let snippet: SwiftSnippet
    let bytes: [UInt8]
    let lexer: SwiftLineLexer

    init(_ snippet: SwiftSnippet) {
        self.snippet = snippet
        self.bytes = Array(snippet.text.utf8)
        self.lexer = SwiftLineLexer(bytes)
    }

    func parse() -> Result<ViewPattern, ViewPatternError> {
        var i = 0
        skipSpaces(&i)
        let nameStart = i
        guard let name = readQualifiedName(&i) else {
            return failure(nameStart, "expected a view pattern, as in 'ColorDetail(color: .pink)' or 'List'")
        }
        skipSpaces(&i)
        var arguments: [ViewPattern.Argument]?
        if i < bytes.count, bytes[i] == UInt8(ascii: "(") {
            guard let close = matchingParenthesis(from: i) else {
                return failure(i, "expected ')' to match this '('")
            }
            switch parseArguments(i + 1..<close) {
            case .success(let parsed): arguments = parsed
            case .failure(let error): return .failure(error)
            }
            i = close + 1
        }
        // Modifiers don't take part in matching: `.navigationTitle("x")` is skipped.
        while true {
            skipSpaces(&i)
            guard i < bytes.count else { break }
            guard bytes[i] == UInt8(ascii: "."), readQualifiedName(&i, skippingDot: true) != nil else {
                return failure(i, "unexpected text after the view pattern '\(text(nameStart..<i).trimmingTrailingSpaces)'")
            }
            skipSpaces(&i)
            if i < bytes.count, bytes[i] == UInt8(ascii: "(") {
                guard let close = matchingParenthesis(from: i) else { return failure(i, "expected ')' to match this '('") }
                i = close + 1
            }
        }
        return .success(ViewPattern(typeName: name, arguments: arguments, source: snippet))
    }

    private func parseArguments(_ range: Range<Int>) -> Result<[ViewPattern.Argument], ViewPatternError> {
        if bytes[range].allSatisfy(SwiftLineLexer.isSpace) { return .success([]) }
        var arguments: [ViewPattern.Argument] = []
        for part in lexer.splitTopLevel(range, at: UInt8(ascii: ",")) {
            var lower = part.lowerBound, upper = part.upperBound
            while lower < upper, SwiftLineLexer.isSpace(bytes[lower]) { lower += 1 }
            while upper > lower, SwiftLineLexer.isSpace(bytes[upper - 1]) { upper -= 1 }
            guard lower < upper else { return failure(part.lowerBound, "expected an argument") }
            var j = lower
            var label: String?
            if let word = readIdentifier(&j) {
                var k = j
                skipSpaces(&k)
                if k < upper, bytes[k] == UInt8(ascii: ":"), !(k + 1 < upper && bytes[k + 1] == UInt8(ascii: ":")) {
                    label = word
                    j = k + 1
                    skipSpaces(&j)
                } else {
                    j = lower
                }
            }
            guard j < upper else { return failure(j, "expected a value or '_' after '\(label ?? ""):'") }
            let valueText = text(j..<upper)
            let value = valueText == "_" ? nil : SwiftSnippet(text: valueText, location: snippet.location(atUTF8Offset: j))
            arguments.append(.init(label: label, value: value, location: snippet.location(atUTF8Offset: lower)))
        }
        return .success(arguments)
    }

    private func matchingParenthesis(from open: Int) -> Int? {
        var depth = 0
        var i = open
        while i < bytes.count {
            if lexer.stringDelimiterLength(at: i) != nil {
                guard let end = lexer.skipStringLiteral(at: i) else { return nil }
                i = end
                continue
            }
            switch bytes[i] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
                if depth == 0 { return bytes[i] == UInt8(ascii: ")") ? i : nil }
            default: break
            }
            i += 1
        }
        return nil
    }

    private func readQualifiedName(_ i: inout Int, skippingDot: Bool = false) -> String? {
        var j = i
        if skippingDot { j += 1 }
        guard var name = readIdentifier(&j) else { return nil }
        while j + 1 < bytes.count, bytes[j] == UInt8(ascii: "."), SwiftLineLexer.isIdentifierStart(bytes[j + 1]), !skippingDot {
            j += 1
            name += "." + (readIdentifier(&j) ?? "")
        }
        i = j
        return name
    }

    private func readIdentifier(_ i: inout Int) -> String? {
        guard i < bytes.count, SwiftLineLexer.isIdentifierStart(bytes[i]) else { return nil }
        let start = i
        while i < bytes.count, SwiftLineLexer.isIdentifierContinue(bytes[i]) { i += 1 }
        return text(start..<i)
    }

    private func skipSpaces(_ i: inout Int) {
        while i < bytes.count, SwiftLineLexer.isSpace(bytes[i]) { i += 1 }
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    private func failure<T>(_ offset: Int, _ message: String) -> Result<T, ViewPatternError> {
        .failure(ViewPatternError(diagnostic: .error("scenario.pattern", at: snippet.location(atUTF8Offset: offset), message)))
    }
}

private extension String {
    var trimmingTrailingSpaces: String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
