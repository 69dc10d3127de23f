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
                    output += "   - \(entry.name): \(previous)\n"
                    output += "   + \(entry.name): \(entry.value)\n"
                } else {
                    output += "     \(entry.name): \(entry.value)\n"
                }
            }
        }
        ui.write(to: &output, indent: "   ")
        for event in events {
            output += "   \(event)\n"
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
