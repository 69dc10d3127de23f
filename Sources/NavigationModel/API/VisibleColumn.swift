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
