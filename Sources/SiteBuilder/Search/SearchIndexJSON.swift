import Foundation

/// Writes a ``SearchIndex`` as JSON straight into bytes.
///
/// The same bytes `JSONEncoder` gives with `[.sortedKeys, .withoutEscapingSlashes]`
/// (keys in `String` order, the same escapes; a test holds the two together), without
/// its intermediate tree of values: at 10,000 pages the index has millions of numbers,
/// and that tree cost more memory and time than the rest of the step.
enum SearchIndexJSON {
    static func encode(_ index: SearchIndex) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(1 << 16)
        appendOpening(language: index.language, to: &output)
        for (position, page) in index.pages.enumerated() {
            if position > 0 { output.append(separator) }
            appendPage(page, to: &output)
        }
        output.append(contentsOf: betweenPagesAndSections)
        for (position, section) in index.sections.enumerated() {
            if position > 0 { output.append(separator) }
            appendSection(section, to: &output)
        }
        output.append(contentsOf: betweenSectionsAndTerms)
        for (position, term) in index.terms.keys.sortedAsSearchTerms().enumerated() {
            if position > 0 { output.append(separator) }
            appendTerm(term, sections: index.terms[term]!, to: &output)
        }
        appendClosing(version: index.version, to: &output)
        return output
    }

    // The pieces of the document, also put together one by one by `serve`'s
    // ``SearchIndexMemory``, which keeps them between edits: whatever assembles
    // them, the bytes are the same.

    /// Between two pages, sections or terms.
    static let separator = UInt8(ascii: ",")
    static let betweenPagesAndSections = Array(#"],"sections":["#.utf8)
    static let betweenSectionsAndTerms = Array(#"],"terms":{"#.utf8)

    /// Everything before the first page.
    static func appendOpening(language: String, to output: inout [UInt8]) {
        output.append(contentsOf: #"{"language":"#.utf8)
        appendString(language, to: &output)
        output.append(contentsOf: #","pages":["#.utf8)
    }

    /// Everything after the last term.
    static func appendClosing(version: Int, to output: inout [UInt8]) {
        output.append(contentsOf: #"},"version":"#.utf8)
        appendInteger(version, to: &output)
        output.append(UInt8(ascii: "}"))
    }

    static func appendPage(_ page: SearchIndex.Page, to output: inout [UInt8]) {
        output.append(contentsOf: #"{"summary":"#.utf8)
        appendString(page.summary, to: &output)
        output.append(contentsOf: #","title":"#.utf8)
        appendString(page.title, to: &output)
        output.append(contentsOf: #","url":"#.utf8)
        appendString(page.url, to: &output)
        output.append(UInt8(ascii: "}"))
    }

    static func appendSection(_ section: SearchIndex.Section, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "{"))
        if let anchor = section.anchor {
            output.append(contentsOf: #""anchor":"#.utf8)
            appendString(anchor, to: &output)
            output.append(UInt8(ascii: ","))
        }
        if let heading = section.heading {
            output.append(contentsOf: #""heading":"#.utf8)
            appendString(heading, to: &output)
            output.append(UInt8(ascii: ","))
        }
        output.append(contentsOf: #""level":"#.utf8)
        appendInteger(section.level, to: &output)
        output.append(contentsOf: #","page":"#.utf8)
        appendInteger(section.page, to: &output)
        output.append(UInt8(ascii: "}"))
    }

    /// One member of `terms`: the term and the sections holding it.
    static func appendTerm<Sections: Sequence>(_ term: String, sections: Sections, to output: inout [UInt8])
    where Sections.Element: BinaryInteger {
        appendString(term, to: &output)
        output.append(contentsOf: ":[".utf8)
        var first = true
        for section in sections {
            if !first { output.append(separator) }
            first = false
            appendInteger(Int(section), to: &output)
        }
        output.append(UInt8(ascii: "]"))
    }

    /// A JSON string: `"` and `\` escaped, control characters as `\n`-style or `\u00XX` escapes, the rest as UTF-8.
    static func appendString(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): output.append(contentsOf: #"\\"#.utf8)
            case 0x08: output.append(contentsOf: #"\b"#.utf8)
            case 0x0C: output.append(contentsOf: #"\f"#.utf8)
            case 0x0A: output.append(contentsOf: #"\n"#.utf8)
            case 0x0D: output.append(contentsOf: #"\r"#.utf8)
            case 0x09: output.append(contentsOf: #"\t"#.utf8)
            case 0x00..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                output.append(contentsOf: #"\u00"#.utf8)
                output.append(hex[Int(byte >> 4)])
                output.append(hex[Int(byte & 0x0F)])
            default:
                output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    /// Decimal digits written in place: the index holds millions of section numbers at
    /// 10,000 pages, and a `String` per number cost more than the rest of the encoding.
    static func appendInteger(_ value: Int, to output: inout [UInt8]) {
        if value < 0 { output.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            for index in stride(from: count - 1, through: 0, by: -1) { output.append(buffer[index]) }
        }
    }
}
