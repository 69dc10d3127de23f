import Testing
@testable import NavigationModel

/// The model's side of N44 and N46–N53, on hand-built apps: where `dismiss()` acts, what a
/// presentation covers, what goes with a presenter, and the choices the model marks [M].
@Suite struct PresentationRoundTwoModelTests {
    static let rootScope = DismissScope("Root")
    static let pushedScope = DismissScope("Pushed")
    static let sheetScope = DismissScope("Sheet")

    /// A stack whose root declares `dismiss` and pushes `Int`s; each pushed screen declares
    /// its own, calls its own or the root's, and presents a sheet whose root view declares one.
    static func app() -> (TestApp, AppState) {
        let calls = DismissCalls()
        let types = TypeTable(["Int": [.hashable, .codable]])
        var app = TestApp(
            types: types,
            destinations: [
                1: { value, _ in
                    ViewNode(.custom(type: "Pushed", arguments: [Argument("number", value!)], body: .vStack([
                        .button("Close own", action: CodeRef(id: 1)),
                        .button("Close root's", action: CodeRef(id: 2)),
                        .button("Compose", action: CodeRef(id: 4)),
                    ])), declaresDismiss: [pushedScope])
                    .modifier(.presents(ModalPresentation(
                        .sheet, trigger: .isPresented(.state("composing")), content: DestinationRef(id: 2), onDismiss: CodeRef(id: 5))))
                },
                2: { _, _ in
                    // The sheet's root view declares `dismiss` around a stack of its own.
                    ViewNode(.custom(type: "Sheet", arguments: [], body: .navigationStack(path: .state("sheetPath"), root:
                        ViewNode.link("Recipients", value: .int(7))
                            .navigationDestination(for: "Int", destination: DestinationRef(id: 3)))), declaresDismiss: [sheetScope])
                },
                3: { _, _ in .button("Send", action: CodeRef(id: 3)) },
            ],
            code: [
                1: { _ in calls.pending.append(pushedScope) },
                2: { _ in calls.pending.append(rootScope) },
                3: { _ in calls.pending.append(sheetScope) },
                4: { $0["composing"] = .bool(true) },
                5: { $0["dismissed"] = .int(($0["dismissed"].flatMap { if case .int(let n) = $0 { n } else { nil } } ?? 0) + 1) },
            ]
        ) { _ in
            var root = ViewNode.link("One", value: .int(1))
                .navigationDestination(for: "Int", destination: DestinationRef(id: 1))
            root.declaresDismiss = [rootScope]
            return .navigationStack(path: .state("path"), root: root)
        }
        app.dismissCalls = calls
        return (app, AppState([
            ("path", .array(elementType: "Int", [])), ("composing", .bool(false)),
            ("sheetPath", .array(elementType: "Int", [])), ("dismissed", .int(0)),
        ]))
    }

    @Test func n44AnActionDeclaredOnAPushedScreenPopsThatScreen() throws {
        let (app, state) = Self.app()
        var session = NavigationSession(app: app, state: state)
        try session.must(.tap("One"))
        try session.must(.tap("Close own"))
        #expect(session.state["path"] == .array(elementType: "Int", []))
        #expect(session.trace.exercised.contains(.dismissActsWhereItIsDeclared))
    }

    @Test func n44AnActionDeclaredOnTheAppsRootDoesNothingAndSaysWhy() throws {
        let (app, state) = Self.app()
        var session = NavigationSession(app: app, state: state)
        try session.must(.tap("One"))
        try session.must(.tap("Close root's"))
        #expect(session.state["path"] == .array(elementType: "Int", [.int(1)]))
        #expect(session.lastActionEvents.contains { $0.catalogID == .dismissActsWhereItIsDeclared && $0.text?.id == "N44.notPresented" })
    }

    @Test func n44AnActionDeclaredInTheSheetsRootDismissesTheSheetAndN46RunsOnDismiss() throws {
        let (app, state) = Self.app()
        var session = NavigationSession(app: app, state: state)
        try session.must(.tap("One"))
        try session.must(.tap("Compose"))
        #expect(session.ui.layers.map(\.kind) == [.sheet])
        try session.must(.tap("Recipients"))
        try session.must(.tap("Send"))
        #expect(session.ui.layers.isEmpty)
        #expect(session.state["composing"] == .bool(false))
        // The pushed screen that presented it is still there.
        #expect(session.state["path"] == .array(elementType: "Int", [.int(1)]))
        #expect(session.state["dismissed"] == .int(1))
    }

    @Test func n53ASheetWhosePresenterIsPoppedGoesWithItAndTheModelWarns() throws {
        let (app, state) = Self.app()
        var session = NavigationSession(app: app, state: state)
        try session.must(.tap("One"))
        try session.must(.tap("Compose"))
        try session.run("run path = []") { $0["path"] = .array(elementType: "Int", []) }
        #expect(session.ui.layers.isEmpty)
        let warning = try #require(session.lastActionEvents.first { $0.catalogID == .presentationLeavesWithItsPresenter })
        #expect(warning.isModelDecision)
        #expect(warning.severity == .warning)
        // Its binding is untouched, and onDismiss ran as the sheet went (N46).
        #expect(session.state["composing"] == .bool(true))
        #expect(session.state["dismissed"] == .int(1))
    }

