import Testing
@testable import NavigationModel

/// N60: a binding the app computes (`Binding(get:set:)`) reads what its getter gave when the
/// view was evaluated, and every write the model makes through it runs its setter.
@Suite struct ComputedBindingTests {
    /// A tab view whose selection is computed over `tab` (its setter also counts its calls),
    /// and a first tab presenting an alert through a computed binding over `conflict`.
    static func app() -> (TestApp, AppState) {
        var app = TestApp(code: [1: { $0["conflict"] = .int(7) }]) { state in
            let selection = BindingRef.computed(state["tab"]!, setter: CodeRef(id: 1))
            let isPresented = BindingRef.computed(.bool(state["conflict"] != .optional(wrappedType: "Int", nil)), setter: CodeRef(id: 2))
            return ViewNode(.tabView(TabViewNode(selection: selection, tabs: [
                TabNode(label: "Inbox", tag: .string("inbox"), content: ViewNode.button("Clash", action: CodeRef(id: 1))
                    .modifier(.presents(ModalPresentation(
                        .alert, trigger: .isPresented(isPresented), content: DestinationRef(id: 1))))),
                TabNode(label: "Archive", tag: .string("archive"), content: .text("Archive")),
            ])))
        }
        app.destinations = [1: { _, _ in .button("OK", action: CodeRef(id: 3)) }]
        app.code[3] = { _ in }
        app.setters = [
            1: { value, state in
                state["tab"] = value
                if case .int(let count)? = state["setterCalls"] { state["setterCalls"] = .int(count + 1) }
            },
            2: { value, state in
                if value == .bool(false) { state["conflict"] = .optional(wrappedType: "Int", nil) }
            },
        ]
        return (app, AppState([
            ("tab", .string("inbox")), ("conflict", .optional(wrappedType: "Int", nil)), ("setterCalls", .int(0)),
        ]))
    }

    @Test func choosingATabRunsTheSetter() throws {
        let (app, state) = Self.app()
        var session = NavigationSession(app: app, state: state)
        try session.must(.selectTab("Archive"))
        #expect(session.state["tab"] == .string("archive"))
        #expect(session.state["setterCalls"] == .int(1))
        #expect(session.trace.exercised.contains(.computedBindingRunsItsSetter))
    }

    @Test func tappingTheTabThatShowsRunsTheSetterAgainAndSaysTheModelPopsNothing() throws {
        let (app, state) = Self.app()
        var session = NavigationSession(app: app, state: state)
        try session.must(.selectTab("Inbox"))
        #expect(session.state["tab"] == .string("inbox"))
        #expect(session.state["setterCalls"] == .int(1))
        #expect(session.lastActionEvents.contains { $0.catalogID == .computedBindingRunsItsSetter && $0.severity == .warning })
    }

    @Test func dismissingAnAlertRunsTheSetterWithFalseAndNothingIsLeftPresented() throws {
        let (app, state) = Self.app()
        var session = NavigationSession(app: app, state: state)
        try session.must(.tap("Clash"))
        #expect(session.ui.layers.map(\.kind) == [.alert])
        try session.must(.tap("OK"))
        #expect(session.ui.layers.isEmpty)
        #expect(session.state["conflict"] == .optional(wrappedType: "Int", nil))
        // The getter is the app's code: the model does not say the presenter left it set (N53).
        #expect(!session.lastActionEvents.contains { $0.catalogID == .presentationLeavesWithItsPresenter })
    }

    @Test func aComputedBindingReadsWhatThisActionWroteThroughIt() {
        var state = AppState([("tab", .string("inbox"))])
        let binding = BindingRef.computed(.string("inbox"), setter: CodeRef(id: 1))
        state.set(.string("archive"), at: binding)
        #expect(state.value(at: binding) == .string("archive"))
        #expect(state["tab"] == .string("inbox"), "the setter, the app's code, has not run yet")
    }
}
