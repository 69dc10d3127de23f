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

    /// What §5 compares: per column, its screens by type, arguments and title;
    /// the layout; back availability. Not which column a collapsed screen came
    /// from, not selection highlights, not controls.
    struct Visible: Equatable, CustomStringConvertible {
        var ui: VisibleUI

        private struct ScreenKey: Equatable {
            var typeName: String
            var arguments: [Argument]
            var title: String?
        }

        private var key: [[ScreenKey]] {
            ui.columns.map { $0.screens.map { ScreenKey(typeName: $0.typeName, arguments: $0.arguments, title: $0.title) } }
        }

        /// What is presented on top (kind and an alert's title) and the tab that shows.
        private var layersAndTab: [String] {
            ui.layers.map { $0.kind.rawValue + ($0.title.map { " " + Value.literal($0) } ?? "") }
                + (ui.tabs.first(where: \.isSelected).map { ["tab " + Value.literal($0.label)] } ?? [])
        }

        static func == (lhs: Visible, rhs: Visible) -> Bool {
            lhs.ui.layout == rhs.ui.layout && lhs.ui.isBackEnabled == rhs.ui.isBackEnabled
                && lhs.ui.columns.map(\.name) == rhs.ui.columns.map(\.name) && lhs.key == rhs.key
                && lhs.layersAndTab == rhs.layersAndTab
        }

        var description: String {
            let screens = ui.layout == .columns
                ? ui.columns.map { ($0.name?.rawValue ?? "column") + ": " + ($0.screens.last?.description ?? "nothing") }.joined(separator: ", ")
                : ui.stack.map(\.description).joined(separator: " > ")
            var text = screens.isEmpty ? "nothing" : screens
            if let title = ui.title { text += " titled \(Value.literal(title))" }
            text += ui.isBackEnabled ? " with back enabled" : ""
            if !layersAndTab.isEmpty { text += " (" + layersAndTab.joined(separator: ", ") + ")" }
            return text
        }
    }

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
        Visible(ui: state.session.ui.appearance)
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
