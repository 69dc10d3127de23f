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
    /// The evaluated view the screen shows (custom views with their bodies), for
    /// drawing it; `nil` for screens built by hand. Not part of the screen's
    /// identity: equality, hashing and encoding ignore it.
    public var view: ViewNode? = nil

    private enum CodingKeys: String, CodingKey { case typeName, arguments, title, column, description }

    public static func == (lhs: Screen, rhs: Screen) -> Bool {
        lhs.typeName == rhs.typeName && lhs.arguments == rhs.arguments && lhs.title == rhs.title
            && lhs.column == rhs.column && lhs.description == rhs.description
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(typeName)
        hasher.combine(arguments)
        hasher.combine(title)
        hasher.combine(column)
        hasher.combine(description)
    }

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
        self.view = view
    }
}
