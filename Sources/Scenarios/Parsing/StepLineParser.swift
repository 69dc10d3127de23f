import Diagnostics

/// Parses one line of a scenario block: a step, a claim, a blank or comment line,
/// or a line that does not parse (its problems are in `diagnostics`).
struct StepLineParser {
    enum Outcome {
        case blank
        case step(ScenarioStep)
        case claim(text: String, location: SourceLocation, textLocation: SourceLocation)
        case failed
    }

    let bytes: [UInt8]
    let position: LinePosition
    let lexer: SwiftLineLexer
    private(set) var diagnostics: [Diagnostic] = []
    /// The cursor, a byte offset into the line.
    private var i = 0
    /// Where the line's code ends (its comment or the end of the line, trailing spaces trimmed).
    private var end = 0

    init(bytes: [UInt8], position: LinePosition) {
        self.bytes = bytes
        self.position = position
        self.lexer = SwiftLineLexer(bytes)
    }

    mutating func parse() -> Outcome {
        let (codeEnd, problem) = lexer.codeEnd()
        end = codeEnd
        while end > 0, SwiftLineLexer.isSpace(bytes[end - 1]) { end -= 1 }
        skipSpaces()
        if i >= end { return .blank }
        if let problem {
            error(problem.offset, problem.message)
            return .failed
        }
        let start = i
        let word = readWord()
        guard !word.isEmpty else {
            var tokenEnd = i
            while tokenEnd < end, !SwiftLineLexer.isSpace(bytes[tokenEnd]) { tokenEnd += 1 }
            error(start, "unknown step '\(text(start..<tokenEnd))'")
            return .failed
        }
        let outcome: Outcome?
        switch word {
        case "tap": outcome = parseTap(start)
        case "back": outcome = parseBare(start, .back, word)
        case "relaunch": outcome = parseBare(start, .relaunch, word)
        case "dismiss": outcome = parseBare(start, .dismiss, word)
        case "orientation":
            skipSpaces()
            let valueStart = i
            let value = readWord()
            if let orientation = ScenarioStep.Orientation(rawValue: value), expectEnd(after: "orientation \(value)") {
                outcome = step(start, .orientation(orientation))
            } else {
                if ScenarioStep.Orientation(rawValue: value) == nil {
                    error(value.isEmpty ? start : valueStart, "expected 'portrait' or 'landscape' after 'orientation'")
                }
                outcome = nil
            }
        case "tab":
            if let label = requireString(after: "tab", what: "the tab's label in quotes"), expectEnd(after: "tab \"…\"") {
                outcome = step(start, .selectTab(label: label))
            } else {
                outcome = nil
            }
        case "open": outcome = parseOpenURL(start)
        case "type": outcome = parseType(start)
        case "submit":
            if let label = requireString(after: "submit", what: "the text field's label in quotes"), expectEnd(after: "submit \"…\"") {
                outcome = step(start, .submit(field: label))
            } else {
                outcome = nil
            }
        case "select": outcome = parseSelect(start)
        case "run": outcome = parseRun(start)
        case "size": outcome = parseSize(start)
        case "platform": outcome = parsePlatform(start)
        case "expect": outcome = parseExpect(start)
        case "claim": outcome = parseClaim(start)
        default:
            var message = "unknown step '\(word)'"
            if let suggestion = Self.closest(to: word, in: ScenarioParser.stepWords) {
                message += "; did you mean '\(suggestion)'?"
            }
            error(start, message)
            outcome = nil
        }
        return outcome ?? .failed
    }

    // MARK: Steps

    private mutating func parseTap(_ start: Int) -> Outcome? {
        guard let label = requireString(after: "tap", what: "a quoted label") else { return nil }
        var column: ScenarioStep.Column?
        skipSpaces()
        if i < end {
            let inStart = i
            guard readWord() == "in" else {
                error(inStart, "unexpected text after 'tap \"…\"'; expected 'in sidebar', 'in content' or 'in detail'")
                return nil
            }
            skipSpaces()
            let columnStart = i
            let name = readWord()
            guard let parsed = ScenarioStep.Column(rawValue: name) else {
                error(columnStart, name.isEmpty
                    ? "expected a column after 'in': sidebar, content or detail"
                    : "unknown column '\(name)'; expected sidebar, content or detail")
                return nil
            }
            column = parsed
            guard expectEnd(after: "tap \"…\" in \(name)") else { return nil }
        }
        return step(start, .tap(label: label, column: column))
    }

