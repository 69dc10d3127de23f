/// The visible UI derived from a state, with what the actions need to act on it.
struct Derivation {
    /// The root's structure, with the presentations above it in `structure.layers`.
    var structure: Structure
    /// The structure the user acts on: the content of the top presentation with content,
    /// or the root's (N46). Controls' stack and screen indices point into it.
    var interactive: Structure
    var ui: VisibleUI
    /// The visible controls, in the order of `ui.controls`.
    var controls: [ResolvedControl]
    /// What `back` pops, or `nil` when the root is showing.
    var back: BackTarget?
    /// The screens showing: the top of each column, or of the stack.
    var visibleScreens: [(stackIndex: Int, screenIndex: Int)]
    /// The catalog entries applied in deriving it: the structure's and the layout's.
    var exercised: ExercisedBehaviours
}

/// The container and the stacks of its columns, before a collapsed split view is assembled.
struct Structure {
    var layout: ContainerLayout
    /// One stack per column (a single stack for `.stack` and `.none`).
    var stacks: [DerivedStack]
    /// Declaration events, and action events that the state itself causes (N27, N35).
    var events: [NavigationEvent]
    /// Column content seen for the first time on iOS 16 that the N35 bug keeps showing.
    var columnsToFreeze: [Int: ViewNode]
    /// The number of columns at regular width (a collapsed `NavigationView` derives one stack but has columns).
    var regularColumnCount = 1
    /// Whether the container is the deprecated `NavigationView` (any style): value links do nothing in it (N36).
    var isNavigationView = false
    /// The catalog entries applied in deriving the stacks (destinations matched, presentations shown).
    var exercised = ExercisedBehaviours()
    /// The controls around the container (N45), on screen whatever the stacks show.
    var outsideControls: [ScannedControl] = []
    /// A menu open among the controls around the container (N57).
    var outsideOpenMenu: OpenMenu?
    /// The presentations of the root's views around the container that are showing (N46).
    var aroundModals: [ActiveModal] = []
    /// The `@Environment(\.dismiss)` actions declared by the views around the container (N44):
    /// a presentation's root view, or the app's root view, when a container is inside it.
    var aroundDismissScopes: Set<DismissScope> = []
    /// The `onOpenURL` handlers of the views around the container (and a root `TabView`) (N54).
    var outsideURLHandlers: [CodeRef] = []
    /// `.presentationCompactAdaptation(_:)` around the container or on a screen (N50).
    var compactAdaptation: PresentationAdaptation?
    /// The presentations showing above this structure, bottom first (N46); only the root's
    /// structure has them.
    var layers: [DerivedLayer] = []
    /// A root `TabView` (N47): this structure is its selected tab's.
    var tabBar: TabBar?
    /// The stack keys of the tabs that are not showing: their memory is kept.
    var hiddenTabStackKeys: Set<String> = []

    /// The presentation this structure's views would show first (N46): around the container,
    /// then on each stack's screens from the root up.
    var firstModal: ActiveModal? {
        activeModals.first
    }

    /// Every presentation of this structure's views whose binding says it shows, in the
    /// order ``firstModal`` considers them (N52: SwiftUI shows one at a time).
    var activeModals: [ActiveModal] {
        aroundModals + stacks.flatMap { $0.screens.flatMap(\.scan.modals) }
    }

    /// Whether a screen of this structure says `.interactiveDismissDisabled(true)`.
    var disablesInteractiveDismiss: Bool {
        stacks.contains { $0.screens.contains(where: \.scan.disablesInteractiveDismiss) }
    }

    /// The keys of every stack, the presentations' included.
    var allStackKeys: Set<String> {
        Set(stacks.map(\.key)).union(layers.flatMap { $0.structure?.stacks.map(\.key) ?? [] }).union(hiddenTabStackKeys)
    }
    /// N38: the legacy presentations shown, and those activated with their parent and held back.
    var legacyShown: Set<String> = []
    var legacySuppressed: Set<String> = []

    /// The column names of a column layout, in order.
    var columnNames: [ColumnName] {
        stacks.compactMap(\.column)
    }
}

