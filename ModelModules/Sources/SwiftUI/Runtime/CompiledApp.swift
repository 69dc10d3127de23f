import Foundation
internal import NavigationModel

/// A compiled example as the navigation model runs it: its root view (or app) evaluated for
/// a state, its destinations and its code.
///
/// The state is the model's: every entry point loads the given state into the views' cells
/// (what the model wrote through a binding is written into the Swift values), evaluates,
/// and `perform` stores the cells back. Not thread-safe: one scenario at a time, on the
/// main thread.
@MainActor
final class CompiledApp: @MainActor NavigationApp {
    /// The place of the root view: its state's cells are named by their properties.
    static let rootPlace = "root"

    let renderer = Renderer()
    private let makeRoot: () -> RootSubject
    private(set) var root: RootSubject
    let snippets: ProgramSnippets

    /// The app of this process, for `#available` checks in its code.
    static var current: CompiledApp?

    init(makeRoot: @escaping () -> RootSubject, snippets: ProgramSnippets) {
        self.makeRoot = makeRoot
        self.root = makeRoot()
        self.snippets = snippets
        Self.current = self
    }

    var types: TypeTable { TypeTable(renderer.bridge.traits) }

    /// A fresh root with its initial state, as at a launch.
    func resetRoot() {
        SettlingQueue.shared.discardAll()
        Settling.pendingCallbacks = []
        settlingFault = nil
        renderer.lifecycle.reset()
        renderer.store.reset()
        root = makeRoot()
    }

    /// A fresh root for a relaunch, its property wrappers attached before anything runs: the
    /// model then writes the restored state into them, so a `.task` or `.onAppear` of the new
    /// root reads the `@SceneStorage` it saved, as in SwiftUI, rather than the initial values
    /// (which it would otherwise also write back over the restored state).
    func resetRootForRelaunch() throws {
        resetRoot()
        try renderer.attachProperties(of: root.instance, owner: root.typeName, at: Self.rootPlace)
        for cell in renderer.store.rootCells {
            cell.exported = renderer.bridge.value(cell.value, home: (cell.property, []))
        }
    }

    // MARK: State

    /// The launch state: the root's state properties with their initial values, in declaration order.
    func initialState(sizeClass: SizeClass, platform: PlatformVersion) throws -> AppState {
        resetRoot()
        settlesLaunch = true
        renderer.sizeClass = sizeClass
        renderer.platform = platform
        try renderer.attachProperties(of: root.instance, owner: root.typeName, at: Self.rootPlace)
        var state = AppState(sizeClass: sizeClass, platform: platform)
        for cell in renderer.store.rootCells {
            guard let value = renderer.bridge.value(cell.value, home: (cell.property, [])) else { continue }
            cell.exported = value
            state[cell.property] = value
        }
        return state
    }

    var persistentStateNames: [String] {
        Mirror(reflecting: root.instance).children.compactMap { child in
            guard let label = child.label, child.value is any PersistedProperty else { return nil }
            return label.hasPrefix("_") ? String(label.dropFirst()) : label
        }
    }

    private var loadedForDerivation = false

    func deriving<T>(_ state: AppState, _ body: () throws -> T) throws -> T {
        if let fault = settlingFault {
            settlingFault = nil
            throw fault
        }
        try load(state)
        renderer.lifecycle.beginDerivation()
        loadedForDerivation = true
        defer { loadedForDerivation = false }
        return try body()
    }

    /// Brings the Swift values in line with the model's state.
    func load(_ state: AppState) throws {
        if loadedForDerivation { return }
        renderer.sizeClass = state.sizeClass
        renderer.platform = state.platform
        for cell in renderer.store.rootCells {
            try write(state[cell.property], into: cell)
        }
        var identities: Set<String> = []
        for (name, identity) in state.viewStateIdentities {
            identities.insert(identity)
            guard let cell = renderer.store.viewCell(identity: identity) else { continue }
            cell.name = name
            try write(state[name], into: cell)
        }
        renderer.store.keepOnly(identities: identities)
        renderer.store.beginDerivation()
        renderer.destinationOccurrences = [:]
    }

    private func write(_ value: Value?, into cell: StateCell) throws {
        guard let value, value != cell.exported else { return }
        guard let updated = renderer.bridge.updated(cell.value, from: cell.exported, to: value) else {
            throw NavigationAppError("navdocs cannot write \(value) into '\(cell.name ?? cell.property)' (no binding to it was seen)")
        }
        cell.value = updated
        cell.exported = value
        if let name = cell.name { _ = renderer.bridge.value(cell.value, home: (name, [])) }
    }

