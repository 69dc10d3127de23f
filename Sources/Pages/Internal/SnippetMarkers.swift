/// The region markers of an included Swift file, as Swift-DocC's snippets write them:
///
/// ```swift
/// // snippet.list
/// List(parks) { park in NavigationLink(park.name, value: park) }
/// // snippet.end
/// ```
///
/// `// snippet.NAME` starts region NAME, which ends at `// snippet.end` or where the
/// next region starts; a name used twice gathers both parts. Lines between
/// `// snippet.hide` and `// snippet.show` are part of the file's code but never
/// shown. Marker lines are never shown either. The file's code is never changed:
/// all of it is part of the example.
struct SnippetMarkers {
    /// Lines that are markers (1-based).
    private(set) var markerLines: Set<Int> = []
    /// Lines between `hide` and `show`.
    private(set) var hiddenLines: Set<Int> = []
    /// Each region's lines, in order, markers and hidden lines left out.
    private(set) var regions: [String: [Int]] = [:]
    /// Every line that is shown when no region is asked for.
    private(set) var visibleLines: [Int] = []

    static let reservedNames: Set<String> = ["end", "hide", "show"]

    init(_ text: String) {
        var open: String?
        var hiding = false
        for (offset, line) in Self.lines(of: text).enumerated() {
            let number = offset + 1
            if let name = Self.markerName(line) {
                markerLines.insert(number)
                switch name {
                case "end": open = nil
                case "hide": hiding = true
                case "show": hiding = false
                default:
                    open = name
                    regions[name, default: []] += []
                }
                continue
            }
            if hiding {
                hiddenLines.insert(number)
                continue
            }
            visibleLines.append(number)
            if let open { regions[open, default: []].append(number) }
        }
    }

    /// The file's lines, without their line breaks (a final line break ends the last line).
    static func lines(of text: String) -> [Substring] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines.map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
    }

    /// `NAME` when the line is `// snippet.NAME` (spaces around allowed), else nil.
    static func markerName(_ line: Substring) -> String? {
        var rest = line.drop { $0 == " " || $0 == "\t" }
        guard rest.hasPrefix("//") else { return nil }
        rest = rest.dropFirst(2).drop { $0 == " " || $0 == "\t" }
        guard rest.hasPrefix("snippet.") else { return nil }
        rest = rest.dropFirst("snippet.".count)
        while let last = rest.last, last == " " || last == "\t" { rest = rest.dropLast() }
        let allowed = rest.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
        return rest.isEmpty || !allowed ? nil : String(rest)
    }
}