enum ContainerLayout: Hashable {
    case none
    case stack
    case splitView(preferredCompactColumn: BindingRef?, columnVisibility: BindingRef?)
    case navigationView(NavigationViewStyle, collapsed: Bool)

    var isColumns: Bool {
        switch self {
        case .splitView: return true
        case .navigationView(_, let collapsed): return !collapsed
        case .none, .stack: return false
        }
    }
}

/// One stack with its screens, root first.
struct DerivedStack {
    var key: String
    var column: ColumnName?
    var path: BindingRef?
    /// The element type of a homogeneous (typed array) path.
    var pathElementType: String?
    var screens: [DerivedScreen] = []
    /// A presentation in this column that shows its view in the next column.
    var nextColumnOverride: Presentation?

    /// The first selectable `List` of the column's root screen.
    var rootSelectionList: SelectionListInfo? {
        screens.first?.scan.selectionLists.first
    }

    var hasPushes: Bool { screens.count > 1 }
}

struct DerivedScreen {
    var screen: Screen
    var origin: ScreenOrigin
    var scan: ScreenScan
    /// The `navigationDestination(for:)` declarations visible from this screen, by type.
    var destinations: [String: DestinationDeclaration]
}

/// How a screen got onto its stack, which says how `back` removes it.
enum ScreenOrigin: Hashable {
    case root
    case pathElement(Int)
    case ownPathElement(Int)
    case viewPush(Int)
    case presentation(Presentation)
    /// A view a previous column's presentation shows in this column.
    case columnOverride(Presentation)
    /// A view a previous column's link put in this column (memory, by column index).
    case columnReplacement(Int)

    var isLegacyPresentation: Bool {
        switch self {
        case .presentation(let presentation), .columnOverride(let presentation): return presentation.isLegacyLink
        case .root, .pathElement, .ownPathElement, .viewPush, .columnReplacement: return false
        }
    }
}

struct ResolvedControl {
    var info: VisibleControl
    var action: ControlAction
    var stackIndex: Int
    var screenIndex: Int
}

enum BackTarget: Hashable {
    /// Remove the top screen of a stack.
    case pop(stackIndex: Int, screenIndex: Int)
    /// Leave the top column of a collapsed split view, back to column `to`.
    case collapse(to: Int)
}

/// One presentation showing (N46): what declared it, and for a sheet, cover or popover
/// the structure of its content (a `NavigationStack` inside has stacks of its own).
struct DerivedLayer {
    var modal: ActiveModal
    var structure: Structure?
    /// What it shows as: a popover at compact width is a sheet unless its content says
    /// otherwise (N50); every other presentation shows as declared.
    var shownKind: ModalPresentation.Kind

    init(modal: ActiveModal, structure: Structure?, shownKind: ModalPresentation.Kind? = nil) {
        self.modal = modal
        self.structure = structure
        self.shownKind = shownKind ?? modal.presentation.kind
    }

    /// Identifies the presentation across derivations, to tell when it went away (N46, N53):
    /// its modifier, its binding and the item it shows.
    var identity: LayerIdentity {
        LayerIdentity(
            kind: modal.presentation.kind, binding: modal.presentation.trigger.binding, source: modal.source, value: modal.value)
    }
}

/// A presentation as it is identified across derivations (``DerivedLayer/identity``).
struct LayerIdentity: Hashable {
    var kind: ModalPresentation.Kind
    var binding: BindingRef
    var source: SourceRef?
    var value: Value?
}

/// A root `TabView`'s tabs and which one shows (N47).
struct TabBar {
    var node: TabViewNode
    var selected: Int
}

extension Structure {
    /// The `onOpenURL` handlers of every view on screen (N54): around the container first,
    /// then each column's screens from its root up, then each presentation's content;
    /// in declaration order within each.
    var urlHandlers: [CodeRef] {
        var handlers = outsideURLHandlers
        for stack in stacks {
            for screen in stack.screens { handlers += screen.scan.urlHandlers }
        }
        for layer in layers {
            if let inner = layer.structure { handlers += inner.urlHandlers }
        }
        return handlers
    }
}
