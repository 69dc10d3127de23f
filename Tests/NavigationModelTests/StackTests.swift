import Testing
@testable import NavigationModel

/// A. NavigationStack and its path (N1–N7) and G. deep links and restoration (N39, N40).
@Suite struct StackTests {
    /// A self-managed stack with value links for Int and a view link.
    static func selfManaged() -> TestApp {
        TestApp(destinations: [
            1: { value, _ in
                guard case .int(let n)? = value else { throw NavigationAppError("bad") }
                return ViewNode.vStack([.link("Next", value: .int(n + 1))]).navigationTitle("Level \(n)")
            },
        ]) { _ in
            .navigationStack(root: ViewNode.list([.link("One", value: .int(1))])
                .navigationDestination(for: "Int", destination: DestinationRef(id: 1)))
        }
    }

    // N1: the root is always present; back is disabled at the root and fails there.
    @Test func rootCannotBeRemoved() throws {
        var session = NavigationSession(app: Self.selfManaged(), state: AppState())
        try session.must(.tap("One"))
        try session.must(.back)
        #expect(session.ui.stack.count == 1)
        #expect(!session.ui.isBackEnabled)
        let failure = session.perform(.back)
        #expect(throws: NavigationError("no back control: the root is showing", catalogID: .stackShowsLastPushOverRoot)) { try failure.get() }
        #expect(session.ui.stack.count == 1)
    }

    // N2: NavigationStack { } manages its own state: links push without any @State.
    @Test func selfManagedStackKeepsItsOwnPath() throws {
        var session = NavigationSession(app: Self.selfManaged(), state: AppState())
        try session.must(.tap("One"))
        try session.must(.tap("Next"))
        #expect(session.ui.stack.map(\.title) == [nil, "Level 1", "Level 2"])
        #expect(session.state.values.isEmpty)
        try session.must(.back)
        #expect(session.ui.title == "Level 1")
    }

    // N2, N5: a bound NavigationPath grows on tap and shrinks on back, through the binding.
    @Test func boundNavigationPathFollowsTapsAndBack() throws {
        let (app, state) = Apps.mixed()
        var session = NavigationSession(app: app, state: state)
        try session.must(.tap("Count"))
        #expect(session.state["path"] == .navigationPath([NavigationPathElement(.int(3), isCodable: true)]))
        try session.must(.back)
        #expect(session.state["path"] == .navigationPath([]))
    }

    // N3, N39: assigning a whole path (a deep link) shows its last element with the others beneath.
    @Test func assigningAPathShowsItsLastElement() throws {
        let (app, state) = Apps.colors()
        var session = NavigationSession(app: app, state: state)
        try session.set("path", colorPath("mint", "pink"))
        #expect(session.top == "ColorDetail(color: .pink)")
        try session.must(.back)
        #expect(session.top == "ColorDetail(color: .mint)")
        try session.must(.back)
        #expect(session.top == "List")
    }

    // N4: removeLast pops one; removeAll pops to the root.
    @Test func removeLastAndRemoveAll() throws {
        let (app, state) = Apps.colors()
        var session = NavigationSession(app: app, state: state)
        try session.set("path", colorPath("mint", "pink", "teal"))
        try session.run("run path.removeLast()") { try $0["path"]!.removeLast() }
        #expect(session.stackText == "List > ColorDetail(color: .mint) > ColorDetail(color: .pink)")
        try session.run("run path.removeAll()") { try $0["path"]!.removeAll() }
        #expect(session.stackText == "List")
    }

    // N5: the path binding can be bound through a property of a struct (`$model.path`).
    @Test func pathBoundThroughAStructProperty() throws {
        let app = TestApp(destinations: [1: { value, _ in colorDetail(value) }]) { _ in
            .navigationStack(path: .state("model", members: ["path"]), root:
                ViewNode.list([.link("Pink", value: color("pink"))])
                    .navigationDestination(for: "Color", destination: DestinationRef(id: 1)))
        }
        let model = Value.instance(type: "Model", fields: [Argument("path", colorPath())])
        var session = NavigationSession(app: app, state: AppState([("model", model)]))
        try session.must(.tap("Pink"))
        #expect(session.state["model"]?.field("path") == colorPath("pink"))
        try session.must(.back)
        #expect(session.state["model"]?.field("path") == colorPath())
    }

    // N6: a stack nested inside a pushed view is ignored; its links find no destination.
    @Test func nestedStackInAPushedViewIsIgnored() throws {
        let app = TestApp(destinations: [
            1: { _, _ in
                .navigationStack(root: ViewNode.list([.link("Inner", value: .string("x"))])
                    .navigationDestination(for: "String", destination: DestinationRef(id: 2)), source: SourceRef(60))
            },
            2: { _, _ in .text("Inner destination") },
        ]) { _ in
            .navigationStack(root: ViewNode.list([.link("Open", value: .int(1))])
                .navigationDestination(for: "Int", destination: DestinationRef(id: 1)))
        }
        var session = NavigationSession(app: app, state: AppState())
        try session.must(.tap("Open"))
        #expect(session.warnings(.nestedStackIsUnsupported).map(\.source) == [SourceRef(60)])
        try session.must(.tap("Inner"))
        #expect(session.warnings(.valueLinkNeedsVisibleDestination).count == 1)
        #expect(session.ui.stack.count == 2)
    }

