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

    public init(
        sizeClass: SizeClass, layout: Layout, columns: [VisibleColumn], isBackEnabled: Bool,
        controls: [VisibleControl], columnVisibility: Value? = nil
    ) {
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
    /// Controls, selection highlights and column visibility don't count.
    public var appearance: VisibleUI {
        VisibleUI(
            sizeClass: sizeClass, layout: layout,
            columns: columns.map { VisibleColumn(name: $0.name, screens: $0.screens) },
            isBackEnabled: isBackEnabled, controls: [])
    }
}

/// One column (or the whole stack) and its screens, root first.
public struct VisibleColumn: Hashable, Sendable, Codable {
    /// The column's name; `nil` for a plain or collapsed stack.
    public var name: ColumnName?
    /// The screens, root first; the last is the one showing.
    public var screens: [Screen]

    public init(name: ColumnName?, screens: [Screen]) {
        self.name = name
        self.screens = screens
    }
}

/// A screen, identified by the view that put it there.
///
/// The root content of a stack (`List`, `VStack`), or the view a destination or
/// link produced (`ColorDetail(color: .pink)`); `typeName` and `arguments` are
/// what a pattern compares.
public struct Screen: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The view's type name: `List`, `ColorDetail`, `Text`.
    public var typeName: String
    /// The view's arguments (a `Text`'s string is one unlabelled argument).
    public var arguments: [Argument]
    /// The navigation title the screen declares, if any.
    public var title: String?
    /// The split-view column the screen belongs to, if any.
    public var column: ColumnName?
    /// The view as Swift source: `ColorDetail(color: .pink)`.
    public var description: String

    public init(typeName: String, arguments: [Argument], title: String?, column: ColumnName?, description: String) {
        self.typeName = typeName
        self.arguments = arguments
        self.title = title
        self.column = column
        self.description = description
    }

    /// The screen for a view node.
    public init(view: ViewNode, title: String?, column: ColumnName?) {
        self.init(
            typeName: view.typeName, arguments: view.arguments, title: title, column: column,
            description: view.screenDescription)
    }
}

/// A control the user can see and maybe tap.
public struct VisibleControl: Hashable, Sendable, Codable {
    /// What kind of control it is.
    public enum Kind: String, Hashable, Sendable, Codable {
        case link = "NavigationLink", button = "Button", row = "row"
    }

    /// The label text that `tap` matches exactly.
    public var label: String
    public var kind: Kind
    /// The column the control is in, if any.
    public var column: ColumnName?
    /// Whether tapping it can do anything (a `nil`-valued link, a link outside a container, `.disabled(true)` are not).
    public var isEnabled: Bool
    /// Where the control is written.
    public var source: SourceRef?

    public init(label: String, kind: Kind, column: ColumnName?, isEnabled: Bool, source: SourceRef?) {
        self.label = label
        self.kind = kind
        self.column = column
        self.isEnabled = isEnabled
        self.source = source
    }
}
