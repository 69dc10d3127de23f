import Testing
@testable import NavigationModel

/// The scenarios of the conformance pages, step by step, against hand-built apps.
@Suite struct ConformanceTests {
    // N1, N2, N5: 01 "Tap a color, then go back".
    @Test func tapAColorThenGoBack() throws {
        let (app, state) = Apps.colors()
        var session = NavigationSession(app: app, state: state)
        #expect(session.top == "List")
        #expect(session.ui.title == "Colors")
        #expect(!session.ui.isBackEnabled)
        try session.must(.tap("Pink"))
        #expect(session.state["path"] == colorPath("pink"))
        #expect(session.top == "ColorDetail(color: .pink)")
        #expect(session.stackText == "List > ColorDetail(color: .pink)")
        #expect(session.ui.title == "pink")
        #expect(session.ui.isBackEnabled)
        try session.must(.back)
        #expect(session.state["path"] == colorPath())
        #expect(session.top == "List")
    }

    // N3, N4: 01 "Programmatic pushes".
    @Test func programmaticPushes() throws {
        let (app, state) = Apps.colors()
        var session = NavigationSession(app: app, state: state)
        try session.set("path", colorPath("mint", "teal"))
        #expect(session.stackText == "List > ColorDetail(color: .mint) > ColorDetail(color: .teal)")
        try session.set("path", colorPath("mint"))
        #expect(session.top == "ColorDetail(color: .mint)")
        try session.set("path", colorPath("teal", "pink", "mint"))
        #expect(session.top == "ColorDetail(color: .mint)")
        try session.set("path", colorPath())
        #expect(session.top == "List")
    }

    // N1: 01 "Back at the root is an error".
    @Test func backAtTheRootIsAnError() {
        let (app, state) = Apps.colors()
        var session = NavigationSession(app: app, state: state)
        let result = session.perform(.back)
        #expect(throws: NavigationError("no back control: the root is showing", catalogID: .stackShowsLastPushOverRoot)) { try result.get() }
    }
}

extension ConformanceTests {
    // N8, N12: 02 "Heterogeneous pushes".
    @Test func heterogeneousPushes() throws {
        let (app, state) = Apps.mixed()
        var session = NavigationSession(app: app, state: state)
        try session.must(.tap("Yosemite"))
        #expect(session.state["path"]?.count == 1)
        #expect(session.top == #"ParkDetails(park: Park(name: "Yosemite"))"#)
        #expect(session.ui.title == "Yosemite")
        try session.run("run path.append(7)") { try $0["path"]!.append(.int(7), types: app.types) }
        #expect(session.top == #"Text("Number 7")"#)
        try session.run("run path.append(Trail(...))") { try $0["path"]!.append(trail("Panorama"), types: app.types) }
        #expect(session.ui.stack.map(\.typeName) == ["List", "ParkDetails", "Text", "TrailView"])
        #expect(session.ui.topScreen?.arguments == [Argument("trail", trail("Panorama"))])
        try session.run("run path.removeLast(2)") { try $0["path"]!.removeLast(2) }
        #expect(session.state["path"]?.count == 1)
        #expect(session.ui.topScreen?.typeName == "ParkDetails")
    }

    // N10, N40: 02 "Restoration needs Codable elements".
    @Test func restorationNeedsCodableElements() throws {
        let (app, state) = Apps.mixed()
        var session = NavigationSession(app: app, state: state)
        try session.must(.tap("Yosemite"))
        try session.run("run path.append(4)") { try $0["path"]!.append(.int(4), types: app.types) }
        let before = session.ui.stack
        try session.must(.relaunch)
        #expect(session.state["path"]?.count == 2)
        #expect(session.top == #"Text("Number 4")"#)
        #expect(session.ui.stack == before)
        #expect(session.state["path"]?.hasCodableRepresentation == true)
        let tap = session.perform(.tap("Mist Trail"))
        #expect(throws: NavigationError.self) { try tap.get() }
    }

