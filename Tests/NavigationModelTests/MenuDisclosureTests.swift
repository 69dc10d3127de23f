import Testing
@testable import NavigationModel

/// Menus (N57), disclosure groups (N58) and content-unavailable views (N59).
@Suite struct MenuDisclosureTests {
    /// A stack whose root has a toolbar menu (one item pushes, one flips a flag, a submenu
    /// holds a third), a disclosure group bound to `expanded`, one keeping its own state, and
    /// an empty state whose action sets a flag.
    static func app() -> (TestApp, AppState) {
        let types = TypeTable(["Int": [.hashable, .codable]])
        let app = TestApp(
            types: types,
            destinations: [1: { value, _ in ViewNode.text("Item \(value?.description ?? "")") }],
            code: [
                1: { try $0["path"]!.append(.int(1), types: types) },
                2: { $0["flag"] = .bool(true) },
                3: { $0["flag"] = .bool(false) },
            ]
        ) { _ in
            .navigationStack(path: .state("path"), root: ViewNode(.container(.vStack, [
                ViewNode(.disclosureGroup(DisclosureGroupNode(
                    label: .text("Location"), isExpanded: .state("expanded"), content: [.link("Shared With", value: .int(2))])),
                    source: SourceRef(20)),
                ViewNode(.disclosureGroup(DisclosureGroupNode(
                    label: .text("Advanced"), isExpanded: nil, content: [.button("Reset", action: CodeRef(id: 3))])),
                    source: SourceRef(21)),
                ViewNode(.container(.contentUnavailableView, [
                    ViewNode(.label(title: "No Items", systemImage: "tray")), .text("Add one."), .button("Import", action: CodeRef(id: 2)),
                ])),
            ]))
                .modifier(.toolbar([ViewNode(.menu(MenuNode(label: .text("Options"), content: [
                    .button("Add", action: CodeRef(id: 1)),
                    .button("Flag", action: CodeRef(id: 2)),
                    ViewNode(.menu(MenuNode(label: .text("More"), content: [.button("Unflag", action: CodeRef(id: 3))])), source: SourceRef(11)),
                ])), source: SourceRef(10))]))
                .navigationDestination(for: "Int", destination: DestinationRef(id: 1)))
        }
        return (app, AppState([("path", .array(elementType: "Int", [])), ("flag", .bool(false)), ("expanded", .bool(false))]))
    }

    @Test func aMenuOpensOnItsLabelAndItsItemsAloneAreControlsWhileOpen() throws {
        let (app, state) = Self.app()
        var session = NavigationSession(app: app, state: state)
        #expect(session.ui.controls.map(\.label).contains("Options"))
        #expect(!session.ui.controls.map(\.label).contains("Flag"))
        #expect(session.ui.openMenu == nil)
        try session.must(.tap("Options"))
        #expect(session.ui.openMenu == "Options")
        #expect(session.ui.text.contains("menu: \"Options\" open\n"))
        #expect(session.ui.controls.map(\.label) == ["Add", "Flag", "More"])
        #expect(session.ui.isBackEnabled == false)
        try session.must(.tap("Flag"))
        #expect(session.state["flag"] == .bool(true))
        // Choosing an item closed the menu.
        #expect(session.ui.openMenu == nil)
        #expect(!session.ui.controls.map(\.label).contains("Flag"))
        #expect(session.trace.exercised.contains(.menuOpensAndItsItemsAreTheOnlyControls))
    }

    @Test func aMenuItemThatPushesClosesTheMenuAndPushes() throws {
        let (app, state) = Self.app()
        var session = NavigationSession(app: app, state: state)
        try session.must(.tap("Options"))
        try session.must(.tap("Add"))
        #expect(session.state["path"] == .array(elementType: "Int", [.int(1)]))
        #expect(session.ui.openMenu == nil)
        #expect(session.ui.isBackEnabled)
    }

    @Test func aSubmenuOpensInPlaceOfItsMenu() throws {
        let (app, state) = Self.app()
        var flagged = state
        flagged["flag"] = .bool(true)
        var session = NavigationSession(app: app, state: flagged)
        try session.must(.tap("Options"))
        try session.must(.tap("More"))
        #expect(session.ui.openMenu == "More")
        #expect(session.ui.controls.map(\.label) == ["Unflag"])
        try session.must(.tap("Unflag"))
        #expect(session.state["flag"] == .bool(false))
        #expect(session.ui.openMenu == nil)
    }

