import PropertyBased
import Testing
@testable import NavigationModel

/// Random action sequences over hand-built apps, checking the model's invariants after every step.
@Suite struct PropertyTests {
    /// An app, its launch state, the programmatic changes a sequence may make, and the bound path to compare.
    struct Subject {
        var app: TestApp
        var state: AppState
        var changes: [(String, (inout AppState) throws -> Void)]
        /// The bound path whose elements the screens above the root must show, in order.
        var pathName: String?
        /// The path's binding when it is held inside another value (an object's property).
        var pathBinding: BindingRef?

        init(app: TestApp, state: AppState, changes: [(String, (inout AppState) throws -> Void)], pathName: String? = nil, pathBinding: BindingRef? = nil) {
            self.app = app
            self.state = state
            self.changes = changes
            self.pathName = pathName
            self.pathBinding = pathBinding ?? pathName.map { BindingRef.state($0) }
        }
    }

    static let choices = Gen.int(in: 0...999).array(of: 0...30)

    /// A destination that shows its value as its only argument, so screens can be compared with path elements.
    static func show(_ value: Value?, _ state: AppState) -> ViewNode {
        .custom("Show", [Argument(nil, value ?? .int(-1))], body: ViewNode.vStack([
            .link("Again", value: value),
            .link("Seven", value: .int(7)),
        ]).navigationTitle(value?.description ?? "nil"))
    }

    static var parks: Subject {
        let types = TypeTable(["Park": [.hashable, .codable]])
        let app = TestApp(types: types, destinations: [1: show]) { _ in
            .navigationStack(path: .state("path"), root: ViewNode.list(["Yosemite", "Sequoia"].map { .link($0, value: park($0)) })
                .navigationDestination(for: "Park", destination: DestinationRef(id: 1)))
        }
        return Subject(
            app: app, state: AppState([("path", .array(elementType: "Park", []))]),
            changes: [
                ("run path.append(Park)", { try $0["path"]!.append(park("Zion"), types: types) }),
                ("run path.removeLast()", { try $0["path"]!.removeLast() }),
                ("run path = []", { try $0["path"]!.removeAll() }),
            ],
            pathName: "path")
    }

    /// The path as an object's property (`$router.path`): the model reads and writes it through the object (N43).
    static var objectHeld: Subject {
        let types = TypeTable(["Park": [.hashable, .codable], "Router": [.codable]])
        let binding = BindingRef.state("router", members: ["path"])
        let app = TestApp(types: types, destinations: [1: show]) { _ in
            .navigationStack(path: binding, root: ViewNode.list(["Yosemite", "Sequoia"].map { .link($0, value: park($0)) })
                .navigationDestination(for: "Park", destination: DestinationRef(id: 1)))
        }
        let router = Value.instance(type: "Router", fields: [Argument("path", .array(elementType: "Park", [])), Argument("visits", .int(0))])
        func changingPath(_ body: @escaping (inout Value) throws -> Void) -> (inout AppState) throws -> Void {
            { state in
                var path = state.value(at: binding)!
                try body(&path)
                state.set(path, at: binding)
            }
        }
        return Subject(
            app: app, state: AppState([("router", router)]),
            changes: [
                ("run router.path.append(Park)", changingPath { try $0.append(park("Zion"), types: types) }),
                ("run router.path.removeLast()", changingPath { try $0.removeLast() }),
                ("run router.path = []", changingPath { try $0.removeAll() }),
            ],
            pathBinding: binding)
    }

    static var mixed: Subject {
        let types = TypeTable(["Park": [.hashable, .codable]])
        let app = TestApp(types: types, destinations: [1: show, 2: show]) { _ in
            .navigationStack(path: .state("path"), root: ViewNode.list([.link("Park", value: park("Yosemite")), .link("Int", value: .int(3))])
                .navigationDestination(for: "Park", destination: DestinationRef(id: 1))
                .navigationDestination(for: "Int", destination: DestinationRef(id: 2)))
        }
        return Subject(
            app: app, state: AppState([("path", .navigationPath([]))]),
            changes: [
                ("run path.append(4)", { try $0["path"]!.append(.int(4), types: types) }),
                ("run path.removeLast(2)", { try $0["path"]!.removeLast(2) }),
            ],
            pathName: "path")
    }

