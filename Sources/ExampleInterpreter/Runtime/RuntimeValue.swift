/// A value while an example runs.
///
/// Optionals are flattened: `nil` is `.none`, a present value is the value itself;
/// examples never nest optionals, and flattening keeps `if let` and `??` cheap.
indirect enum RuntimeValue: @unchecked Sendable {
    case int(Int)
    case double(Double)
    case bool(Bool)
    case string(String)
    case color(String)
    case none
    case array([RuntimeValue])
    /// A set, kept in insertion order so rendering is stable.
    case set([RuntimeValue])
    case dictionary([(key: RuntimeValue, value: RuntimeValue)])
    case range(lower: Int, upper: Int, closed: Bool)
    case enumCase(type: String, name: String, payload: [LabeledValue])
    case structValue(StructValue)
    /// An instance of a class the example declares: a reference.
    case object(ObjectBox)
    /// An instance of a type used but not declared: hashable by its arguments only.
    case opaque(type: String, arguments: [LabeledValue])
    case navigationPath([RuntimeValue])
    /// `NavigationPath.CodableRepresentation`, holding the encoded elements.
    case codablePath([RuntimeValue])
    case closure(Closure)
    case binding(StateCell)
    case view(ViewValue)
    case metatype(StaticType)
    case keyPath([String])
    /// A SwiftUI style or visibility constant such as `.stack` or `.all`.
    case swiftUIConstant(type: String, name: String)
    /// What a helper the example uses but does not declare gives (`model` in `model.items`,
    /// a custom modifier's view): inert. Where it met code as `name`. Shown and passed on;
    /// deciding anything with it fails: see ``Interpreter/dependsOnUndeclared(_:at:)``.
    case undeclared(name: String, offset: Int)
    case void

    /// The undeclared helper this value comes from, if it is one.
    var undeclaredName: (name: String, offset: Int)? {
        if case .undeclared(let name, let offset) = self { return (name, offset) }
        return nil
    }

    var isNil: Bool {
        if case .none = self { return true }
        return false
    }
}

