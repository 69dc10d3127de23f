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
    /// `TabView` with its tabs (N47).
    case tabView(TabViewNode)
    /// Deprecated `NavigationView { children }`; its style comes from a `.navigationViewStyle` modifier on it or an ancestor.
    case navigationView(children: [ViewNode])
    /// `List`, optionally with a selection binding; with one, each row of its content is selectable by its tag (N41): `.tag`, a value link's value, or a `ForEach` id.
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
    /// `Menu`: a control that opens a menu of its content's controls (N57).
    case menu(MenuNode)
    /// `DisclosureGroup`: a control that shows or hides its content (N58).
    case disclosureGroup(DisclosureGroupNode)
    /// `TextField`, `SecureField` or `TextEditor`: `type … into` writes its text, `submit` runs its `onSubmit` (N55).
    case textField(TextFieldNode)
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

/// `TabView` (N47): one tab shows at a time; every tab keeps its views, and so its
/// stacks and state, while another shows.
public struct TabViewNode: Hashable, Sendable {
    /// `TabView(selection: $tab)`: the selected tab's tag; nil when the view keeps it itself.
    public var selection: BindingRef?
    public var tabs: [TabNode]

    public init(selection: BindingRef?, tabs: [TabNode]) {
        self.selection = selection
        self.tabs = tabs
    }
}

/// One tab: its label in the tab bar, its tag (`.tag(_:)` or `Tab(value:)`) and its content.
public struct TabNode: Hashable, Sendable {
    public var label: String
    public var systemImage: String?
    public var tag: Value?
    public var content: ViewNode

    public init(label: String, systemImage: String? = nil, tag: Value? = nil, content: ViewNode) {
        self.label = label
        self.systemImage = systemImage
        self.tag = tag
        self.content = content
    }
}
