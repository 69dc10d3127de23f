/// A runtime value as the navigation model sees it.
///
/// Values come from the example's state (`@State` properties), from link
/// values, list row ids and view arguments. Each value knows its type name
/// (`typeName`), which is how links and path elements are matched to
/// `navigationDestination(for:)` declarations, and its Swift source form
/// (`description`), which traces and messages print. Equality follows Swift:
/// two sets with the same members are equal whatever their order.
public indirect enum Value: Hashable, Sendable {
    /// An `Int`.
    case int(Int)
    /// A `Double`.
    case double(Double)
    /// A `Bool`.
    case bool(Bool)
    /// A `String`.
    case string(String)
    /// An `Optional`: `nil` or a wrapped value; `wrappedType` names the wrapped type (`"Color"` for `Color?`).
    case optional(wrappedType: String, Value?)
    /// An `Array` whose elements have the type named `elementType`.
    case array(elementType: String, [Value])
    /// A `Set` whose elements have the type named `elementType`.
    case set(elementType: String, Set<Value>)
    /// A `Dictionary`.
    case dictionary(keyType: String, valueType: String, [Value: Value])
    /// An instance of a struct (or class) the example declares, with its stored properties in declaration order.
    case instance(type: String, fields: [Argument])
    /// A case of an enum the example declares, with its associated values (labels where declared).
    case enumCase(type: String, name: String, associatedValues: [Argument])
    /// A standard SwiftUI colour by its static member name (`"pink"` for `Color.pink`).
    case color(String)
    /// A `NavigationPath`: its elements, oldest first.
    case navigationPath([NavigationPathElement])
    /// A value of a type the example uses but does not declare: hashable by its arguments, never `Codable`.
    case opaque(type: String, arguments: [Argument])
    /// A closure (a view's `onFinish: () -> Void`): a view's argument like any other, but one
    /// whose value Swift cannot print or compare. It prints as `_`, the pattern that matches
    /// anything, and every closure equals every other (closures carry no value the model could compare).
    case closure
}

/// One element of a `NavigationPath` and whether it can be encoded.
///
/// A path's `codable` representation exists only when every element is
/// `Codable` (N9), so the flag travels with the element.
public struct NavigationPathElement: Hashable, Sendable, Codable {
    /// The pushed value.
    public var value: Value
    /// Whether the value's type is `Codable`.
    public var isCodable: Bool

    public init(_ value: Value, isCodable: Bool) {
        self.value = value
        self.isCodable = isCodable
    }
}

/// A value with an optional argument label, as in `Park(name: "Yosemite")`.
///
/// Used for view arguments, struct fields, associated values and the captured
/// values of destination and code references. A `nil` label prints no label.
public struct Argument: Hashable, Sendable, Codable {
    /// The label, or `nil` for an unlabelled argument (`_`).
    public var label: String?
    /// The argument's value.
    public var value: Value

    public init(_ label: String?, _ value: Value) {
        self.label = label
        self.value = value
    }
}

extension Value {
    /// The Swift name of the value's type, used to match destinations.
    ///
    /// `Color`, `Park`, `Int`, `[Color]`, `Set<String>`, `Color?`, `[String: Int]`.
    public var typeName: String {
        switch self {
        case .int: return "Int"
        case .double: return "Double"
        case .bool: return "Bool"
        case .string: return "String"
        case .optional(let wrapped, _): return wrapped + "?"
        case .array(let element, _): return "[" + element + "]"
        case .set(let element, _): return "Set<" + element + ">"
        case .dictionary(let key, let value, _): return "[" + key + ": " + value + "]"
        case .instance(let type, _): return type
        case .enumCase(let type, _, _): return type
        case .color: return "Color"
        case .navigationPath: return "NavigationPath"
        case .opaque(let type, _): return type
        case .closure: return "function"
        }
    }

    /// The value with any `Optional` wrapping removed; `nil` for `nil`.
    public var unwrapped: Value? {
        if case .optional(_, let wrapped) = self { return wrapped?.unwrapped }
        return self
    }

    /// Whether the value is `nil`, `false`, or an empty set or array.
    ///
    /// Selections "are set" when they are not empty (N32).
    public var isEmptySelection: Bool {
        switch self {
        case .optional(_, nil): return true
        case .optional(_, let wrapped?): return wrapped.isEmptySelection
        case .set(_, let members): return members.isEmpty
        case .array(_, let elements): return elements.isEmpty
        case .int, .double, .bool, .string, .dictionary, .instance, .enumCase, .color, .navigationPath,
             .opaque, .closure: return false
        }
    }

    /// The elements of an array, set (in a stable order) or navigation path.
    public var elements: [Value]? {
        switch self {
        case .array(_, let elements): return elements
        case .set(_, let members): return members.sorted { $0.description < $1.description }
        case .navigationPath(let elements): return elements.map(\.value)
        case .int, .double, .bool, .string, .optional, .dictionary, .instance, .enumCase, .color, .opaque, .closure: return nil
        }
    }

    /// The stored property or associated value named `name`.
    public func field(_ name: String) -> Value? {
        switch self {
        case .instance(_, let fields), .enumCase(_, _, let fields), .opaque(_, let fields):
            return fields.first { $0.label == name }?.value
        case .int, .double, .bool, .string, .optional, .array, .set, .dictionary, .color, .navigationPath, .closure:
            return nil
        }
    }

    /// The value with its stored property `name` replaced; `nil` when it has no such property.
    public func replacingField(_ name: String, with newValue: Value) -> Value? {
        guard case .instance(let type, var fields) = self,
              let index = fields.firstIndex(where: { $0.label == name }) else { return nil }
        fields[index].value = newValue
        return .instance(type: type, fields: fields)
    }
}