    /// `open url "URL"` (N54).
    private mutating func parseOpenURL(_ start: Int) -> Outcome? {
        skipSpaces()
        let wordStart = i
        guard readWord() == "url" else {
            error(wordStart, "expected 'url' after 'open': open url \"myapp://…\"")
            return nil
        }
        guard let url = requireString(after: "open url", what: "the URL in quotes"), expectEnd(after: "open url \"…\"") else { return nil }
        return step(start, .openURL(url))
    }

    /// `type "TEXT" into "LABEL"`.
    private mutating func parseType(_ start: Int) -> Outcome? {
        guard let text = requireString(after: "type", what: "the text to type in quotes") else { return nil }
        skipSpaces()
        let wordStart = i
        guard readWord() == "into" else {
            error(wordStart, "expected 'into' after 'type \"…\"': type \"TEXT\" into \"LABEL\"")
            return nil
        }
        guard let label = requireString(after: "into", what: "the text field's label in quotes"),
              expectEnd(after: "type \"…\" into \"…\"") else { return nil }
        return step(start, .typeText(text: text, field: label))
    }

    private mutating func parseBare(_ start: Int, _ kind: ScenarioStep.Kind, _ word: String) -> Outcome? {
        guard expectEnd(after: word) else { return nil }
        return step(start, kind)
    }

    private mutating func parseSelect(_ start: Int) -> Outcome? {
        var labels: [String] = []
        guard let first = requireString(after: "select", what: "a quoted row label") else { return nil }
        labels.append(first)
        skipSpaces()
        while i < end {
            guard bytes[i] == UInt8(ascii: ",") else {
                error(i, "expected ',' between the labels of 'select'")
                return nil
            }
            i += 1
            guard let label = requireString(after: ",", what: "a quoted row label") else { return nil }
            labels.append(label)
            skipSpaces()
        }
        return step(start, .select(labels: labels))
    }

    private mutating func parseRun(_ start: Int) -> Outcome? {
        guard let snippet = requireSnippet(after: "run", what: "Swift statements") else { return nil }
        return step(start, .run(snippet))
    }

    private mutating func parseSize(_ start: Int) -> Outcome? {
        skipSpaces()
        let valueStart = i
        let name = readWord()
        guard let size = ScenarioStep.SizeClass(rawValue: name) else {
            error(name.isEmpty ? start : valueStart, name.isEmpty
                ? "expected 'compact' or 'regular' after 'size'"
                : "unknown size class '\(name)'; expected 'compact' or 'regular'")
            return nil
        }
        guard expectEnd(after: "size \(name)") else { return nil }
        return step(start, .size(size))
    }

    private mutating func parsePlatform(_ start: Int) -> Outcome? {
        skipSpaces()
        let nameStart = i
        let name = readWord()
        guard ScenarioStep.Platform.knownNames.contains(name) else {
            var message = name.isEmpty
                ? "expected a platform and version after 'platform', as in 'platform iOS 15'"
                : "unknown platform '\(name)'; expected one of \(ScenarioStep.Platform.knownNames.joined(separator: ", "))"
            if !name.isEmpty, let suggestion = Self.closest(to: name, in: ScenarioStep.Platform.knownNames, caseInsensitive: true) {
                message = "unknown platform '\(name)'; did you mean '\(suggestion)'?"
            }
            error(name.isEmpty ? start : nameStart, message)
            return nil
        }
        skipSpaces()
        let versionStart = i
        var components: [Int] = []
        while true {
            let digitsStart = i
            while i < end, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") { i += 1 }
            guard i > digitsStart else {
                error(i < end ? i : versionStart, "expected a version after '\(name)', as in 'platform \(name) 15'")
                return nil
            }
            // Range-checked here, where the number is read: the model computes with it.
            guard let value = Int(text(digitsStart..<i)), value <= ScenarioStep.Platform.maximumVersionComponent else {
                error(digitsStart, "version number '\(text(digitsStart..<i))' is out of range (at most \(ScenarioStep.Platform.maximumVersionComponent))")
                return nil
            }
            components.append(value)
            guard i < end, bytes[i] == UInt8(ascii: "."), components.count < 3 else { break }
            i += 1
        }
        guard expectEnd(after: "platform \(name) \(text(versionStart..<i))") else { return nil }
        return step(start, .platform(ScenarioStep.Platform(name: name, version: components)))
    }

