import Diagnostics
import ExampleInterpreter
import NavigationModel

/// An interpreted example as one side of a migration comparison: states are
/// model sessions (values), compared by the model's state and seen through the
/// parts of the visible UI that count (``VisibleUI/appearance``).
struct SessionSubject: MigrationSubject {
    let app: InterpretedApp

    struct State: Hashable {
        var session: NavigationSession
        static func == (lhs: State, rhs: State) -> Bool { lhs.session.state == rhs.session.state }
        func hash(into hasher: inout Hasher) { hasher.combine(session.state) }
    }

    typealias Visible = MigrationVisible

    func launch() -> State? {
        guard let state = try? app.initialState(sizeClass: .regular) else { return nil }
        let session = NavigationSession(app: app, state: state, recordsTrace: false)
        return session.launchError == nil ? State(session: session) : nil
    }

    func apply(_ action: ScenarioStep.Kind, to state: State) -> State? {
        guard let navigationAction = InterpretedDriver.navigationAction(for: action) else { return nil }
        var session = state.session
        guard case .success = session.perform(navigationAction) else { return nil }
        return State(session: session)
    }

    func visible(in state: State) -> Visible {
        MigrationVisible(ui: state.session.ui.appearance)
    }

    func actions(in state: State) -> [ScenarioStep.Kind] {
        state.session.availableActions.compactMap(InterpretedDriver.stepKind(for:))
    }

    func controlLocation(for action: ScenarioStep.Kind, in state: State) -> SourceLocation? {
        guard case .tap(let label, _) = action,
              let control = state.session.ui.controls.first(where: { $0.label == label }),
              let source = control.source else { return nil }
        return app.location(of: source)
    }
}
