/// Where a claim was found in the page's prose, for the site to mark it.
public struct ClaimMatch: Hashable, Sendable, Codable {
    /// The index of the ``ProseSegment`` the claim lies in.
    public var segmentIndex: Int
    /// The claimed text's UTF-8 offsets in that segment's `text`, from its first
    /// to its last matched character (folded whitespace inside included).
    public var utf8Range: Range<Int>

    public init(segmentIndex: Int, utf8Range: Range<Int>) {
        self.segmentIndex = segmentIndex
        self.utf8Range = utf8Range
    }

    /// The matched range as string indices of `text` (the segment's text).
    public func range(in text: String) -> Range<String.Index> {
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: utf8Range.lowerBound)
        let upper = utf8.index(utf8.startIndex, offsetBy: utf8Range.upperBound)
        return lower..<upper
    }
}