    private mutating func parseClaim(_ start: Int) -> Outcome? {
        skipSpaces()
        let textStart = i
        guard let claim = requireString(after: "claim", what: "the claimed sentence in quotes") else { return nil }
        guard claim.contains(where: { !$0.isWhitespace }) else {
            error(textStart, "a claim needs the sentence it backs, quoted from the page")
            return nil
        }
        guard expectEnd(after: "claim \"…\"") else { return nil }
        return .claim(text: claim, location: position.location(start), textLocation: position.location(textStart))
    }

    // MARK: Expectations

    private mutating func parseExpect(_ start: Int) -> Outcome? {
        skipSpaces()
        guard i < end else {
            error(start, "expected an expression or 'screen:', 'stack:', 'title:', ... after 'expect'")
            return nil
        }
        let restStart = i
        if text(restStart..<end).split(whereSeparator: { $0 == " " || $0 == "\t" }) == ["no", "warning"] {
            i = end
            return step(start, .expectNoWarning)
        }
        // `label:` opens a structured expectation; a Swift expression cannot start
        // with an identifier followed by a single colon.
        let label = readWord()
        skipSpaces()
        let isLabel = !label.isEmpty && i < end && bytes[i] == UInt8(ascii: ":")
            && !(i + 1 < end && bytes[i + 1] == UInt8(ascii: ":"))
        guard isLabel else {
            i = restStart
            guard let snippet = requireSnippet(after: "expect", what: "an expression") else { return nil }
            return step(start, .expect(snippet))
        }
        i += 1
        switch label {
        case "screen":
            guard let snippet = requireSnippet(after: "screen:", what: "a view pattern"),
                  let pattern = viewPattern(snippet) else { return nil }
            return step(start, .expectScreen(pattern))
        case "sidebar", "content", "detail":
            guard let snippet = requireSnippet(after: "\(label):", what: "a view pattern"),
                  let pattern = viewPattern(snippet) else { return nil }
            return step(start, .expectColumn(ScenarioStep.Column(rawValue: label)!, pattern))
        case "stack":
            return parseStack(start)
        case "title":
            guard let title = requireString(after: "title:", what: "the title in quotes") else { return nil }
            guard expectEnd(after: "expect title: \"…\"") else { return nil }
            return step(start, .expectTitle(title))
        case "tab":
            guard let label = requireString(after: "tab:", what: "the tab's label in quotes") else { return nil }
            guard expectEnd(after: "expect tab: \"…\"") else { return nil }
            return step(start, .expectTab(label))
        case "warning":
            guard let fragment = requireString(after: "warning:", what: "a quoted fragment of the warning") else { return nil }
            guard expectEnd(after: "expect warning: \"…\"") else { return nil }
            return step(start, .expectWarning(fragment: fragment))
        case "back":
            skipSpaces()
            let valueStart = i
            let value = readWord()
            guard value == "enabled" || value == "disabled" else {
                error(value.isEmpty ? restStart : valueStart, "expected 'enabled' or 'disabled' after 'back:'")
                return nil
            }
            guard expectEnd(after: "expect back: \(value)") else { return nil }
            return step(start, .expectBack(enabled: value == "enabled"))
        case "presented":
            skipSpaces()
            let valueStart = i
            let value = readWord()
            guard ScenarioParser.presentationWords.contains(value) else {
                var message = "expected one of " + ScenarioParser.presentationWords.map { "'\($0)'" }.joined(separator: ", ") + " after 'presented:'"
                if let suggestion = Self.closest(to: value, in: ScenarioParser.presentationWords) { message = "unknown presentation '\(value)'; did you mean '\(suggestion)'?" }
                error(value.isEmpty ? restStart : valueStart, message)
                return nil
            }
            guard expectEnd(after: "expect presented: \(value)") else { return nil }
            return step(start, .expectPresented(value))
        default:
            var message = "unknown expectation '\(label):'"
            if let suggestion = Self.closest(to: label, in: ScenarioParser.expectationLabels) {
                message += "; did you mean '\(suggestion):'?"
            } else {
                message += "; expected one of " + ScenarioParser.expectationLabels.map { "'\($0):'" }.joined(separator: ", ")
            }
            error(restStart, message)
            return nil
        }
    }

