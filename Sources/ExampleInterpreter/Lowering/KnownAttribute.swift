import SwiftSyntax

/// The attributes lowering gives a meaning, by the name written after `@`: the property
/// wrappers it models and the attributes that change nothing here. An attribute is
/// resolved to its case once, where it is read; decisions switch over the cases, so a
/// wrapper added here shows the compiler every place that must say what it does.
enum KnownAttribute: String, CaseIterable, Sendable {
    case state = "State"
    case stateObject = "StateObject"
    case binding = "Binding"
    case observedObject = "ObservedObject"
    case bindable = "Bindable"
    /// `@Environment(\.key)` or `@Environment(Model.self)`: read with its argument.
    case environment = "Environment"
    case environmentObject = "EnvironmentObject"
    /// State the system saves under a key; `relaunch` brings it back (N40).
    case sceneStorage = "SceneStorage"
    case appStorage = "AppStorage"
    /// Observation needs no bookkeeping: the model derives every screen again after each action.
    case published = "Published"
    case observationIgnored = "ObservationIgnored"
    case viewBuilder = "ViewBuilder"
    case mainActor = "MainActor"

    init?(_ attribute: AttributeSyntax) {
        self.init(rawValue: attribute.attributeName.trimmedDescription)
    }

    /// How a stored property with this attribute is read, for the wrappers whose meaning
    /// needs no arguments (the environment's are read with theirs).
    var storedPropertyWrapper: PropertyWrapperKind? {
        switch self {
        case .state, .stateObject, .sceneStorage, .appStorage: .state
        case .binding: .binding
        case .observedObject, .bindable: .observed
        case .environment, .environmentObject, .published, .observationIgnored, .viewBuilder, .mainActor: nil
        }
    }

    /// Whether a stored property may carry it without its arguments making it something
    /// else: the environment's wrappers are accepted only as their arguments say.
    var isAcceptedWithoutArguments: Bool {
        switch self {
        case .state, .stateObject, .binding, .observedObject, .bindable, .sceneStorage, .appStorage,
             .published, .observationIgnored, .viewBuilder, .mainActor:
            true
        case .environment, .environmentObject:
            false
        }
    }
}

extension SyntaxProtocol {
    /// Whether this variable or function declaration carries `attribute`.
    func hasAttribute(_ attribute: KnownAttribute) -> Bool {
        let attributes: AttributeListSyntax?
        if let variable = self.as(VariableDeclSyntax.self) { attributes = variable.attributes }
        else if let function = self.as(FunctionDeclSyntax.self) { attributes = function.attributes }
        else { attributes = nil }
        return attributes?.contains { $0.as(AttributeSyntax.self).flatMap(KnownAttribute.init) == attribute } ?? false
    }
}
