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

    public init(_ kind: ViewKind, modifiers: [ModifierNode] = [], source: SourceRef? = nil) {
        self.kind = kind
        self.modifiers = modifiers
        self.source = source
    }
}

/// The kinds of view the model understands.
///
/// Anything else is a custom view the example declares (with its evaluated
/// body) or an opaque leaf view (an undeclared view type: its constructor call
/// and evaluated arguments, no body).
public indirect enum ViewKind: Hashable, Sendable {
    /// `NavigationStack { root }` (`path == nil`: it manages its own state) or `NavigationStack(path: $path) { root }`.
    case navigationStack(path: BindingRef?, root: ViewNode)
    /// `NavigationSplitView` with two or three columns.
    case navigationSplitView(SplitViewNode)
    /// Deprecated `NavigationView { children }`; its style comes from a `.navigationViewStyle` modifier on it or an ancestor.
    case navigationView(children: [ViewNode])
    /// `List`, optionally with a selection binding; rows come from its content (`ForEach` elements or `.tag` modifiers).
    case list(selection: ListSelection?, content: [ViewNode])
    /// `ForEach(data)` (or the rows of `List(data)`): one element per item, with the item's id.
    case forEach([ForEachElement])
    /// A plain container: `VStack`, `HStack`, `ZStack`, `Group`, `Section`, `ScrollView`, lazy stacks.
    case container(ContainerKind, [ViewNode])
    /// `Text("…")`.
    case text(String)
    /// `Label("…", systemImage: "…")`.
    case label(title: String, systemImage: String?)
    /// `Button { action } label: { label }`; its action runs on `tap`.
    case button(label: ViewNode, action: CodeRef)
    /// Any `NavigationLink`.
    case link(label: ViewNode, NavigationLinkKind)
    /// A view the example declares: its type, its arguments and its evaluated `body`.
    case custom(type: String, arguments: [Argument], body: ViewNode)
    /// A view the example uses but does not declare: its constructor call, no body.
    case opaque(type: String, arguments: [Argument])
    /// A `Color` used as a view (`Color.pink`).
    case color(String)
    /// `EmptyView()`, or nothing at all (an empty builder, a `/* content */` comment).
    case empty
    /// The taken branch of an `if`/`else`/`if let`/`switch` in a view builder (`branch` counts from 0; an `if` without `else` that is not taken is `.empty`).
    case conditional(branch: Int, content: ViewNode)
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
    case lazyVStack = "LazyVStack", lazyHStack = "LazyHStack", lazyVGrid = "LazyVGrid", lazyHGrid = "LazyHGrid"

    /// Whether the container creates its children lazily (a destination modifier inside is misplaced, N14).
    public var isLazy: Bool {
        switch self {
        case .lazyVStack, .lazyHStack, .lazyVGrid, .lazyHGrid: return true
        default: return false
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

/// A modifier with the source position of its name (`.navigationDestination`), where declaration warnings point.
public struct ModifierNode: Hashable, Sendable {
    /// What the modifier is.
    public var kind: ModifierKind
    /// Where the modifier's name is written.
    public var source: SourceRef?

    public init(_ kind: ModifierKind, source: SourceRef? = nil) {
        self.kind = kind
        self.source = source
    }
}

/// The modifiers the model understands; others are recorded by name and ignored.
public enum ModifierKind: Hashable, Sendable {
    /// `.navigationDestination(for: T.self) { value in … }` (N12).
    case destinationForType(typeName: String, destination: DestinationRef)
    /// `.navigationDestination(isPresented: $flag) { … }` (N18).
    case destinationIsPresented(BindingRef, destination: DestinationRef)
    /// `.navigationDestination(item: $item) { item in … }` (N19).
    case destinationItem(BindingRef, destination: DestinationRef)
    /// `.navigationTitle("…")` (also the deprecated `.navigationBarTitle`).
    case navigationTitle(String)
    /// `.isDetailLink(flag)` (N28).
    case isDetailLink(Bool)
    /// `.navigationViewStyle(…)` (N36, N37).
    case navigationViewStyle(NavigationViewStyle)
    /// `.tag(value)`: a row's id in a selectable `List`.
    case tag(Value)
    /// `.disabled(flag)`: a disabled control cannot be tapped.
    case disabled(Bool)
    /// Any other modifier (`.padding`, `.font`): no effect on navigation.
    case other(String)
}

/// The styles of the deprecated `NavigationView`.
public enum NavigationViewStyle: String, Hashable, Sendable, Codable {
    case automatic, stack, columns
}
