import Foundation
internal import NavigationModel

/// A value the system keeps for the app (`UserDefaults`): state of its view that survives a
/// relaunch (N40).
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let box: StateBox<Value>
    public let key: String

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        box = StateBox(initial: wrappedValue)
        self.key = key
    }

    public init<Wrapped>(_ key: String, store: UserDefaults? = nil) where Value == Wrapped? {
        box = StateBox(initial: nil)
        self.key = key
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

/// A value the system keeps for the scene: state of its view that survives a relaunch (N40).
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    let box: StateBox<Value>
    public let key: String

    public init(wrappedValue: Value, _ key: String) {
        box = StateBox(initial: wrappedValue)
        self.key = key
    }

    public init<Wrapped>(_ key: String) where Value == Wrapped? {
        box = StateBox(initial: nil)
        self.key = key
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

/// A persisted property: the root's are restored on `relaunch`.
protocol PersistedProperty {}
extension AppStorage: PersistedProperty {}
extension SceneStorage: PersistedProperty {}

extension AppStorage: AttachableProperty {
    func attach(to renderer: Renderer, owner: String, property: String, at place: String) throws {
        box.cell = renderer.stateCell(owner: owner, property: property, at: place, initial: box.initial)
    }
}

extension SceneStorage: AttachableProperty {
    func attach(to renderer: Renderer, owner: String, property: String, at place: String) throws {
        box.cell = renderer.stateCell(owner: owner, property: property, at: place, initial: box.initial)
    }
}

extension AppStorage: WrappedValueReadable {
    var currentWrappedValue: Any? { box.value }
}

extension SceneStorage: WrappedValueReadable {
    var currentWrappedValue: Any? { box.value }
}

/// Focus: kept with the view, never changed by the model.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    @propertyWrapper
    public struct Binding {
        let box: LocalBox<Value>

        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }

        public var projectedValue: FocusState<Value>.Binding { self }
    }

    let box: LocalBox<Value>

    public init() where Value == Bool {
        box = LocalBox(false)
    }

    public init<T: Hashable>() where Value == T? {
        box = LocalBox(nil)
    }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: FocusState<Value>.Binding { Binding(box: box) }
}

/// A value a property wrapper keeps for itself.
final class LocalBox<Value> {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}

/// A namespace for matched geometry effects.
@propertyWrapper
public struct Namespace: DynamicProperty {
    public struct ID: Hashable, Sendable {
        let number: Int
    }

    nonisolated(unsafe) static var next = 0
    public let wrappedValue: ID

    public init() {
        Self.next += 1
        wrappedValue = ID(number: Self.next)
    }
}

/// A gesture's transient state: its initial value while no gesture runs.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    public let wrappedValue: Value

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: Value) {
        self.wrappedValue = initialValue
    }

    public var projectedValue: GestureState<Value> { self }
}

/// A value scaled with the user's text size: the value itself here.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    public let wrappedValue: Value

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        self.wrappedValue = wrappedValue
    }
}
