/// How text becomes search terms. `site.js` tokenizes queries by the same rules
/// (`queryTokens`); change both together.
///
/// - Letters and digits in runs, lower-cased: `navigationDestination(for:)` gives
///   `navigationdestination` and `for`. A query word matches every term it begins.
/// - A camel-case identifier also gives its parts (`columnVisibility` →
///   `column`, `visibility`), so a query for a part finds the whole.
/// - Han, kana and Hangul have no spaces between words: each character and each
///   pair of neighbours is a term, and a query of several characters must match
///   all its pairs (`侧边栏` → `侧边`, `边栏`).
enum SearchTokenizer {
    static func indexTerms(of text: String) -> Set<String> {
        var terms = Set<String>()
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            asciiIndexTerms(of: Array(text.utf8), into: &terms)
            return terms
        }
        return characterIndexTerms(of: text)
    }

    /// ``indexTerms(of:)`` character by character: any text (ASCII text takes a faster path to the same terms).
    static func characterIndexTerms(of text: String) -> Set<String> {
        var terms = Set<String>()
        for run in runs(of: text) {
            switch run {
            case .word(let word):
                terms.insert(word.lowercased())
                let parts = camelCaseParts(of: word)
                if parts.count > 1 { for part in parts { terms.insert(part.lowercased()) } }
            case .ideographs(let characters):
                for (index, character) in characters.enumerated() {
                    terms.insert(String(character))
                    if index + 1 < characters.count { terms.insert(String(character) + String(characters[index + 1])) }
                }
            }
        }
        return terms
    }

    enum Run: Equatable {
        case word(String)
        case ideographs([Character])
    }

    /// Letter-and-digit runs and ideograph runs, in order; everything else separates them.
    static func runs(of text: String) -> [Run] {
        var runs: [Run] = []
        var word = ""
        var ideographs: [Character] = []
        func flush() {
            if !word.isEmpty { runs.append(.word(word)); word = "" }
            if !ideographs.isEmpty { runs.append(.ideographs(ideographs)); ideographs = [] }
        }
        for character in text {
            if isIdeographic(character) {
                if !word.isEmpty { flush() }
                ideographs.append(character)
            } else if character.isLetter || character.isNumber || character == "_" {
                if !ideographs.isEmpty { flush() }
                word.append(character)
            } else {
                flush()
            }
        }
        flush()
        return runs
    }

    /// Parts of `columnVisibility`, `NavigationSplitView`, `URLSession` (`url`, `session`).
    static func camelCaseParts(of word: String) -> [String] {
        let characters = Array(word)
        var parts: [String] = []
        var current = ""
        for (index, character) in characters.enumerated() {
            let startsPart = !current.isEmpty && character.isUppercase && (
                characters[index - 1].isLowercase || characters[index - 1].isNumber
                    || (index + 1 < characters.count && characters[index + 1].isLowercase && characters[index - 1].isUppercase)
            )
            if startsPart || (character == "_" && !current.isEmpty) {
                parts.append(current)
                current = ""
            }
            if character != "_" { current.append(character) }
        }
        if !current.isEmpty { parts.append(current) }
        return parts
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

    static func isIdeographic(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0x20000...0x2FA1F:
            return true
        default:
            return false
        }
    }
}
