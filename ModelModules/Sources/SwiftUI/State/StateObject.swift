@_exported import Combine
// `import SwiftUI` alone gives an app Foundation's types (UUID, URL, Date, DispatchQueue
// through Foundation's Dispatch), as it does on Apple's platforms.
@_exported import Foundation
@_exported import Observation
internal import NavigationModel

/// An observable object a view creates once and keeps at its place in the tree.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let box: StateObjectBox<ObjectType>

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        box = StateObjectBox(make: thunk)
    }

    public var wrappedValue: ObjectType { box.object }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: box.object)
    }
}

/// The object of a `@StateObject`: made when its view first takes its place.
final class StateObjectBox<ObjectType: AnyObject> {
    let make: () -> ObjectType
    var cell: StateCell?
    private var unplaced: ObjectType?

    init(make: @escaping () -> ObjectType) {
        self.make = make
    }

    var object: ObjectType {
        if let object = cell?.value as? ObjectType { return object }
        if let unplaced { return unplaced }
        let made = make()
        unplaced = made
        return made
    }
}

extension StateObject: AttachableProperty {
    func attach(to renderer: Renderer, owner: String, property: String, at place: String) throws {
        let box = self.box
        box.cell = renderer.stateCell(owner: owner, property: property, at: place, initial: box.object)
    }
}

extension StateObject: WrappedValueReadable {
    var currentWrappedValue: Any? { box.object }
}

/// An observable object a view is given: `$model.property` binds to its properties.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            objectBinding(object, keyPath)
        }
    }

    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: ObjectType) {
        self.wrappedValue = initialValue
    }

    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

extension ObservedObject: WrappedValueReadable {
    var currentWrappedValue: Any? { wrappedValue }
}

/// A binding to an object's property that the model names by where the object lives.
func objectBinding<Object: AnyObject, Subject>(_ object: Object, _ keyPath: ReferenceWritableKeyPath<Object, Subject>) -> Binding<Subject> {
    let names = MemberAccessors.memberNames(of: keyPath, root: Object.self)
    if let last = names.last { MemberAccessors.shared.register(keyPath as WritableKeyPath<Object, Subject>, member: last) }
    return Binding(
        get: { object[keyPath: keyPath] },
        set: { object[keyPath: keyPath] = $0 },
        location: .object(object, members: names))
}

/// An `@Observable` object a view is given, whose properties it binds to (`$model.path`).
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    public init(projectedValue: Bindable<Value>) {
        self.wrappedValue = projectedValue.wrappedValue
    }

    public var projectedValue: Bindable<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> where Value: AnyObject & Observable {
        objectBinding(wrappedValue, keyPath)
    }
}

extension Bindable: DynamicProperty {}

extension Bindable: WrappedValueReadable {
    var currentWrappedValue: Any? { wrappedValue }
}
