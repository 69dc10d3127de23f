import Diagnostics

/// Builds a page's ``ProseText`` from its blocks: one passage per paragraph or
/// heading outside code, whitespace folded, every run mapped back to the file.
struct ProseExtractor {
    func prose(of blocks: [Block]) -> ProseText {
        var passages: [ProseText.Passage] = []
        Page.visit(blocks) { block in
            switch block {
            case .paragraph(let inlines, let location):
                if let passage = passage(inlines, location) { passages.append(passage) }
            case .heading(let heading):
                if let passage = passage(heading.content, heading.location) { passages.append(passage) }
            case .codeBlock, .blockQuote, .list, .thematicBreak, .html:
                break
            }
        }
        return ProseText(passages: passages)
    }

    private func passage(_ inlines: [Inline], _ location: SourceLocation) -> ProseText.Passage? {
        var builder = Builder()
        builder.add(inlines)
        guard !builder.bytes.isEmpty else { return nil }
        return ProseText.Passage(
            text: String(decoding: builder.bytes, as: UTF8.self), blockLocation: location, pieces: builder.pieces
        )
    }

    private struct Builder {
        var bytes: [UInt8] = []
        var pieces: [ProseText.Passage.Piece] = []
        var pendingSpace = false

        mutating func add(_ inlines: [Inline]) {
            Inline.visit(inlines) { inline in
                switch inline {
                case .text(let text, let location), .code(let text, let location):
                    add(text, at: location)
                case .softBreak, .lineBreak:
                    pendingSpace = !bytes.isEmpty
                case .emphasis, .strong, .link, .image, .html:
                    break
                }
            }
        }

        private mutating func add(_ text: String, at location: SourceLocation) {
            var startsRun = true
            for (offset, byte) in text.utf8.enumerated() {
                if ProseText.isFoldedSpace(byte) {
                    pendingSpace = !bytes.isEmpty
                    startsRun = true
                    continue
                }
                if pendingSpace {
                    bytes.append(0x20)
                    pendingSpace = false
                }
                if startsRun {
                    var start = location
                    start.column += offset
                    pieces.append(.init(utf8Offset: bytes.count, location: start))
                    startsRun = false
                }
                bytes.append(byte)
            }
        }
    }
}