    private mutating func parseStack(_ start: Int) -> Outcome? {
        skipSpaces()
        guard i < end else {
            error(start, "expected view patterns after 'stack:', as in 'expect stack: List > Detail'")
            return nil
        }
        if let problem = lexer.bracketProblem(in: i..<end) {
            error(problem.offset, problem.message)
            return nil
        }
        var patterns: [ViewPattern] = []
        for part in lexer.splitTopLevel(i..<end, at: UInt8(ascii: ">")) {
            var lower = part.lowerBound
            var upper = part.upperBound
            while lower < upper, SwiftLineLexer.isSpace(bytes[lower]) { lower += 1 }
            while upper > lower, SwiftLineLexer.isSpace(bytes[upper - 1]) { upper -= 1 }
            guard lower < upper else {
                error(part.lowerBound == part.upperBound ? max(part.lowerBound - 1, 0) : part.lowerBound,
                      "expected a view pattern between '>'s")
                return nil
            }
            guard let pattern = viewPattern(SwiftSnippet(text: text(lower..<upper), location: position.location(lower))) else {
                return nil
            }
            patterns.append(pattern)
        }
        i = end
        return step(start, .expectStack(patterns))
    }

    // MARK: Pieces

    private mutating func viewPattern(_ snippet: SwiftSnippet) -> ViewPattern? {
        switch ViewPattern.parse(snippet) {
        case .success(let pattern):
            return pattern
        case .failure(let error):
            diagnostics.append(error.diagnostic)
            return nil
        }
    }

    private func step(_ start: Int, _ kind: ScenarioStep.Kind) -> Outcome {
        .step(ScenarioStep(kind: kind, location: position.location(start), text: text(start..<end)))
    }

    /// A string literal after optional spaces, decoded; reports its absence or its problem.
    private mutating func requireString(after previous: String, what: String) -> String? {
        skipSpaces()
        guard i < end, lexer.stringDelimiterLength(at: i) != nil else {
            error(i < end ? i : max(end - 1, 0) , "expected \(what) after '\(previous)'")
            return nil
        }
        switch lexer.decodeStringLiteral(at: i) {
        case .success(let (value, after)):
            i = after
            return value
        case .failure(let problem):
            error(problem.offset, problem.message)
            return nil
        }
    }

    /// The rest of the line as Swift text; reports an empty rest or unbalanced brackets.
    private mutating func requireSnippet(after previous: String, what: String) -> SwiftSnippet? {
        skipSpaces()
        guard i < end else {
            error(max(end - 1, 0), "expected \(what) after '\(previous)'")
            return nil
        }
        if let problem = lexer.bracketProblem(in: i..<end) {
            error(problem.offset, problem.message)
            return nil
        }
        let snippet = SwiftSnippet(text: text(i..<end), location: position.location(i))
        i = end
        return snippet
    }

    private mutating func expectEnd(after previous: String) -> Bool {
        skipSpaces()
        guard i < end else { return true }
        error(i, "unexpected text after '\(previous)'")
        return false
    }

    private mutating func readWord() -> String {
        let start = i
        guard i < end, SwiftLineLexer.isIdentifierStart(bytes[i]) else { return "" }
        while i < end, SwiftLineLexer.isIdentifierContinue(bytes[i]) { i += 1 }
        return text(start..<i)
    }

    private mutating func skipSpaces() {
        while i < end, SwiftLineLexer.isSpace(bytes[i]) { i += 1 }
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    private mutating func error(_ offset: Int, _ message: String) {
        diagnostics.append(.error("scenario.syntax", at: position.location(offset), message))
    }

    /// The one candidate within a small edit distance, if exactly one is closest.
    static func closest(to word: String, in candidates: [String], caseInsensitive: Bool = false) -> String? {
        // A word far longer than every candidate is not a typo of one; skip the distance table.
        guard word.utf8.count <= (candidates.map(\.utf8.count).max() ?? 0) + 2 else { return nil }
        let source = caseInsensitive ? word.lowercased() : word
        let limit = source.count <= 3 ? 1 : 2
        let scored = candidates
            .map { ($0, EditDistance.between(source, caseInsensitive ? $0.lowercased() : $0)) }
            .filter { $0.1 <= limit }
            .sorted { $0.1 < $1.1 }
        guard let best = scored.first else { return nil }
        if scored.count > 1, scored[1].1 == best.1 { return nil }
        return best.0
    }
}
