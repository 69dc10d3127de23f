import SwiftSyntax

/// Resolves written types (`[Park]`, `Binding<Int>`, `Edge.Set`) to static types, against
/// what the example declares, the generic parameters in scope and SwiftUI's catalog; and
/// reports the conversions Swift rejects between types it is sure of.
final class TypeResolver: LowererPart {
    unowned let lowerer: Lowerer

    init(lowerer: Lowerer) {
        self.lowerer = lowerer
    }

    /// Reports a conversion Swift rejects between two types lowering is sure of.
    ///
    /// Only simple types are compared (numbers, strings, booleans, colours, declared
    /// types), so an incomplete inference never produces a false error.
    func checkConvertible(_ actual: StaticType, to expected: StaticType, at offset: Int, _ context: ConversionContext) {
        var target = expected
        if case .optional(let wrapped) = expected { target = wrapped }
        guard Self.isSimple(actual), Self.isSimple(target), actual != target else { return }
        if actual == .int && target == .double { return }
        let message: String
        switch context {
        case .declaration: message = "cannot convert value of type '\(actual.name)' to specified type '\(expected.name)'"
        case .argument: message = "cannot convert value of type '\(actual.name)' to expected argument type '\(expected.name)'"
        case .assignment: message = "cannot assign value of type '\(actual.name)' to type '\(expected.name)'"
        }
        report.error(offset, "interpreter.typeMismatch", message)
    }

    enum ConversionContext {
        case declaration, argument, assignment
    }

    private static func isSimple(_ type: StaticType) -> Bool {
        switch type {
        case .int, .double, .bool, .string, .color, .declared: true
        case .navigationPath, .void, .array, .set, .dictionary, .optional, .range, .opaque, .view, .function, .metatype, .swiftUI,
             .contextual, .undeclared, .generic, .unknown:
            false
        }
    }

    func resolveType(_ syntax: TypeSyntax?) -> StaticType {
        guard let syntax else { return .unknown }
        switch syntax.as(TypeSyntaxEnum.self) {
        case .identifierType(let type):
            let name = type.name.text
            let arguments = type.genericArgumentClause?.arguments.compactMap { argument -> StaticType in
                if case .type(let t) = argument.argument { return resolveType(t) }
                return .unknown
            } ?? []
            return resolveTypeName(name, arguments: arguments, offset: type.offset)
        case .arrayType(let type):
            return .array(resolveType(type.element))
        case .dictionaryType(let type):
            return .dictionary(resolveType(type.key), resolveType(type.value))
        case .optionalType(let type):
            return .optional(resolveType(type.wrappedType))
        case .implicitlyUnwrappedOptionalType(let type):
            return .optional(resolveType(type.wrappedType))
        case .someOrAnyType:
            return .view
        case .functionType(let type):
            return .function(parameters: type.parameters.map { resolveType($0.type) }, result: resolveType(type.returnClause.type))
        case .attributedType(let type):
            return resolveType(type.baseType)
        case .memberType(let type):
            let base = resolveType(type.baseType)
            if case .declared(let name) = base, type.name.text.names(.identifier), let declaration = symbols.types[name],
               let id = declaration.storedProperties.first(where: { $0.name.names(.id) }) {
                return id.type
            }
            if let nested = nestedType(type.name.text, in: base) { return nested }
            if case .opaque(let name) = base { return .opaque("\(name).\(type.name.text)") }
            // `Edge.Set`, `NavigationBarItem.TitleDisplayMode`: a nested SwiftUI type.
            let qualified = type.trimmedDescription
            if catalog.isKnownType(qualified) { return catalog.isView(qualified) ? .view : .swiftUI(qualified) }
            return .unknown
        case .tupleType(let type):
            if type.elements.count == 1, let only = type.elements.first { return resolveType(only.type) }
            return type.elements.isEmpty ? .void : .unknown
        default:
            return .unknown
        }
    }

    /// `CheckoutCoordinator.Step`: a type the example declares inside another, found by its own name.
    func nestedType(_ name: String, in outer: StaticType) -> StaticType? {
        guard case .declared(let outerName) = outer, let outerType = symbols.types[outerName], let nested = symbols.types[name],
              nested.modelName == outerType.modelName + "." + name else { return nil }
        bodyScope.noteTypeReference(name)
        return .declared(name)
    }

    func resolveTypeName(_ name: String, arguments: [StaticType], offset: Int) -> StaticType {
        // Every declared type is registered before any type is resolved: a `Result` the
        // example does not declare is the standard library's.
        if name == ResultType.typeName, symbols.types[name] == nil, !bodyScope.genericParameters.contains(name) {
            symbols.types[name] = ResultType.declaration()
        }
        if symbols.types[name] == nil, !bodyScope.genericParameters.contains(name) { availability.checkTypeAvailability(name, offset: offset) }
        switch name {
        case "Int": return .int
        case "Double", "Float", "CGFloat": return .double
        case "Bool": return .bool
        case "String", "Character", "LocalizedStringKey": return .string
        case "Color": return .color
        case "NavigationPath": return .navigationPath
        case "Void": return .void
        case "Array": return .array(arguments.first ?? .unknown)
        case "Set": return .set(arguments.first ?? .unknown)
        case "Optional": return .optional(arguments.first ?? .unknown)
        case "Dictionary": return .dictionary(arguments.first ?? .unknown, arguments.dropFirst().first ?? .unknown)
        case "Range", "ClosedRange": return .range(arguments.first ?? .int)
        case "Binding", "State": return arguments.first ?? .unknown
        case "Self": return bodyScope.selfType.map { .declared($0.name) } ?? .unknown
        default:
            if bodyScope.genericParameters.contains(name) { return .generic }
            // `func body(content: Content)` of a `ViewModifier`: the view it modifies.
            if name.names(.modifierContent), bodyScope.currentType?.conformances.contains("ViewModifier") == true { return .view }
            if symbols.types[name] != nil {
                bodyScope.noteTypeReference(name)
                return .declared(name)
            }
            if catalog.isView(name) { return .view }
            if catalog.isKnownType(name) { return .swiftUI(name) }
            report.nearMiss(name, offset: offset)
            if symbols.opaqueTypes[name] == nil { symbols.opaqueTypes[name] = offset }
            return .opaque(name)
        }
    }
}