    @Test func dismissClosesAnOpenMenuAndNothingElse() throws {
        let (app, state) = Self.app()
        var session = NavigationSession(app: app, state: state)
        try session.must(.tap("Options"))
        try session.must(.dismiss)
        #expect(session.ui.openMenu == nil)
        #expect(session.state["flag"] == .bool(false))
        #expect(session.ui.controls.map(\.label).contains("Options"))
    }

    @Test func aMenuBesideTheContainerOpensToo() throws {
        let app = TestApp(code: [2: { $0["flag"] = .bool(true) }]) { _ in
            .vStack([
                .navigationStack(path: nil, root: .text("Home")),
                ViewNode(.menu(MenuNode(label: .text("Sort"), content: [.button("By Name", action: CodeRef(id: 2))])), source: SourceRef(7)),
            ])
        }
        var session = NavigationSession(app: app, state: AppState([("flag", .bool(false))]))
        try session.must(.tap("Sort"))
        #expect(session.ui.openMenu == "Sort")
        #expect(session.ui.controls.map(\.label) == ["By Name"])
        try session.must(.tap("By Name"))
        #expect(session.state["flag"] == .bool(true))
        #expect(session.ui.openMenu == nil)
    }

    @Test func aMenuWithAPrimaryActionRunsItOnTap() throws {
        let app = TestApp(code: [2: { $0["flag"] = .bool(true) }]) { _ in
            .navigationStack(path: nil, root: ViewNode(.menu(MenuNode(
                label: .text("Share"), content: [.button("Copy", action: CodeRef(id: 9))], primaryAction: CodeRef(id: 2))),
                source: SourceRef(5)))
        }
        var session = NavigationSession(app: app, state: AppState([("flag", .bool(false))]))
        try session.must(.tap("Share"))
        #expect(session.state["flag"] == .bool(true))
        #expect(session.ui.openMenu == nil)
    }

    @Test func aBoundDisclosureGroupShowsItsContentOnlyWhileExpanded() throws {
        let (app, state) = Self.app()
        var session = NavigationSession(app: app, state: state)
        #expect(!session.ui.controls.map(\.label).contains("Shared With"))
        try session.must(.tap("Location"))
        #expect(session.state["expanded"] == .bool(true))
        try session.must(.tap("Shared With"))
        #expect(session.state["path"] == .array(elementType: "Int", [.int(2)]))
        try session.must(.back)
        try session.must(.tap("Location"))
        #expect(session.state["expanded"] == .bool(false))
        #expect(!session.ui.controls.map(\.label).contains("Shared With"))
        #expect(session.trace.exercised.contains(.disclosureGroupShowsContentWhileExpanded))
    }

    @Test func aDisclosureGroupWithoutABindingStartsCollapsedAndKeepsItsOwnState() throws {
        let (app, state) = Self.app()
        var flagged = state
        flagged["flag"] = .bool(true)
        var session = NavigationSession(app: app, state: flagged)
        #expect(!session.ui.controls.map(\.label).contains("Reset"))
        try session.must(.tap("Advanced"))
        try session.must(.tap("Reset"))
        #expect(session.state["flag"] == .bool(false))
        // Still expanded: running a control inside does not collapse it.
        #expect(session.ui.controls.map(\.label).contains("Reset"))
        try session.must(.tap("Advanced"))
        #expect(!session.ui.controls.map(\.label).contains("Reset"))
    }

    @Test func anEmptyStatesActionsAreControls() throws {
        let (app, state) = Self.app()
        var session = NavigationSession(app: app, state: state)
        try session.must(.tap("Import"))
        #expect(session.state["flag"] == .bool(true))
    }

    @Test func aLabelOfSeveralTextsKeepsThemApart() {
        let app = TestApp { _ in
            .navigationStack(path: nil, root: ViewNode(.link(
                label: ViewNode(.container(.hStack, [.text("Fern Gully"), ViewNode(.opaque(type: "Spacer", arguments: [])), .text("3.2")])),
                .value(.int(1)))))
        }
        let session = NavigationSession(app: app, state: AppState([]))
        let control = session.ui.controls.first
        #expect(control?.label == "Fern Gully 3.2")
        #expect(control?.labelTexts == ["Fern Gully", "3.2"])
    }
}
