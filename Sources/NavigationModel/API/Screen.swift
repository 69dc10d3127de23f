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
