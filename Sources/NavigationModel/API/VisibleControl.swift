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
