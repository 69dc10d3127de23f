/// A presentation declared with `.sheet`, `.fullScreenCover`, `.popover`, `.alert` or
/// `.confirmationDialog` (N46): while its binding says so, a layer above everything
/// under it, with its own content (a sheet's `NavigationStack` has its own path).
public struct ModalPresentation: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, Codable {
        case sheet, fullScreenCover, popover, alert, confirmationDialog

        /// Alerts and dialogs show buttons over the screen; the others show content of their own.
        public var hasContent: Bool { self != .alert && self != .confirmationDialog }
    }

    /// What decides whether it shows: a `Bool` binding, or an optional item.
    public enum Trigger: Hashable, Sendable {
        case isPresented(BindingRef)
        case item(BindingRef)

        public var binding: BindingRef {
            switch self {
            case .isPresented(let binding), .item(let binding): binding
            }
        }
    }

    public var kind: Kind
    public var trigger: Trigger
    /// The content of a sheet, cover or popover, evaluated for the item (nil for alerts).
    public var content: DestinationRef?
    /// `onDismiss:`, run when the presentation goes away.
    public var onDismiss: CodeRef?
    /// An alert's or a dialog's title.
    public var title: String?
    /// An alert's or a dialog's buttons.
    public var actions: [ViewNode]

    public init(
        _ kind: Kind, trigger: Trigger, content: DestinationRef? = nil, onDismiss: CodeRef? = nil,
        title: String? = nil, actions: [ViewNode] = []
    ) {
        self.kind = kind
        self.trigger = trigger
        self.content = content
        self.onDismiss = onDismiss
        self.title = title
        self.actions = actions
    }
}

/// A presentation showing above the screens, as the user sees it (N46).
public struct VisibleLayer: Hashable, Sendable, Codable {
    public var kind: ModalPresentation.Kind
    /// An alert's or a dialog's title.
    public var title: String?
    /// The screen it covers: the top screen of what is under it.
    public var over: Screen?
    /// What the code declared, when it shows as something else: a `.popover` shown as a
    /// sheet at compact width (N50). `kind` is what shows.
    public var declaredKind: ModalPresentation.Kind?

    public init(kind: ModalPresentation.Kind, title: String? = nil, over: Screen? = nil, declaredKind: ModalPresentation.Kind? = nil) {
        self.kind = kind
        self.title = title
        self.over = over
        self.declaredKind = declaredKind
    }
}

/// A tab of a root `TabView` as its tab bar shows it (N47).
public struct VisibleTab: Hashable, Sendable, Codable {
    public var label: String
    public var systemImage: String?
    public var isSelected: Bool

    public init(label: String, systemImage: String? = nil, isSelected: Bool) {
        self.label = label
        self.systemImage = systemImage
        self.isSelected = isSelected
    }
}
