import Diagnostics
import Pages

extension ClaimFinder {
    /// A finder over a page's prose as Pages extracts it (one segment per passage,
    /// in passage order, so a match's `segmentIndex` is the passage index).
    public init(prose: ProseText) {
        self.init(prose: prose.passages.map { ProseSegment(text: $0.text, location: $0.blockLocation) })
    }
}

extension ClaimMatch {
    /// The position in the Markdown file of the match's first character.
    public func location(in prose: ProseText) -> SourceLocation {
        prose.passages[segmentIndex].location(atUTF8Offset: utf8Range.lowerBound)
    }
}
