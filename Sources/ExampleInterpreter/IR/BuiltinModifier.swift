import NavigationModel

/// A SwiftUI modifier call, resolved once during lowering.
///
/// The named cases are what the model or the interpreter acts on; every other
/// catalogued modifier is `inert`. Switches over it list every case.
enum BuiltinModifier: Hashable, Sendable {
    case navigationDestination
    /// `.navigationTitle`, and the deprecated `.navigationBarTitle`.
    case navigationTitle
    case isDetailLink, navigationViewStyle, tag, disabled, id
    case toolbar, navigationBarItems, navigationBarBackButtonHidden
    case interactiveDismissDisabled
    /// `.presentationCompactAdaptation(_:)` and `(horizontal:vertical:)` (N50).
    case presentationCompactAdaptation
    /// `.sheet`, `.fullScreenCover`, `.popover`, `.alert`, `.confirmationDialog`.
    case presentation(ModalPresentation.Kind)
    case environmentObject, environment, tabItem
    /// `.overlay`, `.safeAreaInset`, `.background` with view content.
    case attachedContent
    /// `.onOpenURL`, `.onSubmit`, `.submitScope` (N54, N55); `.accessibilityLabel` (N56).
    case onOpenURL, onSubmit, submitScope, accessibilityLabel
    /// A modifier with no navigation meaning, by its name.
    case inert(String)

    /// Whether the model reads this modifier's arguments as the values they are (a tag, a title):
    /// an argument with no SwiftUI parameter type to resolve against keeps its own type.
    var keepsArgumentTypes: Bool {
        switch self {
        case .navigationDestination, .navigationTitle, .isDetailLink, .tag, .disabled, .accessibilityLabel:
            true
        case .navigationViewStyle, .id, .toolbar, .navigationBarItems, .navigationBarBackButtonHidden, .interactiveDismissDisabled,
             .presentationCompactAdaptation, .presentation, .environmentObject, .environment, .tabItem, .attachedContent,
             .onOpenURL, .onSubmit, .submitScope, .inert:
            false
        }
    }

    init(name: String) {
        switch name {
        case "navigationDestination": self = .navigationDestination
        case "navigationTitle", "navigationBarTitle": self = .navigationTitle
        case "isDetailLink": self = .isDetailLink
        case "navigationViewStyle": self = .navigationViewStyle
        case "tag": self = .tag
        case "disabled": self = .disabled
        case "id": self = .id
        // iOS 18 renamed `toolbar(_:for:)` to `toolbarVisibility(_:for:)`.
        case "toolbar", "toolbarVisibility": self = .toolbar
        case "navigationBarItems": self = .navigationBarItems
        case "navigationBarBackButtonHidden": self = .navigationBarBackButtonHidden
        case "interactiveDismissDisabled": self = .interactiveDismissDisabled
        case "presentationCompactAdaptation": self = .presentationCompactAdaptation
        case "environmentObject": self = .environmentObject
        case "environment": self = .environment
        case "tabItem": self = .tabItem
        case "overlay", "safeAreaInset", "background": self = .attachedContent
        case "onOpenURL": self = .onOpenURL
        case "onSubmit": self = .onSubmit
        case "submitScope": self = .submitScope
        case "accessibilityLabel", "accessibility": self = .accessibilityLabel
        default: self = ModalPresentation.Kind(rawValue: name).map(BuiltinModifier.presentation) ?? .inert(name)
        }
    }
}