    // N40: a Codable typed path survives relaunch with the same screens; non-state memory does not.
    @Test func relaunchRestoresACodablePath() throws {
        let types = TypeTable(["Park": [.hashable, .codable]])
        let app = TestApp(types: types, destinations: [1: { value, _ in .custom("ParkDetails", [Argument("park", value!)], body: .text("d")) }]) { _ in
            .navigationStack(path: .state("parks"), root: ViewNode.text("Parks")
                .navigationDestination(for: "Park", destination: DestinationRef(id: 1)))
        }
        var session = NavigationSession(app: app, state: AppState([("parks", .array(elementType: "Park", []))]))
        try session.set("parks", .array(elementType: "Park", [park("Yosemite"), park("Sequoia")]))
        let screens = session.ui.stack
        try session.must(.relaunch)
        #expect(session.ui.stack == screens)
        #expect(session.trace.steps.last?.action == "relaunch")
    }

    // N40: a state that is not Codable (a Color selection) fails relaunch, naming the property.
    @Test func relaunchFailsForANonCodableProperty() throws {
        let (app, _) = Apps.picker()
        var session = NavigationSession(app: app, state: AppState([("selection", optionalColor("pink"))]))
        let result = session.perform(.relaunch)
        #expect(throws: NavigationError("cannot encode 'selection' for relaunch: type 'Color' is not Codable", catalogID: .restorationIsTheAppsJob)) {
            try result.get()
        }
    }

    // N11: decoding an element whose type the example no longer declares fails, naming type and index.
    @Test func relaunchIntoAnExampleWithoutTheTypeFails() throws {
        let (app, state) = Apps.mixed()
        var session = NavigationSession(app: app, state: state)
        try session.must(.tap("Count"))
        try session.must(.back)
        try session.must(.tap("Yosemite"))
        let (changed, _) = Apps.mixed(types: TypeTable(["Trail": [.hashable]]))
        let result = session.relaunch(into: changed)
        #expect(throws: NavigationError(
            "cannot decode 'path' on relaunch: element 0 has type 'Park', which the example no longer declares", catalogID: .decodingAnUndeclaredTypeFails)) {
            try result.get()
        }
        #expect(session.top == #"ParkDetails(park: Park(name: "Yosemite"))"#)
    }

    // N25: links outside any navigation container are disabled; buttons still work.
    @Test func linksOutsideAContainerAreDisabled() throws {
        let app = TestApp(code: [1: { $0["count"] = .int(1) }]) { _ in
            .vStack([.link("Pink", value: color("pink")), .button("Count", action: CodeRef(id: 1))])
        }
        var session = NavigationSession(app: app, state: AppState([("count", .int(0))]))
        #expect(session.ui.layout == .none)
        #expect(session.ui.controls.first { $0.label == "Pink" }?.isEnabled == false)
        let result = session.perform(.tap("Pink"))
        #expect(throws: NavigationError.self) { try result.get() }
        #expect(session.lastError?.catalogID == .linkOutsideContainerIsDisabled)
        try session.must(.tap("Count"))
        #expect(session.state["count"] == .int(1))
    }

    // A view that presents itself through the same binding is presented once, not forever.
    @Test func selfPresentingViewDoesNotLoop() throws {
        let app = TestApp(destinations: [1: { _, _ in
            ViewNode.text("Again").navigationDestination(isPresented: .state("on"), destination: DestinationRef(id: 1))
        }]) { _ in
            .navigationStack(root: ViewNode.text("Root").navigationDestination(isPresented: .state("on"), destination: DestinationRef(id: 1)))
        }
        let session = NavigationSession(app: app, state: AppState([("on", .bool(true))]))
        #expect(session.stackText == #"Text("Root") > Text("Again")"#)
    }

    // Missing and ambiguous controls are errors that list what is visible.
    @Test func missingAndAmbiguousControls() throws {
        let app = TestApp(destinations: [1: { _, _ in .text("n") }]) { _ in
            .navigationStack(root: ViewNode.list([
                .link("One", value: .int(1)),
                .link("Twin", value: .int(2)),
                .link("Twin", value: .int(3)),
            ]).navigationDestination(for: "Int", destination: DestinationRef(id: 1)))
        }
        var session = NavigationSession(app: app, state: AppState())
        #expect(session.perform(.tap("Two")) == .failure(NavigationError(#"no visible control "Two"; visible: "One", "Twin""#)))
        guard case .failure(let ambiguous) = session.perform(.tap("Twin")) else {
            Issue.record("an ambiguous tap must fail")
            return
        }
        #expect(ambiguous.message == #"several visible controls "Twin": NavigationLink on List, NavigationLink on List"#)
    }
}
