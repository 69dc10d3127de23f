import Foundation
internal import NavigationModel

/// A fault that stops an evaluation, as SwiftUI would stop the app (a missing environment
/// object), at the call that caused it.
struct RenderFault: Error {
    var message: String
    var site: CallSite?
}

/// Turns views into the navigation model's `ViewNode` trees, keeping each view's state at
/// its place and registering the closures the model will later ask for (destinations,
/// actions).
///
/// A place is a view's identity: the path of positions from the root, branches and `.id`
/// values included, so an `if`/`else` swap or a new `.id` is a new view with fresh state;
/// a pushed screen is identified by its destination, value and occurrence.
@MainActor
final class Renderer {
    static let maximumDepth = 40

    let bridge = ValueBridge()
    let store = StateStore()
    /// What the views' `onAppear`, `.task`, `onChange` and `onReceive` ask for.
    let lifecycle = ViewLifecycle()
    /// What the views being evaluated find in their environment.
    var environment = EnvironmentValues()
    /// The size class of the loaded state (`\.horizontalSizeClass`).
    var sizeClass = SizeClass.regular
    /// The platform of the loaded state.
    var platform = PlatformVersion.iOS17
    /// The `dismiss()` calls the code just run made, each with the place of the view that
    /// declared its action (nil for an action no view declared), as the model asks for them (N44).
    var dismissCalls: [String?] = []
    private var depth = 0
    /// The catalog ids the views and code applied (N43 for an object found in the environment).
    private(set) var exercised: Set<BehaviourID> = []

    func exercise(_ id: BehaviourID) {
        exercised.insert(id)
    }

    func takeExercised() -> Set<BehaviourID> {
        defer { exercised = [] }
        return exercised
    }

    // MARK: References

    enum DestinationEntry {
        case view(any View)
        case closure((Any?) throws -> any View, valueType: Any.Type?)
    }

    private(set) var destinations: [DestinationEntry] = []
    private var destinationIDs: [String: Int] = [:]
    private(set) var destinationEnvironments: [Int: EnvironmentValues] = [:]
    private(set) var codes: [() -> Void] = []
    private var codeIDs: [String: Int] = [:]
    /// The `onOpenURL` handlers met, by the id of their `CodeRef` (N54).
    private(set) var urlHandlers: [(URL) -> Void] = []
    private var urlHandlerIDs: [String: Int] = [:]
    /// How often each destination was evaluated with each value since the last load.
    var destinationOccurrences: [String: Int] = [:]
    /// The setters of computed bindings met, by the id of their `CodeRef` (N60): each takes
    /// the model's value and says whether it could be given to the binding.
    private(set) var setters: [(Value) -> Bool] = []
    private var setterIDs: [String: Int] = [:]
    /// How many computed bindings each place and call site made in the screen being drawn.
    var setterOccurrences: [String: Int] = [:]
    /// The place of the view being evaluated: computed bindings are numbered by it.
    private var currentPlace = ""

    func destinationRef(at place: String, site: CallSite, _ entry: DestinationEntry) -> DestinationRef {
        let key = place + "|" + site.key
        let id: Int
        if let existing = destinationIDs[key] {
            id = existing
            destinations[id] = entry
        } else {
            id = destinations.count
            destinations.append(entry)
            destinationIDs[key] = id
        }
        destinationEnvironments[id] = environment
        return DestinationRef(id: id, source: site.sourceRef)
    }

    func codeRef(at place: String, site: CallSite, _ code: @escaping () -> Void) -> CodeRef {
        let key = place + "|" + site.key
        let id: Int
        if let existing = codeIDs[key] {
            id = existing
            codes[id] = code
        } else {
            id = codes.count
            codes.append(code)
            codeIDs[key] = id
        }
        return CodeRef(id: id, source: site.sourceRef)
    }

