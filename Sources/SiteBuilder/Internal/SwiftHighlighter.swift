import ExampleInterpreter
import SwiftParser
import SwiftSyntax

/// Highlights Swift at build time with swift-syntax's parser and the token styles of
/// SwiftIDEUtils' classification (see ``SwiftSpanClassifier``), producing
/// `<span class="…">` runs; the site ships no highlighter script.
struct SwiftHighlighter: Sendable {
    func html(for code: String) -> String {
        // Code the interpreter refuses to parse (deeply nested `[`, which make the
        // parser's lookahead exponential) is shown plain; the check reports it.
        let parsable = SwiftParsingLimits.allowsParsing(code)
        var text = code
        return text.withUTF8 { source in
            var output: [UInt8] = []
            output.reserveCapacity(source.count * 2)
            var cursor = 0
            if parsable {
                for span in SwiftSpanClassifier.spans(in: Parser.parse(source: source), source: source) {
                    Self.escape(source, from: cursor, to: span.start, into: &output)
                    Self.append(span.style.openingTag, to: &output)
                    Self.escape(source, from: span.start, to: span.end, into: &output)
                    Self.append("</span>", to: &output)
                    cursor = span.end
                }
            }
            Self.escape(source, from: cursor, to: source.count, into: &output)
            return String(decoding: output, as: UTF8.self)
        }
    }

    private static func append(_ text: StaticString, to output: inout [UInt8]) {
        output.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// The escaping of `HTMLEscaping.escape(_:into:)` (`&`, `<`, `>` and `"`), copying the
    /// runs between those bytes whole instead of building an array for each replacement.
    private static func escape(_ source: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, into output: inout [UInt8]) {
        var runStart = start
        for index in start..<end {
            let replacement: StaticString
            switch source[index] {
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">"): replacement = "&gt;"
            case UInt8(ascii: "\""): replacement = "&quot;"
            default: continue
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<index]))
            append(replacement, to: &output)
            runStart = index + 1
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<end]))
    }
}
