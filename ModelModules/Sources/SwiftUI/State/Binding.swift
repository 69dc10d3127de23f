internal import NavigationModel

/// Where a binding reads and writes, so the model can name it.
enum BindingLocation {
    /// A state cell, through stored properties of its value.
    case cell(StateCell, members: [String])
    /// An object's property (`$router.path`), through stored properties.
    case object(AnyObject, members: [String])
    /// `.constant(value)`, or state not yet in place (SwiftUI ignores writes to it).
    case constant
    /// `Binding(get:set:)` (where it is written, when known), or a binding derived from one
    /// or from an element of a collection: a write runs its setter (N60).
    case computed(CallSite?)

    func appending(_ member: String) -> BindingLocation {
        switch self {
        case .cell(let cell, let members): return .cell(cell, members: members + [member])
        case .object(let object, let members): return .object(object, members: members + [member])
        case .constant: return .constant
        case .computed(let site): return .computed(site)
        }
    }
}

/// A value that reads and writes a source of truth owned elsewhere.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    let getter: () -> Value
    let setter: (Value) -> Void
    let location: BindingLocation

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void,
                _file: String = #filePath, _line: Int = #line, _column: Int = #column) {
        getter = get
        setter = set
        location = .computed(CallSite(_file, _line, _column))
    }

    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void,
                _file: String = #filePath, _line: Int = #line, _column: Int = #column) {
        getter = get
        setter = { set($0, Transaction()) }
        location = .computed(CallSite(_file, _line, _column))
    }

    init(get: @escaping () -> Value, set: @escaping (Value) -> Void, location: BindingLocation) {
        getter = get
        setter = set
        self.location = location
    }

    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding that always reads `value` and ignores writes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in }, location: .constant)
    }

    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let names = MemberAccessors.memberNames(of: keyPath, root: Value.self)
        if let last = names.last { MemberAccessors.shared.register(keyPath, member: last) }
        let getter = self.getter
        let setter = self.setter
        var location = self.location
        for name in names { location = location.appending(name) }
        return Binding<Subject>(
            get: { getter()[keyPath: keyPath] },
            set: { newValue in
                var whole = getter()
                whole[keyPath: keyPath] = newValue
                setter(whole)
            },
            location: location)
    }

    public func transaction(_ transaction: Transaction) -> Binding<Value> { self }

    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}

extension Binding {
    /// A binding to an optional's value, or nil when it holds none.
    public init?(_ base: Binding<Value?>) {
        guard let current = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? current }, set: { base.wrappedValue = $0 }, location: base.location)
    }

    /// A binding to an optional made from a binding to a value.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } }, location: base.location)
    }

    /// A binding with a type-erased hashable value.
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
        self.init(get: { AnyHashable(base.wrappedValue) }, set: { if let value = $0.base as? V { base.wrappedValue = value } }, location: base.location)
    }
}

extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public var startIndex: Value.Index { wrappedValue.startIndex }
    public var endIndex: Value.Index { wrappedValue.endIndex }
    public var indices: Value.Indices { wrappedValue.indices }
    public func index(after i: Value.Index) -> Value.Index { wrappedValue.index(after: i) }
    public func formIndex(after i: inout Value.Index) { wrappedValue.formIndex(after: &i) }
    public subscript(position: Value.Index) -> Binding<Value.Element> {
        let getter = self.getter
        let setter = self.setter
        return Binding<Value.Element>(
            get: { getter()[position] },
            set: { newValue in
                var whole = getter()
                whole[position] = newValue
                setter(whole)
            },
            location: .computed(nil))
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    public func index(before i: Value.Index) -> Value.Index { wrappedValue.index(before: i) }
    public func formIndex(before i: inout Value.Index) { wrappedValue.formIndex(before: &i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}

extension Binding: WrappedValueReadable {
    var currentWrappedValue: Any? { wrappedValue }
}

/// A binding seen without its type (`@Binding` properties are a view's arguments).
protocol BindingProtocol {}
extension Binding: BindingProtocol {}

extension Binding: AttachableProperty {
    func attach(to renderer: Renderer, owner: String, property: String, at place: String) throws {}
}
