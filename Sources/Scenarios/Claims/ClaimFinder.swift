import Diagnostics
import Synchronization

/// Finds claimed sentences in a page's prose, so a check stays bound to the
/// sentence it backs.
///
/// Both sides are folded the same way (see `FoldedText`: whitespace and line
/// breaks folded, none between CJK characters, typographic quotes made straight),
/// and a claim must lie within one prose segment. A claim that still contains
/// Markdown emphasis or code-span markers (`*back*`, `` `path` ``), as when it was
/// copied from the Markdown source, is looked up again without them.
///
/// The prose is folded on the first lookup, once for all claims of the page: most
/// pages of a large site have no claim and never pay for it.
public struct ClaimFinder: Sendable {
    public let segments: [ProseSegment]
    private let foldedProse: FoldedProse

    public init(prose segments: [ProseSegment]) {
        self.segments = segments
        self.foldedProse = FoldedProse(segments)
    }

    /// Whether the prose has been folded (a lookup happened); tests check that pages without claims skip it.
    var hasFolded: Bool { foldedProse.hasFolded }

    private var folded: [FoldedText] { foldedProse.texts }

    /// Looks up all of `claims` in one pass over the prose (``ClaimSearch``), so that
    /// ``find(_:)`` and ``locate(_:)`` answer them without scanning it again: a page's
    /// claims then cost time linear in its prose plus its claims. Returns the search's
    /// work (for tests that check it grows linearly).
    @discardableResult
    public func prepare(_ claims: [String]) -> Int {
        let unique = Array(Set(claims)).sorted()
        guard !unique.isEmpty else { return 0 }
        var needles: [[Character]] = []
        var positions: [(exact: Int, reduced: Int)] = []
        for claim in unique {
            needles.append(FoldedText(claim).characters)
            let reduced = Self.removingMarkdownMarkers(claim)
            if reduced == claim {
                positions.append((needles.count - 1, needles.count - 1))
            } else {
                needles.append(FoldedText(reduced).characters)
                positions.append((needles.count - 2, needles.count - 1))
            }
        }
        let texts = folded
        let result = ClaimSearch.search(needles, in: texts)
        var prepared: [String: PreparedClaim] = [:]
        for (claim, position) in zip(unique, positions) {
            let found = result.exact[position.exact] ?? result.exact[position.reduced]
            prepared[claim] = PreparedClaim(
                match: found.map { ClaimMatch(segmentIndex: $0.segment, utf8Range: texts[$0.segment].originalRange(of: $0.range)) },
                closest: result.closest[position.reduced],
                reducedLength: needles[position.reduced].count
            )
        }
        foldedProse.store(prepared)
        return result.work
    }

    /// Where `claim` occurs in the prose, or nil.
    public func find(_ claim: String) -> ClaimMatch? {
        if let prepared = foldedProse.prepared(claim) { return prepared.match }
        if let match = findExactly(claim) { return match }
        let reduced = Self.removingMarkdownMarkers(claim)
        return reduced == claim ? nil : findExactly(reduced)
    }

    /// Looks up a scenario's claim: its match, or the `claim not found` error at
    /// the claim's text, with a note showing the closest prose when there is some.
    public func locate(_ claim: ScenarioClaim) -> Lookup {
        if let match = find(claim.text) { return .found(match) }
        let message = "claim not found in the page's text: \"\(claim.text)\""
        return .notFound(.error("claim.notFound", at: claim.textLocation, message, notes: nearMiss(for: claim.text)))
    }

    /// A claim's place in the prose, or the error saying it has none.
    public enum Lookup: Hashable, Sendable {
        case found(ClaimMatch)
        case notFound(Diagnostic)
    }

    private func findExactly(_ claim: String) -> ClaimMatch? {
        let needle = FoldedText(claim).characters
        guard !needle.isEmpty else { return nil }
        for (index, text) in folded.enumerated() {
            if let range = text.firstRange(of: needle) {
                return ClaimMatch(segmentIndex: index, utf8Range: text.originalRange(of: range))
            }
        }
        return nil
    }

    /// The prose that shares the longest beginning with the claim, when that
    /// beginning is a substantial part of it: usually the sentence was edited.
    private func nearMiss(for claim: String) -> [Diagnostic.Note] {
        let needleLength: Int
        var best: (length: Int, segment: Int, start: Int)?
        if let prepared = foldedProse.prepared(claim) {
            needleLength = prepared.reducedLength
            best = prepared.closest.map { ($0.length, $0.segment, $0.start) }
        } else {
            let needle = FoldedText(Self.removingMarkdownMarkers(claim)).characters
            needleLength = needle.count
            guard needleLength >= 8 else { return [] }
            for (index, text) in folded.enumerated() {
                let (length, start) = text.longestPrefixOccurrence(of: needle)
                if length > (best?.length ?? 0) { best = (length, index, start) }
            }
        }
        guard needleLength >= 8, let best, best.length >= max(8, (needleLength + 1) / 2) else { return [] }
        let characters = folded[best.segment].characters
        let end = min(characters.count, best.start + needleLength + 12)
        var excerpt = String(characters[best.start..<end])
        if end < characters.count {
            while excerpt.last == " " { excerpt.removeLast() }
            excerpt += "…"
        }
        return [.init(location: segments[best.segment].location, message: "closest text in the page: \"\(excerpt)\"")]
    }

    /// Drops `*`, `` ` `` and word-boundary `_` (emphasis and code-span markers).
    static func removingMarkdownMarkers(_ text: String) -> String {
        let characters = Array(text)
        var result = ""
        for (index, character) in characters.enumerated() {
            switch character {
            case "*", "`":
                continue
            case "_":
                let before = index > 0 ? characters[index - 1] : " "
                let after = index + 1 < characters.count ? characters[index + 1] : " "
                if !(before.isLetter || before.isNumber) || !(after.isLetter || after.isNumber) { continue }
                result.append(character)
            default:
                result.append(character)
            }
        }
        return result
    }
}

/// What ``ClaimFinder/prepare(_:)`` found for one claim.
private struct PreparedClaim: Sendable {
    var match: ClaimMatch?
    /// The longest beginning of the claim (without Markdown markers) that occurs, and where.
    var closest: ClaimSearch.Occurrence?
    /// The folded length of the claim without Markdown markers.
    var reducedLength: Int
}

/// The folded text of each segment, computed on first use and shared by the copies of a
/// finder, with the claims looked up in advance.
private final class FoldedProse: Sendable {
    private let segments: [ProseSegment]
    private let cache = Mutex<[FoldedText]?>(nil)
    private let preparedClaims = Mutex<[String: PreparedClaim]>([:])

    func store(_ claims: [String: PreparedClaim]) {
        preparedClaims.withLock { $0.merge(claims) { _, new in new } }
    }

    func prepared(_ claim: String) -> PreparedClaim? {
        preparedClaims.withLock { $0[claim] }
    }

    init(_ segments: [ProseSegment]) {
        self.segments = segments
    }

    var hasFolded: Bool { cache.withLock { $0 != nil } }

    var texts: [FoldedText] {
        cache.withLock { cached in
            if let cached { return cached }
            let texts = segments.map { FoldedText($0.text) }
            cached = texts
            return texts
        }
    }
}
