import SwiftParsingGuards
import SwiftSyntax

/// Highlights Swift at build time with the token styles of SwiftIDEUtils' classification,
/// from swift-syntax's lexer where it suffices (``LexedSpanClassifier``) and its parser
/// where it does not (``SwiftSpanClassifier``), producing
/// `<span class="…">` runs; the site ships no highlighter script.
struct SwiftHighlighter: Sendable {
    /// The bytes of Swift one page highlights; the blocks after are shown plain. Parsing
    /// is linear, but a page of 4,000 example blocks took half a minute to highlight in a
    /// debug build.
    static let maximumBytesPerPage = 200_000

    /// What this page may still highlight.
    private(set) var remainingBytes = maximumBytesPerPage

    /// `code` highlighted while the page's allowance lasts, else escaped plain.
    mutating func htmlWithinPageAllowance(for code: String) -> String {
        let bytes = code.utf8.count
        guard bytes <= remainingBytes else {
            remainingBytes = 0
            return HTMLEscaping.escape(code)
        }
        remainingBytes -= bytes
        return html(for: code)
    }

    func html(for code: String) -> String {
        // Code past a limit checked before parsing (deeply nested `[`, long runs of `#`,
        // deep `#if`) is shown plain, as `check` refuses to parse it; the check reports it.
        let isReadable = SwiftParsingLimits.allowsParsing(code)
        var text = code
        return text.withUTF8 { source in
            // Most code is read from the lexer's tokens alone; the rest is parsed, as
            // `check` parses examples, on a large stack (2,000 nested generic types
            // overflowed a worker thread's), where the tree's walk runs too.
            let spans = !isReadable ? [] : LexedSpanClassifier.spans(in: source) ?? LargeStack.run {
                SwiftParsingLimits.parse(code).map { SwiftSpanClassifier.spans(in: $0, source: source) } ?? []
            }
            var output: [UInt8] = []
            output.reserveCapacity(source.count * 2)
            var cursor = 0
            for span in spans {
                Self.escape(source, from: cursor, to: span.start, into: &output)
                Self.append(span.style.openingTag, to: &output)
                Self.escape(source, from: span.start, to: span.end, into: &output)
                Self.append("</span>", to: &output)
                cursor = span.end
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
