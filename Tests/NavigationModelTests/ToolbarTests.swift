import Testing
@testable import NavigationModel

/// Toolbars, a hidden back button and controls around the container (N45).
@Suite struct ToolbarTests {
    /// A stack whose root has a toolbar button that pushes, and whose pushed screen hides its back button.
    static func app(hidesBack: Bool = true) -> (TestApp, AppState) {
        let types = TypeTable(["Int": [.hashable, .codable]])
        let app = TestApp(
            types: types,
            destinations: [1: { value, _ in
                var screen = ViewNode.text("Item \(value?.description ?? "")")
                    .modifier(.toolbar([.button("Done", action: CodeRef(id: 2))]))
                if hidesBack { screen = screen.modifier(.backButtonHidden(true)) }
                return screen
            }],
            code: [
                1: { try $0["path"]!.append(.int(1), types: types) },
                2: { $0["path"] = .array(elementType: "Int", []) },
                3: { $0["path"] = .array(elementType: "Int", [.int(5)]) },
            ]
        ) { _ in
            .vStack([
                .navigationStack(path: .state("path"), root: ViewNode.text("Home")
                    .modifier(.toolbar([.button("Add", action: CodeRef(id: 1))]))
                    .navigationDestination(for: "Int", destination: DestinationRef(id: 1))),
                .button("Jump", action: CodeRef(id: 3)),
                .link("Outside", value: .int(9)),
            ])
        }
        return (app, AppState([("path", .array(elementType: "Int", []))]))
    }

    @Test func aToolbarButtonOfTheTopScreenCanBeTapped() throws {
        let (app, state) = Self.app()
        var session = NavigationSession(app: app, state: state)
        #expect(session.ui.controls.map(\.label).contains("Add"))
        try session.must(.tap("Add"))
        #expect(session.state["path"] == .array(elementType: "Int", [.int(1)]))
        // The root's toolbar is gone with its screen; the pushed screen's is there.
        #expect(!session.ui.controls.map(\.label).contains("Add"))
        try session.must(.tap("Done"))
        #expect(session.state["path"] == .array(elementType: "Int", []))
        #expect(session.trace.exercised.contains(.toolbarItemsAreBarControls))
    }

    @Test func aHiddenBackButtonRemovesBackAndSaysWhy() throws {
        let (app, state) = Self.app()
        var session = NavigationSession(app: app, state: state)
        try session.must(.tap("Add"))
        #expect(session.ui.isBackEnabled == false)
        guard case .failure(let error) = session.perform(.back) else {
            Issue.record("back succeeded on a screen that hides its back button")
            return
        }
        #expect(error.message.contains("navigationBarBackButtonHidden"))
    }

    @Test func withoutTheModifierBackStaysAvailable() throws {
        let (app, state) = Self.app(hidesBack: false)
        var session = NavigationSession(app: app, state: state)
        try session.must(.tap("Add"))
        #expect(session.ui.isBackEnabled)
        try session.must(.back)
    }

    @Test func controlsBesideTheContainerAreOnScreenAndItsLinksAreDisabled() throws {
        let (app, state) = Self.app()
        var session = NavigationSession(app: app, state: state)
        try session.must(.tap("Jump"))
        #expect(session.state["path"] == .array(elementType: "Int", [.int(5)]))
        let outside = try #require(session.ui.controls.first { $0.label == "Outside" })
        #expect(outside.isEnabled == false)
    }
}
