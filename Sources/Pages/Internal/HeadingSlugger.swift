/// Gives headings the anchors readers link to: lower-case words joined by `-`,
/// unique within a page (`overview`, `overview-1`).
///
/// Letters and digits of any script are kept (a Chinese heading keeps its
/// characters), so anchors stay readable in every language.
struct HeadingSlugger {
    /// Anchors navdocs writes itself: `example-NAME`, `scenario-NAME-N(-step-K)`,
    /// `claim-NAME-N-J`, the template's `navdocs-main`, and `top`, which links
    /// always accept. A heading whose slug takes one of these forms is numbered
    /// as if it were a repeat (`example-demo-1`), so its id never shadows them.
    static let reservedPrefixes = ["example-", "scenario-", "claim-"]
    static let reservedAnchors: Set<String> = ["navdocs-main", "navdocs-sidebar", "navdocs-toc-title", "navdocs-section-index", "top"]

    static func isReserved(_ slug: String) -> Bool {
        reservedAnchors.contains(slug) || reservedPrefixes.contains { slug.hasPrefix($0) }
    }

    private var used: [String: Int] = [:]

    mutating func anchor(for text: String) -> String {
        var slug = ""
        var pendingDash = false
        for scalar in text.lowercased().unicodeScalars {
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_" {
                if pendingDash, !slug.isEmpty { slug.append("-") }
                pendingDash = false
                slug.unicodeScalars.append(scalar)
            } else if scalar == "-" || scalar.properties.isWhitespace {
                pendingDash = true
            }
        }
        if slug.isEmpty { slug = "section" }
        if Self.isReserved(slug), used[slug] == nil { used[slug] = 1 }
        if let count = used[slug] {
            used[slug] = count + 1
            var candidate = "\(slug)-\(count)"
            while used[candidate] != nil { candidate += "-1" }
            used[candidate] = 1
            return candidate
        }
        used[slug] = 1
        return slug
    }
}
