import Diagnostics

/// The shortest action sequence after which two examples look different.
public struct MigrationDifference<Visible: Equatable & CustomStringConvertible>: Equatable {
    /// The actions from launch; empty when the launch screens differ.
    public var actions: [ScenarioStep.Kind]
    /// What each side shows after them; nil when the last action could not be
    /// performed on that side.
    public var old: Visible?
    public var new: Visible?
    /// The controls the last action activates on each side, when known.
    public var oldControl: SourceLocation?
    public var newControl: SourceLocation?
    /// The step of OLD's scenario whose outcome first differs, when a replay found the difference.
    public var scenarioStep: SourceLocation?

    public init(actions: [ScenarioStep.Kind], old: Visible?, new: Visible?, oldControl: SourceLocation? = nil, newControl: SourceLocation? = nil) {
        self.actions = actions
        self.old = old
        self.new = new
        self.oldControl = oldControl
        self.newControl = newControl
    }

    /// The one migration error (§5), at the `migrates=` declaration:
    /// `migration from 'flags' changes behaviour after tap "Pink": 'flags' shows …; 'path' shows …`.
    public func diagnostic(old oldName: String, new newName: String, at location: SourceLocation) -> Diagnostic {
        var when = actions.isEmpty ? "at launch" : "after " + actions.map(Self.describe).joined(separator: ", ")
        // Every earlier step showed the same on both sides: the last one is where they part.
        if actions.count > 1, let last = actions.last {
            when += " (step \(actions.count), \(Self.describe(last)), is the first that differs)"
        }
        let message = "migration from '\(oldName)' changes behaviour \(when): "
            + "'\(oldName)' \(Self.shows(old, actions.last)); '\(newName)' \(Self.shows(new, actions.last))"
        var notes: [Diagnostic.Note] = []
        if let scenarioStep { notes.append(.init(location: scenarioStep, message: "the first step of this scenario of '\(oldName)' that '\(newName)' does not reproduce")) }
        if let oldControl { notes.append(.init(location: oldControl, message: "control in '\(oldName)'")) }
        if let newControl { notes.append(.init(location: newControl, message: "control in '\(newName)'")) }
        return .error("migration.differs", at: location, message, notes: notes)
    }

    private static func shows(_ visible: Visible?, _ action: ScenarioStep.Kind?) -> String {
        if let visible { return "shows \(visible)" }
        return "cannot \(action.map(describe) ?? "launch")"
    }

    /// An action as a scenario writes it.
    static func describe(_ action: ScenarioStep.Kind) -> String {
        switch action {
        case .tap(let label, let column): "tap \(quoted(label))" + (column.map { " in \($0.rawValue)" } ?? "")
        case .back: "back"
        case .select(let labels): "select " + labels.map(quoted).joined(separator: ", ")
        case .size(let size): "size \(size.rawValue)"
        case .run(let snippet): "run \(snippet.text)"
        case .platform(let platform): "platform \(platform)"
        case .relaunch: "relaunch"
        case .dismiss: "dismiss"
        case .selectTab(let label): "tab \(quoted(label))"
        case .orientation(let orientation): "orientation \(orientation.rawValue)"
        case .openURL(let url): "open url \(quoted(url))"
        case .typeText(let text, let field): "type \(quoted(text)) into \(quoted(field))"
        case .submit(let field): "submit \(quoted(field))"
        // Expectations are never part of an action sequence; written as a scenario would.
        case .expect(let snippet): "expect \(snippet.text)"
        case .expectScreen(let pattern): "expect screen: \(pattern.source.text)"
        case .expectStack(let patterns): "expect stack: " + patterns.map(\.source.text).joined(separator: " > ")
        case .expectColumn(let column, let pattern): "expect \(column.rawValue): \(pattern.source.text)"
        case .expectTitle(let title): "expect title: \(quoted(title))"
        case .expectBack(let enabled): "expect back: \(enabled ? "enabled" : "disabled")"
        case .expectPresented(let kind): "expect presented: \(kind)"
        case .expectTab(let label): "expect tab: \(quoted(label))"
        case .expectWarning(let fragment): "expect warning: \(quoted(fragment))"
        case .expectNoWarning: "expect no warning"
        }
    }

    /// A Swift string literal for `text`, as the step would be written.
    private static func quoted(_ text: String) -> String {
        var literal = "\""
        for character in text {
            switch character {
            case "\\": literal += "\\\\"
            case "\"": literal += "\\\""
            case "\n": literal += "\\n"
            case "\t": literal += "\\t"
            default: literal.append(character)
            }
        }
        return literal + "\""
    }
}
