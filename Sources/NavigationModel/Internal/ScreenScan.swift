/// What a screen's evaluated body declares and offers, found by one walk of its view tree.
///
/// The walk stops at links, buttons and destinations (they are evaluated only
/// when needed) and records the context each construct sits in: inside a lazy
/// container (N14), inside an ignored nested stack (N6), inside a selectable
/// list's row and the tag it selects (N24, N30, N41), outside any navigation container (N25).
struct ScreenScan {
    var title: String?
    var declarations: [DestinationDeclaration] = []
    var presentations: [Presentation] = []
    var controls: [ScannedControl] = []
    var selectionLists: [SelectionListInfo] = []
    var events: [NavigationEvent] = []
    /// Whether the screen declares toolbar items (N45).
    var hasToolbarItems = false
    /// `.navigationBarBackButtonHidden(true)` somewhere in the screen (N45).
    var hidesBackButton = false
    /// The presentations declared in the screen that are showing (N46), in declaration order.
    var modals: [ActiveModal] = []
    /// `.interactiveDismissDisabled(true)` somewhere in the screen (N46).
    var disablesInteractiveDismiss = false
    /// The `@Environment(\.dismiss)` actions the screen's views declare (N44).
    var dismissScopes: Set<DismissScope> = []
    /// `.presentationCompactAdaptation(_:)` somewhere in the screen, the first found (N50).
    var compactAdaptation: PresentationAdaptation?
    /// The `onOpenURL` handlers of the screen's views, in declaration order (N54).
    var urlHandlers: [CodeRef] = []
    /// The menu open in the screen (N57): while it is, its items are the only controls.
    var openMenu: OpenMenu?
}

/// An open `Menu` (N57): its label and the controls of its content.
struct OpenMenu: Hashable {
    var label: String
    var items: [ScannedControl]
}

/// A presentation whose binding says it shows, with the item its content is evaluated for.
struct ActiveModal: Hashable {
    var presentation: ModalPresentation
    var value: Value?
    var source: SourceRef?
}

/// A `navigationDestination(for:)` found in a screen.
struct DestinationDeclaration: Hashable {
    var typeName: String
    var destination: DestinationRef
    var source: SourceRef?
    /// Misplaced in a lazy container or an ignored inner stack: takes no part in matching.
    var isIgnored: Bool
}

/// Something that, while its binding says so, shows a view on top of the screen declaring it.
struct Presentation: Hashable {
    enum Kind: Hashable {
        case isPresented(BindingRef)
        case item(BindingRef)
        case isActive(BindingRef)
        case tag(Value, BindingRef)
    }

    var kind: Kind
    var destination: DestinationRef
    var source: SourceRef?
    /// The value the destination is evaluated for (an `item`'s unwrapped value).
    var value: Value?
    /// Whether it is active for the state it was scanned with.
    var isActive: Bool
    /// `isDetailLink` (true unless `.isDetailLink(false)`): in a leading column the view goes to the next column.
    var isDetailLink: Bool

    /// The catalog entry of the presentation kind: N18 `isPresented`, N19 `item`, N26 the deprecated links.
    var behaviour: BehaviourID {
        switch kind {
        case .isPresented: .isPresentedDestinationPushesWhileTrue
        case .item: .itemDestinationPushesWhileNonNil
        case .isActive, .tag: .deprecatedIsActiveAndTagLinks
        }
    }

    /// Identifies a legacy link across derivations (N38): its binding and its destination.
    var legacyKey: String {
        "\(kind)|\(destination)"
    }

    /// The binding that shows it.
    var binding: BindingRef {
        switch kind {
        case .isPresented(let binding), .item(let binding), .isActive(let binding), .tag(_, let binding): binding
        }
    }

    var isLegacyLink: Bool {
        switch kind {
        case .isActive, .tag: return true
        case .isPresented, .item: return false
        }
    }
}

/// A control found in a screen and what tapping it does.
struct ScannedControl: Hashable {
    var label: String
    var kind: VisibleControl.Kind
    var isEnabled: Bool
    var source: SourceRef?
    var action: ControlAction
    /// The label's texts each apart, when it has several (``VisibleControl/labelTexts``).
    var labelTexts: [String] = []
}

enum ControlAction: Hashable {
    /// A button of the alert or dialog on top: runs its action, then the alert goes away (N46).
    case modalButton(CodeRef?)
    /// A value link; `nil` when its value is `nil`, which disables it (N22).
    case valueLink(Value?, row: RowSelection?)
    case viewLink(DestinationRef, isDetailLink: Bool)
    case isActive(BindingRef)
    case tagSelection(Value, BindingRef)
    case button(CodeRef)
    case row(RowSelection)
    /// A text input: where its text goes and what a submit in it runs (N55).
    case field(FieldControl)
    /// A `Menu`'s label: opens the menu with this identity (N57).
    case openMenu(String)
    /// A `DisclosureGroup`'s label: expands or collapses it (N58).
    case toggleDisclosure(DisclosureToggle)
}

/// What tapping a `DisclosureGroup`'s label changes (N58): its binding, or the state it keeps itself.
struct DisclosureToggle: Hashable {
    var binding: BindingRef?
    var identity: String
    var isExpanded: Bool
}

/// A text input found in a screen.
struct FieldControl: Hashable {
    var field: TextFieldNode
    /// The `onSubmit` actions around it that a submit reaches, innermost first (N55).
    var submitActions: [CodeRef]
}

/// A row of a `List(selection:)`: its id and the list's binding.
struct RowSelection: Hashable {
    var id: Value
    var selection: ListSelection
}

/// A `List(selection:)` in a screen: its binding, rows and whether they are value links (N33).
struct SelectionListInfo: Hashable {
    var selection: ListSelection
    var rows: [(label: String, id: Value)]
    var rowsAreLinks: Bool
    var source: SourceRef?

    static func == (lhs: SelectionListInfo, rhs: SelectionListInfo) -> Bool {
        lhs.selection == rhs.selection && lhs.source == rhs.source && lhs.rowsAreLinks == rhs.rowsAreLinks
            && lhs.rows.map(\.label) == rhs.rows.map(\.label) && lhs.rows.map(\.id) == rhs.rows.map(\.id)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(selection)
        hasher.combine(source)
    }
}
