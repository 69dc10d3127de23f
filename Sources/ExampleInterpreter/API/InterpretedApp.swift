import SwiftParsingGuards
import Diagnostics
import NavigationModel

/// An example compiled for the model: its root view, destinations and code, run on demand.
///
/// The root's `@State` lives in the model's `AppState`; every entry point loads
/// the given state into the interpreter's state cells, evaluates, and (for
/// `perform`) writes the cells back. Destination and code references are
/// registered while views are evaluated, keyed by the closure's position and its
/// captured values, so the same closure with the same captures always gets the
/// same reference. Not thread-safe: one scenario at a time.
public final class InterpretedApp: NavigationApp, @unchecked Sendable {
    enum DestinationEntry {
        case closure(Closure)
        case view(ViewValue)
    }

    enum CodeEntry {
        case closure(Closure)
        case statements(FunctionIR)
    }

    public let types: TypeTable
    /// The root view's type name (`ContentView` for an implicit root).
    public let rootTypeName: String
    /// The example's name, for messages.
    public let exampleName: String

    let program: LoweredProgram
    let root: TypeDeclaration
    let interpreter: Interpreter
    let converter: ValueConverter
    let lowerer: Lowerer
    var cells: [String: StateCell] = [:]
    var maps: [(base: Int, map: SourceMap)]
    var nextBase: Int
    var destinationIDs: [String: Int] = [:]
    var destinations: [DestinationEntry] = []
    var codeIDs: [String: Int] = [:]
    var codes: [CodeEntry] = []
    /// The view states of the loaded state, by identity.
    var loadedViewStates: [String: Value] = [:]
    /// The view states the views evaluated since the last load took, in the order met.
    var metViewStates: Set<String> = []
    var metViewStateOrder: [String] = []
    /// How often each destination was evaluated with each value since the last load:
    /// the same value pushed twice is two screens with state of their own.
    var destinationOccurrences: [String: Int] = [:]
    /// The objects the views being evaluated find in their environment, by type name.
    var environment: [String: RuntimeValue] = [:]
    /// The environment where each destination was declared: what its screen finds.
    var destinationEnvironments: [Int: [String: RuntimeValue]] = [:]
    /// For each pushed destination, the objects its declaration found that were set inside the
    /// navigation container (not on it or above it): passing those on is the model's choice (N43).
    var destinationInsideObjects: [Int: Set<String>] = [:]
    /// The destinations that are a presentation's content (a sheet inherits where it is attached).
    var presentationContents: Set<Int> = []
    /// The environment's object types at each navigation container being evaluated, innermost last.
    var containerEnvironmentKeys: [Set<String>] = []
    /// The objects set inside the stack that the pushed screen being evaluated found (N43).
    var screenInsideObjects: (destination: Int, types: Set<String>)?
    /// Whether the views being evaluated are on a pushed screen (`\.isPresented`).
    var evaluatingPushedScreen = false
    /// The size class of the loaded state (`\.horizontalSizeClass`).
    var loadedSizeClass = SizeClass.regular
    /// What `@Environment(\.dismiss)` gives the views declaring it, by the declaring view's
    /// place: a call tells the model where the action was declared (``takeDismissCalls()``, N44).
    var dismissActions: [String: Closure] = [:]
    /// Events logged while evaluating views, for the model (``takeEvents()``).
    var pendingEvents: [NavigationEvent] = []
    /// What the views' `onAppear`, `.task` and `onChange` ask for (``ViewLifecycle``).
    let lifecycle = ViewLifecycle()
    /// A fault the lifecycle's work met: the derivation drawing its result fails with it.
    var lifecycleFault: NavigationAppError?

    init(name: String, program: LoweredProgram, root: TypeDeclaration, lowerer: Lowerer, map: SourceMap) {
        self.exampleName = name
        self.program = program
        self.root = root
        self.rootTypeName = root.name
        self.lowerer = lowerer
        self.interpreter = Interpreter(program: program)
        self.converter = ValueConverter(program: program)
        self.maps = [(0, map)]
        self.nextBase = map.text.utf8.count + 1
        var declarations: [String: TypeTraits] = [:]
        for type in program.types.values {
            var traits: TypeTraits = []
            if type.conformances.contains("Hashable") || type.conformances.contains("Identifiable") && type.conformances.contains("Hashable") { traits.insert(.hashable) }
            if type.kind == .enumType && type.cases.allSatisfy(\.parameters.isEmpty) { traits.insert(.hashable) }
            if type.isCodable { traits.insert(.codable) }
            if type.conformances.contains("Identifiable") { traits.insert(.identifiable) }
            declarations[type.modelName] = traits
        }
        self.types = TypeTable(declarations)
        for property in root.storedProperties where property.wrapper == .state {
            cells[property.name] = StateCell(name: property.name, value: .void, isRootState: true)
        }
    }

