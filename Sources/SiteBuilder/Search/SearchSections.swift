import Diagnostics
import Pages

/// Cuts a page into the sections the search index knows: the text before the
/// first `##` heading, then one section per heading of level 2 to 6, each with
/// every word a reader sees in it (prose, inline code, displayed code blocks).
///
/// The walk keeps its own stack, so a deeply nested page costs no call depth.
enum SearchSections {
    static func sections(of page: Page) -> [SearchEntry.Section] {
        var sections: [SearchEntry.Section] = []
        // One collector for the whole page: its tables are emptied, not freed, between sections.
        var collector = ASCIITermCollector()
        var heading: Heading?
        var start = page.blocks.startIndex
        func close(at end: Int) {
            sections.append(SearchEntry.Section(
                heading: heading?.text, anchor: heading?.anchor, level: heading?.level ?? 1,
                terms: terms(of: page.blocks[start..<end], included: page.includedSources, using: &collector)
            ))
        }
        for (index, block) in page.blocks.enumerated() {
            if case .heading(let next) = block, next.level > 1 {
                close(at: index)
                heading = next
                start = index
            }
        }
        close(at: page.blocks.endIndex)
        // A page without text before its first heading needs no empty first section,
        // unless it is the only one (the page is still found by its title).
        if sections.count > 1, sections[0].terms.isEmpty { sections.removeFirst() }
        return sections
    }

    /// The sorted terms of `blocks`: those of their text joined into one string with
    /// ``SearchTokenizer/indexTerms(of:)``. ASCII text streams its pieces through
    /// `collector` without joining them; any other text is joined and tokenized
    /// character by character, as the Unicode rules need.
    private static func terms(
        of blocks: ArraySlice<Block>, included: [SourceLocation: IncludedSource], using collector: inout ASCIITermCollector
    ) -> [String] {
        let isASCII = visitText(of: blocks, included: included) { piece in
            switch piece {
            case .text(let text):
                return collector.append(text)
            case .space:
                collector.endWord()
                return true
            }
        }
        if isASCII { return collector.takeTerms() }
        collector.reset()
        var text = ""
        _ = visitText(of: blocks, included: included) { piece in
            switch piece {
            case .text(let value): text += value
            case .space: text += " "
            }
            return true
        }
        return SearchTokenizer.characterIndexTerms(of: text).sortedAsSearchTerms()
    }

    /// A piece of what a reader sees, in reading order; the section's text is the
    /// pieces joined, a space standing for ``space``.
    private enum TextPiece {
        case text(String)
        /// Between blocks, before and after a code block, and for a line break.
        case space
    }

    /// Calls `body` with every piece of text of `blocks` (and everything inside them)
    /// until it returns false; returns whether all were visited. A `source=` block's
    /// text is the code it shows of its files (`included`).
    private static func visitText(
        of blocks: ArraySlice<Block>, included: [SourceLocation: IncludedSource], _ body: (TextPiece) -> Bool
    ) -> Bool {
        var pending: [Block] = blocks.reversed()
        while let block = pending.popLast() {
            switch block {
            case .heading(let heading):
                guard visitText(of: heading.content, body) else { return false }
            case .paragraph(let inlines, _):
                guard visitText(of: inlines, body) else { return false }
            case .codeBlock(let code):
                if !code.isHidden {
                    guard body(.space), body(.text(code.code)) else { return false }
                    for file in included[code.location]?.files ?? [] {
                        guard body(.space), body(.text(file.shownCode)) else { return false }
                    }
                }
            case .blockQuote(let children, _):
                pending.append(contentsOf: children.reversed())
            case .list(let list):
                for item in list.items.reversed() { pending.append(contentsOf: item.reversed()) }
            case .thematicBreak, .html:
                break
            }
            guard body(.space) else { return false }
        }
        return true
    }

    private static func visitText(of inlines: [Inline], _ body: (TextPiece) -> Bool) -> Bool {
        var pending = Array(inlines.reversed())
        while let inline = pending.popLast() {
            switch inline {
            case .text(let value, _), .code(let value, _):
                guard body(.text(value)) else { return false }
            case .emphasis(let children), .strong(let children):
                pending.append(contentsOf: children.reversed())
            case .link(let link):
                pending.append(contentsOf: link.content.reversed())
            case .image(let image):
                pending.append(contentsOf: image.alternative.reversed())
            case .softBreak, .lineBreak:
                guard body(.space) else { return false }
            case .html:
                break
            }
        }
        return true
    }
}
