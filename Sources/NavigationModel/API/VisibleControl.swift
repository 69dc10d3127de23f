/// A control the user can see and maybe tap.
public struct VisibleControl: Hashable, Sendable, Codable {
    /// What kind of control it is.
    public enum Kind: String, Hashable, Sendable, Codable {
        case link = "NavigationLink", button = "Button", row = "row"
        /// A text input (`TextField`, `SecureField`, `TextEditor`): typed into, not tapped.
        case field = "field"
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
    /// Whether it is a row of a `List(selection:)` whose id the selection holds (drawn highlighted).
    public var isSelected: Bool
    /// The texts of a label made of several (`HStack { Text("Fern Gully"); Text("3.2") }`),
    /// each apart, which `label` joins with spaces; nil for a label of one text or none.
    public var labelTexts: [String]?

    public init(
        label: String, kind: Kind, column: ColumnName?, isEnabled: Bool, source: SourceRef?, isSelected: Bool = false,
        labelTexts: [String]? = nil
    ) {
        self.label = label
        self.kind = kind
        self.column = column
        self.isEnabled = isEnabled
        self.source = source
        self.isSelected = isSelected
        self.labelTexts = (labelTexts?.count ?? 0) > 1 ? labelTexts : nil
    }

    private enum CodingKeys: String, CodingKey {
        case label, kind, column, isEnabled, source, isSelected, labelTexts
    }

    /// Traces encoded before `isSelected` existed decode with nothing selected.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        label = try container.decode(String.self, forKey: .label)
        kind = try container.decode(Kind.self, forKey: .kind)
        column = try container.decodeIfPresent(ColumnName.self, forKey: .column)
        isEnabled = try container.decode(Bool.self, forKey: .isEnabled)
        source = try container.decodeIfPresent(SourceRef.self, forKey: .source)
        isSelected = try container.decodeIfPresent(Bool.self, forKey: .isSelected) ?? false
        labelTexts = try container.decodeIfPresent([String].self, forKey: .labelTexts)
    }
}