    // MARK: Positions

    /// The page position of a source reference from a view node, warning or fault.
    public func location(of source: SourceRef) -> SourceLocation {
        location(ofOffset: source.id)
    }

    func location(ofOffset offset: Int) -> SourceLocation {
        let entry = maps.last { $0.base <= offset } ?? maps[0]
        return entry.map.location(ofOffset: max(offset - entry.base, 0))
    }

    // MARK: State

    /// The launch state: the root's `@State` properties with their initial values, in declaration order.
    public func initialState(sizeClass: SizeClass = .regular, platform: PlatformVersion = .iOS17) throws -> AppState {
        interpreter.startLaunch()
        interpreter.budget.restart()
        lifecycle.reset()
        lifecycleFault = nil
        return try bridging { () throws(EvaluationError) -> AppState in
            let values = try interpreter.initialRootState(root)
            let pairs: [(String, Value)] = values.compactMap { name, runtime in
                let type = root.storedProperties.first { $0.name == name }?.type ?? .unknown
                return converter.value(runtime, type: type).map { (name, $0) }
            }
            return AppState(pairs, sizeClass: sizeClass, platform: platform)
        }
    }

    /// Set while the model derives the screens of one state (``deriving(_:_:)``):
    /// that state is loaded once, and each screen only restarts the budget.
    private var loadedForDerivation = false

    public func deriving<T>(_ state: AppState, _ body: () throws -> T) throws -> T {
        if let fault = lifecycleFault {
            lifecycleFault = nil
            throw fault
        }
        load(state)
        lifecycle.beginDerivation()
        loadedForDerivation = true
        defer { loadedForDerivation = false }
        return try body()
    }

    func load(_ state: AppState) {
        interpreter.budget.restart()
        if loadedForDerivation { return }
        loadedSizeClass = state.sizeClass
        interpreter.platformVersion = ["iOS", "iPadOS"].contains(state.platform.name)
            ? AvailabilityVersion.encoded(major: state.platform.major, minor: state.platform.minor) : 1700
        for (name, cell) in cells {
            if let value = state[name] { cell.value = restore(value, into: cell.value, home: (name, [])) }
        }
        loadedViewStates = [:]
        interpreter.viewStateNames = [:]
        for (name, identity) in state.viewStateIdentities {
            guard let value = state[name] else { continue }
            loadedViewStates[identity] = value
            interpreter.viewStateNames[identity] = name
            if let cell = interpreter.viewStates[identity]?.cell { cell.value = restore(value, into: cell.value, home: (name, [])) }
        }
        metViewStates = []
        metViewStateOrder = []
        destinationOccurrences = [:]
    }

    /// The runtime form of a state value, objects written back into the boxes that
    /// held them (closures registered in earlier evaluations captured those), each
    /// box told where in the state it lives.
    func restore(_ value: Value, into previous: RuntimeValue, home: (state: String, members: [String])) -> RuntimeValue {
        guard case .instance(let typeName, let fields) = value, let type = converter.declaration(modelName: typeName), type.kind == .classType else {
            return converter.runtime(value)
        }
        let box: ObjectBox
        if case .object(let existing) = previous, existing.type === type {
            box = existing
        } else {
            box = ObjectBox(type: type, fields: type.storedProperties.map { _ in RuntimeValue.none })
        }
        var newFields: [RuntimeValue] = []
        for (index, property) in type.storedProperties.enumerated() {
            let old = index < box.fields.count ? box.fields[index] : .none
            guard let field = fields.first(where: { $0.label == property.name }) else {
                newFields.append(old)
                continue
            }
            newFields.append(restore(field.value, into: old, home: (home.state, home.members + [property.name])))
        }
        box.fields = newFields
        box.home = home
        interpreter.exercisedBehaviours.insert(.objectsAreShared)
        return .object(box)
    }

    func store(into state: inout AppState) {
        for property in root.storedProperties where property.wrapper == .state {
            guard let cell = cells[property.name], let value = converter.value(cell.value, type: property.type) else { continue }
            if state[property.name] != value { state[property.name] = value }
        }
        for (name, identity) in state.viewStateIdentities.sorted(by: { $0.key < $1.key }) {
            guard let entry = interpreter.viewStates[identity], let value = converter.value(entry.cell.value, type: entry.type) else { continue }
            if state[name] != value { state[name] = value }
        }
    }

