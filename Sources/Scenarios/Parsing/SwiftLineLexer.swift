/// Lexical scanning of one line of Swift-like text, byte by byte.
///
/// Scenario lines mix step words with Swift string literals and Swift code, and
/// `//` starts a comment only outside string literals. This scanner knows just
/// enough Swift to tell those apart: string literals (with escapes, interpolation
/// and `#` raw delimiters), `/* */` comments and brackets. Offsets are UTF-8 byte
/// offsets into the line, which is also how diagnostics count columns.
struct SwiftLineLexer {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    init(_ text: Substring) {
        self.bytes = Array(text.utf8)
    }

    /// A lexical problem at a byte offset, in the compiler's words.
    struct Problem: Error, Hashable {
        var offset: Int
        var message: String
    }

    /// Where the code of the line ends: the start of a `//` comment outside string
    /// literals, or the end of the line.
    ///
    /// An unterminated string literal is a problem, because the comment boundary is
    /// then unknowable; the code is taken to run to the end of the line.
    func codeEnd() -> (end: Int, problem: Problem?) {
        var i = 0
        while i < bytes.count {
            if stringDelimiterLength(at: i) != nil {
                guard let end = skipStringLiteral(at: i) else {
                    return (bytes.count, Problem(offset: i, message: "unterminated string literal"))
                }
                i = end
                continue
            }
            guard bytes[i] == UInt8(ascii: "/") else {
                i += 1
                continue
            }
            if next(i) == UInt8(ascii: "/") { return (i, nil) }
            if next(i) == UInt8(ascii: "*") {
                guard let end = skipBlockComment(at: i) else {
                    return (bytes.count, Problem(offset: i, message: "unterminated '/*' comment"))
                }
                i = end
                continue
            }
            i += 1
        }
        return (bytes.count, nil)
    }

