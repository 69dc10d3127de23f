extension Trace {
    /// The trace as text for a terminal: each step, its state with changes as `-`/`+` lines, the visible UI and events.
    ///
    /// ```
    /// 1. tap "Pink"
    ///    state:
    ///    - path: []
    ///    + path: [.pink]
    ///    stack: List "Colors" > ColorDetail(color: .pink) "pink"
    ///    back: enabled
    /// ```
    public var text: String {
        var output = ""
        for step in steps {
            step.write(to: &output)
        }
        return output
    }
}

extension TraceStep {
    /// One step as text (see `Trace.text`).
    public var text: String {
        var output = ""
        write(to: &output)
        return output
    }

    func write(to output: inout String) {
        output += "\(index). \(action)"
        switch outcome {
        case .succeeded: output += "\n"
        case .failed(let error): output += "\n   error: \(error.message)\n"
        case .notRun:
            output += "  (not run)\n"
            return
        case .expectation(let passed, let message):
            output += passed ? "  ✓\n" : "  ✗ \(message ?? "failed")\n"
            return
        }
        if !state.isEmpty {
            output += "   state:\n"
            for entry in state {
                if let previous = entry.previous {
                    let (old, new) = Self.diffTexts(previous, entry.value)
                    output += "   - \(entry.name): \(old)\n"
                    output += "   + \(entry.name): \(new)\n"
                } else {
                    output += "     \(entry.name): \(entry.value)\n"
                }
            }
        }
        ui.write(to: &output, indent: "   ")
        for event in events {
            output += "   \(event)\n"
            // The entry behind the event: its kind of evidence and its sources.
            let entry = BehaviourCatalog.entry(event.catalogID)
            let sources = entry.sources.map { source in source.url.map { "\(source.name) <\($0)>" } ?? source.name }
            output += "     \(entry.id) \(entry.kindTags): " + sources.joined(separator: "; ") + "\n"
        }
    }
}

extension TraceStep {
    /// The two sides of a change; ordered collections elide a long common prefix (`[… 198 unchanged, .pink]`).
    static func diffTexts(_ old: Value, _ new: Value) -> (String, String) {
        guard let oldElements = orderedElements(old), let newElements = orderedElements(new) else {
            return (old.description, new.description)
        }
        var common = 0
        while common < oldElements.count, common < newElements.count, oldElements[common] == newElements[common] {
            common += 1
        }
        guard common > 3 else { return (old.description, new.description) }
        func elided(_ elements: [Value], _ value: Value) -> String {
            let explicit: Bool
            if case .navigationPath = value { explicit = true } else { explicit = false }
            let rest = elements[common...].map { explicit ? $0.explicitDescription : $0.description }
            let body = (["… \(common) unchanged"] + rest).joined(separator: ", ")
            return explicit ? "NavigationPath([\(body)])" : "[\(body)]"
        }
        return (elided(oldElements, old), elided(newElements, new))
    }

    private static func orderedElements(_ value: Value) -> [Value]? {
        switch value {
        case .array(_, let elements): return elements
        case .navigationPath(let elements): return elements.map(\.value)
        case .int, .double, .bool, .string, .optional, .set, .dictionary, .instance, .enumCase, .color,
             .opaque, .closure: return nil
        }
    }
}

extension VisibleUI {
    /// The visible UI as text: one line per column (or the stack), then the back control.
    public var text: String {
        var output = ""
        write(to: &output, indent: "")
        return output
    }

    func write(to output: inout String, indent: String) {
        if orientation == .portrait { output += indent + "orientation: portrait\n" }
        // N47: the tab bar, the selected tab in brackets (`tabs: ["Home"] "Settings"`).
        if !tabs.isEmpty {
            output += indent + "tabs: " + tabs.map { $0.isSelected ? "[" + Value.literal($0.label) + "]" : Value.literal($0.label) }.joined(separator: " ") + "\n"
        }
        // N46: what is presented, above what (`sheet over VStack "Mail"`).
        for layer in layers {
            output += indent + "presented: " + layer.kind.rawValue
            if let title = layer.title { output += " " + Value.literal(title) }
            if let over = layer.over { output += " over " + over.description + (over.title.map { " " + Value.literal($0) } ?? "") }
            output += "\n"
        }
        // N57: an open menu, whose items are then the controls (`menu: "Options" open`).
        if let openMenu { output += indent + "menu: " + Value.literal(openMenu) + " open\n" }
        for column in columns {
            let name = column.name?.rawValue ?? "stack"
            output += indent + name + ": "
            output += column.screens.map { screen in
                screen.description + (screen.title.map { " " + Value.literal($0) } ?? "")
            }.joined(separator: " > ")
            output += "\n"
        }
        if let columnVisibility {
            output += indent + "columnVisibility: \(columnVisibility)\n"
        }
        output += indent + "back: " + (isBackEnabled ? "enabled" : "disabled") + "\n"
    }
}
