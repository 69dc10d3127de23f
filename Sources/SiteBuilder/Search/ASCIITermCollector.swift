/// The search terms of ASCII text handed over in pieces, by the rules of
/// ``SearchTokenizer`` (``SearchTokenizer/characterIndexTerms(of:)`` is the reference).
///
/// A section's text is many pieces (inline text, code spans, code blocks), and the
/// terms must be those of the pieces joined: `**Navigation**Link` is the one word
/// `navigationlink`. So a word left open at the end of a piece goes on in the next,
/// and only ``endWord()`` (the space between blocks, a soft break) or ``takeTerms()``
/// ends it. Nothing builds the joined text.
///
/// In ASCII every byte is a character whose letter, digit and case tests are ranges,
/// so words are found on bytes. A piece with any other byte is refused: its
/// characters need the Unicode rules, and the caller tokenizes the whole joined text
/// character by character instead.
struct ASCIITermCollector {
    /// Terms of up to 16 bytes: nearly all of them.
    private var shortTerms = PackedTermSet()
    /// Longer terms, lower-cased bytes; rare, so a plain set.
    private var longTerms = Set<[UInt8]>()
    /// The bytes of a word that reached the end of the last piece and may go on.
    private var openWord: [UInt8] = []

    /// Adds the next piece of text, joined to the previous one without a separator.
    /// Returns false when the piece is not all ASCII; the collector then holds part of
    /// the piece and must be ``reset()`` before it is used again.
    mutating func append(_ piece: String) -> Bool {
        var piece = piece
        return piece.withUTF8 { append(bytes: $0) }
    }

    /// Ends the word in progress, as a space between pieces does.
    mutating func endWord() {
        guard !openWord.isEmpty else { return }
        // Moved out while its terms are added, and back (emptied) to keep its storage.
        var word: [UInt8] = []
        swap(&word, &openWord)
        word.withUnsafeBufferPointer { addWord($0, mayHaveParts: true) }
        word.removeAll(keepingCapacity: true)
        openWord = word
    }

    /// The distinct terms added since the last call, sorted as `String`s sort; empties the collector.
    mutating func takeTerms() -> [String] {
        endWord()
        var result: [String] = []
        result.reserveCapacity(shortTerms.terms.count + longTerms.count)
        let short = shortTerms.sortedTerms()
        if longTerms.isEmpty {
            for term in short { result.append(term.string) }
        } else {
            // Merge the two sorted lists. A short term comes before a long one when it is
            // at most the long term's first 16 bytes: less, or equal and so a prefix of it.
            let long = longTerms.sorted { $0.lexicographicallyPrecedes($1) }
            var next = 0
            for term in long {
                let prefix = Self.packedPrefix(of: term)
                while next < short.count, !(prefix < short[next]) {
                    result.append(short[next].string)
                    next += 1
                }
                result.append(String(decoding: term, as: UTF8.self))
            }
            for term in short[next...] { result.append(term.string) }
        }
        reset()
        return result
    }

    /// Forgets everything added; keeps the storage.
    mutating func reset() {
        shortTerms.removeAll()
        longTerms.removeAll(keepingCapacity: true)
        openWord.removeAll(keepingCapacity: true)
    }

    // MARK: Words

    private mutating func append(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        var index = 0
        if !openWord.isEmpty {
            while index < count, Self.isWordByte(bytes[index]) { index += 1 }
            openWord.append(contentsOf: bytes[0..<index])
            if index == count { return true }
            endWord()
        }
        while index < count {
            let byte = bytes[index]
            if byte >= 0x80 { return false }
            guard Self.isWordByte(byte) else {
                index += 1
                continue
            }
            let start = index
            // A word of only lower-case letters and digits is its own single part.
            var mayHaveParts = false
            repeat {
                mayHaveParts = mayHaveParts || Self.isUpper(bytes[index]) || bytes[index] == Self.underscore
                index += 1
            } while index < count && Self.isWordByte(bytes[index])
            if index == count {
                openWord.append(contentsOf: bytes[start..<count])
                return true
            }
            addWord(UnsafeBufferPointer(rebasing: bytes[start..<index]), mayHaveParts: mayHaveParts)
        }
        return true
    }

    /// The word's terms: itself lower-cased, and its camel-case parts when it has more than one.
    private mutating func addWord(_ word: UnsafeBufferPointer<UInt8>, mayHaveParts: Bool) {
        addTerm(word)
        if mayHaveParts { addCamelCaseParts(of: word) }
    }

    /// ``SearchTokenizer/camelCaseParts(of:)`` on bytes, by the same rules. A part never
    /// holds an underscore (one ends the part, or is skipped before a part starts), so
    /// every part is a contiguous run of the word and needs no copy.
    private mutating func addCamelCaseParts(of word: UnsafeBufferPointer<UInt8>) {
        var partStart = -1 // -1: no part open
        var firstPart = 0..<0
        var partCount = 0
        func add(_ part: Range<Int>) {
            partCount += 1
            // A single part is the word itself (less any underscores) and is no term.
            if partCount == 1 { firstPart = part; return }
            if partCount == 2 { addTerm(UnsafeBufferPointer(rebasing: word[firstPart])) }
            addTerm(UnsafeBufferPointer(rebasing: word[part]))
        }
        for index in 0..<word.count {
            let byte = word[index]
            let startsPart = partStart >= 0 && Self.isUpper(byte) && (
                Self.isLower(word[index - 1]) || Self.isDigit(word[index - 1])
                    || (index + 1 < word.count && Self.isLower(word[index + 1]) && Self.isUpper(word[index - 1]))
            )
            if startsPart || (byte == Self.underscore && partStart >= 0) {
                add(partStart..<index)
                partStart = -1
            }
            if byte != Self.underscore, partStart < 0 { partStart = index }
        }
        if partStart >= 0 { add(partStart..<word.count) }
    }

    private mutating func addTerm(_ bytes: UnsafeBufferPointer<UInt8>) {
        if bytes.count <= 16 {
            shortTerms.insert(Self.packed(bytes))
        } else {
            longTerms.insert(bytes.map(Self.lowercased))
        }
    }

    // MARK: Bytes

    /// The first 16 bytes (at most) of a term, lower-cased, packed as ``PackedTermSet/Term``.
    private static func packed<Bytes: RandomAccessCollection>(_ bytes: Bytes) -> PackedTermSet.Term
    where Bytes.Element == UInt8, Bytes.Index == Int {
        var high: UInt64 = 0
        var low: UInt64 = 0
        let count = min(bytes.count, 16)
        let start = bytes.startIndex
        for offset in 0..<min(count, 8) {
            high = high &<< 8 | UInt64(lowercased(bytes[start + offset]))
        }
        if count < 8 { high = high &<< UInt64(8 * (8 - count)) }
        if count > 8 {
            for offset in 8..<count {
                low = low &<< 8 | UInt64(lowercased(bytes[start + offset]))
            }
            if count < 16 { low = low &<< UInt64(8 * (16 - count)) }
        }
        return PackedTermSet.Term(high: high, low: low)
    }

    private static func packedPrefix(of term: [UInt8]) -> PackedTermSet.Term { packed(term) }

    private static var underscore: UInt8 { 0x5F } // "_"

    private static func isWordByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20) &- 0x61 < 26 || byte == underscore
    }

    private static func isUpper(_ byte: UInt8) -> Bool { byte &- 0x41 < 26 }
    private static func isLower(_ byte: UInt8) -> Bool { byte &- 0x61 < 26 }
    private static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

    private static func lowercased(_ byte: UInt8) -> UInt8 { isUpper(byte) ? byte | 0x20 : byte }
}
