/// The environment values the model gives views (`@Environment(\.dismiss)`).
enum EnvironmentKey: String, Sendable, CaseIterable {
    /// Pops the screen the view is on, or does nothing on a root screen (N44).
    case dismiss
    /// Whether the view is on a pushed screen (N44).
    case isPresented
    /// The size class the scenario runs at.
    case horizontalSizeClass

    /// The type a property reading the value has.
    var valueType: StaticType {
        switch self {
        case .dismiss: .function(parameters: [], result: .void)
        case .isPresented: .bool
        case .horizontalSizeClass: .optional(.swiftUI("UserInterfaceSizeClass"))
        }
    }
}
