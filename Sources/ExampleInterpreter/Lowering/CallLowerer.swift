import SwiftSyntax

/// Lowers calls: of the example's functions, methods and initialisers, of SwiftUI's views,
/// modifiers and functions, and of the standard library's; with their arguments and the
/// closures among them.
final class CallLowerer: LowererPart {
    unowned let lowerer: Lowerer

    init(lowerer: Lowerer) {
        self.lowerer = lowerer
    }

    func callArguments(_ call: FunctionCallExprSyntax) -> [CallArgument] {
        var arguments = call.arguments.map {
            CallArgument(label: $0.label?.text, expression: $0.expression, offset: $0.expression.offset, isTrailingClosure: false)
        }
        if let trailing = call.trailingClosure {
            arguments.append(CallArgument(label: nil, expression: ExprSyntax(trailing), offset: trailing.offset, isTrailingClosure: true))
        }
        for additional in call.additionalTrailingClosures {
            arguments.append(CallArgument(label: additional.label.text, expression: ExprSyntax(additional.closure), offset: additional.closure.offset, isTrailingClosure: true))
        }
        return arguments
    }

    func lowerArgumentValue(_ argument: CallArgument, expected: StaticType, isBuilder: Bool = false, closureParameters: [StaticType]? = nil) -> Lowered {
        if let closure = argument.expression.as(ClosureExprSyntax.self) {
            var parameters = closureParameters ?? []
            var result = StaticType.unknown
            if closureParameters == nil, case .function(let declared, let declaredResult) = expected {
                parameters = declared
                result = declaredResult
            }
            return lowerClosure(closure, parameterTypes: parameters, isBuilder: isBuilder, resultType: result)
        }
        return expressions.lowerExpression(argument.expression, expected: expected)
    }

    func lowerClosure(_ closure: ClosureExprSyntax, parameterTypes: [StaticType], isBuilder: Bool, resultType: StaticType) -> Lowered {
        let function = FunctionIR(name: "closure", offset: closure.offset)
        function.isBuilder = isBuilder
        function.resultType = resultType
        bodyScope.withFunction(function, selfType: nil, isBuilder: isBuilder) {
            var names: [(String, StaticType)] = []
            switch closure.signature?.parameterClause {
            case .simpleInput(let shorthand)?:
                for (index, parameter) in shorthand.enumerated() {
                    names.append((parameter.name.text, index < parameterTypes.count ? parameterTypes[index] : .unknown))
                }
            case .parameterClause(let clause)?:
                for (index, parameter) in clause.parameters.enumerated() {
                    let declared = typeResolver.resolveType(parameter.type)
                    let name = parameter.secondName?.text ?? parameter.firstName.text
                    names.append((name, declared.isKnown ? declared : index < parameterTypes.count ? parameterTypes[index] : .unknown))
                }
            case nil:
                for (index, type) in parameterTypes.enumerated() { names.append(("$\(index)", type)) }
            }
            if let captures = closure.signature?.capture { report.unsupported(captures, "capture list") }
            for (name, type) in names { bodyScope.declareLocal(name, type: type) }
            function.parameters = names.map { ParameterIR(label: nil, name: $0.0, type: $0.1, defaultValue: nil, isViewBuilder: false) }
            function.isSingleExpression = closure.statements.count == 1 && closure.statements.first.map { item in
                if case .expr(let expression) = item.item { return !expression.is(IfExprSyntax.self) && !expression.is(SwitchExprSyntax.self) }
                return false
            } == true
            function.body = statements.lowerStatements(closure.statements, resultType: resultType)
        }
        return Lowered(expr: .closure(function), type: .function(parameters: parameterTypes, result: resultType))
    }

    // MARK: Calls

