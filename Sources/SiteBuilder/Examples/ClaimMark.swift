import Diagnostics

/// A claim to mark in the prose: where its quoted text starts and ends in the
/// Markdown file, and the step of the trace that backs it.
///
/// The page renderer wraps each text node the range covers in
/// `<mark class="claim …">`; the first piece carries the claim's id, so steps can
/// link back to it.
struct ClaimMark: Hashable, Sendable {
    /// `claim-NAME-N-J`: the J-th claim of scenario N of example NAME.
    var id: String
    /// The position of the claim's first character.
    var start: SourceLocation
    /// The position of the claim's last character (its first byte).
    var end: SourceLocation
    /// `#scenario-NAME-N-step-K`: the first step of its evidence, or the scenario.
    var href: String
    var verified: Bool
    /// A tooltip: which scenario backs it and how it went.
    var title: String

    /// Whether the claim covers any byte of a text node at `location` holding `utf8Count` bytes,
    /// and which: the node-relative byte range (end exclusive; the renderer widens it to whole characters).
    func overlap(nodeAt location: SourceLocation, utf8Count: Int) -> Range<Int>? {
        guard utf8Count > 0 else { return nil }
        let nodeStart = (location.line, location.column)
        let nodeLast = (location.line, location.column + utf8Count - 1)
        guard !(nodeLast < (start.line, start.column)), !((end.line, end.column) < nodeStart) else { return nil }
        let lower = start.line == location.line ? max(start.column - location.column, 0) : 0
        let upper = end.line == location.line ? min(end.column - location.column + 1, utf8Count) : utf8Count
        return lower < upper ? lower..<upper : nil
    }
}