    /// Writes the cells' values into the model's state after code ran.
    func store(into state: inout AppState) {
        for cell in renderer.store.rootCells {
            guard let value = renderer.bridge.value(cell.value, home: (cell.property, [])) else { continue }
            cell.exported = value
            if state[cell.property] != value { state[cell.property] = value }
        }
        for (name, identity) in state.viewStateIdentities.sorted(by: { $0.key < $1.key }) {
            guard let cell = renderer.store.viewCell(identity: identity),
                  let value = renderer.bridge.value(cell.value, home: (name, [])) else { continue }
            cell.exported = value
            if state[name] != value { state[name] = value }
        }
    }

    func adoptViewState(into state: inout AppState) -> Bool {
        var changed = adoptNewViewState(into: &state)
        // What the views just drawn ask to run (N42's views included): it runs now, settles,
        // and what it changed is drawn again.
        let work = renderer.lifecycle.takeWork()
        guard settlesLaunch || !work.isEmpty || !SettlingQueue.shared.isEmpty || !Settling.pendingCallbacks.isEmpty else { return changed }
        settlesLaunch = false
        for action in work { action() }
        do {
            try Settling.settle()
        } catch let error as SettlingError {
            settlingFault = NavigationAppError(error.message)
            return true
        } catch {
            settlingFault = NavigationAppError("\(error)")
            return true
        }
        let before = state
        store(into: &state)
        if state != before { changed = true }
        return changed
    }

    /// Whether the launch's work is still to settle: what the root's initializers started
    /// (a Combine pipeline that delivers on the main queue) is part of the launch. (A
    /// relaunch restores the state it saved instead.)
    private var settlesLaunch = true

    /// A fault settling the views' work met; the derivation drawing them again fails with it.
    private var settlingFault: NavigationAppError?

    /// Runs what the step's code scheduled until it settles (``Settling``).
    private func settle(after code: CodeRef) throws {
        do {
            try Settling.settle()
        } catch let error as SettlingError {
            throw NavigationAppError(error.message, source: code.source)
        }
    }

    private func adoptNewViewState(into state: inout AppState) -> Bool {
        var changed = false
        let met = renderer.store.met
        for (name, identity) in state.viewStateIdentities.sorted(by: { $0.key < $1.key }) where !met.contains(identity) {
            state[name] = nil
            state.viewStateIdentities[name] = nil
            changed = true
        }
        let known = Set(state.viewStateIdentities.values)
        for identity in renderer.store.metOrder where !known.contains(identity) {
            guard let cell = renderer.store.viewCell(identity: identity) else { continue }
            let name = freeName(owner: cell.owner, property: cell.property, in: state)
            guard let value = renderer.bridge.value(cell.value, home: (name, [])) else { continue }
            cell.name = name
            cell.exported = value
            state[name] = value
            state.viewStateIdentities[name] = identity
            changed = true
        }
        return changed
    }

    /// `Browser.path`, or `Browser#2.path` for a second `Browser` on screen at the same time.
    private func freeName(owner: String, property: String, in state: AppState) -> String {
        var number = 1
        while true {
            let name = number == 1 ? "\(owner).\(property)" : "\(owner)#\(number).\(property)"
            if state[name] == nil, state.viewStateIdentities[name] == nil { return name }
            number += 1
        }
    }

    // MARK: Views

    func root(in state: AppState) throws -> ViewNode {
        try load(state)
        return try rendering(pushed: false, environment: EnvironmentValues()) {
            let declaresDismiss = try renderer.attachProperties(of: root.instance, owner: root.typeName, at: Self.rootPlace)
            var node = try root.render(renderer)
            if declaresDismiss { node.declaresDismiss.append(DismissScope(Self.rootPlace)) }
            return node
        }
    }

