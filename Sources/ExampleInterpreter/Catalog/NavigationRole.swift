/// What a SwiftUI API does to navigation, as far as the model is concerned.
enum NavigationRole: String, CaseIterable, Sendable {
    /// The model gives it meaning (`NavigationStack`, `navigationDestination`).
    case modelled
    /// No navigation meaning: kept and drawn as what it is (`padding`, `Chart`).
    case inert
    /// Presents content the model does not show (`sheet`, `TabView`).
    case presents
    /// Runs an action the model never triggers (`onAppear`, a toolbar's buttons).
    case acts
    /// Changes navigation in a way the model does not follow (`navigationBarBackButtonHidden`).
    case alters

    /// The warning a use gets, or `nil` when the model shows it faithfully.
    ///
    /// Never silence: a documented behaviour that depends on one of these would
    /// otherwise be verified without the part that decides it.
    func warning(for name: String) -> String? {
        switch self {
        case .modelled, .inert: nil
        case .presents: "not modelled: '\(name)'; its content is not shown"
        case .acts: "not modelled: '\(name)'; its action never runs"
        case .alters: "not modelled: '\(name)'; its effect on navigation is not shown"
        }
    }
}
