import NavigationModel

/// A SwiftUI view call, resolved once during lowering.
///
/// The model gives the named cases a meaning; every other catalogued SwiftUI view is
/// `inert` (drawn as what it is). Switches over it list every case, so a view the model
/// learns is added here and the compiler points at each place that must handle it.
enum BuiltinView: Hashable, Sendable {
    case navigationStack, navigationSplitView, navigationView, navigationLink
    case list, forEach, text, label, button, emptyView
    case tabView, tab, toolbarItem, toolbarItemGroup, image
    /// `TextField`, `SecureField`, `TextEditor`: typed into by a scenario.
    case textField(TextFieldNode.Kind)
    /// `AnyView(view)`: erases the type only; the wrapped view is what shows (N51).
    case anyView
    /// `Menu`: its label opens its content (N57).
    case menu
    /// `DisclosureGroup`: its label shows or hides its content (N58).
    case disclosureGroup
    /// `VStack`, `HStack`, `ZStack`, `Group`, `Section`, `ScrollView`, `Form`, the lazy stacks.
    case container(ContainerKind)
    /// A view with no navigation meaning, by its name.
    case inert(String)

    init(name: String) {
        switch name {
        case "NavigationStack": self = .navigationStack
        case "NavigationSplitView": self = .navigationSplitView
        case "NavigationView": self = .navigationView
        case "NavigationLink": self = .navigationLink
        case "List": self = .list
        case "ForEach": self = .forEach
        case "Text": self = .text
        case "Label": self = .label
        case "Button": self = .button
        case "EmptyView": self = .emptyView
        case "TabView": self = .tabView
        case "Tab": self = .tab
        case "ToolbarItem": self = .toolbarItem
        case "ToolbarItemGroup": self = .toolbarItemGroup
        case "Image": self = .image
        case "AnyView": self = .anyView
        case "Menu": self = .menu
        case "DisclosureGroup": self = .disclosureGroup
        case "TextField": self = .textField(.textField)
        case "SecureField": self = .textField(.secureField)
        case "TextEditor": self = .textField(.textEditor)
        default: self = ContainerKind(rawValue: name).map(BuiltinView.container) ?? .inert(name)
        }
    }

    /// Whether the model reads this view's arguments as the values they are (a link's value, a
    /// list's data): an argument with no SwiftUI parameter type to resolve against keeps its own
    /// type. The others are drawn as written, so such an argument is taken as a SwiftUI constant.
    var keepsArgumentTypes: Bool {
        switch self {
        case .navigationStack, .navigationSplitView, .navigationView, .navigationLink, .list, .forEach,
             .text, .label, .button, .emptyView, .tab, .container, .anyView, .textField, .menu, .disclosureGroup:
            true
        case .tabView, .toolbarItem, .toolbarItemGroup, .image, .inert:
            false
        }
    }

    /// The name as Swift writes it.
    var name: String {
        switch self {
        case .navigationStack: "NavigationStack"
        case .navigationSplitView: "NavigationSplitView"
        case .navigationView: "NavigationView"
        case .navigationLink: "NavigationLink"
        case .list: "List"
        case .forEach: "ForEach"
        case .text: "Text"
        case .label: "Label"
        case .button: "Button"
        case .emptyView: "EmptyView"
        case .tabView: "TabView"
        case .tab: "Tab"
        case .toolbarItem: "ToolbarItem"
        case .toolbarItemGroup: "ToolbarItemGroup"
        case .image: "Image"
        case .anyView: "AnyView"
        case .menu: "Menu"
        case .disclosureGroup: "DisclosureGroup"
        case .textField(let kind): kind.rawValue
        case .container(let kind): kind.rawValue
        case .inert(let name): name
        }
    }
}