    func destination(_ ref: DestinationRef, value: Value?, in state: AppState) throws -> ViewNode {
        try load(state)
        guard renderer.destinations.indices.contains(ref.id) else { throw NavigationAppError("unknown destination \(ref.id)", source: ref.source) }
        let screen = "→\(ref.id)(\(value.map(\.description) ?? ""))"
        let occurrence = renderer.destinationOccurrences[screen, default: 0] + 1
        renderer.destinationOccurrences[screen] = occurrence
        let place = occurrence == 1 ? screen : screen + "#\(occurrence)"
        let environment = renderer.destinationEnvironments[ref.id] ?? EnvironmentValues()
        return try rendering(pushed: true, environment: environment) {
            switch renderer.destinations[ref.id] {
            case .view(let view):
                return try renderer.node(view, at: place)
            case .closure(let make, let valueType):
                let argument = value.flatMap { renderer.bridge.swiftValue($0, like: nil, type: valueType) }
                if value != nil, argument == nil {
                    throw NavigationAppError("navdocs cannot give the destination its value \(value!)", source: ref.source)
                }
                return try renderer.node(make(argument), at: place)
            }
        }
    }

    /// Evaluates views with what SwiftUI's environment gives every view, turning faults
    /// into the model's error.
    private func rendering(pushed: Bool, environment: EnvironmentValues, _ body: () throws -> ViewNode) throws -> ViewNode {
        var environment = environment
        let renderer = self.renderer
        // An action no view declared (read from the environment some other way): the model
        // acts on the screen of the control that ran the code.
        environment.dismiss = DismissAction { renderer.dismissCalls.append(nil) }
        environment.isPresented = pushed
        environment.horizontalSizeClass = renderer.sizeClass == .compact ? .compact : .regular
        renderer.environment = environment
        // A screen drawn again within one derivation numbers its computed bindings as before,
        // so a presentation bound to one keeps its identity.
        renderer.setterOccurrences = [:]
        do {
            return try body()
        } catch let fault as RenderFault {
            throw NavigationAppError(fault.message, source: fault.site?.sourceRef)
        }
    }

    // MARK: Code

    func perform(_ code: CodeRef, in state: inout AppState) throws {
        try load(state)
        renderer.dismissCalls = []
        if let snippet = snippets.runs[code.id - ProgramSnippets.runBase] {
            snippet(root.instance)
        } else {
            guard renderer.codes.indices.contains(code.id) else { throw NavigationAppError("unknown code \(code.id)", source: code.source) }
            renderer.codes[code.id]()
        }
        try settle(after: code)
        store(into: &state)
    }

    /// Runs an `onOpenURL` handler with the URL `open url` names (N54).
    func perform(_ handler: CodeRef, openingURL url: String, in state: inout AppState) throws {
        guard let opened = URL(string: url) else { throw NavigationAppError("'\(url)' is not a URL") }
        try load(state)
        renderer.dismissCalls = []
        guard renderer.urlHandlers.indices.contains(handler.id) else {
            throw NavigationAppError("unknown URL handler \(handler.id)", source: handler.source)
        }
        renderer.urlHandlers[handler.id](opened)
        try settle(after: handler)
        store(into: &state)
    }

    /// Writes through a computed binding (N60): its setter runs with the value, as SwiftUI
    /// calls it, and what it changed is the new state.
    func perform(_ setter: CodeRef, writing value: Value, in state: inout AppState) throws {
        try load(state)
        renderer.dismissCalls = []
        guard renderer.setters.indices.contains(setter.id) else {
            throw NavigationAppError("unknown binding setter \(setter.id)", source: setter.source)
        }
        guard renderer.setters[setter.id](value) else {
            throw NavigationAppError("navdocs cannot give this binding the value \(value)", source: setter.source)
        }
        try settle(after: setter)
        store(into: &state)
    }

    func takeDismissRequest() -> Bool {
        !takeDismissCalls().isEmpty
    }

    func takeDismissCalls() -> [DismissScope?] {
        defer { renderer.dismissCalls = [] }
        return renderer.dismissCalls.map { $0.map(DismissScope.init) }
    }

    /// Evaluates an `expect` expression against a state.
    func expectation(_ id: Int, in state: AppState) throws -> ExpectationResult {
        try load(state)
        guard let check = snippets.expectations[id] else { throw NavigationAppError("unknown expectation \(id)") }
        return check(root.instance)
    }
}

/// The root the program hands the runtime: a view, or an app whose window group shows one.
@MainActor
struct RootSubject {
    let instance: Any
    let typeName: String
    let render: (Renderer) throws -> ViewNode
}

/// The scenario code the program compiled: `run` statements and `expect` expressions in
/// the root's scope, by the number the page-to-program step gave them.
@MainActor
struct ProgramSnippets {
    /// `run` steps are performed through `CodeRef`s numbered from here.
    static let runBase = 1 << 30
    var runs: [Int: (Any) -> Void] = [:]
    var expectations: [Int: (Any) -> ExpectationResult] = [:]
}
