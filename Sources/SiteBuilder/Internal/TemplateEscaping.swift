import Mustache

/// How the templates escape `{{value}}`: what swift-mustache's HTML content type does
/// (`<`, `>`, `&`, `"` and `'` as entities, character by character), without its cost.
///
/// The library looks every character of every value up in a dictionary keyed by
/// `Character`; with about a hundred values a page, that was a third of the time spent
/// in templates. ASCII text (nearly all of it) is escaped on its bytes, where a byte is
/// a character; other text keeps the character-by-character rule, so a quote followed
/// by a combining mark stays one character and is left alone, as before.
struct TemplateEscaping: MustacheContentType {
    /// The name templates select it by (``pragma``).
    static let name = "NAVDOCS_HTML"
    /// Put before each template: a standalone line, so it renders to nothing and leaves
    /// the template's own first line as it was. Parse errors then count one line more.
    static let pragma = "{{% CONTENT_TYPE: \(name)}}\n"

    /// Makes ``name`` known to the template parser; done once, before templates are parsed.
    static let registered: Void = MustacheContentTypes.register(TemplateEscaping(), named: name)

    func escapeText(_ text: String) -> String {
        var needsEscaping = false
        var isASCII = true
        for byte in text.utf8 {
            switch byte {
            case 0x22, 0x26, 0x27, 0x3C, 0x3E: needsEscaping = true
            case 0x80...: isASCII = false
            default: break
            }
        }
        guard needsEscaping else { return text }
        guard isASCII else { return Self.escapeCharacters(text) }
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            switch byte {
            case 0x3C: output += Self.lessThan
            case 0x3E: output += Self.greaterThan
            case 0x26: output += Self.ampersand
            case 0x22: output += Self.quote
            case 0x27: output += Self.apostrophe
            default: output.append(byte)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func escapeCharacters(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count + 16)
        for character in text {
            switch character {
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "&": output += "&amp;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            default: output.append(character)
            }
        }
        return output
    }

    private static let lessThan = Array("&lt;".utf8)
    private static let greaterThan = Array("&gt;".utf8)
    private static let ampersand = Array("&amp;".utf8)
    private static let quote = Array("&quot;".utf8)
    private static let apostrophe = Array("&#39;".utf8)
}
