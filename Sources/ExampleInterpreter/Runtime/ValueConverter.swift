import NavigationModel

/// Converts between the interpreter's runtime values and the model's `Value`.
///
/// Runtime values flatten optionals and don't carry element types; the model's
/// values do, so conversion takes the static type where lowering knew it and
/// infers it from the elements otherwise.
final class ValueConverter {
    let program: LoweredProgram
    /// The objects being converted, outermost first: a reference back to one is a cycle.
    private var converting: Set<ObjectIdentifier> = []

    init(program: LoweredProgram) {
        self.program = program
        typesByModelName = Dictionary(program.types.values.map { ($0.modelName, $0) }, uniquingKeysWith: { first, _ in first })
    }

    // MARK: Type names

    /// The declared types by the names the model knows them by (`Outer.Route`).
    private let typesByModelName: [String: TypeDeclaration]

    /// The declared type the model names `modelName` (or, for a value a scenario wrote, its own name).
    func declaration(modelName: String) -> TypeDeclaration? {
        typesByModelName[modelName] ?? program.types[modelName]
    }

    /// The model's name for a type the interpreter names `typeName`: nesting shows, as in Swift.
    func modelName(_ typeName: String) -> String {
        program.types[typeName]?.modelName ?? typeName
    }

    /// The model's name for a static type (`[Outer.Route]`).
    func modelName(of type: StaticType) -> String {
        switch type {
        case .declared(let name): modelName(name)
        case .array(let element): "[\(modelName(of: element))]"
        case .set(let element): "Set<\(modelName(of: element))>"
        case .dictionary(let key, let value): "[\(modelName(of: key)): \(modelName(of: value))]"
        case .optional(let wrapped): "\(modelName(of: wrapped))?"
        case .int, .double, .bool, .string, .color, .navigationPath, .void, .range, .opaque, .view, .function, .metatype, .swiftUI,
             .contextual, .undeclared, .generic, .unknown:
            type.name
        }
    }

    // MARK: To the model's values

    func value(_ runtime: RuntimeValue, type: StaticType = .unknown) -> Value? {
        if case .optional(let wrapped) = type {
            if runtime.isNil { return .optional(wrappedType: typeName(wrapped, sample: nil), nil) }
            guard let inner = value(runtime, type: wrapped) else { return nil }
            return .optional(wrappedType: typeName(wrapped, sample: inner), inner)
        }
        switch runtime {
        case .int(let v): return type == .double ? .double(Double(v)) : .int(v)
        case .double(let v): return .double(v)
        case .bool(let v): return .bool(v)
        case .string(let v): return .string(v)
        case .color(let name): return .color(name)
        case .none: return .optional(wrappedType: typeName(type.unwrapped, sample: nil), nil)
        case .array(let elements):
            let elementType = type.elementType
            let converted = elements.compactMap { value($0, type: elementType) }
            return .array(elementType: typeName(elementType, sample: converted.first), converted)
        case .set(let elements):
            let elementType = type.elementType
            let converted = elements.compactMap { value($0, type: elementType) }
            return .set(elementType: typeName(elementType, sample: converted.first), Set(converted))
        case .dictionary(let pairs):
            var keyType = StaticType.unknown, valueType = StaticType.unknown
            if case .dictionary(let k, let v) = type { keyType = k; valueType = v }
            var result: [Value: Value] = [:]
            for pair in pairs {
                if let k = value(pair.key, type: keyType), let v = value(pair.value, type: valueType) { result[k] = v }
            }
            return .dictionary(keyType: typeName(keyType, sample: result.keys.first), valueType: typeName(valueType, sample: result.values.first), result)
        case .range(let lower, let upper, let closed):
            guard let count = Interpreter.rangeCount(lower, upper, closed: closed), count <= Interpreter.maximumRangeCount else { return nil }
            let values = (closed ? Array(lower...upper) : Array(lower..<upper)).map(Value.int)
            return .array(elementType: "Int", values)
        case .enumCase(let typeName, let name, let payload):
            let declaration = program.types[typeName]
            let parameters = declaration?.enumCase(name)?.parameters ?? []
            let associated = payload.enumerated().compactMap { index, labeled -> Argument? in
                let type = index < parameters.count ? parameters[index].type : .unknown
                return value(labeled.value, type: type).map { Argument(labeled.label, $0) }
            }
            return .enumCase(type: modelName(typeName), name: name, associatedValues: associated)
        case .structValue(let instance):
            return .instance(type: instance.type.modelName, fields: fields(of: instance))
        case .object(let box):
            // The model keeps an object as the value of its stored properties; one that
            // refers back to an object being converted is left out (no cycles in values).
            guard !converting.contains(ObjectIdentifier(box)) else { return nil }
            converting.insert(ObjectIdentifier(box))
            defer { converting.remove(ObjectIdentifier(box)) }
            let fields = zip(box.type.storedProperties, box.fields).compactMap { property, field -> Argument? in
                if case .environmentObject = property.wrapper { return nil }
                return value(field, type: property.type).map { Argument(property.name, $0) }
            }
            return .instance(type: box.type.modelName, fields: fields)
        case .opaque(let typeName, let arguments):
            return .opaque(type: typeName, arguments: arguments.compactMap { labeled in value(labeled.value, type: labeled.type).map { Argument(labeled.label, $0) } })
        case .navigationPath(let elements):
            return .navigationPath(elements.compactMap { element in
                value(element).map { NavigationPathElement($0, isCodable: isCodable(element)) }
            })
        case .binding(let cell):
            return value(cell.value, type: type)
        case .swiftUIConstant(let typeName, let name):
            return .enumCase(type: typeName, name: name, associatedValues: [])
        // An undeclared helper's value is none the model could hold or show.
        // A closure is a value printed `_`: it has no form to show, but a view was given it.
        case .closure:
            return .closure
        case .codablePath, .view, .metatype, .keyPath, .void, .undeclared:
            return nil
        }
    }

