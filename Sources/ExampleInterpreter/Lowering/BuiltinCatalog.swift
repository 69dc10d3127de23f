/// The names the interpreter knows without a declaration: SwiftUI's views,
/// modifiers and constants, and the standard library members examples use.
enum BuiltinCatalog {
    static let colors: [String] = [
        "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint",
        "orange", "pink", "purple", "red", "teal", "white", "yellow", "primary", "secondary", "accentColor",
    ]
    static let colorSet = Set(colors)

    static let views: Set<String> = [
        "NavigationStack", "NavigationSplitView", "NavigationView", "NavigationLink",
        "List", "ForEach", "Section", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack",
        "Group", "EmptyView", "Text", "Label", "Button", "Image", "Spacer", "Divider", "ScrollView",
        "Form", "TabView", "Tab",
    ]

    /// SwiftUI views the model gives no meaning to: shown as opaque leaf views, their
    /// arguments' implicit members (`.primaryAction`, `.infinity`) taken as SwiftUI constants.
    static let otherViews: Set<String> = [
        "Image", "Spacer", "Divider", "Toggle", "TextField", "SecureField", "TextEditor", "Picker",
        "ProgressView", "Circle", "Rectangle", "RoundedRectangle", "Capsule", "GeometryReader",
        "ContentUnavailableView", "Link", "Menu", "DisclosureGroup", "LabeledContent", "Grid", "GridRow",
        "LazyVGrid", "LazyHGrid", "TabView", "Stepper", "Slider", "DatePicker", "Gauge", "ShareLink",
        "ControlGroup", "ColorPicker", "AsyncImage", "ToolbarItem", "ToolbarItemGroup",
    ]

    /// Modifiers whose arguments keep their own types (their values matter to the model).
    static let typedModifiers: Set<String> = [
        "tag", "navigationTitle", "navigationBarTitle", "navigationDestination", "isDetailLink", "disabled",
    ]

    /// Modifiers whose closure is an action, not view content.
    static let actionModifiers: Set<String> = ["onAppear", "onDisappear", "onTapGesture", "onChange", "task", "onSubmit"]

    /// SwiftUI types with implicit members used as arguments, by the argument that takes them.
    static let swiftUIConstants: [String: Set<String>] = [
        "NavigationViewStyle": ["stack", "columns", "automatic"],
        "NavigationSplitViewVisibility": ["automatic", "all", "doubleColumn", "detailOnly"],
        "NavigationSplitViewColumn": ["sidebar", "content", "detail"],
        "NavigationSplitViewStyle": ["automatic", "balanced", "prominentDetail"],
        "NavigationBarItem.TitleDisplayMode": ["automatic", "inline", "large"],
        "ListStyle": ["automatic", "plain", "insetGrouped", "grouped", "inset", "sidebar"],
        "Font": ["largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote", "caption", "caption2"],
        "Edge.Set": ["all", "top", "bottom", "leading", "trailing", "horizontal", "vertical"],
    ]

    /// The constant type an argument of a view API or modifier takes.
    static func constantType(forModifier name: String, label: String?) -> String? {
        switch (name, label) {
        case ("navigationViewStyle", nil): "NavigationViewStyle"
        case ("navigationSplitViewStyle", nil): "NavigationSplitViewStyle"
        case ("navigationBarTitleDisplayMode", nil): "NavigationBarItem.TitleDisplayMode"
        case ("listStyle", nil): "ListStyle"
        case ("font", nil): "Font"
        case ("padding", nil): "Edge.Set"
        case ("NavigationSplitView", "columnVisibility"): "NavigationSplitViewVisibility"
        case ("NavigationSplitView", "preferredCompactColumn"): "NavigationSplitViewColumn"
        default: nil
        }
    }

    static let builtinTypeNames: Set<String> = [
        "String", "Int", "Double", "Bool", "Optional", "Array", "Set", "Dictionary", "Color",
        "NavigationPath", "Range", "ClosedRange", "Character", "Float", "CGFloat",
        "Binding", "State", "Never", "Void",
    ]
}
