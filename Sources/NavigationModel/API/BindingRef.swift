/// Where a binding (`$path`, `$selection`, `$model.path`) reads and writes.
///
/// Bindings point at the root's state by property name, optionally through
/// stored properties of a struct value (`$model.path` is
/// `.state("model", members: ["path"])`). A pushed or custom view that owns
/// `@State` can be given a namespaced name by the interpreter (`"Detail.flag"`):
/// the model treats names as opaque.
public enum BindingRef: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A root `@State` property, optionally through stored properties of its value.
    case state(String, members: [String] = [])
    /// `.constant(value)`: reads give the value, writes are ignored.
    case constant(Value)
    /// A binding the app computes (`Binding(get:set:)`): reads give what its getter gave
    /// when the view was evaluated; writes run its setter, the app's code
    /// (``NavigationApp/perform(_:writing:in:)``), which changes the state it reaches.
    case computed(Value, setter: CodeRef)

    public var description: String {
        switch self {
        case .state(let name, let members): return ([name] + members).joined(separator: ".")
        case .constant(let value): return ".constant(\(value))"
        case .computed: return "Binding(get:set:)"
        }
    }

    /// The `@State` property this binding writes, or `nil` for a constant.
    public var stateName: String? {
        if case .state(let name, _) = self { return name }
        return nil
    }
}
