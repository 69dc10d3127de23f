/// A run of source bytes `start..<end` that the highlighter wraps in one `<span>`.
struct HighlightSpan: Equatable, Sendable {
    /// What a run is shown as; each style is one short class name that `site.css` colours.
    enum Style: Sendable {
        case keyword, attribute, type, string, number, comment, dollarIdentifier, argumentLabel, placeholder, `operator`

        /// The tag that opens a run of this style, spelled out so that writing one copies
        /// static bytes. Short class names keep pages small; `site.css` gives them colours.
        var openingTag: StaticString {
            switch self {
            case .keyword: #"<span class="kw">"#
            case .attribute: #"<span class="at">"#
            case .type: #"<span class="ty">"#
            case .string: #"<span class="st">"#
            case .number: #"<span class="nu">"#
            case .comment: #"<span class="cm">"#
            case .dollarIdentifier: #"<span class="va">"#
            case .argumentLabel: #"<span class="la">"#
            case .placeholder: #"<span class="ph">"#
            case .operator: #"<span class="op">"#
            }
        }
    }

    var style: Style
    var start: Int
    var end: Int
}
