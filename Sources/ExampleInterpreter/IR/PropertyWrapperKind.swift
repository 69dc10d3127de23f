/// How a stored property is read and where its storage lives.
enum PropertyWrapperKind: Equatable, Sendable {
    case none
    /// `@State`, `@StateObject`: storage that belongs to the view's identity, in a state cell.
    case state
    /// `@Binding`: a cell owned elsewhere.
    case binding
    /// `@ObservedObject`, `@Bindable`: a plain reference whose `$x.property` is a binding.
    case observed
    /// `@EnvironmentObject var x: T`, `@Environment(T.self) var x`: the object of type
    /// `typeName` an ancestor put in the environment, filled in when the view takes its place.
    case environmentObject(typeName: String, isObservable: Bool)
    /// `@Environment(\.dismiss)`, `\.isPresented`, `\.horizontalSizeClass`: values SwiftUI
    /// gives each view, filled in when the view takes its place in the tree.
    case environmentValue(EnvironmentKey)

    /// Whether the property's field holds a `StateCell` (reads go through it).
    var hasCell: Bool { self == .state || self == .binding }

    var isEnvironment: Bool {
        switch self {
        case .environmentObject, .environmentValue: return true
        case .none, .state, .binding, .observed: return false
        }
    }

    /// Whether `$x` is a binding: to the cell, or for references to the object's properties.
    var isProjectable: Bool { self != .none }
}