    @Test func n44AnAppThatDoesNotSayWhereActsOnTheTappedScreen() throws {
        // An app without scopes (the default `takeDismissCalls()` over `takeDismissRequest()`).
        struct Legacy: NavigationApp {
            var types = TypeTable(["Int": [.hashable, .codable]])
            let flag = DismissCalls()
            func root(in state: AppState) throws -> ViewNode {
                .navigationStack(path: .state("path"), root: ViewNode.link("One", value: .int(1))
                    .navigationDestination(for: "Int", destination: DestinationRef(id: 1)))
            }
            func destination(_ ref: DestinationRef, value: Value?, in state: AppState) throws -> ViewNode {
                .button("Close", action: CodeRef(id: 1))
            }
            func perform(_ code: CodeRef, in state: inout AppState) throws { flag.pending = [nil] }
            func takeDismissRequest() -> Bool {
                defer { flag.pending = [] }
                return !flag.pending.isEmpty
            }
        }
        var session = NavigationSession(app: Legacy(), state: AppState([("path", .array(elementType: "Int", []))]))
        try session.must(.tap("One"))
        try session.must(.tap("Close"))
        #expect(session.state["path"] == .array(elementType: "Int", []))
    }

    // MARK: Tabs (N47)

    static func tabs(withSheet: Bool) -> (TestApp, AppState) {
        let app = TestApp(destinations: [1: { _, _ in .text("Sheet") }], code: [1: { $0["showsSheet"] = .bool(true) }]) { _ in
            var first = ViewNode.navigationStack(root: .button("Open", action: CodeRef(id: 1)))
            if withSheet {
                first = first.modifier(.presents(ModalPresentation(.sheet, trigger: .isPresented(.state("showsSheet")), content: DestinationRef(id: 1))))
            }
            return ViewNode(.tabView(TabViewNode(selection: .state("tab"), tabs: [
                TabNode(label: "A", tag: .string("a"), content: first),
                TabNode(label: "B", tag: .string("b"), content: .text("Second")),
            ])))
        }
        return (app, AppState([("tab", .string("a")), ("showsSheet", .bool(false))]))
    }

    @Test func n47TheExplorerOffersNoTabUnderASheetAndATabStepIsRefused() throws {
        let (app, state) = Self.tabs(withSheet: true)
        var session = NavigationSession(app: app, state: state)
        #expect(session.availableActions.contains(.selectTab("B")))
        try session.must(.tap("Open"))
        #expect(!session.availableActions.contains(.selectTab("B")))
        #expect(session.availableActions.contains(.dismiss))
        guard case .failure(let error) = session.perform(.selectTab("B")) else {
            Issue.record("a tab was selected under a sheet")
            return
        }
        #expect(error.catalogID == .tabViewShowsOneTabAtATime)
        #expect(session.state["tab"] == .string("a"))
        #expect(session.ui.layers.map(\.kind) == [.sheet])
    }

    @Test func n47ChoosingTheTabThatShowsIsWarnedAsTheModelsChoice() throws {
        let (app, state) = Self.tabs(withSheet: false)
        var session = NavigationSession(app: app, state: state)
        try session.must(.selectTab("A"))
        let warning = try #require(session.lastActionEvents.first { $0.catalogID == .tabViewShowsOneTabAtATime })
        #expect(warning.isModelDecision)
        #expect(warning.severity == .warning)
    }

    @Test func theExplorerOffersOnlyAnAlertsButtonsUnderIt() throws {
        let app = TestApp(code: [1: { $0["asks"] = .bool(true) }, 2: { _ in }]) { _ in
            ViewNode(.tabView(TabViewNode(selection: .state("tab"), tabs: [
                TabNode(label: "A", tag: .string("a"), content: .navigationStack(root: ViewNode.button("Ask", action: CodeRef(id: 1))
                    .modifier(.presents(ModalPresentation(
                        .alert, trigger: .isPresented(.state("asks")), title: "Sure?", actions: [.button("Yes", action: CodeRef(id: 2))]))))),
                TabNode(label: "B", tag: .string("b"), content: .text("Second")),
            ])))
        }
        var session = NavigationSession(app: app, state: AppState([("tab", .string("a")), ("asks", .bool(false))]))
        try session.must(.tap("Ask"))
        #expect(session.availableActions == [.tap("Yes")])
    }

    @Test func n47ATabViewInsideAScreenIsDrawnAsItsFirstTabWithAWarning() throws {
        let app = TestApp { _ in
            .navigationStack(root: ViewNode(.tabView(TabViewNode(selection: nil, tabs: [
                TabNode(label: "A", content: .text("First")), TabNode(label: "B", content: .text("Second")),
            ]))))
        }
        let session = NavigationSession(app: app, state: AppState())
        let warning = try #require(session.lastActionEvents.first { $0.catalogID == .tabViewShowsOneTabAtATime })
        #expect(warning.isModelDecision)
        #expect(warning.kind == .declaration)
    }

