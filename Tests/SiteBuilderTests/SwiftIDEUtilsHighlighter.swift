import SwiftParsingGuards
@testable import SiteBuilder
import SwiftIDEUtils
import SwiftParser
import SwiftSyntax

/// The highlighter as it was before ``SwiftSpanClassifier``: SwiftIDEUtils'
/// `classifications`, kept as the oracle the faster highlighter must match byte for byte.
struct SwiftIDEUtilsHighlighter: Sendable {
    func html(for code: String) -> String {
        let bytes = Array(code.utf8)
        // Code the interpreter refuses to parse (deeply nested `[`, which make the
        // parser's lookahead exponential) is shown plain; the check reports it.
        guard SwiftParsingLimits.allowsParsing(code) else {
            var output: [UInt8] = []
            HTMLEscaping.escape(bytes[...], into: &output)
            return String(decoding: output, as: UTF8.self)
        }
        let tree = Parser.parse(source: code)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count * 2)
        var cursor = 0
        // Adjacent tokens of one kind (a string's quotes and text) share one span.
        var pending: (cssClass: String, start: Int, end: Int)?
        func flush() {
            guard let span = pending else { return }
            HTMLEscaping.escape(bytes[cursor..<span.start], into: &output)
            output += Array("<span class=\"\(span.cssClass)\">".utf8)
            HTMLEscaping.escape(bytes[span.start..<span.end], into: &output)
            output += Array("</span>".utf8)
            cursor = span.end
            pending = nil
        }
        for range in tree.classifications {
            guard let cssClass = Self.cssClass(range.kind) else { continue }
            let start = max(pending?.end ?? cursor, min(range.offset, bytes.count))
            let end = min(range.endOffset, bytes.count)
            guard start < end else { continue }
            if let span = pending, span.cssClass == cssClass, span.end == start {
                pending?.end = end
                continue
            }
            flush()
            pending = (cssClass, start, end)
        }
        flush()
        HTMLEscaping.escape(bytes[cursor..<bytes.count], into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Short class names keep pages small; `site.css` gives them colours.
    static func cssClass(_ kind: SyntaxClassification) -> String? {
        switch kind {
        case .keyword, .ifConfigDirective: "kw"
        case .attribute: "at"
        case .type: "ty"
        case .stringLiteral, .regexLiteral: "st"
        case .integerLiteral, .floatLiteral: "nu"
        case .lineComment, .blockComment, .docLineComment, .docBlockComment: "cm"
        case .dollarIdentifier: "va"
        case .argumentLabel: "la"
        case .editorPlaceholder: "ph"
        case .operator: "op"
        case .identifier, .none: nil
        @unknown default: nil
        }
    }
}