    func lowerCall(_ call: FunctionCallExprSyntax, expected: StaticType) -> Lowered {
        let arguments = callArguments(call)
        let callee = call.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            return lowerNamedCall(reference.baseName.text, offset: reference.offset, arguments: arguments, expected: expected)
        }
        // `[Park]()` and `[String: [Park]]()`: an empty collection of the written type.
        if arguments.isEmpty, let type = collectionTypeReference(callee) {
            switch type {
            case .dictionary: return Lowered(expr: .dictionaryLiteral([]), type: type)
            case .int, .double, .bool, .string, .color, .navigationPath, .void, .array, .set, .optional, .range, .declared, .opaque, .view,
                 .function, .metatype, .swiftUI, .contextual, .undeclared, .generic, .unknown:
                return Lowered(expr: .arrayLiteral([], asSet: false), type: type)
            }
        }
        if callee.is(GenericSpecializationExprSyntax.self), let type = expressions.typeReference(callee) {
            return lowerTypeCall(type, arguments: arguments, offset: callee.offset)
        }
        if let member = callee.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            // `.constant(x)` and `Binding.constant(x)`: a binding that ignores writes.
            if name.names(.constant), arguments.count == 1,
               member.base == nil || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text.names(.binding) == true {
                return lowerArgumentValue(arguments[0], expected: expected)
            }
            guard let baseSyntax = member.base else {
                return expressions.resolveImplicitMember(name, arguments: arguments, expected: expected, offset: member.offset)
            }
            if let type = expressions.typeReference(baseSyntax) {
                if name.names(.initializer) { return lowerTypeCall(type, arguments: arguments, offset: member.declName.offset) }
                // `Catalog.Aisle(number: 2)`: an initializer of a type nested in another.
                if let nested = typeResolver.nestedType(name, in: type) { return lowerTypeCall(nested, arguments: arguments, offset: member.declName.offset) }
                if let search = expressions.lowerSearchUnavailable(baseSyntax, name: name, arguments: arguments, offset: member.declName.offset) { return search }
                return expressions.lowerStaticMember(of: type, name: name, arguments: arguments, offset: member.declName.offset)
            }
            return lowerMethodCall(baseSyntax, name: name, arguments: arguments, offset: member.period.offset)
        }
        let closure = expressions.lowerExpression(callee)
        let lowered = arguments.map { ArgumentIR(label: $0.label, value: lowerArgumentValue($0, expected: .unknown).expr, offset: $0.offset) }
        return Lowered(expr: .closureCall(closure.expr, arguments: lowered, offset: callee.offset), type: .unknown)
    }

    /// The type `[T]` or `[K: V]` written as an expression, as in `[T]()`.
    func collectionTypeReference(_ syntax: ExprSyntax) -> StaticType? {
        if let array = syntax.as(ArrayExprSyntax.self), array.elements.count == 1, let element = array.elements.first {
            guard let elementType = expressions.typeReference(element.expression) ?? collectionTypeReference(element.expression) else { return nil }
            return .array(elementType)
        }
        if let dictionary = syntax.as(DictionaryExprSyntax.self), case .elements(let elements) = dictionary.content,
           elements.count == 1, let element = elements.first {
            guard let key = expressions.typeReference(element.key) ?? collectionTypeReference(element.key),
                  let value = expressions.typeReference(element.value) ?? collectionTypeReference(element.value) else { return nil }
            return .dictionary(key, value)
        }
        return nil
    }

    private func lowerNamedCall(_ name: String, offset: Int, arguments: [CallArgument], expected: StaticType) -> Lowered {
        if let (depth, local) = bodyScope.lookupLocal(name) {
            var parameterTypes: [StaticType] = []
            var result = StaticType.unknown
            if case .function(let parameters, let resultType) = local.type { parameterTypes = parameters; result = resultType }
            let lowered = arguments.enumerated().map { index, argument in
                ArgumentIR(label: argument.label, value: lowerArgumentValue(argument, expected: index < parameterTypes.count ? parameterTypes[index] : .unknown).expr, offset: argument.offset)
            }
            return Lowered(expr: .closureCall(.local(depth: depth, index: local.index), arguments: lowered, offset: offset), type: result)
        }
        if let type = bodyScope.selfType {
            if let methods = type.methods[name], let method = pickFunction(methods, arguments: arguments) {
                guard let aligned = alignArguments(arguments, to: method.parameters, calleeName: name, offset: offset) else { return Lowered(expr: .invalid, type: method.resultType) }
                if method.isStatic { return Lowered(expr: .functionCall(method, arguments: aligned, offset: offset), type: method.resultType) }
                if method.isMutating, let (depth, local) = bodyScope.lookupLocal("self") {
                    if !local.isLet || bodyScope.scope?.function.isMutating == true {
                        let target = LValue(root: .local(depth: depth, index: local.index), components: [], offset: offset)
                        return Lowered(expr: .mutatingMethodCall(target: target, method: method, arguments: aligned, offset: offset), type: method.resultType)
                    }
                    report.error(offset, "interpreter.immutableSelf", "cannot use mutating member on immutable value: 'self' is immutable")
                    return Lowered(expr: .invalid, type: .unknown)
                }
                return Lowered(expr: .methodCall(base: bodyScope.selfExpression, method: method, arguments: aligned, offset: offset), type: method.resultType)
            }
            if let index = type.fieldIndex(name), case .function(let parameters, let result) = type.storedProperties[index].type {
                let field = Expr.field(base: bodyScope.selfExpression, index: index, wrapper: .none, name: name, offset: offset)
                let lowered = arguments.enumerated().map { i, argument in
                    ArgumentIR(label: argument.label, value: lowerArgumentValue(argument, expected: i < parameters.count ? parameters[i] : .unknown).expr, offset: argument.offset)
                }
                return Lowered(expr: .closureCall(field, arguments: lowered, offset: offset), type: result)
            }
        }
        if let functions = symbols.globalFunctions[name], let function = pickFunction(functions, arguments: arguments) {
            guard let aligned = alignArguments(arguments, to: function.parameters, calleeName: name, offset: offset) else { return Lowered(expr: .invalid, type: function.resultType) }
            return Lowered(expr: .functionCall(function, arguments: aligned, offset: offset), type: function.resultType)
        }
        if symbols.types[name] == nil, let builtin = BuiltinFunction(name: name, arguments: arguments) {
            return lowerBuiltinFunction(builtin, name: name, arguments: arguments, offset: offset, expected: expected)
        }
        if catalog.isView(name) {
            return lowerViewCall(name, offset: offset, arguments: arguments)
        }
        if let first = name.first, first.isUppercase {
            let type = typeResolver.resolveTypeName(name, arguments: [], offset: offset)
            return lowerTypeCall(type, arguments: arguments, offset: offset)
        }
        // `navigationTitle(title)` in a method of `extension View` (or of a view): a modifier
        // of the view the method is called on, `self` left implicit.
        if let (_, local) = bodyScope.lookupLocal("self"), local.type == .view || bodyScope.selfType?.isView == true,
           name.names(.modifier) || symbols.viewExtensionMethods[name] != nil || catalog.isModifier(name) {
            return lowerModifier(Lowered(expr: bodyScope.selfExpression, type: .view), name: name, arguments: arguments, offset: offset - 1)
        }
        // `dismiss()` through `@Environment(\.dismiss)`: the wrapper's report covers the call.
        // A function, or a property holding one, that no one declares: an undeclared helper.
        if let type = bodyScope.selfType, let index = type.fieldIndex(name) {
            let property = type.storedProperties[index]
            for argument in arguments { _ = lowerArgumentValue(argument, expected: .unknown) }
            if case .undeclared = property.type { return expressions.lowerName(name, offset: offset) }
            if !report.suppressedNames.contains(name) {
                report.error(offset, "interpreter.notCallable", "cannot call value of non-function type '\(property.type.name)'")
            }
            return Lowered(expr: .invalid, type: .unknown)
        }
        let callee = expressions.unknownName(name, at: offset)
        for argument in arguments { _ = lowerArgumentValue(argument, expected: .unknown) }
        if case .undeclared = callee.type { return callee }
        return Lowered(expr: .invalid, type: .unknown)
    }

    private func lowerBuiltinFunction(_ builtin: BuiltinFunction, name: String, arguments: [CallArgument], offset: Int, expected: StaticType) -> Lowered {
        switch builtin {
        case .task:
            let operation = lowerArgumentValue(arguments[0], expected: .unknown)
            return Lowered(expr: .closureCall(operation.expr, arguments: [], offset: offset), type: .void)
        case .stateInitializer:
            return lowerArgumentValue(arguments[0], expected: expected)
        case .runsBody:
            let call = resolveSwiftUICall(catalog.globals(named: name), name: name, arguments: arguments, offset: offset)
            for (index, argument) in arguments.dropLast().enumerated() {
                _ = lowerArgumentValue(argument, expected: contextualType(call.contexts(ofArgument: index), fallback: .swiftUI("SwiftUI")))
            }
            let body = lowerArgumentValue(arguments[arguments.count - 1], expected: .unknown)
            return Lowered(expr: .closureCall(body.expr, arguments: [], offset: offset), type: .unknown)
        case .print, .min, .max:
            let lowered = arguments.map { ArgumentIR(label: $0.label, value: lowerArgumentValue($0, expected: .unknown).expr, offset: $0.offset) }
            return Lowered(expr: .builtinStatic(type: "Swift", name: name, arguments: lowered, offset: offset), type: builtin == .print ? .void : .int)
        case .abs:
            let argument = lowerArgumentValue(arguments[0], expected: expected.isKnown ? expected : .unknown)
            return Lowered(expr: .builtinStatic(type: "Swift", name: name, arguments: [ArgumentIR(label: nil, value: argument.expr, offset: arguments[0].offset)], offset: offset),
                           type: argument.type)
        }
    }

    /// A SwiftUI type that is no view called like an initializer (`GridItem(.flexible())`,
    /// `Color(.orange)`): checked against the catalog, its value inert and drawn as written.
    private func lowerSwiftUIInit(_ typeName: String, type: StaticType, arguments: [CallArgument], offset: Int) -> Lowered {
        let call = resolveSwiftUICall(catalog.initializers(of: typeName), name: typeName, arguments: arguments, offset: offset)
        let lowered = arguments.enumerated().map { index, argument in
            ArgumentIR(label: argument.label, value: lowerArgumentValue(
                argument, expected: contextualType(call.contexts(ofArgument: index), fallback: .swiftUI("SwiftUI")),
                isBuilder: call.closureBuildsViews(argument: index) ?? true).expr, offset: argument.offset)
        }
        return Lowered(expr: .opaqueInit(type: typeName, arguments: lowered, isView: true, offset: offset), type: type)
    }

    /// Initializer calls on a type: declared, built in, or opaque.
    func lowerTypeCall(_ type: StaticType, arguments: [CallArgument], offset: Int) -> Lowered {
        switch type {
        case .declared(let name):
            guard let declaration = symbols.types[name] else { break }
            return lowerStructInit(declaration, arguments: arguments, offset: offset)
        case .navigationPath, .array, .set, .string, .int, .double, .bool, .dictionary:
            let typeName: String
            switch type {
            case .navigationPath: typeName = "NavigationPath"
            case .array: typeName = "Array"
            case .set: typeName = "Set"
            case .dictionary: typeName = "Dictionary"
            case .int, .double, .bool, .string, .color, .void, .optional, .range, .declared, .opaque, .view, .function, .metatype, .swiftUI,
                 .contextual, .undeclared, .generic, .unknown:
                typeName = type.name
            }
            var lowered: [ArgumentIR] = []
            var resultType = type
            // `Dictionary(grouping: plants) { $0.room }`: the closure takes an element.
            var groupedElement: StaticType?
            for argument in arguments {
                let value = lowerArgumentValue(argument, expected: .unknown, closureParameters: groupedElement.map { [$0] })
                lowered.append(ArgumentIR(label: argument.label, value: value.expr, offset: argument.offset))
                // `Array(repeating: x, count: n)` holds `x`s; `Array(xs)` the elements of `xs`.
                if case .array(.unknown) = type, argument.label == "repeating" { resultType = .array(value.type); continue }
                if case .array(.unknown) = type, argument.label != "count" { resultType = .array(value.type.elementType) }
                if case .set(.unknown) = type { resultType = .set(value.type.elementType) }
                if case .dictionary = type, argument.label == "grouping" {
                    groupedElement = value.type.elementType
                    if case .dictionary(.unknown, .unknown) = type { resultType = .dictionary(.unknown, .array(value.type.elementType)) }
                }
            }
            if case .int = type, !arguments.isEmpty { resultType = .optional(.int) }
            if case .double = type, !arguments.isEmpty, arguments.first.map({ lowerArgumentTypeIsString($0) }) == true { resultType = .optional(.double) }
            return Lowered(expr: .builtinStatic(type: typeName, name: "init", arguments: lowered, offset: offset), type: resultType)
        case .color:
            return lowerSwiftUIInit("Color", type: .color, arguments: arguments, offset: offset)
        case .swiftUI(let typeName) where typeName != "SwiftUI":
            return lowerSwiftUIInit(typeName, type: type, arguments: arguments, offset: offset)
        case .view:
            break
        case .opaque("URL") where arguments.count == 1 && arguments[0].label == "string":
            // `URL(string: "myapp://trails/3")`: nil when the text is no URL, as Foundation says.
            let text = lowerArgumentValue(arguments[0], expected: .string)
            return Lowered(
                expr: .builtinStatic(type: "URL", name: "init", arguments: [ArgumentIR(label: "string", value: text.expr, offset: arguments[0].offset)], offset: offset),
                type: .optional(type))
        case .opaque(let name) where name.names(.uuid) && arguments.isEmpty:
            report.noteFixedSeed("UUID()", at: offset)
            return Lowered(expr: .builtinStatic(type: "UUID", name: "init", arguments: [], offset: offset), type: type)
        case .opaque(let name):
            // A SwiftUI type's implicit members (`GridItem(.flexible())`) are its constants; a custom one's have no base.
            let expected: StaticType = catalog.isKnownType(name) ? .swiftUI("SwiftUI") : .generic
            let lowered = arguments.map { argument in
                let value = lowerArgumentValue(argument, expected: expected, isBuilder: true)
                return ArgumentIR(label: argument.label, value: value.expr, offset: argument.offset, type: value.type.modelValueType)
            }
            return Lowered(expr: .opaqueInit(type: name, arguments: lowered, isView: true, offset: offset), type: .opaque(name))
        // `SwiftUI` itself (a SwiftUI type lowering cannot tell) has no initializer to call.
        case .void, .optional, .range, .function, .metatype, .swiftUI, .contextual, .undeclared, .generic, .unknown:
            break
        }
        report.error(offset, "interpreter.notCallable", "cannot call type '\(type.name)'")
        return Lowered(expr: .invalid, type: .unknown)
    }

    private func lowerArgumentTypeIsString(_ argument: CallArgument) -> Bool {
        argument.expression.is(StringLiteralExprSyntax.self)
    }

    func lowerStructInit(_ declaration: TypeDeclaration, arguments: [CallArgument], offset: Int) -> Lowered {
        bodyScope.noteTypeReference(declaration.name)
        let type = StaticType.declared(declaration.name)
        if declaration.kind == .enumType {
            if arguments.count == 1, arguments[0].label == "rawValue", declaration.rawType != nil {
                let value = lowerArgumentValue(arguments[0], expected: declaration.rawType ?? .unknown)
                return Lowered(expr: .builtinStatic(type: "enum:" + declaration.name, name: "init(rawValue:)", arguments: [ArgumentIR(label: "rawValue", value: value.expr, offset: arguments[0].offset)], offset: offset), type: .optional(type))
            }
            report.error(offset, "interpreter.noInit", "'\(declaration.name)' cannot be constructed because it has no accessible initializers")
            return Lowered(expr: .invalid, type: type)
        }
        if !declaration.initializers.isEmpty {
            let initializer = pickFunction(declaration.initializers, arguments: arguments) ?? declaration.initializers[0]
            guard let aligned = alignArguments(arguments, to: initializer.parameters, calleeName: declaration.name, offset: offset) else { return Lowered(expr: .invalid, type: type) }
            return Lowered(expr: .structInit(declaration, initializer: initializer, arguments: aligned, offset: offset), type: type)
        }
        // A class has no memberwise initializer: `Router()` with every property's initial value.
        let memberwise = declaration.kind == .classType ? [] : declaration.storedProperties.filter { !($0.isLet && $0.hasInitialValue) }
        let parameters = memberwise.map { property in
            ParameterIR(label: property.name, name: property.name, type: property.type,
                        defaultValue: property.hasInitialValue || property.wrapper == .state || property.wrapper.isEnvironment || isOptional(property.type) ? .literal(.void) : nil,
                        isViewBuilder: property.isViewBuilderClosure)
        }
        guard let aligned = alignArguments(arguments, to: parameters, calleeName: declaration.name, offset: offset) else { return Lowered(expr: .invalid, type: type) }
        return Lowered(expr: .structInit(declaration, initializer: nil, arguments: aligned, offset: offset), type: type)
    }

    private func isOptional(_ type: StaticType) -> Bool {
        if case .optional = type { return true }
        return false
    }

    /// The overload whose labels fit the call; the first one when none does (its mismatch is then reported).
    func pickFunction(_ functions: [FunctionIR], arguments: [CallArgument]) -> FunctionIR? {
        functions.first { function in
            let saved = report.problems.count
            defer { report.problems.removeSubrange(saved...) }
            return matchLabels(arguments, to: function.parameters) == nil
        } ?? functions.first
    }

    /// Swift's label matching, forward scan for trailing closures; returns a message when it fails.
    private func matchLabels(_ arguments: [CallArgument], to parameters: [ParameterIR]) -> String? {
        var index = 0
        for parameter in parameters {
            if index < arguments.count, labelFits(arguments[index], parameter) {
                index += 1
                continue
            }
            if parameter.defaultValue != nil { continue }
            if index < arguments.count, !arguments[index].isTrailingClosure, let label = arguments[index].label ?? Optional("_") {
                if parameter.label != nil || label != "_" {
                    return "incorrect argument label in call (have '\(label):', expected '\(parameter.label ?? "_"):')"
                }
            }
            return "missing argument for parameter \(parameter.label.map { "'\($0)'" } ?? "#\(parameters.firstIndex { $0.name == parameter.name }.map { $0 + 1 } ?? 1)") in call"
        }
        if index < arguments.count {
            return arguments[index].label.map { "extra argument '\($0)' in call" } ?? "extra argument in call"
        }
        return nil
    }

    private func labelFits(_ argument: CallArgument, _ parameter: ParameterIR) -> Bool {
        if argument.label == parameter.label { return true }
        if argument.isTrailingClosure, argument.label == nil, case .function = parameter.type { return true }
        return false
    }

    /// Arguments in parameter order, defaults filled in; mismatched labels are reported.
    func alignArguments(_ arguments: [CallArgument], to parameters: [ParameterIR], calleeName: String, offset: Int) -> [ArgumentIR]? {
        if let problem = matchLabels(arguments, to: parameters) {
            report.error(offset, "interpreter.arguments", problem)
            for argument in arguments { _ = lowerArgumentValue(argument, expected: .unknown) }
            return nil
        }
        var aligned: [ArgumentIR] = []
        var index = 0
        for parameter in parameters {
            if index < arguments.count, labelFits(arguments[index], parameter) {
                let argument = arguments[index]
                let value = lowerArgumentValue(argument, expected: parameter.type, isBuilder: parameter.isViewBuilder || argument.isTrailingClosure && parameter.type.returnsView)
                typeResolver.checkConvertible(value.type, to: parameter.type, at: argument.offset, .argument)
                aligned.append(ArgumentIR(label: parameter.name, value: value.expr, offset: argument.offset))
                index += 1
            } else {
                aligned.append(ArgumentIR(label: parameter.name, value: parameter.defaultValue ?? .invalid, offset: offset))
            }
        }
        return aligned
    }
}

extension StaticType {
    var returnsView: Bool {
        if case .function(_, let result) = self { return result == .view || result == .generic }
        return false
    }
}