    static var viewsThenValues: Subject {
        let app = TestApp(destinations: [1: show, 2: { _, _ in
            ViewNode.vStack([.link("Mint", value: color("mint")), .link("More", destination: DestinationRef(id: 2))])
        }]) { _ in
            .navigationStack(path: .state("path"), root: ViewNode.vStack([
                .link("Mint", value: color("mint")),
                .link("About", destination: DestinationRef(id: 2)),
            ]).navigationDestination(for: "Color", destination: DestinationRef(id: 1)))
        }
        return Subject(
            app: app, state: AppState([("path", colorPath())]),
            changes: [("run path.append(.pink)", { try $0["path"]!.append(color("pink"), types: TypeTable()) })],
            pathName: "path")
    }

    static var picker: Subject {
        let (app, state) = Apps.picker()
        return Subject(app: app, state: state, changes: [
            ("run selection = .pink", { $0["selection"] = optionalColor("pink") }),
            ("run selection = nil", { $0["selection"] = optionalColor(nil) }),
        ])
    }

    static var legacy: Subject {
        let (app, state) = Apps.tags()
        return Subject(app: app, state: state, changes: [("run selection = .pink", { $0["selection"] = optionalColor("pink") })])
    }

    /// Drives a subject through the actions the choices pick, checking every invariant after each step.
    static func drive(_ subject: Subject, _ choices: [Int]) {
        var session = NavigationSession(app: subject.app, state: subject.state, recordsTrace: false)
        let root = session.ui.columns.first?.screens.first?.description
        for choice in choices {
            let actions = session.availableActions
            let before = session.ui
            let pick = choice % (actions.count + subject.changes.count + 1)
            if pick < actions.count {
                session.perform(actions[pick])
            } else if pick < actions.count + subject.changes.count {
                let (text, body) = subject.changes[pick - actions.count]
                session.change(text, body)
            } else {
                session.perform(.relaunch)
            }
            // The root is never removed.
            #expect(session.ui.columns.first?.screens.first?.description == root)
            // A bound path and the visible stack agree.
            if let binding = subject.pathBinding, let elements = session.state.value(at: binding)?.elements {
                let shown = session.ui.stack.dropFirst().prefix(elements.count).map { $0.arguments.first?.value }
                #expect(shown == elements.map { Optional($0) })
                #expect(session.ui.stack.count >= elements.count + 1)
            }
            // A push followed by back restores the previous visible UI.
            if session.ui.layout == .stack, before.layout == .stack, session.ui.stack.count == before.stack.count + 1 {
                var probe = session
                probe.perform(.back)
                #expect(probe.ui.appearance == before.appearance)
            }
            // Relaunch of a codable state shows the same screens.
            let types = subject.app.types
            if session.state.values.allSatisfy({ types.isCodable($0.value) }) {
                var probe = session
                if case .success = probe.perform(.relaunch), subject.pathBinding != nil {
                    #expect(probe.ui.stack == session.ui.stack)
                }
            }
        }
    }

    @Test func typedCodablePath() async {
        await propertyCheck(input: Self.choices) { Self.drive(Self.parks, $0) }
    }

    @Test func typedPathHeldByAnObject() async {
        await propertyCheck(input: Self.choices) { Self.drive(Self.objectHeld, $0) }
    }

    @Test func navigationPath() async {
        await propertyCheck(input: Self.choices) { Self.drive(Self.mixed, $0) }
    }

    @Test func viewPushesAndValues() async {
        await propertyCheck(input: Self.choices) { Self.drive(Self.viewsThenValues, $0) }
    }

    @Test func splitViewAcrossSizes() async {
        await propertyCheck(input: Self.choices) { Self.drive(Self.picker, $0) }
    }

    @Test func legacyColumns() async {
        await propertyCheck(input: Self.choices) { Self.drive(Self.legacy, $0) }
    }
}
