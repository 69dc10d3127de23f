/// Text reduced to what a claim must match, remembering where each character came from.
///
/// Folding rules, applied to the prose and to the claim alike:
/// - every run of whitespace (spaces, tabs, line breaks, no-break spaces) becomes
///   one space, and leading and trailing whitespace goes;
/// - whitespace next to a CJK character (ideographs, kana, full-width forms and
///   punctuation) goes entirely: Chinese and Japanese put no spaces between words,
///   so a line break inside a Chinese sentence is not a space, and `使用 NavigationStack`
///   matches `使用NavigationStack` (authors differ on spacing around Latin words);
/// - typographic quotes fold to straight ones (`’` to `'`, `“` to `"`), so a claim
///   typed with plain quotes matches prose with curly ones.
/// Case is kept: a claim quotes the page.
struct FoldedText {
    private(set) var characters: [Character] = []
    /// For each folded character, the UTF-8 range of the original text it stands for.
    private(set) var origins: [Range<Int>] = []

    init(_ text: String) {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            self.init(ascii: text.utf8)
        } else {
            self.init(characters: text)
        }
    }

    /// Folds any text character by character (ASCII text takes a faster path to the same result).
    init(characters text: String) {
        var pendingSpace: Range<Int>?
        var offset = 0
        for character in text {
            let width = character.utf8.count
            defer { offset += width }
            if character.isWhitespace {
                pendingSpace = (pendingSpace?.lowerBound ?? offset)..<(offset + width)
                continue
            }
            let folded = Self.fold(character)
            if let space = pendingSpace {
                if let previous = characters.last, !Self.isCJK(previous), !Self.isCJK(folded) {
                    characters.append(" ")
                    origins.append(space)
                }
                pendingSpace = nil
            }
            characters.append(folded)
            origins.append(offset..<(offset + width))
        }
    }

    /// The same folding for ASCII text, byte by byte: each byte is a character of its own
    /// (a `\r\n` pair is one, but both are whitespace, so the run of spaces is the same),
    /// no quote folds and nothing is CJK.
    private init(ascii utf8: String.UTF8View) {
        characters.reserveCapacity(utf8.count)
        origins.reserveCapacity(utf8.count)
        var pendingSpace: Range<Int>?
        for (offset, byte) in utf8.enumerated() {
            switch byte {
            case 0x09...0x0D, 0x20:
                pendingSpace = (pendingSpace?.lowerBound ?? offset)..<(offset + 1)
            default:
                if let space = pendingSpace {
                    if !characters.isEmpty {
                        characters.append(" ")
                        origins.append(space)
                    }
                    pendingSpace = nil
                }
                characters.append(Character(Unicode.Scalar(byte)))
                origins.append(offset..<(offset + 1))
            }
        }
    }

    var string: String { String(characters) }

    /// The first occurrence of `needle`, as a range of folded character indices.
    ///
    /// Knuth–Morris–Pratt: linear in both lengths, where a naive scan is their
    /// product (a long run of one letter against a claim of the same letter).
    func firstRange(of needle: [Character]) -> Range<Int>? {
        guard !needle.isEmpty, needle.count <= characters.count else { return nil }
        let (length, end) = longestPrefixMatch(of: needle)
        return length == needle.count ? (end - length)..<end : nil
    }

    /// The longest beginning of `needle` that occurs in the text: its length and
    /// where its first occurrence starts. One linear pass.
    func longestPrefixOccurrence(of needle: [Character]) -> (length: Int, start: Int) {
        let (length, end) = longestPrefixMatch(of: needle)
        return (length, end - length)
    }

    /// Runs the KMP automaton of `needle` over the text until a full match; returns
    /// the longest prefix matched and the offset just past its first occurrence.
    private func longestPrefixMatch(of needle: [Character]) -> (length: Int, end: Int) {
        guard !needle.isEmpty else { return (0, 0) }
        var failure = [Int](repeating: 0, count: needle.count)
        var k = 0
        for i in needle.indices.dropFirst() {
            while k > 0, needle[i] != needle[k] { k = failure[k - 1] }
            if needle[i] == needle[k] { k += 1 }
            failure[i] = k
        }
        var best = (length: 0, end: 0)
        var matched = 0
        for (index, character) in characters.enumerated() {
            while matched > 0, character != needle[matched] { matched = failure[matched - 1] }
            if character == needle[matched] { matched += 1 }
            if matched > best.length { best = (matched, index + 1) }
            if matched == needle.count { return best }
        }
        return best
    }

    /// The original UTF-8 range covered by a range of folded characters.
    func originalRange(of range: Range<Int>) -> Range<Int> {
        origins[range.lowerBound].lowerBound..<origins[range.upperBound - 1].upperBound
    }

    private static func fold(_ character: Character) -> Character {
        switch character {
        case "\u{2018}", "\u{2019}", "\u{201B}", "\u{2032}": "'"
        case "\u{201C}", "\u{201D}", "\u{201F}", "\u{2033}": "\""
        default: character
        }
    }

    /// Scripts written without spaces between words, plus their punctuation.
    /// Hangul is not among them: Korean separates words with spaces.
    static func isCJK(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x2E80...0x2FDF,   // CJK and Kangxi radicals
             0x3000...0x303F,   // CJK symbols and punctuation (、。「」)
             0x3040...0x30FF,   // Hiragana, Katakana
             0x3100...0x312F,   // Bopomofo
             0x31A0...0x31FF,   // Bopomofo extended, strokes, Katakana extensions
             0x3400...0x4DBF,   // CJK extension A
             0x4E00...0x9FFF,   // CJK unified ideographs
             0xF900...0xFAFF,   // CJK compatibility ideographs
             0xFE30...0xFE4F,   // CJK compatibility forms
             0xFF00...0xFF60,   // full-width forms (，！：)
             0xFFE0...0xFFE6,   // full-width signs
             0x20000...0x3FFFF: // CJK extensions B and later
            return true
        default:
            return false
        }
    }
}