    func urlHandlerRef(at place: String, site: CallSite, _ handler: @escaping (URL) -> Void) -> CodeRef {
        let key = place + "|" + site.key
        let id: Int
        if let existing = urlHandlerIDs[key] {
            id = existing
            urlHandlers[id] = handler
        } else {
            id = urlHandlers.count
            urlHandlers.append(handler)
            urlHandlerIDs[key] = id
        }
        return CodeRef(id: id, source: site.sourceRef)
    }

    // MARK: Views

    /// The node of any view at `place`.
    func node(_ view: any View, at place: String) throws -> ViewNode {
        let enclosingPlace = currentPlace
        currentPlace = place
        defer { currentPlace = enclosingPlace }
        if view is any TransparentView, let renderable = view as? any RenderableView {
            return try renderable.render(in: self, at: place)
        }
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth {
            throw RenderFault(message: "view hierarchy is too deep (more than \(Self.maximumDepth) nested views)")
        }
        if let renderable = view as? any RenderableView {
            return try renderable.render(in: self, at: place)
        }
        if let undeclared = view as? any _NavDocsUndeclaredType {
            return ViewNode(.opaque(type: bridge.typeName(type(of: undeclared)), arguments: bridge.arguments(of: undeclared._navdocsArguments)))
        }
        return try custom(view, at: place)
    }

    /// A view the example declares: its state attached at its place, its arguments, its body.
    private func custom<V: View>(_ view: V, at place: String) throws -> ViewNode {
        let typeName = bridge.typeName(V.self)
        // A generic view as the example writes it (`ScreenContainer(title:) { … }`): the
        // arguments the compiler inferred (`ScreenContainer<List<Never, …>>`) are not written.
        let declaredName = TypeNameSugar.withoutGenericArguments(typeName)
        // A view with no body of its own (a shape, a view declared by another framework):
        // drawn as written, an opaque leaf.
        if V.Body.self == Never.self {
            return ViewNode(.opaque(type: declaredName, arguments: arguments(of: view, typeName: declaredName)))
        }
        let instancePlace = place + "/" + typeName
        let declaresDismiss = try attachProperties(of: view, owner: typeName, at: instancePlace)
        let arguments = self.arguments(of: view, typeName: declaredName)
        let body = view.body
        return ViewNode(.custom(type: declaredName, arguments: arguments, body: try node(body, at: instancePlace)),
                        declaresDismiss: declaresDismiss ? [DismissScope(instancePlace)] : [])
    }

    /// The views of a content argument, builder groups flattened.
    func children(_ view: any View, at place: String) throws -> [ViewNode] {
        if let tuple = view as? any TupleChildren {
            var nodes: [ViewNode] = []
            for (index, child) in tuple.childViews.enumerated() {
                nodes.append(try node(child, at: place + "/\(index)"))
            }
            return nodes
        }
        if view is EmptyView { return [] }
        return [try node(view, at: place + "/0")]
    }

    /// A view's stored properties that are how it was made (`ColorDetail(color: .pink)`):
    /// not its state, environment or constants.
    private func arguments(of view: Any, typeName: String) -> [Argument] {
        let excluded = ProgramInfo.nonArguments[typeName] ?? []
        var result: [Argument] = []
        for child in Mirror(reflecting: view).children {
            guard var label = child.label else { continue }
            var content = child.value
            if label.hasPrefix("_") {
                label.removeFirst()
                if content is any AttachableProperty, !(content is any BindingProtocol) { continue }
                if let wrapper = content as? any WrappedValueReadable {
                    guard let wrapped = wrapper.currentWrappedValue else { continue }
                    content = wrapped
                }
            }
            if excluded.contains(label) || (content is any View && !(content is any ModelValueConvertible)) { continue }
            if let value = bridge.value(content) { result.append(Argument(label, value)) }
        }
        return result
    }

