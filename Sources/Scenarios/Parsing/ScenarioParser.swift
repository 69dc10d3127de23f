import Diagnostics
import NavigationModel

/// Parses the text of a scenario block into steps and claims, with positions in
/// the Markdown file.
///
/// Parsing is syntax only: step words, string literals, columns, size classes and
/// platforms are checked here; the Swift of `run`, `expect` and view patterns is
/// kept as ``SwiftSnippet``s (checked for balanced brackets and closed strings) and
/// parsed when the step runs. Every bad line is reported; parsing never stops early.
public struct ScenarioParser: Sendable {
    /// An optional deeper syntax check of a step's Swift, run at parse time so a
    /// scenario whose Swift does not parse is not run (the interpreter supplies it).
    public typealias SnippetChecker = @Sendable (SwiftSnippet, SnippetRole) -> [Diagnostic]

    /// What a snippet of Swift is expected to be.
    public enum SnippetRole: String, Hashable, Sendable {
        case statements, expression, viewPattern
    }

    public var snippetChecker: SnippetChecker?

    public init(snippetChecker: SnippetChecker? = nil) {
        self.snippetChecker = snippetChecker
    }

    /// CommonMark's line endings; `\r\n` is one `Character`.
    static func isLineEnding(_ character: Character) -> Bool {
        character == "\n" || character == "\r\n" || character == "\r"
    }

    /// Every step word, for "did you mean" suggestions.
    static let stepWords = [
        "tap", "back", "select", "run", "size", "orientation", "platform", "relaunch", "dismiss", "tab", "open", "type", "submit",
        "expect", "claim",
    ]
    static let expectationLabels = ["screen", "stack", "sidebar", "content", "detail", "title", "back", "presented", "tab", "warning"]
    /// What `expect presented:` accepts: nothing presented, or a kind of presentation.
    static let presentationWords = ["none", "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog"]

    /// Parses a scenario block's content.
    ///
    /// - Parameters:
    ///   - text: the block's content lines (without its fences).
    ///   - file: the Markdown file's path as diagnostics print it.
    ///   - line: the Markdown line of the content's first line.
    ///   - column: the Markdown column where content lines start (1 unless the
    ///     fence is indented, as inside a list item).
    public func parse(_ text: String, file: String, line: Int, column: Int = 1) -> ScenarioScript {
        var script = ScenarioScript()
        var currentClaim: Int?
        for (index, lineText) in text.split(omittingEmptySubsequences: false, whereSeparator: Self.isLineEnding).enumerated() {
            let position = LinePosition(file: file, line: line + index, column: column)
            var lineParser = StepLineParser(bytes: Array(lineText.utf8), position: position)
            switch lineParser.parse() {
            case .blank:
                break
            case .claim(let text, let location, let textLocation):
                if let open = currentClaim {
                    script.claims[open].steps = script.claims[open].steps.lowerBound..<script.steps.count
                }
                script.claims.append(ScenarioClaim(
                    text: text, location: location, textLocation: textLocation,
                    steps: script.steps.count..<script.steps.count
                ))
                currentClaim = script.claims.count - 1
            case .step(var step):
                step.claimIndex = currentClaim
                if script.steps.count == TraceLimits.maximumSteps {
                    script.diagnostics.append(.error(
                        "scenario.tooLong", at: step.location,
                        "scenario too long: more than \(TraceLimits.maximumSteps) steps; split it into scenarios of their own"
                    ))
                }
                // Past the limit the scenario will not run: its Swift is not checked either.
                if script.steps.count < TraceLimits.maximumSteps {
                    script.diagnostics.append(contentsOf: checkSnippets(of: step))
                }
                script.steps.append(step)
            case .failed:
                break
            }
            script.diagnostics.append(contentsOf: lineParser.diagnostics)
        }
        if let open = currentClaim {
            script.claims[open].steps = script.claims[open].steps.lowerBound..<script.steps.count
        }
        script.diagnostics.append(contentsOf: platformOrderProblems(in: script.steps))
        script.diagnostics.sort()
        return script
    }

    /// `platform` decides how the initial screen is evaluated, so it must come
    /// before any action.
    private func platformOrderProblems(in steps: [ScenarioStep]) -> [Diagnostic] {
        var firstAction: ScenarioStep?
        var problems: [Diagnostic] = []
        for step in steps {
            if case .platform = step.kind, let action = firstAction {
                problems.append(.error(
                    "scenario.platformAfterAction", at: step.location,
                    "'platform' must come before any action",
                    notes: [.init(location: action.location, message: "first action is here")]
                ))
            }
            if step.isAction, firstAction == nil {
                if case .platform = step.kind { continue }
                firstAction = step
            }
        }
        return problems
    }

    private func checkSnippets(of step: ScenarioStep) -> [Diagnostic] {
        guard let snippetChecker else { return [] }
        switch step.kind {
        case .run(let snippet):
            return snippetChecker(snippet, .statements)
        case .expect(let snippet):
            return snippetChecker(snippet, .expression)
        case .expectScreen(let pattern), .expectColumn(_, let pattern):
            return snippetChecker(pattern.source, .viewPattern)
        case .expectStack(let patterns):
            return patterns.flatMap { snippetChecker($0.source, .viewPattern) }
        case .tap, .back, .select, .size, .platform, .relaunch, .dismiss, .selectTab, .orientation, .openURL, .typeText, .submit, .expectTitle, .expectBack, .expectPresented, .expectTab,
             .expectWarning, .expectNoWarning:
            return []
        }
    }
}

/// Where a line starts in the Markdown file.
struct LinePosition {
    var file: String
    var line: Int
    var column: Int

    func location(_ offset: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column + offset)
    }
}
