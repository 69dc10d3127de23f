/// Storage behind `@State` and the target of `$` bindings.
///
/// A reference, because SwiftUI's state outlives the view value that declares it
/// and every binding to it sees the same storage. A cell may also stand for a part
/// of other storage (`$model.path` on a `@State` struct, `$router.path` on an
/// object): reads and writes then go through to it.
final class StateCell: @unchecked Sendable {
    /// Where a derived binding reads and writes.
    enum Projection {
        /// A stored property of the struct in another cell.
        case member(StateCell, index: Int, name: String)
        /// A stored property of an object.
        case objectField(ObjectBox, index: Int, name: String)
    }

    let name: String
    /// The root view's state is owned by the app's `AppState`; other views' is transient.
    let isRootState: Bool
    let projection: Projection?
    private var storedValue: RuntimeValue

    init(name: String, value: RuntimeValue, isRootState: Bool) {
        self.name = name
        self.storedValue = value
        self.isRootState = isRootState
        self.projection = nil
    }

    init(projecting projection: Projection) {
        switch projection {
        case .member(let parent, _, let name): self.name = parent.name + "." + name
        case .objectField(let box, _, let name): self.name = box.type.name + "." + name
        }
        self.projection = projection
        self.storedValue = .void
        self.isRootState = false
    }

    var value: RuntimeValue {
        get {
            switch projection {
            case nil:
                return storedValue
            case .member(let parent, let index, _):
                guard case .structValue(let instance) = parent.value, index < instance.fields.count else { return .void }
                if case .binding(let inner) = instance.fields[index] { return inner.value }
                return instance.fields[index]
            case .objectField(let box, let index, _):
                guard index < box.fields.count else { return .void }
                if case .binding(let inner) = box.fields[index] { return inner.value }
                return box.fields[index]
            }
        }
        set {
            switch projection {
            case nil:
                storedValue = newValue
            case .member(let parent, let index, _):
                guard case .structValue(var instance) = parent.value, index < instance.fields.count else { return }
                if case .binding(let inner) = instance.fields[index] { inner.value = newValue; return }
                instance.fields[index] = newValue
                parent.value = .structValue(instance)
            case .objectField(let box, let index, _):
                guard index < box.fields.count else { return }
                if case .binding(let inner) = box.fields[index] { inner.value = newValue; return }
                box.fields[index] = newValue
            }
        }
    }
}
