extension RuntimeValue {
    /// The type name Swift would print in a diagnostic about this value.
    var typeName: String {
        switch self {
        case .int: "Int"
        case .double: "Double"
        case .bool: "Bool"
        case .string: "String"
        case .color: "Color"
        case .none: "Optional"
        case .array(let elements): "[\(elements.first?.typeName ?? "Any")]"
        case .set(let elements): "Set<\(elements.first?.typeName ?? "Any")>"
        case .dictionary: "Dictionary"
        case .range(_, _, let closed): closed ? "ClosedRange<Int>" : "Range<Int>"
        case .enumCase(let type, _, _): type
        case .structValue(let instance): instance.type.name
        case .object(let box): box.type.name
        case .opaque(let type, _): type
        case .navigationPath: "NavigationPath"
        case .codablePath: "NavigationPath.CodableRepresentation"
        case .closure: "function"
        case .binding: "Binding"
        case .view: "some View"
        case .metatype(let type): "\(type.name).Type"
        case .keyPath: "KeyPath"
        case .swiftUIConstant(let type, _): type
        case .undeclared(let name, _): name
        case .void: "()"
        }
    }
}

extension Interpreter {
    /// What string interpolation gives for a value: a declared type that conforms to
    /// `CustomStringConvertible` gives its own `description` (`"\(size)"` is `Large`).
    func interpolated(_ value: RuntimeValue) throws(EvaluationError) -> String {
        let type: TypeDeclaration?
        switch value {
        case .enumCase(let typeName, _, _): type = program.types[typeName]
        case .structValue(let instance): type = instance.type
        case .object(let box): type = box.type
        case .int, .double, .bool, .string, .color, .none, .array, .set, .dictionary, .range, .opaque, .navigationPath, .codablePath,
             .closure, .binding, .view, .metatype, .keyPath, .swiftUIConstant, .undeclared, .void:
            type = nil
        }
        if let type, type.conformances.contains("CustomStringConvertible") || type.conformances.contains("LosslessStringConvertible"),
           let getter = type.computedProperties["description"], !getter.isStatic {
            return describe(try invoke(getter, self: value, arguments: [], parent: nil, offset: getter.offset).0)
        }
        return describe(value)
    }

    /// What string interpolation and `description` produce, as Swift prints values.
    func describe(_ value: RuntimeValue, nested: Bool = false) -> String {
        switch value {
        case .int(let v): return String(v)
        case .double(let v): return String(v)
        case .bool(let v): return String(v)
        case .string(let v): return nested ? "\"\(v)\"" : v
        case .color(let name): return name
        case .none: return "nil"
        case .array(let elements): return "[" + elements.map { describe($0, nested: true) }.joined(separator: ", ") + "]"
        case .set(let elements): return "Set([" + elements.map { describe($0, nested: true) }.joined(separator: ", ") + "])"
        case .dictionary(let pairs):
            if pairs.isEmpty { return "[:]" }
            return "[" + pairs.map { "\(describe($0.key, nested: true)): \(describe($0.value, nested: true))" }.joined(separator: ", ") + "]"
        case .range(let lower, let upper, let closed): return "\(lower)\(closed ? "..." : "..<")\(upper)"
        case .enumCase(_, let name, let payload):
            if payload.isEmpty { return name }
            return name + "(" + payload.map { ($0.label.map { "\($0): " } ?? "") + describe($0.value, nested: true) }.joined(separator: ", ") + ")"
        case .structValue(let instance):
            let fields = zip(instance.type.storedProperties, instance.fields).map { property, field -> String in
                var value = field
                if case .binding(let cell) = field { value = cell.value }
                return "\(property.name): \(describe(value, nested: true))"
            }
            return "\(instance.type.name)(\(fields.joined(separator: ", ")))"
        case .object(let box):
            // A class instance prints its type, as Swift's default description does; its
            // properties may refer back to it.
            return box.type.name
        case .opaque(let type, let arguments):
            return type + "(" + arguments.map { ($0.label.map { "\($0): " } ?? "") + describe($0.value, nested: true) }.joined(separator: ", ") + ")"
        case .navigationPath(let elements): return "NavigationPath(\(elements.count) items)"
        case .codablePath: return "NavigationPath.CodableRepresentation"
        case .closure: return "(Function)"
        case .binding(let cell): return "Binding(\(describe(cell.value, nested: true)))"
        case .view: return "some View"
        case .metatype(let type): return type.name
        case .keyPath(let names): return "\\." + (names.isEmpty ? "self" : names.joined(separator: "."))
        case .swiftUIConstant(_, let name): return name
        // Shown as the helper's name, marked as no value of its own.
        case .undeclared(let name, _): return "‹\(name)›"
        case .void: return "()"
        }
    }
}