    // MARK: N49, N50, N52

    @Test func n49APresentationBindingSetToFalsePopsTheViewPushesAboveIt() throws {
        let app = TestApp(destinations: [
            1: { _, _ in .link("Deeper", destination: DestinationRef(id: 2)) },
            2: { _, _ in .text("Deepest") },
        ]) { _ in
            .navigationStack(root: ViewNode.text("Home").navigationDestination(isPresented: .state("showsDetail"), destination: DestinationRef(id: 1)))
        }
        var session = NavigationSession(app: app, state: AppState([("showsDetail", .bool(true))]))
        try session.must(.tap("Deeper"))
        #expect(session.stackText.hasSuffix("Text(\"Deepest\")"))
        try session.set("showsDetail", .bool(false))
        #expect(session.ui.stack.count == 1)
        #expect(session.lastActionEvents.contains { $0.catalogID == .bindingDestinationTakesPushesAbove })
        try session.set("showsDetail", .bool(true))
        #expect(session.ui.stack.count == 2)
    }

    static func popover(adaptation: PresentationAdaptation?, size: SizeClass) -> (TestApp, AppState) {
        let app = TestApp(destinations: [1: { _, _ in
            var content = ViewNode.text("Info")
            if let adaptation { content = content.modifier(.presentationCompactAdaptation(adaptation)) }
            return content
        }]) { _ in
            .navigationStack(root: ViewNode.text("Home")
                .modifier(.presents(ModalPresentation(.popover, trigger: .isPresented(.state("shows")), content: DestinationRef(id: 1)))))
        }
        return (app, AppState([("shows", .bool(true))], sizeClass: size))
    }

    @Test func n50APopoverAdaptsAtCompactWidth() {
        func shown(_ adaptation: PresentationAdaptation?, _ size: SizeClass) -> VisibleLayer? {
            let (app, state) = Self.popover(adaptation: adaptation, size: size)
            return NavigationSession(app: app, state: state).ui.layers.last
        }
        #expect(shown(nil, .compact)?.kind == .sheet)
        #expect(shown(nil, .compact)?.declaredKind == .popover)
        #expect(shown(.popover, .compact)?.kind == .popover)
        #expect(shown(PresentationAdaptation.none, .compact)?.kind == .popover)
        #expect(shown(.fullScreenCover, .compact)?.kind == .fullScreenCover)
        #expect(shown(nil, .regular)?.kind == .popover)
        #expect(shown(nil, .regular)?.declaredKind == nil)
    }

    @Test func n52TwoPresentationsAtOnceWarnWithSwiftUIsWords() throws {
        let app = TestApp(destinations: [1: { _, _ in .text("First") }, 2: { _, _ in .text("Second") }]) { _ in
            .navigationStack(root: ViewNode.text("Home")
                .modifier(.presents(ModalPresentation(.sheet, trigger: .isPresented(.state("a")), content: DestinationRef(id: 1))))
                .modifier(.presents(ModalPresentation(.sheet, trigger: .isPresented(.state("b")), content: DestinationRef(id: 2)))))
        }
        var session = NavigationSession(app: app, state: AppState([("a", .bool(false)), ("b", .bool(false))]))
        try session.run("run a = true; b = true") { $0["a"] = .bool(true); $0["b"] = .bool(true) }
        #expect(session.top == "Text(\"First\")")
        let warning = try #require(session.warnings(.onePresentationAtATime).first)
        #expect(warning.message.hasPrefix("Currently, only presenting a single sheet is supported."))
    }

    // MARK: N48 at the model

    @Test func n48ADialogOffersCancelAtCompactWidthAndDismissAtRegularWidth() throws {
        func session(_ size: SizeClass, cancelRole: Bool) -> NavigationSession {
            var actions: [ViewNode] = [.button("Copy", action: CodeRef(id: 1))]
            if cancelRole { actions.append(ViewNode.button("Keep", action: CodeRef(id: 1)).modifier(.buttonRole(.cancel))) }
            let app = TestApp(code: [1: { _ in }]) { _ in
                .navigationStack(root: ViewNode.text("Home").modifier(.presents(ModalPresentation(
                    .confirmationDialog, trigger: .isPresented(.state("asks")), title: "Share?", actions: actions))))
            }
            return NavigationSession(app: app, state: AppState([("asks", .bool(true))], sizeClass: size))
        }
        #expect(session(.compact, cancelRole: false).ui.controls.map(\.label) == ["Copy", "Cancel"])
        #expect(session(.compact, cancelRole: true).ui.controls.map(\.label) == ["Copy", "Keep"])
        #expect(session(.regular, cancelRole: true).ui.controls.map(\.label) == ["Copy"])
        #expect(!session(.compact, cancelRole: false).availableActions.contains(.dismiss))
        var regular = session(.regular, cancelRole: false)
        #expect(regular.availableActions.contains(.dismiss))
        try regular.must(.dismiss)
        #expect(regular.state["asks"] == .bool(false))
    }
}
