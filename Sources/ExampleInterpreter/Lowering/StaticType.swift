/// What the lowering pass knows about an expression's type.
///
/// Deliberately partial: `unknown` means "we could not tell", and nothing is an
/// error on an unknown type; `generic` means Swift itself has no type to infer
/// from (an opaque view's argument, a `NavigationLink` value), which makes an
/// implicit member an error as in Swift.
indirect enum StaticType: Hashable, Sendable {
    case int, double, bool, string, color, navigationPath, void
    case array(StaticType)
    case set(StaticType)
    case dictionary(StaticType, StaticType)
    case optional(StaticType)
    case range(StaticType)
    /// A struct or enum declared in the example.
    case declared(String)
    /// A type used but not declared (`Park` without a declaration).
    case opaque(String)
    /// A SwiftUI view or modifier result.
    case view
    case function(parameters: [StaticType], result: StaticType)
    /// The metatype `T.self`.
    case metatype(StaticType)
    /// A SwiftUI type that is no view (`Font`, `ToolbarItemPlacement`): its members are the
    /// catalog's. `SwiftUI` itself stands for a SwiftUI type lowering cannot tell, whose implicit
    /// members are taken as constants.
    case swiftUI(String)
    /// An argument of a SwiftUI API whose parameter types the catalog gives, one per declaration
    /// the call may mean (`Edge.Set` and `CGFloat` for `.padding(_:)`): an implicit member
    /// resolves against the known ones. `isOpen` when a parameter's type is outside the catalog
    /// (`CGFloat`), so a member none of the known types has is not an error.
    case contextual(types: [String], isOpen: Bool)
    /// What an undeclared helper gives, by the name it starts from (`model` for `model.items`).
    case undeclared(String)
    case generic
    case unknown

    var isKnown: Bool {
        switch self {
        case .unknown, .generic: false
        case .int, .double, .bool, .string, .color, .navigationPath, .void, .array, .set, .dictionary, .optional, .range, .declared,
             .opaque, .view, .function, .metatype, .swiftUI, .contextual, .undeclared:
            true
        }
    }

    var unwrapped: StaticType {
        if case .optional(let wrapped) = self { return wrapped.unwrapped }
        return self
    }

    var elementType: StaticType {
        switch self {
        case .array(let element), .set(let element), .range(let element): element
        case .int, .double, .bool, .string, .color, .navigationPath, .void, .dictionary, .optional, .declared, .opaque, .view, .function,
             .metatype, .swiftUI, .contextual, .undeclared, .generic, .unknown:
            .unknown
        }
    }

    /// The name Swift prints for the type.
    var name: String {
        switch self {
        case .int: "Int"
        case .double: "Double"
        case .bool: "Bool"
        case .string: "String"
        case .color: "Color"
        case .navigationPath: "NavigationPath"
        case .void: "Void"
        case .array(let element): "[\(element.name)]"
        case .set(let element): "Set<\(element.name)>"
        case .dictionary(let key, let value): "[\(key.name): \(value.name)]"
        case .optional(let wrapped): "\(wrapped.name)?"
        case .range(let bound): "Range<\(bound.name)>"
        case .declared(let name), .opaque(let name), .swiftUI(let name): name
        case .contextual(let types, _): types.joined(separator: " or ")
        case .undeclared(let name): name
        case .view: "some View"
        case .function: "function"
        case .metatype(let type): "\(type.name).Type"
        case .generic: "T"
        case .unknown: "_"
        }
    }
}

extension StaticType {
    /// The type as the model's value of an argument shows it (`Set<Color>` for an empty
    /// set), or `unknown` when lowering's inference is too partial to say: element types
    /// are kept only when every part of the type is one lowering is sure of.
    var modelValueType: StaticType {
        isSureForModel ? self : .unknown
    }

    private var isSureForModel: Bool {
        switch self {
        case .int, .double, .bool, .string, .color, .declared: true
        case .array(let element), .set(let element), .optional(let element): element.isSureForModel
        case .dictionary(let key, let value): key.isSureForModel && value.isSureForModel
        case .navigationPath, .void, .range, .opaque, .view, .function, .metatype, .swiftUI, .contextual, .undeclared, .generic, .unknown:
            false
        }
    }
}
