internal import NavigationModel

/// A key for a value in the environment, with the value views get when no ancestor set one.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values and objects a view finds in its environment, set by its ancestors.
public struct EnvironmentValues: CustomStringConvertible {
    var values: [ObjectIdentifier: Any] = [:]
    /// Objects put in the environment by `.environmentObject(_:)` and `.environment(_:)`, by type.
    var objects: [ObjectIdentifier: AnyObject] = [:]

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { (values[ObjectIdentifier(key)] as? K.Value) ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    public var description: String { "EnvironmentValues" }

    func object(of type: Any.Type) -> AnyObject? {
        objects[ObjectIdentifier(type)]
    }
}

/// A value a view reads from its environment (`@Environment(\.dismiss)`), or an
/// `@Observable` object an ancestor put there (`@Environment(Model.self)`).
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        case object(Any.Type, optional: Bool)
    }

    let source: Source
    let box: EnvironmentBox<Value>

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        source = .keyPath(keyPath)
        box = EnvironmentBox()
    }

    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        source = .object(objectType, optional: false)
        box = EnvironmentBox()
    }

    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        source = .object(objectType, optional: true)
        box = EnvironmentBox()
    }

    public var wrappedValue: Value {
        if let value = box.value { return value }
        switch source {
        case .keyPath(let keyPath): return EnvironmentValues()[keyPath: keyPath]
        case .object(let type, _): fatalError("No Observable object of type \(type) found. A View.environment(_:) for \(type) may be missing as an ancestor of this view.")
        }
    }
}

/// What a view's environment property found when the view took its place.
final class EnvironmentBox<Value> {
    var value: Value?
}

extension Environment: AttachableProperty {
    var isDismissAction: Bool {
        if case .keyPath(let keyPath) = source { return keyPath == \EnvironmentValues.dismiss }
        return false
    }

    func attach(to renderer: Renderer, owner: String, property: String, at place: String) throws {
        switch source {
        case .keyPath(let keyPath):
            if isDismissAction {
                // The action acts where the declaring view is, not where it is called (N44).
                box.value = DismissAction { [weak renderer] in renderer?.dismissCalls.append(place) } as? Value
            } else {
                box.value = renderer.environment[keyPath: keyPath]
            }
        case .object(let type, let optional):
            if let object = renderer.environment.object(of: type) {
                box.value = (object as? Value) ?? (Optional<AnyObject>.some(object) as? Value)
            } else if optional {
                box.value = Optional<AnyObject>.none as? Value
            } else {
                let name = renderer.bridge.typeName(type)
                throw RenderFault(message: "No Observable object of type \(name) found. A View.environment(_:) for \(name) may be missing as an ancestor of this view.")
            }
            renderer.exercise(.objectsAreShared)
        }
    }
}

extension Environment: WrappedValueReadable {
    var currentWrappedValue: Any? { box.value }
}

/// An `ObservableObject` an ancestor put in the environment with `.environmentObject(_:)`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            objectBinding(object, keyPath)
        }
    }

    let box = EnvironmentBox<ObjectType>()

    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = box.value else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

extension EnvironmentObject: AttachableProperty {
    func attach(to renderer: Renderer, owner: String, property: String, at place: String) throws {
        guard let object = renderer.environment.object(of: ObjectType.self) as? ObjectType else {
            let name = renderer.bridge.typeName(ObjectType.self)
            throw RenderFault(message: "No ObservableObject of type \(name) found. A View.environmentObject(_:) for \(name) may be missing as an ancestor of this view.")
        }
        box.value = object
        renderer.exercise(.objectsAreShared)
    }
}

extension EnvironmentObject: WrappedValueReadable {
    var currentWrappedValue: Any? { box.value }
}