    /// Gives a view that takes its place in the tree the `@State` kept at that place.
    ///
    /// `place` is the view's identity: the path of positions from the root, branches
    /// and `.id` values included, so an `if`/`else` swap or a new `.id` is a new view
    /// with fresh state, and a pushed screen is identified by its destination, value
    /// and occurrence. The first time a place is met in a state, the view's own
    /// initial values (from its declaration or `init`) are its state.
    func attach(_ instance: StructValue, at place: String) -> StructValue {
        var instance = instance
        for (index, property) in instance.type.storedProperties.enumerated() where property.wrapper == .state {
            guard case .binding(let fresh) = instance.fields[index] else { continue }
            let identity = place + "." + property.name
            let cell: StateCell
            if let entry = interpreter.viewStates[identity] {
                cell = entry.cell
                if loadedViewStates[identity] == nil, !metViewStates.contains(identity) { cell.value = fresh.value }
            } else {
                cell = StateCell(name: identity, value: loadedViewStates[identity].map(converter.runtime) ?? fresh.value, isRootState: false)
                interpreter.viewStates[identity] = ViewStateEntry(cell: cell, type: property.type, owner: instance.type.name, property: property.name)
            }
            if metViewStates.insert(identity).inserted { metViewStateOrder.append(identity) }
            instance.fields[index] = .binding(cell)
        }
        return instance
    }

    public func adoptViewState(into state: inout AppState) -> Bool {
        var changed = false
        for (name, identity) in state.viewStateIdentities.sorted(by: { $0.key < $1.key }) where !metViewStates.contains(identity) {
            state[name] = nil
            state.viewStateIdentities[name] = nil
            changed = true
        }
        let known = Set(state.viewStateIdentities.values)
        for identity in metViewStateOrder where !known.contains(identity) {
            guard let entry = interpreter.viewStates[identity], let value = converter.value(entry.cell.value, type: entry.type) else { continue }
            let name = freeViewStateName(entry, in: state)
            state[name] = value
            state.viewStateIdentities[name] = identity
            changed = true
        }
        // What the views just drawn ask to run: it runs now, and what it changed is drawn again.
        if runLifecycleWork(into: &state) { changed = true }
        return changed
    }

    /// `Browser.path`, or `Browser#2.path` for a second `Browser` on screen at the same time.
    private func freeViewStateName(_ entry: ViewStateEntry, in state: AppState) -> String {
        var number = 1
        while true {
            let name = number == 1 ? "\(entry.owner).\(entry.property)" : "\(entry.owner)#\(number).\(entry.property)"
            if state[name] == nil, state.viewStateIdentities[name] == nil { return name }
            number += 1
        }
    }

    /// The root view with its state and what SwiftUI's environment gives it (the root
    /// has no ancestor to provide objects, so an `@EnvironmentObject` in it is missing).
    func rootInstance() throws(EvaluationError) -> RuntimeValue {
        let instance = try interpreter.rootInstance(root, cells: cells)
        guard case .structValue(let value) = instance, value.type.storedProperties.contains(where: \.wrapper.isEnvironment) else { return instance }
        let saved = (environment, evaluatingPushedScreen)
        defer { (environment, evaluatingPushedScreen) = saved }
        environment = [:]
        evaluatingPushedScreen = false
        return .structValue(try environmentFilled(value, offset: root.offset, at: root.name))
    }

    /// Runs interpreter code on a large stack (see ``LargeStack``), turning its faults into the model's error type.
    func bridging<T>(_ body: () throws(EvaluationError) -> T) throws(NavigationAppError) -> T {
        try LargeStack.run { () throws(NavigationAppError) -> T in
            do throws(EvaluationError) {
                return try body()
            } catch {
                throw appError(error)
            }
        }
    }

    func appError(_ error: EvaluationError) -> NavigationAppError {
        switch error {
        case .fault(let offset, _, let message): NavigationAppError(message, source: SourceRef(offset))
        case .reported: NavigationAppError("the example has errors")
        case .chainNil: NavigationAppError("unexpected nil in an optional chain")
        // What Swift says when an error escapes to the top: no `do`/`catch` or `try?` took it.
        case .thrown(let value, let offset): NavigationAppError("error thrown and not caught: \(interpreter.describe(value))", source: SourceRef(offset))
        }
    }

