/// What the user sees after a step: the stacks of each column, titles, back availability, controls.
///
/// At compact width, and for a plain stack, there is one column without a name
/// holding the whole stack root first (a collapsed split view's screens keep the
/// name of the column they come from). At regular width a split view (or a
/// multi-column `NavigationView`) has one `VisibleColumn` per column.
public struct VisibleUI: Hashable, Sendable, Codable {
    /// How the navigation container is laid out.
    public enum Layout: String, Hashable, Sendable, Codable {
        /// No navigation container: the root view alone.
        case none
        /// One stack (a `NavigationStack`, a stack-style `NavigationView`, a collapsed split view).
        case stack
        /// Columns side by side.
        case columns
    }

    public var sizeClass: SizeClass
    public var layout: Layout
    /// The visible columns (one unnamed column for `.none` and `.stack`).
    public var columns: [VisibleColumn]
    /// Whether a back control is available (on the top-most stack).
    public var isBackEnabled: Bool
    /// The controls of every visible (top) screen.
    public var controls: [VisibleControl]
    /// The split view's column visibility, when bound (N31).
    public var columnVisibility: Value?
    /// The presentations showing, bottom first (N46). With a sheet, cover or popover
    /// on top, `columns` and `controls` are its content's; with an alert or a dialog on
    /// top, `columns` are what it covers and `controls` its buttons.
    public var layers: [VisibleLayer] = []
    /// A root `TabView`'s tab bar (N47): each tab's label, the selected one marked.
    public var tabs: [VisibleTab] = []
    /// How the device is held (N31).
    public var orientation: Orientation = .landscape
    /// The label of the `Menu` that is open (N57): `controls` are then its items alone.
    public var openMenu: String?

    public init(
        sizeClass: SizeClass, layout: Layout, columns: [VisibleColumn], isBackEnabled: Bool,
        controls: [VisibleControl], columnVisibility: Value? = nil, layers: [VisibleLayer] = [], tabs: [VisibleTab] = [],
        orientation: Orientation = .landscape
    ) {
        self.orientation = orientation
        self.layers = layers
        self.tabs = tabs
        self.sizeClass = sizeClass
        self.layout = layout
        self.columns = columns
        self.isBackEnabled = isBackEnabled
        self.controls = controls
        self.columnVisibility = columnVisibility
    }

    /// The stack `expect stack:` compares: the single stack, or at regular width the detail column's.
    public var stack: [Screen] {
        if layout == .columns { return (column(.detail) ?? columns.last)?.screens ?? [] }
        return columns.first?.screens ?? []
    }

    /// The top-most screen (`expect screen:`): the top of the stack, or of the detail column.
    public var topScreen: Screen? { stack.last }

    /// The navigation title of the top-most screen.
    public var title: String? { topScreen?.title }

    /// A named column at regular width; `nil` at compact width or when there is no such column.
    public func column(_ name: ColumnName) -> VisibleColumn? {
        guard layout == .columns else { return nil }
        return columns.first { $0.name == name }
    }

    /// The parts migrations and exploration compare (§5): screens, titles, columns and back availability.
    ///
    /// Controls, selection highlights and column visibility don't count, nor which column a
    /// collapsed stack's screen came from (a `NavigationView` and a `NavigationSplitView` collapse alike).
    public var appearance: VisibleUI {
        VisibleUI(
            sizeClass: sizeClass, layout: layout,
            columns: columns.map { column in
                VisibleColumn(name: column.name, screens: column.screens.map { screen in
                    var plain = screen
                    plain.column = nil
                    return plain
                })
            },
            isBackEnabled: isBackEnabled, controls: [], layers: layers, tabs: tabs, orientation: orientation)
    }

    private enum CodingKeys: String, CodingKey {
        case sizeClass, layout, columns, isBackEnabled, controls, columnVisibility, layers, tabs, orientation, openMenu
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        sizeClass = try container.decode(SizeClass.self, forKey: .sizeClass)
        layout = try container.decode(Layout.self, forKey: .layout)
        columns = try container.decode([VisibleColumn].self, forKey: .columns)
        isBackEnabled = try container.decode(Bool.self, forKey: .isBackEnabled)
        controls = try container.decode([VisibleControl].self, forKey: .controls)
        columnVisibility = try container.decodeIfPresent(Value.self, forKey: .columnVisibility)
        // Traces written before presentations existed have none.
        layers = try container.decodeIfPresent([VisibleLayer].self, forKey: .layers) ?? []
        tabs = try container.decodeIfPresent([VisibleTab].self, forKey: .tabs) ?? []
        orientation = try container.decodeIfPresent(Orientation.self, forKey: .orientation) ?? .landscape
        openMenu = try container.decodeIfPresent(String.self, forKey: .openMenu)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(sizeClass, forKey: .sizeClass)
        try container.encode(layout, forKey: .layout)
        try container.encode(columns, forKey: .columns)
        try container.encode(isBackEnabled, forKey: .isBackEnabled)
        try container.encode(controls, forKey: .controls)
        try container.encodeIfPresent(columnVisibility, forKey: .columnVisibility)
        if !layers.isEmpty { try container.encode(layers, forKey: .layers) }
        if !tabs.isEmpty { try container.encode(tabs, forKey: .tabs) }
        if orientation == .portrait { try container.encode(orientation, forKey: .orientation) }
        try container.encodeIfPresent(openMenu, forKey: .openMenu)
    }
}
