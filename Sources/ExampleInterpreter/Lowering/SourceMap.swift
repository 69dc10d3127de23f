import Diagnostics

/// Maps UTF-8 offsets of the joined program back to positions in the Markdown pages.
///
/// Blocks are joined with a newline between them, so every line of the program
/// belongs to exactly one block; a line's page position is the block's first line
/// plus the line's index within the block, its column shifted by the block's indent.
struct SourceMap: Sendable {
    struct Segment: Sendable {
        var startOffset: Int
        var endOffset: Int
        var file: String
        var line: Int
        var column: Int
    }

    private(set) var text: String = ""
    private(set) var segments: [Segment] = []
    /// Offsets of the first byte of each line of `text`.
    private var lineStarts: [Int] = [0]

    init(blocks: [ExampleBlock]) {
        var utf8Count = 0
        for (index, block) in blocks.enumerated() {
            if index > 0 {
                text += "\n"
                utf8Count += 1
                lineStarts.append(utf8Count)
            }
            let start = utf8Count
            text += block.code
            for byte in block.code.utf8 {
                utf8Count += 1
                if byte == UInt8(ascii: "\n") { lineStarts.append(utf8Count) }
            }
            segments.append(Segment(startOffset: start, endOffset: utf8Count, file: block.file, line: block.line, column: block.column))
        }
    }

    /// The page position of a UTF-8 offset into the joined program.
    func location(ofOffset offset: Int) -> SourceLocation {
        let lineIndex = Self.lastIndex(in: lineStarts, notAfter: offset)
        let lineStart = lineStarts[lineIndex]
        let segmentIndex = segments.lastIndex { $0.startOffset <= lineStart } ?? 0
        guard segments.indices.contains(segmentIndex) else { return SourceLocation(file: "", line: 1, column: 1) }
        let segment = segments[segmentIndex]
        let firstLineOfSegment = Self.lastIndex(in: lineStarts, notAfter: segment.startOffset)
        return SourceLocation(
            file: segment.file,
            line: segment.line + (lineIndex - firstLineOfSegment),
            column: segment.column + (offset - lineStart)
        )
    }

    private static func lastIndex(in starts: [Int], notAfter offset: Int) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }
}