    // MARK: NavigationApp

    public func root(in state: AppState) throws -> ViewNode {
        load(state)
        environment = [:]
        evaluatingPushedScreen = false
        return try bridging { () throws(EvaluationError) -> ViewNode in
            guard case .structValue(let instance) = try rootInstance() else { return ViewNode.empty }
            let body = try interpreter.body(of: instance, offset: root.offset)
            var rootNode = try node(body, depth: 0, at: root.name)
            // The root's own `dismiss` belongs to its body: around the container, not presented (N44).
            if Self.declaresDismiss(root) { rootNode.declaresDismiss.append(DismissScope(root.name)) }
            return rootNode
        }
    }

    public func destination(_ ref: DestinationRef, value: Value?, in state: AppState) throws -> ViewNode {
        load(state)
        guard destinations.indices.contains(ref.id) else { throw NavigationAppError("unknown destination \(ref.id)", source: ref.source) }
        let entry = destinations[ref.id]
        let screen = "→\(ref.id)(\(value.map(\.description) ?? ""))"
        let occurrence = destinationOccurrences[screen, default: 0] + 1
        destinationOccurrences[screen] = occurrence
        let place = occurrence == 1 ? screen : screen + "#\(occurrence)"
        environment = destinationEnvironments[ref.id] ?? [:]
        screenInsideObjects = presentationContents.contains(ref.id) ? nil : destinationInsideObjects[ref.id].map { (ref.id, $0) }
        defer { screenInsideObjects = nil }
        evaluatingPushedScreen = true
        return try bridging { () throws(EvaluationError) -> ViewNode in
            switch entry {
            case .closure(let closure):
                let arguments = closure.function.parameters.isEmpty ? [] : [value.map(converter.runtime) ?? .none]
                let result = try interpreter.call(closure, arguments: arguments, offset: closure.function.offset)
                guard let view = try interpreter.viewValue(result, offset: closure.function.offset) else { return ViewNode.empty }
                return try node(view, depth: 0, at: place)
            case .view(let view):
                return try node(view, depth: 0, at: place)
            }
        }
    }

    public var persistentStateNames: [String] {
        root.storedProperties.filter(\.isPersisted).map(\.name)
    }

    public func takeDismissRequest() -> Bool {
        !takeDismissCalls().isEmpty
    }

    public func takeDismissCalls() -> [DismissScope?] {
        defer { interpreter.dismissCalls = [] }
        return interpreter.dismissCalls.map { $0.map(DismissScope.init) }
    }

    public func takeEvents() -> [NavigationEvent] {
        defer { pendingEvents = [] }
        var seen: Set<NavigationEvent> = []
        return pendingEvents.filter { seen.insert($0).inserted }
    }

    /// Whether a view type declares `@Environment(\.dismiss)`.
    static func declaresDismiss(_ type: TypeDeclaration) -> Bool {
        type.storedProperties.contains { $0.wrapper == .environmentValue(.dismiss) }
    }

    /// The `dismiss` action of the view at `place`: calling it reports that place.
    func dismissAction(declaredAt place: String) -> Closure {
        if let existing = dismissActions[place] { return existing }
        // The name carries the place, so closures capturing different actions key apart.
        let function = FunctionIR(name: "dismiss@" + place, offset: 0)
        function.isSingleExpression = true
        function.body = [.expression(.builtinStatic(
            type: "Environment", name: "dismiss",
            arguments: [ArgumentIR(label: nil, value: .literal(.string(place)), offset: 0)], offset: 0), offset: 0)]
        let closure = Closure(function: function, captured: nil)
        dismissActions[place] = closure
        return closure
    }

    public func perform(_ code: CodeRef, in state: inout AppState) throws {
        load(state)
        interpreter.dismissCalls = []
        guard codes.indices.contains(code.id) else { throw NavigationAppError("unknown code \(code.id)", source: code.source) }
        let entry = codes[code.id]
        try bridging { () throws(EvaluationError) -> Void in
            switch entry {
            case .closure(let closure):
                // An action that is a call of an undeclared helper (`{ store.refresh() }`): its effect is unknown.
                try interpreter.requireDeclared(try interpreter.call(closure, arguments: [], offset: closure.function.offset))
            case .statements(let function):
                _ = try interpreter.invoke(function, self: try rootInstance(), arguments: [], parent: nil, offset: function.offset)
            }
        }
        store(into: &state)
    }

