internal import NavigationModel

/// Storage SwiftUI keeps for a view at its place in the tree, as long as the view keeps it.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let box: StateBox<Value>

    public init(wrappedValue value: Value) {
        box = StateBox(initial: value)
    }

    public init(initialValue value: Value) {
        box = StateBox(initial: value)
    }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 }, location: box.location)
    }
}

// In an extension, as SwiftUI declares it: a no-argument initializer in the type itself makes
// Swift default-initialize every `@State var x: T` without a value, and then demand that T be
// ExpressibleByNilLiteral instead of taking x in the memberwise initializer.
extension State where Value: ExpressibleByNilLiteral {
    public init() {
        box = StateBox(initial: nil)
    }
}

/// Where a `@State` property's value lives: its cell once the view took its place, else
/// the initial value it was created with (SwiftUI ignores writes before that).
final class StateBox<Value> {
    var initial: Value
    var cell: StateCell?

    init(initial: Value) {
        self.initial = initial
    }

    var value: Value {
        get { (cell?.value as? Value) ?? initial }
        set {
            if let cell { cell.value = newValue } else { initial = newValue }
        }
    }

    var location: BindingLocation {
        cell.map { .cell($0, members: []) } ?? .constant
    }
}

extension State: AttachableProperty {
    func attach(to renderer: Renderer, owner: String, property: String, at place: String) throws {
        box.cell = renderer.stateCell(owner: owner, property: property, at: place, initial: box.initial)
    }
}

extension State: WrappedValueReadable {
    var currentWrappedValue: Any? { box.value }
}

extension Renderer {
    /// The cell of a state property: the root's own (named by the property), or the one
    /// kept at a view's place.
    func stateCell(owner: String, property: String, at place: String, initial: @autoclosure () -> Any) -> StateCell {
        if place == CompiledApp.rootPlace {
            if let cell = store.rootCells.first(where: { $0.property == property }) { return cell }
            let cell = StateCell(identity: place + "." + property, owner: owner, property: property, value: initial(), name: property)
            store.addRootCell(cell)
            return cell
        }
        return store.viewCell(identity: place + "." + property, owner: owner, property: property, initial: initial)
    }
}