    // N9, N40: 02 "A non-Codable element blocks restoration".
    @Test func nonCodableElementBlocksRestoration() throws {
        let (app, state) = Apps.mixed()
        var session = NavigationSession(app: app, state: state)
        try session.must(.tap("Mist Trail"))
        #expect(session.state["path"]?.hasCodableRepresentation == false)
        let result = session.perform(.relaunch)
        #expect(throws: NavigationError("cannot encode 'path' for relaunch: element 0 of type 'Trail' is not Codable", catalogID: .restorationIsTheAppsJob)) {
            try result.get()
        }
        #expect(session.top == #"TrailView(trail: Trail(name: "Mist Trail"))"#)
    }

    // N8: 02 "Removing more than the path holds".
    @Test func removingMoreThanThePathHolds() throws {
        let (app, state) = Apps.mixed()
        var session = NavigationSession(app: app, state: state)
        try session.must(.tap("Yosemite"))
        let result = session.change("run path.removeLast(2)") { try $0["path"]!.removeLast(2) }
        #expect(throws: NavigationError("Can't remove more items from a collection than it contains", catalogID: .navigationPathRemovesNoMoreThanItHolds)) {
            try result.get()
        }
        #expect(session.state["path"]?.count == 1)
    }

    // N23: 03 `missing`.
    @Test func linkWithoutDestinationCannotBeActivated() throws {
        let app = TestApp(destinations: [1: { value, _ in
            guard case .int(let n)? = value else { throw NavigationAppError("bad") }
            return .text("Number \(n)")
        }]) { _ in
            .navigationStack(root: .list([
                .link("Lemon", value: .string("lemon"), source: SourceRef(7)),
                .link("Seven", value: .int(7)),
            ]).navigationDestination(for: "Int", destination: DestinationRef(id: 1)))
        }
        var session = NavigationSession(app: app, state: AppState())
        try session.must(.tap("Lemon"))
        #expect(session.lastActionEvents.map(\.message) == [
            "A NavigationLink is presenting a value of type “String” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated."
        ])
        #expect(session.lastActionEvents.first?.kind == .action)
        #expect(session.lastActionEvents.first?.source == SourceRef(7))
        #expect(session.top == "List")
        #expect(!session.ui.isBackEnabled)
        try session.must(.tap("Seven"))
        #expect(session.lastActionEvents.isEmpty)
        #expect(session.top == #"Text("Number 7")"#)
    }

    // N14: 03 `lazy`.
    @Test func destinationInsideALazyContainerIsIgnored() throws {
        let app = TestApp(destinations: [1: { value, _ in .text("\(value!)") }]) { _ in
            .navigationStack(root: .list([
                .forEach(["a", "b"].map { letter in
                    ForEachElement(id: .string(letter), content:
                        ViewNode.link(letter, value: .string(letter))
                            .navigationDestination(for: "String", destination: DestinationRef(id: 1), source: SourceRef(42)))
                }),
            ]))
        }
        // N14: iOS 17 warns "ignored in a future release" and the destination still works.
        var current = NavigationSession(app: app, state: AppState())
        #expect(current.lastActionEvents.first?.message.hasSuffix("It will be ignored in a future release.") == true)
        try current.must(.tap("a"))
        #expect(current.warnings(.valueLinkNeedsVisibleDestination).isEmpty)
        #expect(current.top != "List")
        // N14: iOS 18 ignores it.
        var session = NavigationSession(app: app, state: AppState(platform: PlatformVersion("iOS", 18)))
        let launchEvents = session.lastActionEvents
        #expect(launchEvents.count == 1)
        #expect(launchEvents.first?.catalogID == .destinationInLazyContainer)
        #expect(launchEvents.first?.message.hasSuffix("It will be ignored.") == true)
        #expect(launchEvents.first?.kind == .declaration)
        #expect(launchEvents.first?.source == SourceRef(42))
        #expect(launchEvents.first?.message.contains("lazy") == true)
        try session.must(.tap("a"))
        #expect(session.warnings(.valueLinkNeedsVisibleDestination).count == 1)
        #expect(session.warnings(.destinationInLazyContainer).isEmpty)
        #expect(session.top == "List")
    }

    // N18, N19: 03 `presented`.
    @Test func presentedDestinations() throws {
        let app = TestApp(
            destinations: [
                1: { _, _ in .text("Shown") },
                2: { value, _ in
                    guard case .string(let name)? = value else { throw NavigationAppError("bad item") }
                    return .text("Item \(name)")
                },
            ],
            code: [
                1: { $0["showing"] = .bool(true) },
                2: { $0["item"] = .optional(wrappedType: "String", .string("report")) },
            ]
        ) { _ in
            .navigationStack(root: ViewNode.vStack([
                .button("Show", action: CodeRef(id: 1)),
                .button("Open", action: CodeRef(id: 2)),
            ])
            .navigationDestination(isPresented: .state("showing"), destination: DestinationRef(id: 1))
            .navigationDestination(item: .state("item"), destination: DestinationRef(id: 2)))
        }
        var session = NavigationSession(app: app, state: AppState([
            ("showing", .bool(false)), ("item", .optional(wrappedType: "String", nil)),
        ]))
        try session.must(.tap("Show"))
        #expect(session.state["showing"] == .bool(true))
        #expect(session.top == #"Text("Shown")"#)
        try session.must(.back)
        #expect(session.state["showing"] == .bool(false))
        #expect(session.top == "VStack")
        try session.set("item", .optional(wrappedType: "String", .string("notes")))
        #expect(session.top == #"Text("Item notes")"#)
        try session.must(.back)
        #expect(session.state["item"] == .optional(wrappedType: "String", nil))
        #expect(session.top == "VStack")
    }

    // N20, N21: 03 `views-then-values`.
    @Test func viewPushesSitAboveValuesAndGoFirst() throws {
        let app = TestApp(destinations: [
            1: { value, _ in colorDetail(value) },
            2: { _, _ in .opaque("AboutView") },
        ]) { _ in
            .navigationStack(path: .state("path"), root: ViewNode.vStack([
                .link("Mint", value: color("mint")),
                .link("About", destination: DestinationRef(id: 2)),
            ]).navigationDestination(for: "Color", destination: DestinationRef(id: 1)))
        }
        var session = NavigationSession(app: app, state: AppState([("path", colorPath())]))
        try session.must(.tap("About"))
        #expect(session.state["path"] == colorPath())
        #expect(session.stackText == "VStack > AboutView()")
        try session.run("run path.append(.mint)") { try $0["path"]!.append(color("mint"), types: app.types) }
        #expect(session.stackText == "VStack > ColorDetail(color: .mint)")
        #expect(session.state["path"] == colorPath("mint"))
        #expect(session.warnings(.viewPushesSitAboveThePath).count == 1)
    }

    // N1, N3, N5: 07 `parks`.
    @Test func showParksReplacesTheStack() throws {
        let types = TypeTable(["Park": [.hashable]])
        let app = TestApp(
            types: types,
            destinations: [1: { value, _ in .custom("ParkDetails", [Argument("park", value!)], body: .text("details")) }],
            code: [1: { $0["presentedParks"] = .array(elementType: "Park", [park("Yosemite"), park("Sequoia")]) }]
        ) { _ in
            .navigationStack(path: .state("presentedParks"), root:
                ViewNode.text("Parks").navigationDestination(for: "Park", destination: DestinationRef(id: 1)))
        }
        var session = NavigationSession(app: app, state: AppState([("presentedParks", .array(elementType: "Park", []))]))
        try session.must(.run(CodeRef(id: 1)), as: "run showParks()")
        #expect(session.top == #"ParkDetails(park: Park(name: "Sequoia"))"#)
        try session.must(.back)
        #expect(session.state["presentedParks"] == .array(elementType: "Park", [park("Yosemite")]))
        #expect(session.top == #"ParkDetails(park: Park(name: "Yosemite"))"#)
    }
}
