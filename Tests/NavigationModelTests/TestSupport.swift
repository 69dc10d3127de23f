import NavigationModel

/// The `dismiss()` calls a hand-built app's code made, for ``TestApp/takeDismissCalls()``.
final class DismissCalls: @unchecked Sendable {
    var pending: [DismissScope?] = []
}

/// A hand-built app: a root body and destination/code closures by id.
struct TestApp: NavigationApp {
    var types: TypeTable
    var body: (AppState) throws -> ViewNode
    var destinations: [Int: (Value?, AppState) throws -> ViewNode]
    var code: [Int: (inout AppState) throws -> Void]
    /// Where code records its `dismiss()` calls (N44).
    var dismissCalls = DismissCalls()
    /// The setters of computed bindings (N60), by the id of their `CodeRef`.
    var setters: [Int: (Value, inout AppState) throws -> Void] = [:]

    func takeDismissCalls() -> [DismissScope?] {
        defer { dismissCalls.pending = [] }
        return dismissCalls.pending
    }

    init(
        types: TypeTable = TypeTable(),
        destinations: [Int: (Value?, AppState) throws -> ViewNode] = [:],
        code: [Int: (inout AppState) throws -> Void] = [:],
        body: @escaping (AppState) throws -> ViewNode
    ) {
        self.types = types
        self.body = body
        self.destinations = destinations
        self.code = code
    }

    func root(in state: AppState) throws -> ViewNode { try body(state) }

    func destination(_ ref: DestinationRef, value: Value?, in state: AppState) throws -> ViewNode {
        guard let closure = destinations[ref.id] else { throw NavigationAppError("no destination \(ref.id)") }
        return try closure(value, state)
    }

    func perform(_ ref: CodeRef, in state: inout AppState) throws {
        guard let closure = code[ref.id] else { throw NavigationAppError("no code \(ref.id)") }
        try closure(&state)
    }

    func perform(_ setter: CodeRef, writing value: Value, in state: inout AppState) throws {
        guard let closure = setters[setter.id] else { throw NavigationAppError("no setter \(setter.id)") }
        try closure(value, &state)
    }
}

func color(_ name: String) -> Value { .color(name) }

func colorPath(_ names: String...) -> Value {
    .array(elementType: "Color", names.map(Value.color))
}

func optionalColor(_ name: String?) -> Value {
    .optional(wrappedType: "Color", name.map(Value.color))
}

func park(_ name: String) -> Value {
    .instance(type: "Park", fields: [Argument("name", .string(name))])
}

func trail(_ name: String) -> Value {
    .instance(type: "Trail", fields: [Argument("name", .string(name))])
}

func colorDetail(_ value: Value?) -> ViewNode {
    let value = value ?? .color("clear")
    guard case .color(let name) = value else { return .opaque("ColorDetail", [Argument("color", value)]) }
    return .custom("ColorDetail", [Argument("color", value)], body: ViewNode(.color(name)).navigationTitle(name))
}

extension NavigationSession {
    /// Applies an action that must succeed.
    @discardableResult
    mutating func must(_ action: NavigationAction, as written: String? = nil) throws -> VisibleUI {
        try perform(action, as: written).get()
    }

    /// Applies a change of the caller's own that must succeed.
    mutating func run(_ written: String, _ body: (inout AppState) throws -> Void) throws {
        _ = try change(written, body).get()
    }

    /// Applies a state change that must succeed.
    mutating func set(_ name: String, _ value: Value) throws {
        _ = try change("run \(name) = \(value)") { $0[name] = value }.get()
    }

    /// The top screen's description.
    var top: String? { ui.topScreen?.description }

    /// The stack as `A > B > C`.
    var stackText: String { ui.stack.map(\.description).joined(separator: " > ") }

    /// The error of the last step, if it failed.
    var lastError: NavigationError? {
        if case .failed(let error)? = trace.steps.last?.outcome { return error }
        return nil
    }

    func warnings(_ id: BehaviourID) -> [NavigationEvent] {
        lastActionEvents.filter { $0.catalogID == id }
    }
}


// MARK: The conformance pages' examples, by hand

enum Apps {
    /// 01-stack-basics `colors`: a `[Color]` path and three value links.
    static func colors(source: Bool = true) -> (TestApp, AppState) {
        let app = TestApp(destinations: [1: { value, _ in colorDetail(value) }]) { _ in
            .navigationStack(path: .state("path"), root:
                .list([
                    .link("Mint", value: color("mint"), source: SourceRef(10)),
                    .link("Pink", value: color("pink"), source: SourceRef(11)),
                    .link("Teal", value: color("teal"), source: SourceRef(12)),
                ])
                .navigationDestination(for: "Color", destination: DestinationRef(id: 1), source: SourceRef(13))
                .navigationTitle("Colors"))
        }
        return (app, AppState([("path", colorPath())]))
    }

