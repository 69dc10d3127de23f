import Diagnostics

/// Reads `expected-error@+1 {{fragment}}` markers out of a comment's bytes.
struct MarkerParser {
    let file: String
    let line: Int
    let lineCount: Int
    private(set) var markers: [VerifyMarker] = []
    private(set) var diagnostics: [Diagnostic] = []
    /// Whether an (ignored) `expected-note` marker was seen.
    private(set) var sawNote = false

    init(file: String, line: Int, lineCount: Int) {
        self.file = file
        self.line = line
        self.lineCount = lineCount
    }

    /// Parses the markers in `bytes[range]` and returns the bytes that are not part
    /// of any marker (the rest of the comment).
    @discardableResult
    mutating func parse(_ bytes: [UInt8], in range: Range<Int>) -> [UInt8] {
        var rest: [UInt8] = []
        var i = range.lowerBound
        while i < range.upperBound {
            let atWordStart = i == range.lowerBound
                || !(SwiftLineLexer.isIdentifierContinue(bytes[i - 1]) || bytes[i - 1] == UInt8(ascii: "-"))
            if atWordStart, VerifyMarkerScanner.matches(bytes, at: i, "expected-") {
                i = parseMarker(bytes, at: i, limit: range.upperBound)
            } else {
                rest.append(bytes[i])
                i += 1
            }
        }
        return rest
    }

    /// Parses one marker starting at its `expected-`; returns the offset after it.
    private mutating func parseMarker(_ bytes: [UInt8], at start: Int, limit: Int) -> Int {
        let location = SourceLocation(file: file, line: line, column: start + 1)
        var j = start + "expected-".utf8.count
        let wordStart = j
        while j < limit, SwiftLineLexer.isIdentifierContinue(bytes[j]) { j += 1 }
        let word = String(decoding: bytes[wordStart..<j], as: UTF8.self)
        let severity: Severity?
        switch word {
        case "error": severity = .error
        case "warning": severity = .warning
        case "note": severity = nil
        default:
            problem(location, "unknown marker 'expected-\(word)'; expected 'expected-error' or 'expected-warning'")
            return j
        }
        var offset = 0
        if j < limit, bytes[j] == UInt8(ascii: "@") {
            j += 1
            let sign = j < limit ? bytes[j] : 0
            guard sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else {
                problem(location, "expected '+N' or '-N' after '@' in 'expected-\(word)@'")
                return j
            }
            j += 1
            let digitsStart = j
            while j < limit, bytes[j] >= UInt8(ascii: "0"), bytes[j] <= UInt8(ascii: "9") { j += 1 }
            guard j > digitsStart else {
                problem(location, "expected a line count after 'expected-\(word)@\(Character(Unicode.Scalar(sign)))'")
                return j
            }
            // Range-checked where it is read, so adding it to the line cannot overflow.
            let digits = String(decoding: bytes[digitsStart..<j], as: UTF8.self)
            guard let amount = Int(digits), amount <= Int.max / 2 else {
                problem(location, "marker points to a line outside the file (\(Character(Unicode.Scalar(sign)))\(digits) lines from line \(line))")
                return j
            }
            offset = sign == UInt8(ascii: "+") ? amount : -amount
        }
        var k = j
        while k < limit, SwiftLineLexer.isSpace(bytes[k]) { k += 1 }
        var fragment: String?
        if VerifyMarkerScanner.matches(bytes, at: k, "{{") {
            var close = k + 2
            while close < limit, !VerifyMarkerScanner.matches(bytes, at: close, "}}") { close += 1 }
            guard close < limit else {
                problem(location, "'{{' in a marker is not closed by '}}'")
                return limit
            }
            fragment = String(decoding: bytes[(k + 2)..<close], as: UTF8.self)
            j = close + 2
        }
        guard let severity else {
            sawNote = true
            return j
        }
        let target = line + offset
        guard target >= 1, target <= lineCount else {
            problem(location, "marker points to line \(target), outside the file")
            return j
        }
        markers.append(VerifyMarker(severity: severity, fragment: fragment, location: location, targetLine: target))
        return j
    }

    private mutating func problem(_ location: SourceLocation, _ message: String) {
        diagnostics.append(.error("verify.badMarker", at: location, message))
    }
}