    /// The stored properties of an instance that are values (views are left out).
    func fields(of instance: StructValue) -> [Argument] {
        zip(instance.type.storedProperties, instance.fields).compactMap { property, field in
            value(field, type: property.type).map { Argument(property.name, $0) }
        }
    }

    func isCodable(_ value: RuntimeValue) -> Bool {
        switch value {
        case .int, .double, .bool, .string, .none: return true
        case .array(let elements), .set(let elements): return elements.allSatisfy(isCodable)
        case .enumCase(let type, _, let payload): return program.types[type]?.isCodable == true && payload.allSatisfy { isCodable($0.value) }
        case .structValue(let instance): return instance.type.isCodable
        case .color, .dictionary, .range, .object, .opaque, .navigationPath, .codablePath, .closure, .binding, .view, .metatype, .keyPath,
             .swiftUIConstant, .undeclared, .void:
            return false
        }
    }

    private func typeName(_ type: StaticType, sample: Value?) -> String {
        if type.isKnown { return modelName(of: type) }
        return sample?.typeName ?? "Any"
    }

    // MARK: Back to runtime values

    func runtime(_ value: Value) -> RuntimeValue {
        switch value {
        case .int(let v): return .int(v)
        case .double(let v): return .double(v)
        case .bool(let v): return .bool(v)
        case .string(let v): return .string(v)
        case .color(let name): return .color(name)
        case .optional(_, let wrapped): return wrapped.map(runtime) ?? .none
        case .array(_, let elements): return .array(elements.map(runtime))
        case .set(_, let members): return .set(members.sorted { $0.description < $1.description }.map(runtime))
        case .dictionary(_, _, let entries):
            return .dictionary(entries.sorted { $0.key.description < $1.key.description }.map { (runtime($0.key), runtime($0.value)) })
        case .instance(let typeName, let fields):
            guard let type = declaration(modelName: typeName) else {
                return .opaque(type: typeName, arguments: fields.map { LabeledValue(label: $0.label, value: runtime($0.value)) })
            }
            let values = type.storedProperties.map { property -> RuntimeValue in
                guard let field = fields.first(where: { $0.label == property.name }) else { return .none }
                let converted = runtime(field.value)
                if property.wrapper.hasCell { return .binding(StateCell(name: property.name, value: converted, isRootState: false)) }
                return converted
            }
            if type.kind == .classType { return .object(ObjectBox(type: type, fields: values)) }
            return .structValue(StructValue(type: type, fields: values))
        case .enumCase(let type, let name, let associated):
            if let declaration = declaration(modelName: type) {
                return .enumCase(type: declaration.name, name: name, payload: associated.map { LabeledValue(label: $0.label, value: runtime($0.value)) })
            }
            if SwiftUICatalog.shared.isKnownType(type) {
                return .swiftUIConstant(type: type, name: name)
            }
            return .enumCase(type: type, name: name, payload: associated.map { LabeledValue(label: $0.label, value: runtime($0.value)) })
        case .navigationPath(let elements):
            return .navigationPath(elements.map { runtime($0.value) })
        case .opaque(let type, let arguments):
            return .opaque(type: type, arguments: arguments.map { LabeledValue(label: $0.label, value: runtime($0.value)) })
        // The model never writes a closure back: it keeps no code, only that there was one.
        case .closure:
            return .void
        }
    }

    /// The static type of a model value: what literals and implicit members compared with it take.
    func staticType(of value: Value) -> StaticType {
        switch value {
        case .int: return .int
        case .double: return .double
        case .bool: return .bool
        case .string: return .string
        case .color: return .color
        case .optional(let wrapped, let inner): return .optional(inner.map(staticType) ?? staticType(named: wrapped))
        case .array(let element, let elements): return .array(elements.first.map(staticType) ?? staticType(named: element))
        case .set(let element, let members): return .set(members.first.map(staticType) ?? staticType(named: element))
        case .dictionary: return .unknown
        case .instance(let type, _), .enumCase(let type, _, _):
            if let declaration = declaration(modelName: type) { return .declared(declaration.name) }
            return SwiftUICatalog.shared.isKnownType(type) ? .swiftUI(type) : .opaque(type)
        case .navigationPath: return .navigationPath
        case .opaque(let type, _): return .opaque(type)
        case .closure: return .unknown
        }
    }

    func staticType(named name: String) -> StaticType {
        switch name {
        case "Int": return .int
        case "Double": return .double
        case "Bool": return .bool
        case "String": return .string
        case "Color": return .color
        case "NavigationPath": return .navigationPath
        default:
            if name.hasSuffix("?") { return .optional(staticType(named: String(name.dropLast()))) }
            if name.hasPrefix("["), name.hasSuffix("]"), !name.contains(":") { return .array(staticType(named: String(name.dropFirst().dropLast()))) }
            if name.hasPrefix("Set<"), name.hasSuffix(">") { return .set(staticType(named: String(name.dropFirst(4).dropLast()))) }
            if let declaration = declaration(modelName: name) { return .declared(declaration.name) }
            return .unknown
        }
    }
}
