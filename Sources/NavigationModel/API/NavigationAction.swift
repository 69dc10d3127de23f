/// A user action or a change the model applies (`scenario-language.md` §3).
public enum NavigationAction: Hashable, Sendable, Codable {
    /// Activate the visible, enabled control with this exact label, optionally only within one column.
    case tap(String, in: ColumnName? = nil)
    /// The system back control of the top-most stack.
    case back
    /// Set a multi-selection list's selection to the rows with these labels.
    case select([String])
    /// Run code in the root's scope through `NavigationApp.perform(_:in:)`.
    case run(CodeRef)
    /// Change the horizontal size class.
    case size(SizeClass)
    /// Evaluate `#available` against another platform version.
    case platform(PlatformVersion)
    /// Encode every `@State` value, throw the view away and decode into a new root (N10, N11, N40).
    case relaunch
    /// Swipe the top sheet or popover away (N46).
    case dismiss
    /// Select a root `TabView`'s tab by its label (N47).
    case selectTab(String)
    /// Hold the device in portrait or landscape (N31).
    case orientation(Orientation)
    /// Deliver a deep link to the `onOpenURL` handlers on screen (N54).
    case openURL(String)
    /// Set the text of the visible text field with this label or prompt, through its binding.
    case typeText(String, into: String)
    /// Press return in the visible text field with this label or prompt: its `onSubmit` actions run (N55).
    case submit(String)
}

extension NavigationAction: CustomStringConvertible {
    /// The action as a scenario writes it (`tap "Pink" in sidebar`, `size compact`).
    public var description: String {
        switch self {
        case .tap(let label, nil): return "tap " + Value.literal(label)
        case .tap(let label, let column?): return "tap " + Value.literal(label) + " in " + column.rawValue
        case .back: return "back"
        case .select(let labels): return "select " + labels.map(Value.literal).joined(separator: ", ")
        case .run: return "run"
        case .size(let size): return "size " + size.rawValue
        case .platform(let platform): return "platform " + platform.description
        case .relaunch: return "relaunch"
        case .dismiss: return "dismiss"
        case .selectTab(let label): return "tab " + Value.literal(label)
        case .orientation(let orientation): return "orientation " + orientation.rawValue
        case .openURL(let url): return "open url " + Value.literal(url)
        case .typeText(let text, let field): return "type " + Value.literal(text) + " into " + Value.literal(field)
        case .submit(let field): return "submit " + Value.literal(field)
        }
    }
}

/// The columns of a split view (and of a multi-column `NavigationView`).
public enum ColumnName: String, Hashable, Sendable, Codable, CaseIterable {
    case sidebar, content, detail
}
