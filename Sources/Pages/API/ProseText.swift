import Diagnostics

/// The page's prose, as claims are matched against it: text outside code blocks,
/// emphasis and code spans reduced to their characters, whitespace folded.
///
/// Each block of prose (a paragraph, heading, or list item's paragraph) is one
/// ``Passage``; a quote never matches across two passages. Every character of a
/// passage maps back to a position in the Markdown file.
public struct ProseText: Hashable, Sendable {
    public var passages: [Passage]

    public init(passages: [Passage]) {
        self.passages = passages
    }

    /// All passages joined by blank lines, for display or debugging.
    public var text: String { passages.map(\.text).joined(separator: "\n\n") }

    /// The first occurrence of `quote` (its whitespace folded like the prose's), or nil.
    ///
    /// Matching is exact otherwise: case and punctuation count.
    public func find(_ quote: String) -> Match? {
        let needle = Array(ProseText.fold(quote).utf8)
        guard !needle.isEmpty else { return nil }
        for (index, passage) in passages.enumerated() {
            let haystack = Array(passage.text.utf8)
            guard haystack.count >= needle.count else { continue }
            var start = 0
            while start + needle.count <= haystack.count {
                if haystack[start] == needle[0], haystack[start..<start + needle.count].elementsEqual(needle) {
                    return Match(
                        passageIndex: index,
                        utf8Range: start..<start + needle.count,
                        location: passage.location(atUTF8Offset: start)
                    )
                }
                start += 1
            }
        }
        return nil
    }

    /// Collapses runs of whitespace (spaces, tabs, line breaks) to one space and trims the ends.
    public static func fold(_ text: String) -> String {
        var result: [UInt8] = []
        var pendingSpace = false
        for byte in text.utf8 {
            if isFoldedSpace(byte) {
                pendingSpace = !result.isEmpty
            } else {
                if pendingSpace { result.append(0x20) }
                pendingSpace = false
                result.append(byte)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The whitespace that folding collapses: space, tab, line feed, carriage return.
    static func isFoldedSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Where a quote was found.
    public struct Match: Hashable, Sendable {
        public var passageIndex: Int
        /// The match within the passage's ``Passage/text``, in UTF-8 offsets.
        public var utf8Range: Range<Int>
        /// The position of the match's first character in the Markdown file.
        public var location: SourceLocation
    }

    /// One block's folded text and the way back to the file.
    public struct Passage: Hashable, Sendable {
        /// Folded text.
        public var text: String
        /// The position of the block this text comes from.
        public var blockLocation: SourceLocation
        /// Pieces of ``text``: each starts at a UTF-8 offset of `text` and at a
        /// position in the file, and runs on the same line until the next piece.
        public var pieces: [Piece]

        public init(text: String, blockLocation: SourceLocation, pieces: [Piece]) {
            self.text = text
            self.blockLocation = blockLocation
            self.pieces = pieces
        }

        /// The file position of the character at `offset` (UTF-8) in ``text``.
        public func location(atUTF8Offset offset: Int) -> SourceLocation {
            // The pieces run in text order: a binary search finds the last one starting at or
            // before `offset` (a page may mark thousands of claims in one long passage).
            var low = 0
            var high = pieces.count
            while low < high {
                let middle = (low + high) / 2
                if pieces[middle].utf8Offset <= offset { low = middle + 1 } else { high = middle }
            }
            guard low > 0 else { return blockLocation }
            let piece = pieces[low - 1]
            var location = piece.location
            location.column += offset - piece.utf8Offset
            return location
        }

        /// A run of text that starts at `utf8Offset` in the passage and at `location` in the file.
        public struct Piece: Hashable, Sendable {
            public var utf8Offset: Int
            public var location: SourceLocation

            public init(utf8Offset: Int, location: SourceLocation) {
                self.utf8Offset = utf8Offset
                self.location = location
            }
        }
    }
}
