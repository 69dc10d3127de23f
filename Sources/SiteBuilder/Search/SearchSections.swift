import Pages

/// Cuts a page into the sections the search index knows: the text before the
/// first `##` heading, then one section per heading of level 2 to 6, each with
/// every word a reader sees in it (prose, inline code, displayed code blocks).
///
/// The walk keeps its own stack, so a deeply nested page costs no call depth.
enum SearchSections {
    static func sections(of page: Page) -> [SearchEntry.Section] {
        var sections: [SearchEntry.Section] = []
        var heading: Heading?
        var text = ""
        func close() {
            sections.append(SearchEntry.Section(
                heading: heading?.text, anchor: heading?.anchor, level: heading?.level ?? 1,
                terms: SearchTokenizer.indexTerms(of: text).sorted()
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
        // A page without text before its first heading needs no empty first section,
        // unless it is the only one (the page is still found by its title).
        if sections.count > 1, sections[0].terms.isEmpty { sections.removeFirst() }
        return sections
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
}
