import Diagnostics
import Pages

/// Checks a page's links against the site plan and turns them into relative URLs.
///
/// Links are written to `.md` files (`navigation-stack.md#push`), to folders with an
/// `index.md`, to static files of the content folder, or to `#anchors` of the same
/// page. External links (with a scheme, or `//host`) are left alone and not checked.
struct LinkResolver {
    let plan: SitePlan
    let pageIndex: Int
    /// The folder of the page's Markdown file (`en/guide/`), which its links are relative to.
    private let baseFolder: String

    init(plan: SitePlan, pageIndex: Int) {
        self.plan = plan
        self.pageIndex = pageIndex
        baseFolder = SitePath.directory(of: plan.pages[pageIndex].contentPath)
    }

    enum Resolution: Equatable {
        case external(String)
        case internalLink(String)
        case broken(String)
    }

    private var planned: SitePlan.PlannedPage { plan.pages[pageIndex] }

    func resolve(_ destination: String) -> Resolution {
        if Self.isExternal(destination) { return .external(destination) }
        let (path, fragment) = Self.split(destination)
        if path.isEmpty {
            guard let fragment else { return .internalLink("") }
            if let problem = missingAnchor(fragment, in: pageIndex, writtenAs: "") { return .broken(problem) }
            return .internalLink("#" + fragment)
        }
        if path.hasPrefix("/") {
            return .broken("link '\(destination)' is absolute; link to the Markdown file with a relative path")
        }
        let decoded = SitePath.percentDecoded(path)
        guard let resolved = SitePath.resolve(decoded, against: baseFolder), !resolved.isEmpty else {
            return .broken("link '\(destination)' points outside the content folder")
        }
        let here = planned.folder
        if let target = targetPage(resolved) {
            if let fragment, let problem = missingAnchor(fragment, in: target, writtenAs: path) {
                return .broken(problem)
            }
            let href = SitePath.relative(from: here, to: plan.pages[target].folder)
            return .internalLink(href + (fragment.map { "#" + $0 } ?? ""))
        }
        if plan.staticFiles.contains(resolved) {
            return .internalLink(SitePath.relative(from: here, to: resolved) + (fragment.map { "#" + $0 } ?? ""))
        }
        return .broken("broken link: no page or file '\(path)' (looked for \(resolved))")
    }

    /// The page of the site a destination leads to (another page or this one), nil for
    /// anything else: what `serve` records to know whose anchors a page's links check.
    func linkedPage(_ destination: String) -> Int? {
        if Self.isExternal(destination) { return nil }
        let path = Self.split(destination).path
        if path.isEmpty { return pageIndex }
        guard !path.hasPrefix("/"),
              let resolved = SitePath.resolve(SitePath.percentDecoded(path), against: baseFolder),
              !resolved.isEmpty
        else { return nil }
        return targetPage(resolved)
    }

    private func targetPage(_ resolved: String) -> Int? {
        // On the bytes: `String.hasSuffix` compares characters.
        if resolved.utf8.reversed().starts(with: ".md".utf8.reversed()) { return plan.indexByContentPath[resolved] }
        return plan.indexByContentPath[resolved.utf8.last == UInt8(ascii: "/") ? resolved + "index.md" : resolved + "/index.md"]
    }

    private func missingAnchor(_ fragment: String, in target: Int, writtenAs path: String) -> String? {
        let anchor = SitePath.percentDecoded(fragment)
        let anchors = plan.pages[target].anchors
        guard !anchors.contains(anchor), anchor != "top" else { return nil }
        let place = path.isEmpty ? "on this page" : "in '\(path)'"
        var message = "broken anchor: no heading '#\(anchor)' \(place)"
        if let suggestion = Self.closest(to: anchor, in: anchors) { message += "; did you mean '#\(suggestion)'?" }
        return message
    }

    static func isExternal(_ destination: String) -> Bool {
        if destination.hasPrefix("//") { return true }
        // Most destinations have no colon at all; finding that in the bytes is cheap.
        guard destination.utf8.contains(UInt8(ascii: ":")), let colon = destination.firstIndex(of: ":") else { return false }
        let scheme = destination[..<colon]
        guard let first = scheme.first, first.isLetter else { return false }
        return scheme.allSatisfy { $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." }
    }

    static func split(_ destination: String) -> (path: String, fragment: String?) {
        var path = destination
        var fragment: String?
        let bytes = destination.utf8
        guard bytes.contains(UInt8(ascii: "#")) || bytes.contains(UInt8(ascii: "?")) else { return (path, nil) }
        if let hash = path.firstIndex(of: "#") {
            fragment = String(path[path.index(after: hash)...])
            path = String(path[..<hash])
        }
        if let query = path.firstIndex(of: "?") { path = String(path[..<query]) }
        return (path, fragment)
    }

    /// The anchor at the smallest edit distance, when it is close enough to be a typo.
    static func closest(to anchor: String, in anchors: Set<String>) -> String? {
        let limit = max(2, anchor.count / 3)
        var best: (distance: Int, anchor: String)?
        for candidate in anchors.sorted() {
            let distance = EditDistance.between(anchor, candidate)
            if distance <= limit, distance < (best?.distance ?? Int.max) { best = (distance, candidate) }
        }
        return best?.anchor
    }
}
