import SwiftIDEUtils
import SwiftParser
import SwiftSyntax

/// Highlights Swift at build time with swift-syntax's own token classification,
/// producing `<span class="…">` runs; the site ships no highlighter script.
struct SwiftHighlighter: Sendable {
    func html(for code: String) -> String {
        let tree = Parser.parse(source: code)
        let bytes = Array(code.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count * 2)
        var cursor = 0
        for range in tree.classifications {
            guard let cssClass = Self.cssClass(range.kind) else { continue }
            let start = max(cursor, min(range.offset, bytes.count))
            let end = min(range.endOffset, bytes.count)
            guard start < end else { continue }
            HTMLEscaping.escape(bytes[cursor..<start], into: &output)
            output += Array("<span class=\"\(cssClass)\">".utf8)
            HTMLEscaping.escape(bytes[start..<end], into: &output)
            output += Array("</span>".utf8)
            cursor = end
        }
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