    static let mixedTypes = TypeTable(["Park": [.hashable, .codable], "Trail": [.hashable]])

    /// 02-navigation-path `mixed`: a `NavigationPath` with Park (Codable), Trail (not) and Int.
    static func mixed(types: TypeTable = mixedTypes) -> (TestApp, AppState) {
        let app = TestApp(
            types: types,
            destinations: [
                1: { value, _ in
                    let name = value?.field("name").flatMap { if case .string(let s) = $0 { return s } else { return nil } } ?? "?"
                    return .custom("ParkDetails", [Argument("park", value!)], body: ViewNode.text(name).navigationTitle(name))
                },
                2: { value, _ in .opaque("TrailView", [Argument("trail", value!)]) },
                3: { value, _ in
                    guard case .int(let n)? = value else { throw NavigationAppError("not an Int") }
                    return .text("Number \(n)")
                },
            ]
        ) { _ in
            .navigationStack(path: .state("path"), root:
                .list([
                    .link("Yosemite", value: park("Yosemite")),
                    .link("Mist Trail", value: trail("Mist Trail")),
                    .link("Count", value: .int(3)),
                ])
                .navigationDestination(for: "Park", destination: DestinationRef(id: 1), source: SourceRef(1))
                .navigationDestination(for: "Trail", destination: DestinationRef(id: 2), source: SourceRef(2))
                .navigationDestination(for: "Int", destination: DestinationRef(id: 3), source: SourceRef(3)))
        }
        return (app, AppState([("path", .navigationPath([]))]))
    }

    /// 04-split-view `picker`: a sidebar list of value links bound to a selection; the detail follows it.
    static func picker(sizeClass: SizeClass = .regular) -> (TestApp, AppState) {
        let app = TestApp { state in
            let selection = state["selection"]?.unwrapped
            let detail: ViewNode = selection.map { ViewNode(.conditional(branch: 0, content: colorDetail($0))) }
                ?? ViewNode(.conditional(branch: 1, content: .text("Pick a color")))
            return .splitView(SplitViewNode(
                sidebar: .list(
                    [.forEach(["mint", "pink", "teal"].map { name in
                        ForEachElement(id: color(name), content: .link(name, value: color(name)))
                    })],
                    selection: ListSelection(.state("selection"))),
                detail: detail))
        }
        return (app, AppState([("selection", optionalColor(nil))], sizeClass: sizeClass))
    }

    /// 04-split-view `plain-rows`: Text rows in a selectable list.
    static func plainRows(sizeClass: SizeClass = .compact) -> (TestApp, AppState) {
        let app = TestApp { state in
            let name: String
            if case .optional(_, .string(let selected)?)? = state["selection"] { name = selected } else { name = "none" }
            return .splitView(SplitViewNode(
                sidebar: .list(
                    [.forEach(["Birds", "Reptiles"].map { ForEachElement(id: .string($0), content: .text($0)) })],
                    selection: ListSelection(.state("selection"))),
                detail: .opaque("GroupView", [Argument("name", .string(name))])))
        }
        return (app, AppState([("selection", .optional(wrappedType: "String", nil))], sizeClass: sizeClass))
    }

    /// 05-legacy `flags`: two `isActive` links in a stack-style NavigationView.
    static func flags() -> (TestApp, AppState) {
        let app = TestApp(destinations: [
            1: { _, _ in colorDetail(color("purple")) },
            2: { _, _ in colorDetail(color("pink")) },
        ]) { _ in
            ViewNode.navigationView([
                .list([
                    .link("Purple", isActive: .state("isShowingPurple"), destination: DestinationRef(id: 1), source: SourceRef(1)),
                    .link("Pink", isActive: .state("isShowingPink"), destination: DestinationRef(id: 2), source: SourceRef(2)),
                ]),
            ], source: SourceRef(5))
            .navigationViewStyle(.stack, source: SourceRef(6))
        }
        return (app, AppState([("isShowingPurple", .bool(false)), ("isShowingPink", .bool(false))]))
    }

    /// 05-legacy `tags`: tag/selection links in a two-column NavigationView.
    static func tags() -> (TestApp, AppState) {
        let names = ["purple", "pink", "orange"]
        var destinations: [Int: (Value?, AppState) throws -> ViewNode] = [:]
        for (index, name) in names.enumerated() {
            destinations[index] = { _, _ in colorDetail(color(name)) }
        }
        let app = TestApp(destinations: destinations) { _ in
            .navigationView([
                .list([.forEach(names.enumerated().map { index, name in
                    ForEachElement(id: color(name), content: .link(
                        name, tag: color(name), selection: .state("selection"),
                        destination: DestinationRef(id: index), source: SourceRef(20)))
                })]),
                .text("Pick a color"),
            ])
        }
        return (app, AppState([("selection", optionalColor(nil))]))
    }
}