    /// Runs an `onOpenURL` handler with the URL (N54): the handler's parameter is a `URL`.
    public func perform(_ handler: CodeRef, openingURL url: String, in state: inout AppState) throws {
        load(state)
        interpreter.dismissCalls = []
        guard codes.indices.contains(handler.id), case .closure(let closure) = codes[handler.id] else {
            throw NavigationAppError("unknown handler \(handler.id)", source: handler.source)
        }
        try bridging { () throws(EvaluationError) -> Void in
            _ = try interpreter.call(closure, arguments: [Interpreter.urlValue(url)], offset: closure.function.offset)
        }
        store(into: &state)
    }

    // MARK: References

    func destinationRef(_ closure: Closure) -> DestinationRef {
        let key = "\(closure.function.offset)|" + captureKey(closure.captured)
        let id: Int
        if let existing = destinationIDs[key] {
            id = existing
            destinations[id] = .closure(closure)
        } else {
            id = destinations.count
            destinations.append(.closure(closure))
            destinationIDs[key] = id
        }
        recordEnvironment(of: id)
        return DestinationRef(id: id, source: SourceRef(closure.function.offset))
    }

    func destinationRef(_ view: ViewValue) -> DestinationRef {
        let key = "view:\(view.offset)|" + captureKey(view)
        let id: Int
        if let existing = destinationIDs[key] {
            id = existing
            destinations[id] = .view(view)
        } else {
            id = destinations.count
            destinations.append(.view(view))
            destinationIDs[key] = id
        }
        recordEnvironment(of: id)
        return DestinationRef(id: id, source: SourceRef(view.offset))
    }

    /// What a destination declared here will find: this environment, and which of its objects
    /// were set inside the innermost navigation container.
    private func recordEnvironment(of id: Int) {
        destinationEnvironments[id] = environment
        let inside = containerEnvironmentKeys.last.map { Set(environment.keys).subtracting($0) } ?? []
        destinationInsideObjects[id] = inside.isEmpty ? nil : inside
    }

    func codeRef(_ closure: Closure) -> CodeRef {
        let key = "\(closure.function.offset)|" + captureKey(closure.captured)
        let id: Int
        if let existing = codeIDs[key] {
            id = existing
            codes[id] = .closure(closure)
        } else {
            id = codes.count
            codes.append(.closure(closure))
            codeIDs[key] = id
        }
        return CodeRef(id: id, source: SourceRef(closure.function.offset))
    }

    /// Captured values by content, state cells by name: equal captures give equal keys.
    private func captureKey(_ frame: Frame?) -> String {
        var key = ""
        var current = frame
        while let frame = current {
            for slot in frame.slots { key += keyText(slot); key += ";" }
            key += "/"
            current = frame.parent
        }
        return key
    }

    private func captureKey(_ view: ViewValue) -> String {
        switch view.kind {
        case .builtin(let builtin, let arguments):
            return builtin.name + "(" + arguments.map { ($0.label ?? "_") + ":" + keyText($0.value) }.joined(separator: ",") + ")"
        case .opaque(let name, let arguments):
            return name + "(" + arguments.map { ($0.label ?? "_") + ":" + keyText($0.value) }.joined(separator: ",") + ")"
        case .declared(let instance): return keyText(.structValue(instance))
        case .color(let name): return name
        // What a view builder produced keys by its content: two rows' destinations from the
        // same `@ViewBuilder` function, taking the same branch, are two destinations.
        case .group(let members): return "{" + members.map(captureKey).joined(separator: ",") + "}"
        case .conditional(let branch, let content): return "?\(branch)" + captureKey(content)
        case .empty: return ""
        }
    }

    private func keyText(_ value: RuntimeValue) -> String {
        switch value {
        case .binding(let cell): return "$" + cell.name
        case .structValue(let instance): return instance.type.name + "(" + instance.fields.map(keyText).joined(separator: ",") + ")"
        case .array(let elements): return "[" + elements.map(keyText).joined(separator: ",") + "]"
        case .closure(let closure):
            // A `dismiss` action keys by where it was declared (N44).
            return closure.function.name.hasPrefix("dismiss@") ? "{\(closure.function.name)}" : "{\(closure.function.offset)}"
        case .view(let view): return "<\(view.offset)>"
        case .int, .double, .bool, .string, .color, .none, .set, .dictionary, .range, .enumCase, .object, .opaque, .navigationPath,
             .codablePath, .metatype, .keyPath, .swiftUIConstant, .undeclared, .void:
            return interpreter.describe(value, nested: true)
        }
    }
}
