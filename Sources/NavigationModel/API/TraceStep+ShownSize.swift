extension TraceStep {
    /// About how many bytes a page takes to show this step: its action, its state values
    /// (and the old values it changed), what is on screen and its events, plus a fixed
    /// allowance for the markup around them. Linear in what the step shows, so limits on
    /// it (``TraceLimits``) bound the HTML a build writes for an example.
    public var shownSize: Int {
        var size = 256 + action.utf8.count
        for entry in state {
            size += entry.name.utf8.count + entry.value.shownSize + (entry.previous?.shownSize ?? 0)
        }
        for event in events { size += 64 + event.message.utf8.count }
        return size + ui.shownSize
    }
}

extension VisibleUI {
    /// About how many bytes a page takes to show this UI: each column's screens and
    /// controls, the presentations and the tab bar.
    public var shownSize: Int {
        var size = 64
        for column in columns {
            size += 32
            for screen in column.screens { size += screen.shownSize }
        }
        for control in controls { size += 48 + control.label.utf8.count }
        for layer in layers { size += 32 + (layer.title?.utf8.count ?? 0) + (layer.over?.shownSize ?? 0) }
        for tab in tabs { size += 32 + tab.label.utf8.count + (tab.systemImage?.utf8.count ?? 0) }
        return size
    }

    /// The screens this UI shows, over its columns and the presentations' covered screens.
    public var screenCount: Int {
        columns.reduce(0) { $0 + $1.screens.count } + layers.count { $0.over != nil }
    }
}

extension Screen {
    /// Its view expression and title, as a trace writes them.
    var shownSize: Int { 32 + description.utf8.count + (title?.utf8.count ?? 0) }
}

extension Value {
    /// About how many bytes the value's source form takes (`[1, 2]`, `Park(name: "Zion")`),
    /// found without building it.
    public var shownSize: Int {
        switch self {
        case .int, .double, .bool: return 8
        case .closure: return 1
        case .string(let text): return 2 + text.utf8.count
        case .color(let name): return 1 + name.utf8.count
        case .optional(_, let wrapped): return wrapped?.shownSize ?? 3
        case .array(_, let elements): return elements.reduce(2) { $0 + 2 + $1.shownSize }
        case .set(_, let elements): return elements.reduce(2) { $0 + 2 + $1.shownSize }
        case .dictionary(_, _, let pairs): return pairs.reduce(3) { $0 + 4 + $1.key.shownSize + $1.value.shownSize }
        case .instance(let type, let fields), .opaque(let type, let fields):
            return fields.reduce(2 + type.utf8.count) { $0 + $1.shownSize }
        case .enumCase(_, let name, let values): return values.reduce(3 + name.utf8.count) { $0 + $1.shownSize }
        case .navigationPath(let elements): return elements.reduce(16) { $0 + 2 + $1.value.shownSize }
        }
    }
}

extension Argument {
    var shownSize: Int { 2 + (label?.utf8.count ?? 0) + value.shownSize }
}
