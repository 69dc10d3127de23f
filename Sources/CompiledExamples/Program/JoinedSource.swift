import Diagnostics

/// An example's blocks joined into one text, and where each of its lines is in the page.
struct JoinedSource {
    let blocks: [ProgramBlock]
    /// The blocks' code, each followed by a line break.
    let text: String
    /// The UTF-8 offset where each line of `text` starts.
    let lineStarts: [Int]
    /// For each line of `text` (0-based), its block and its line within the block (0-based).
    let lineOrigins: [(block: Int, line: Int)]

    init(_ blocks: [ProgramBlock]) {
        self.blocks = blocks
        var text = ""
        var origins: [(Int, Int)] = []
        for (index, block) in blocks.enumerated() {
            var code = block.code
            if !code.hasSuffix("\n") { code += "\n" }
            let lineCount = code.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            for line in 0..<lineCount { origins.append((index, line)) }
            text += code
        }
        self.text = text
        lineOrigins = origins
        var starts = [0]
        var offset = 0
        for byte in text.utf8 {
            offset += 1
            if byte == 0x0A { starts.append(offset) }
        }
        lineStarts = starts
    }

    /// The 0-based line and 0-based UTF-8 column of an offset into `text`.
    func lineAndColumn(ofOffset offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low, offset - lineStarts[low])
    }

    /// The page position of an offset into `text`.
    func location(ofOffset offset: Int) -> Diagnostics.SourceLocation {
        let (line, column) = lineAndColumn(ofOffset: offset)
        return location(line: line, column: column)
    }

    /// The page position of a 0-based line and column of `text`.
    func location(line: Int, column: Int) -> Diagnostics.SourceLocation {
        guard let origin = lineOrigins.indices.contains(line) ? lineOrigins[line] : lineOrigins.last else {
            return Diagnostics.SourceLocation(file: blocks.first?.file ?? "", line: 1, column: 1)
        }
        let block = blocks[origin.block]
        return Diagnostics.SourceLocation(file: block.file, line: block.line + origin.line, column: block.column + column)
    }

    /// The offset into `text` of a page position, when it falls in one of the blocks.
    func offset(of location: Diagnostics.SourceLocation) -> Int? {
        for (index, block) in blocks.enumerated() where block.file == location.file {
            let lineInBlock = location.line - block.line
            guard lineInBlock >= 0 else { continue }
            guard let joinedLine = lineOrigins.firstIndex(where: { $0.block == index && $0.line == lineInBlock }) else { continue }
            return lineStarts[joinedLine] + max(location.column - block.column, 0)
        }
        return nil
    }
}
