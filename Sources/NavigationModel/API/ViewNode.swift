/// An evaluated view, as plain data.
///
/// The interpreter evaluates the example's `body` for the current state and
/// hands the model a tree of `ViewNode`s; tests build the same trees by hand.
/// Destinations are not evaluated in the tree: links and destination modifiers
/// carry `DestinationRef`s the model evaluates lazily through the app. Each node
/// carries the source reference of the construct it comes from (for a modifier,
/// the modifier's own reference is in `ModifierNode`).
public struct ViewNode: Hashable, Sendable {
    /// What the view is.
    public var kind: ViewKind
    /// Modifiers applied to the view, innermost first.
    public var modifiers: [ModifierNode]
    /// Where the view is written.
    public var source: SourceRef?
    /// The `@Environment(\.dismiss)` actions this view declares (a declared view's own,
    /// the root's on its body): a call acts on the environment where it was declared (N44),
    /// so the model finds the screen or presentation holding this node.
    public var declaresDismiss: [DismissScope]

    public init(_ kind: ViewKind, modifiers: [ModifierNode] = [], source: SourceRef? = nil, declaresDismiss: [DismissScope] = []) {
        self.kind = kind
        self.modifiers = modifiers
        self.source = source
        self.declaresDismiss = declaresDismiss
    }
}

/// Where an `@Environment(\.dismiss)` action was declared: an identifier the app gives
/// the view that declares it, stable across evaluations of the same state (N44).
///
/// The app puts it in that view's ``ViewNode/declaresDismiss`` and reports it when code
/// calls the action (``NavigationApp/takeDismissCalls()``); the model then acts on the
/// environment of the node carrying it, not on the screen of the control that ran the code.
public struct DismissScope: Hashable, Sendable, Codable, CustomStringConvertible {
    public var id: String

    public init(_ id: String) {
        self.id = id
    }

    public var description: String { id }
}

/// The columns of a `NavigationSplitView`.
public struct SplitViewNode: Hashable, Sendable {
    /// The sidebar column.
    public var sidebar: ViewNode
    /// The content column of a three-column split view, or `nil` for two columns.
    public var content: ViewNode?
    /// The detail column.
    public var detail: ViewNode
    /// `columnVisibility:` if given (recorded, N31).
    public var columnVisibility: BindingRef?
    /// `preferredCompactColumn:` if given (N34).
    public var preferredCompactColumn: BindingRef?

    public init(
        sidebar: ViewNode, content: ViewNode? = nil, detail: ViewNode,
        columnVisibility: BindingRef? = nil, preferredCompactColumn: BindingRef? = nil
    ) {
        self.sidebar = sidebar
        self.content = content
        self.detail = detail
        self.columnVisibility = columnVisibility
        self.preferredCompactColumn = preferredCompactColumn
    }
}

/// A `List`'s selection binding.
public struct ListSelection: Hashable, Sendable {
    /// The bound state: an optional for single selection, a `Set` for multiple selection.
    public var binding: BindingRef
    /// Whether the binding is a `Set` (multiple selection, N30).
    public var isMultiple: Bool

    public init(_ binding: BindingRef, isMultiple: Bool = false) {
        self.binding = binding
        self.isMultiple = isMultiple
    }
}

/// One element of a `ForEach`: the item's id and the evaluated row.
public struct ForEachElement: Hashable, Sendable {
    /// The row's id (`\.self`, `\.id` or `Identifiable.id`), which a selectable `List` stores in its selection.
    public var id: Value
    /// The evaluated row content.
    public var content: ViewNode

    public init(id: Value, content: ViewNode) {
        self.id = id
        self.content = content
    }
}

/// Plain containers, by their SwiftUI name.
public enum ContainerKind: String, Hashable, Sendable, Codable, CaseIterable {
    case vStack = "VStack", hStack = "HStack", zStack = "ZStack", group = "Group", section = "Section"
    case scrollView = "ScrollView", form = "Form"
    /// An empty state (N59): its label, description and actions, all on screen.
    case contentUnavailableView = "ContentUnavailableView"
    case lazyVStack = "LazyVStack", lazyHStack = "LazyHStack", lazyVGrid = "LazyVGrid", lazyHGrid = "LazyHGrid"

    /// Whether the container creates its children lazily (a destination modifier inside is misplaced, N14).
    public var isLazy: Bool {
        switch self {
        case .lazyVStack, .lazyHStack, .lazyVGrid, .lazyHGrid: return true
        case .vStack, .hStack, .zStack, .group, .section, .scrollView, .form, .contentUnavailableView: return false
        }
    }
}

/// The kinds of `NavigationLink`.
public enum NavigationLinkKind: Hashable, Sendable {
    /// `NavigationLink(_:destination:)` / `(destination:label:)`: pushes a view, fire-and-forget (N21).
    case destination(DestinationRef)
    /// `NavigationLink(_:value:)` / `(value:label:)`: pushes a value; `nil` disables the link (N22).
    case value(Value?)
    /// Deprecated `NavigationLink(_:isActive:destination:)` (N26).
    case isActive(BindingRef, destination: DestinationRef)
    /// Deprecated `NavigationLink(_:tag:selection:destination:)` (N26).
    case tagSelection(tag: Value, selection: BindingRef, destination: DestinationRef)
}