    /// Checks that `(`, `[` and `{` are balanced in `range`, skipping string literals.
    func bracketProblem(in range: Range<Int>) -> Problem? {
        var open: [(byte: UInt8, offset: Int)] = []
        var i = range.lowerBound
        while i < range.upperBound {
            let byte = bytes[i]
            if stringDelimiterLength(at: i) != nil {
                guard let end = skipStringLiteral(at: i), end <= range.upperBound else {
                    return Problem(offset: i, message: "unterminated string literal")
                }
                i = end
                continue
            }
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                open.append((byte, i))
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                guard let last = open.popLast() else {
                    return Problem(offset: i, message: "unexpected '\(Character(Unicode.Scalar(byte)))' without a matching opening bracket")
                }
                let expected = Self.closing(of: last.byte)
                if expected != byte {
                    return Problem(offset: i, message: "expected '\(Character(Unicode.Scalar(expected)))' to match '\(Character(Unicode.Scalar(last.byte)))'")
                }
            default:
                break
            }
            i += 1
        }
        if let last = open.last {
            let expected = Self.closing(of: last.byte)
            return Problem(offset: last.offset, message: "expected '\(Character(Unicode.Scalar(expected)))' to match this '\(Character(Unicode.Scalar(last.byte)))'")
        }
        return nil
    }

    /// Splits `range` at every `separator` byte that is outside brackets and string
    /// literals, so `List > Text("a > b") > Detail(x: a > b)` splits in two places.
    func splitTopLevel(_ range: Range<Int>, at separator: UInt8) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var depth = 0
        var start = range.lowerBound
        var i = range.lowerBound
        while i < range.upperBound {
            if stringDelimiterLength(at: i) != nil {
                // An unterminated literal runs to the end of the line: nothing after it splits.
                i = min(skipStringLiteral(at: i) ?? range.upperBound, range.upperBound)
                continue
            }
            switch bytes[i] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth = max(0, depth - 1)
            case separator where depth == 0:
                // `->` is an arrow, never a separator.
                if separator == UInt8(ascii: ">"), i > range.lowerBound, bytes[i - 1] == UInt8(ascii: "-") { break }
                parts.append(start..<i)
                start = i + 1
            default:
                break
            }
            i += 1
        }
        parts.append(start..<range.upperBound)
        return parts
    }

    // MARK: String literals

    /// The number of `#`s of a string literal's opening delimiter at `i`, or nil
    /// when no string literal starts there.
    func stringDelimiterLength(at i: Int) -> Int? {
        // A literal opens at the first `#` of a run: scanners move forward byte by
        // byte, so answering for the middle of a run again would make a line of
        // `#`s quadratic.
        if i > 0, bytes[i - 1] == UInt8(ascii: "#"), i < bytes.count, bytes[i] == UInt8(ascii: "#") { return nil }
        var j = i
        while j < bytes.count, bytes[j] == UInt8(ascii: "#") { j += 1 }
        guard j < bytes.count, bytes[j] == UInt8(ascii: "\"") else { return nil }
        return j - i
    }

    /// The offset just past the string literal that starts at `i`, or nil when it
    /// is not closed on this line.
    func skipStringLiteral(at i: Int) -> Int? {
        skipStringLiteral(at: i, interpolationDepth: 0)
    }

    /// Interpolations nested in string literals nested in interpolations, before a
    /// literal counts as unterminated: scanning them recurses.
    static let maximumInterpolationDepth = 16

    private func skipStringLiteral(at i: Int, interpolationDepth: Int) -> Int? {
        guard interpolationDepth <= Self.maximumInterpolationDepth, let hashes = stringDelimiterLength(at: i) else { return nil }
        var j = i + hashes + 1
        while j < bytes.count {
            let byte = bytes[j]
            if byte == UInt8(ascii: "\""), hashesFollow(j + 1, count: hashes) {
                return j + 1 + hashes
            }
            if byte == UInt8(ascii: "\\"), hashesFollow(j + 1, count: hashes) {
                let escaped = j + 1 + hashes
                guard escaped < bytes.count else { return nil }
                if bytes[escaped] == UInt8(ascii: "(") {
                    guard let end = skipInterpolation(at: escaped, depth: interpolationDepth + 1) else { return nil }
                    j = end
                } else {
                    j = escaped + 1
                }
                continue
            }
            j += 1
        }
        return nil
    }

    /// Decodes the string literal at `i` into its value, with Swift's escapes.
    ///
    /// Step arguments are plain text, so interpolation is a problem here, not code.
    func decodeStringLiteral(at i: Int) -> Result<(value: String, end: Int), Problem> {
        guard let hashes = stringDelimiterLength(at: i) else {
            return .failure(Problem(offset: i, message: "expected a string literal"))
        }
        var scalars = String.UnicodeScalarView()
        var pending: [UInt8] = []
        func flush() {
            if !pending.isEmpty {
                scalars.append(contentsOf: String(decoding: pending, as: UTF8.self).unicodeScalars)
                pending.removeAll()
            }
        }
        var j = i + hashes + 1
        while j < bytes.count {
            let byte = bytes[j]
            if byte == UInt8(ascii: "\""), hashesFollow(j + 1, count: hashes) {
                flush()
                return .success((String(scalars), j + 1 + hashes))
            }
            if byte == UInt8(ascii: "\\"), hashesFollow(j + 1, count: hashes) {
                let escaped = j + 1 + hashes
                guard escaped < bytes.count else { break }
                flush()
                switch bytes[escaped] {
                case UInt8(ascii: "0"): scalars.append("\0")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "'"): scalars.append("'")
                case UInt8(ascii: "u"):
                    switch decodeUnicodeEscape(at: escaped + 1) {
                    case .success(let (scalar, end)):
                        scalars.append(scalar)
                        j = end
                        continue
                    case .failure(let problem):
                        return .failure(problem)
                    }
                case UInt8(ascii: "("):
                    return .failure(Problem(offset: j, message: "string interpolation is not supported in a step's text"))
                default:
                    return .failure(Problem(offset: j, message: "invalid escape sequence in literal"))
                }
                j = escaped + 1
                continue
            }
            pending.append(byte)
            j += 1
        }
        return .failure(Problem(offset: i, message: "unterminated string literal"))
    }

    /// `{XXXX}` after `\u`: one to eight hex digits naming a Unicode scalar.
    private func decodeUnicodeEscape(at i: Int) -> Result<(Unicode.Scalar, Int), Problem> {
        let problem = Problem(offset: max(0, i - 2), message: "expected hexadecimal code in braces after unicode escape")
        guard i < bytes.count, bytes[i] == UInt8(ascii: "{") else { return .failure(problem) }
        var j = i + 1
        var value: UInt32 = 0
        var digits = 0
        while j < bytes.count, let digit = Self.hexValue(bytes[j]) {
            value = value &* 16 &+ digit
            digits += 1
            j += 1
        }
        guard digits >= 1, digits <= 8, j < bytes.count, bytes[j] == UInt8(ascii: "}") else {
            return .failure(problem)
        }
        guard let scalar = Unicode.Scalar(value) else {
            return .failure(Problem(offset: max(0, i - 2), message: "invalid unicode scalar"))
        }
        return .success((scalar, j + 1))
    }

    // MARK: Helpers

    private func next(_ i: Int) -> UInt8? {
        i + 1 < bytes.count ? bytes[i + 1] : nil
    }

    private func hashesFollow(_ i: Int, count: Int) -> Bool {
        guard i + count <= bytes.count else { return false }
        return bytes[i..<(i + count)].allSatisfy { $0 == UInt8(ascii: "#") }
    }

    /// From the `(` of `\(`: the offset past its matching `)`, or nil.
    private func skipInterpolation(at i: Int, depth: Int) -> Int? {
        var parens = 0
        var j = i
        while j < bytes.count {
            if stringDelimiterLength(at: j) != nil {
                guard let end = skipStringLiteral(at: j, interpolationDepth: depth) else { return nil }
                j = end
                continue
            }
            switch bytes[j] {
            case UInt8(ascii: "("): parens += 1
            case UInt8(ascii: ")"):
                parens -= 1
                if parens == 0 { return j + 1 }
            default: break
            }
            j += 1
        }
        return nil
    }

    /// Swift's block comments nest.
    private func skipBlockComment(at i: Int) -> Int? {
        var depth = 0
        var j = i
        while j + 1 < bytes.count {
            if bytes[j] == UInt8(ascii: "/"), bytes[j + 1] == UInt8(ascii: "*") {
                depth += 1
                j += 2
            } else if bytes[j] == UInt8(ascii: "*"), bytes[j + 1] == UInt8(ascii: "/") {
                depth -= 1
                j += 2
                if depth == 0 { return j }
            } else {
                j += 1
            }
        }
        return nil
    }

    private static func closing(of open: UInt8) -> UInt8 {
        switch open {
        case UInt8(ascii: "("): UInt8(ascii: ")")
        case UInt8(ascii: "["): UInt8(ascii: "]")
        default: UInt8(ascii: "}")
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_")
    }

    static func isIdentifierContinue(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }
}
