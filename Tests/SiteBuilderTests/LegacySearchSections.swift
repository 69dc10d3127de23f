import Pages
@testable import SiteBuilder

/// The search sections as the site built them before ASCII text was streamed
/// (``ASCIITermCollector``): each section's text joined into one `String`, then
/// tokenized by the byte path for ASCII text or character by character. Kept
/// unchanged as the oracle the faster ``SearchSections`` must equal.
enum LegacySearchSections {
    static func sections(of page: Page) -> [SearchEntry.Section] {
        var sections: [SearchEntry.Section] = []
        var heading: Heading?
        var text = ""
        func close() {
            sections.append(SearchEntry.Section(
                heading: heading?.text, anchor: heading?.anchor, level: heading?.level ?? 1,
                terms: indexTerms(of: text).sortedAsSearchTerms()
            ))
            text = ""
        }
        for block in page.blocks {
            if case .heading(let next) = block, next.level > 1 {
                close()
                heading = next
            }
            append(block, to: &text)
        }
        close()
        if sections.count > 1, sections[0].terms.isEmpty { sections.removeFirst() }
        return sections
    }

    static func indexTerms(of text: String) -> Set<String> {
        var terms = Set<String>()
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            asciiIndexTerms(of: Array(text.utf8), into: &terms)
            return terms
        }
        return SearchTokenizer.characterIndexTerms(of: text)
    }

    /// Appends what a reader sees of `block` (and everything inside it).
    private static func append(_ block: Block, to text: inout String) {
        var blocks: [Block] = [block]
        while let block = blocks.popLast() {
            switch block {
            case .heading(let heading):
                appendInlines(heading.content, to: &text)
            case .paragraph(let inlines, _):
                appendInlines(inlines, to: &text)
            case .codeBlock(let code):
                if !code.isHidden { text += " " + code.code }
            case .blockQuote(let children, _):
                blocks.append(contentsOf: children.reversed())
            case .list(let list):
                for item in list.items.reversed() { blocks.append(contentsOf: item.reversed()) }
            case .thematicBreak, .html:
                break
            }
            text += " "
        }
    }

    private static func appendInlines(_ inlines: [Inline], to text: inout String) {
        var pending = Array(inlines.reversed())
        while let inline = pending.popLast() {
            switch inline {
            case .text(let value, _), .code(let value, _):
                text += value
            case .emphasis(let children), .strong(let children):
                pending.append(contentsOf: children.reversed())
            case .link(let link):
                pending.append(contentsOf: link.content.reversed())
            case .image(let image):
                pending.append(contentsOf: image.alternative.reversed())
            case .softBreak, .lineBreak:
                text += " "
            case .html:
                break
            }
        }
    }

    /// The same terms for ASCII text, on its bytes: most pages' sections are ASCII, and
    /// there every byte is a character whose letter, digit and case tests are ranges.
    private static func asciiIndexTerms(of bytes: [UInt8], into terms: inout Set<String>) {
        // A word repeats often in a section; its terms are made once. Words of up to 16
        // bytes (most) are recognised by their bytes packed into two integers, which hash
        // faster than a String.
        var seenShort = Set<PackedWord>()
        var seenLong = Set<String>()
        var start = 0
        while start < bytes.count {
            guard isASCIIWordByte(bytes[start]) else {
                start += 1
                continue
            }
            var end = start
            while end < bytes.count, isASCIIWordByte(bytes[end]) { end += 1 }
            let word = bytes[start..<end]
            start = end
            let isNew = word.count <= 16
                ? seenShort.insert(PackedWord(word)).inserted
                : seenLong.insert(String(decoding: word, as: UTF8.self)).inserted
            guard isNew else { continue }
            terms.insert(String(decoding: word.map(lowercasedASCII), as: UTF8.self))
            let parts = asciiCamelCaseParts(of: word)
            if parts.count > 1 {
                for part in parts { terms.insert(String(decoding: part.map(lowercasedASCII), as: UTF8.self)) }
            }
        }
    }

    /// An ASCII word of 1 to 16 bytes as two integers; no word byte is zero, so the zero
    /// padding of a shorter word never makes it equal to a longer one.
    private struct PackedWord: Hashable {
        var low: UInt64 = 0
        var high: UInt64 = 0

        init(_ word: ArraySlice<UInt8>) {
            for (offset, byte) in word.enumerated() {
                if offset < 8 {
                    low |= UInt64(byte) << (8 * UInt64(offset))
                } else {
                    high |= UInt64(byte) << (8 * UInt64(offset - 8))
                }
            }
        }
    }

    /// ``camelCaseParts(of:)`` on ASCII bytes, by the same rules.
    private static func asciiCamelCaseParts(of word: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
        func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        let underscore = UInt8(ascii: "_")
        var parts: [ArraySlice<UInt8>] = []
        var current: [UInt8] = []
        for index in word.indices {
            let byte = word[index]
            let startsPart = !current.isEmpty && isUpper(byte) && (
                isLower(word[index - 1]) || isDigit(word[index - 1])
                    || (index + 1 < word.endIndex && isLower(word[index + 1]) && isUpper(word[index - 1]))
            )
            if startsPart || (byte == underscore && !current.isEmpty) {
                parts.append(current[...])
                current = []
            }
            if byte != underscore { current.append(byte) }
        }
        if !current.isEmpty { parts.append(current[...]) }
        return parts
    }

    private static func isASCIIWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, UInt8(ascii: "_"): true
        default: false
        }
    }

    private static func lowercasedASCII(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
    }
}
