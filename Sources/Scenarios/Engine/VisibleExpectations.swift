import Diagnostics
import NavigationModel

/// The expectations about what is visible (`expect screen:`, `stack:`, a column, `title:`,
/// `back:`, `tab:`, `presented:`), decided on the visible UI the same way whichever engine
/// ran the step; only a pattern's argument values need the engine, to evaluate them typed
/// like the screen's values.
struct VisibleExpectations {
    /// Whether a pattern's argument text matches a screen's argument value; problems
    /// evaluating it are appended to `problems`.
    typealias ArgumentMatcher = (_ text: SwiftSnippet, _ value: Value, _ problems: inout [Diagnostic]) -> Bool

    /// The failures of a visible-UI expectation (empty when it holds); nil for other steps.
    static func check(_ step: ScenarioStep, ui: VisibleUI, matcher: ArgumentMatcher) -> [Diagnostic]? {
        switch step.kind {
        case .expectScreen(let pattern):
            return match([pattern], [ui.topScreen].compactMap { $0 }, label: "screen", matcher: matcher)
        case .expectStack(let patterns):
            return match(patterns, ui.stack, label: "stack", matcher: matcher)
        case .expectColumn(let column, let pattern):
            guard ui.sizeClass == .regular else {
                return [.error("expect.collapsed", at: step.location, "columns are collapsed at compact size")]
            }
            guard let visible = ColumnName(rawValue: column.rawValue).flatMap(ui.column) else {
                return [.error("expect.failed", at: pattern.source.location,
                               "expected \(column.rawValue): \(pattern.source.text), got no \(column.rawValue) column")]
            }
            return match([pattern], [visible.screens.last].compactMap { $0 }, label: column.rawValue, matcher: matcher)
        case .expectTitle(let title):
            guard ui.title != title else { return [] }
            let got = ui.title.map(Value.literal) ?? "no title"
            return [.error("expect.failed", at: step.location, "expected title \(Value.literal(title)), got \(got)")]
        case .expectBack(let enabled):
            guard ui.isBackEnabled != enabled else { return [] }
            return [.error("expect.failed", at: step.location,
                           "expected back: \(enabled ? "enabled" : "disabled"), got \(ui.isBackEnabled ? "enabled" : "disabled")")]
        case .expectTab(let expected):
            let got = ui.tabs.first(where: \.isSelected)?.label
            guard got != expected else { return [] }
            return [.error("expect.failed", at: step.location, "expected tab: \(Value.literal(expected)), got \(got.map(Value.literal) ?? "no tab bar")")]
        case .expectPresented(let expected):
            let got = ui.layers.last?.kind.rawValue ?? "none"
            guard got != expected else { return [] }
            return [.error("expect.failed", at: step.location, "expected presented: \(expected), got \(got)")]
        case .tap, .back, .select, .run, .size, .platform, .relaunch, .dismiss, .selectTab, .orientation, .openURL, .typeText, .submit,
             .expect, .expectWarning, .expectNoWarning:
            return nil
        }
    }

    /// Matches patterns to screens element by element; a pattern argument that cannot be
    /// evaluated is an error of its own.
    private static func match(_ patterns: [ViewPattern], _ screens: [Screen], label: String, matcher: ArgumentMatcher) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        var matches = patterns.count == screens.count
        for (pattern, screen) in zip(patterns, screens) where matches {
            matches = pattern.matches(typeName: screen.typeName, arguments: screen.arguments.map { ($0.label, $0.value) }) { text, value in
                matcher(text, value, &problems)
            }
        }
        if !problems.isEmpty { return problems }
        guard !matches, let first = patterns.first else { return [] }
        let expected = patterns.map(\.source.text).joined(separator: " > ")
        let got = screens.isEmpty ? "nothing" : screens.map(\.description).joined(separator: " > ")
        return [.error("expect.failed", at: first.source.location, "expected \(label): \(expected), got \(got)")]
    }
}