    /// Gives each property wrapper of a view what SwiftUI gives it when the view takes its
    /// place: state from the store, the environment's values and objects. Returns whether
    /// the view declares `@Environment(\.dismiss)`: its action then acts where the view is.
    @discardableResult
    func attachProperties(of view: Any, owner: String, at place: String) throws -> Bool {
        var declaresDismiss = false
        for child in Mirror(reflecting: view).children {
            guard let label = child.label, let property = child.value as? any AttachableProperty else { continue }
            let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
            try property.attach(to: self, owner: owner, property: name, at: place)
            if property.isDismissAction { declaresDismiss = true }
        }
        return declaresDismiss
    }

    // MARK: Bindings

    /// Where a binding reads and writes, as the model names it.
    func bindingRef<T>(_ binding: Binding<T>) -> BindingRef? {
        switch binding.location {
        case .cell(let cell, let members):
            if let name = cell.name { return .state(name, members: members) }
        case .object(let object, let members):
            if let home = bridge.objectHomes[ObjectIdentifier(object)] { return .state(home.state, members: home.members + members) }
        case .computed(let site):
            guard let value = bridge.value(binding.wrappedValue) else { return nil }
            return .computed(value, setter: setterRef(binding, site: site))
        case .constant:
            break
        }
        return bridge.value(binding.wrappedValue).map(BindingRef.constant)
    }

    /// The reference the model runs a computed binding's setter by (N60): one per place,
    /// call site and occurrence there, so the same binding drawn again keeps its number.
    private func setterRef<T>(_ binding: Binding<T>, site: CallSite?) -> CodeRef {
        let base = currentPlace + "|" + (site?.key ?? "element")
        let occurrence = setterOccurrences[base, default: 0] + 1
        setterOccurrences[base] = occurrence
        let key = base + "#\(occurrence)"
        let bridge = self.bridge
        let write: (Value) -> Bool = { value in
            if case .optional(_, nil) = value, let none = (T.self as? any ExpressibleByNilLiteral.Type)?.init(nilLiteral: ()) as? T {
                binding.wrappedValue = none
                return true
            }
            guard let typed = bridge.swiftValue(value, like: binding.wrappedValue, type: T.self) as? T else { return false }
            binding.wrappedValue = typed
            return true
        }
        let id: Int
        if let existing = setterIDs[key] {
            id = existing
            setters[id] = write
        } else {
            id = setters.count
            setters.append(write)
            setterIDs[key] = id
        }
        return CodeRef(id: id, source: site?.sourceRef)
    }

    /// A binding's reference, or the constant `false`/`nil` the model reads when there is none.
    func bindingRef<T>(_ binding: Binding<T>?) -> BindingRef? {
        binding.flatMap { bindingRef($0) }
    }

    // MARK: Environment

    /// Evaluates `body` with the environment changed by `change` (a modifier's content).
    func withEnvironment<T>(_ change: (inout EnvironmentValues) -> Void, _ body: () throws -> T) rethrows -> T {
        let saved = environment
        defer { environment = saved }
        change(&environment)
        return try body()
    }
}

/// A builder group whose children are drawn side by side (`TupleView`).
@MainActor
protocol TupleChildren {
    var childViews: [any View] { get }
}

extension TupleView: TupleChildren {
    var childViews: [any View] { children }
}

/// A property wrapper SwiftUI fills in when its view takes its place in the tree.
@MainActor
protocol AttachableProperty {
    func attach(to renderer: Renderer, owner: String, property: String, at place: String) throws
    /// Whether it is `@Environment(\.dismiss)`.
    var isDismissAction: Bool { get }
}

extension AttachableProperty {
    var isDismissAction: Bool { false }
}

/// The value the model gave a destination, as the type its closure takes.
func destinationValue<T>(_ value: Any?, as type: T.Type, _ site: CallSite) throws -> T {
    guard let typed = value as? T else {
        throw RenderFault(message: "navdocs cannot give this destination a value of type '\(T.self)'", site: site)
    }
    return typed
}
