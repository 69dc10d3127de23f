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
        var text = text
        let escaped: String? = text.withUTF8 { bytes in
            guard bytes.contains(where: { HTMLEscaping.entity(for: $0) != nil }) else { return nil }
            // Non-ASCII text keeps the character-by-character rule.
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count + 16)
            HTMLEscaping.append(escaping: bytes, to: &output, apostrophes: true)
            return String(decoding: output, as: UTF8.self)
        }
        if let escaped { return escaped }
        guard text.utf8.contains(where: { $0 >= 0x80 }),
              text.utf8.contains(where: { HTMLEscaping.entity(for: $0) != nil })
        else { return text }
        return Self.escapeCharacters(text)
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
}
