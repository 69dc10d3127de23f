import Foundation

/// Writes a ``SearchIndex`` as JSON straight into bytes.
///
/// The same bytes `JSONEncoder` gives with `[.sortedKeys, .withoutEscapingSlashes]`
/// (keys in `String` order, the same escapes; a test holds the two together), without
/// its intermediate tree of values: at 10,000 pages the index has millions of numbers,
/// and that tree cost more memory and time than the rest of the step.
enum SearchIndexJSON {
    static func encode(_ index: SearchIndex) -> [UInt8] {
        Array(pieces(index).joined())
    }

    /// The document in consecutive pieces, made in parallel: joined, they are ``encode(_:)``.
    /// At 10,000 pages the index is about 40 MB, and writing it on one core left the other idle.
    static func pieces(_ index: SearchIndex, chunksPerPart: Int = 2 * ProcessInfo.processInfo.activeProcessorCount) -> [[UInt8]] {
        let terms = index.postings.terms
        let postings = index.postings.sections
        var jobs: [Piece] = [.head]
        jobs += chunks(of: index.sections.count, count: chunksPerPart).map(Piece.sections)
        jobs.append(.middle)
        // By the sections they list: a few common words hold most of the numbers.
        jobs += chunks(weights: postings.map { $0.count + 1 }, count: chunksPerPart).map(Piece.terms)
        jobs.append(.tail)
        return jobs.parallelMap { piece in
            var output: [UInt8] = []
            switch piece {
            case .head:
                appendOpening(language: index.language, to: &output)
                for (position, page) in index.pages.enumerated() {
                    if position > 0 { output.append(separator) }
                    appendPage(page, to: &output)
                }
                output.append(contentsOf: betweenPagesAndSections)
            case .sections(let range):
                for position in range {
                    if position > 0 { output.append(separator) }
                    appendSection(index.sections[position], to: &output)
                }
            case .middle:
                output.append(contentsOf: betweenSectionsAndTerms)
            case .terms(let range):
                for position in range {
                    if position > 0 { output.append(separator) }
                    appendTerm(terms[position], sections: postings[position], to: &output)
                }
            case .tail:
                appendClosing(version: index.version, to: &output)
            }
            return output
        }
    }

    /// A piece of the document, in document order.
    private enum Piece: Sendable {
        case head
        case sections(Range<Int>)
        case middle
        case terms(Range<Int>)
        case tail
    }

    /// The indices of `weights` cut into at most `count` consecutive non-empty ranges of near-equal total weight.
    static func chunks(weights: [Int], count: Int) -> [Range<Int>] {
        let total = weights.reduce(0, +)
        guard total > 0 else { return chunks(of: weights.count, count: count) }
        var ranges: [Range<Int>] = []
        var start = 0
        var sum = 0
        for (position, weight) in weights.enumerated() {
            sum += weight
            // Cut once this range reaches its share of the total.
            if ranges.count + 1 < count, sum * count >= total * (ranges.count + 1), position + 1 < weights.count {
                ranges.append(start..<(position + 1))
                start = position + 1
            }
        }
        if start < weights.count { ranges.append(start..<weights.count) }
        return ranges
    }

    /// `0..<total` cut into at most `count` consecutive non-empty ranges of near-equal length.
    static func chunks(of total: Int, count: Int) -> [Range<Int>] {
        guard total > 0 else { return [] }
        let length = (total + max(1, count) - 1) / max(1, count)
        return stride(from: 0, to: total, by: length).map { $0..<min($0 + length, total) }
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

    /// One member of `terms`: the term and the sections holding it (ascending), written
    /// as gaps: the first number, then each one's distance from the one before.
    static func appendTerm<Sections: Sequence>(_ term: String, sections: Sections, to output: inout [UInt8])
    where Sections.Element: BinaryInteger {
        appendString(term, to: &output)
        output.append(contentsOf: ":[".utf8)
        var previous: Int?
        for section in sections {
            let number = Int(section)
            if let previous {
                output.append(separator)
                appendInteger(number - previous, to: &output)
            } else {
                appendInteger(number, to: &output)
            }
            previous = number
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
