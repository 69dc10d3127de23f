import SwiftSyntax

/// Lowers expressions: literals, names, members, operators and assignment targets. Calls
/// are ``CallLowerer``'s.
final class ExpressionLowerer: LowererPart {
    unowned let lowerer: Lowerer
    /// Expressions being lowered inside each other: lowering recurses once per level,
    /// and so does evaluating the result.
    var nesting = 0
    static let maximumNesting = 1_000

    init(lowerer: Lowerer) {
        self.lowerer = lowerer
    }

    /// Lowers an expression, one level of ``maximumNesting`` deeper.
    func lowerExpression(_ syntax: ExprSyntax, expected: StaticType = .unknown) -> Lowered {
        guard nesting < Self.maximumNesting else {
            if !report.reportedTooDeep {
                report.reportedTooDeep = true
                report.error(syntax.offset, "interpreter.tooDeep", "expression nested too deeply (more than \(Self.maximumNesting) levels)")
            }
            return Lowered(expr: .invalid, type: .unknown)
        }
        nesting += 1
        defer { nesting -= 1 }
        return lowerExpressionNode(syntax, expected: expected)
    }

    private func lowerExpressionNode(_ syntax: ExprSyntax, expected: StaticType) -> Lowered {
        switch syntax.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr(let literal):
            let text = literal.literal.text.filter { $0 != "_" }
            let radix = text.hasPrefix("0x") ? 16 : text.hasPrefix("0o") ? 8 : text.hasPrefix("0b") ? 2 : 10
            let value: Int? = radix == 10 ? Int(text) : Int(text.dropFirst(2), radix: radix)
            guard let value else {
                report.error(literal.offset, "interpreter.literalOverflow", "integer literal '\(text)' overflows when stored into 'Int'")
                return Lowered(expr: .invalid, type: .int)
            }
            if expected.unwrapped == .double { return Lowered(expr: .literal(.double(Double(value))), type: .double) }
            return Lowered(expr: .literal(.int(value)), type: .int)
        case .floatLiteralExpr(let literal):
            return Lowered(expr: .literal(.double(Double(literal.literal.text.filter { $0 != "_" }) ?? 0)), type: .double)
        case .booleanLiteralExpr(let literal):
            return Lowered(expr: .literal(.bool(literal.literal.tokenKind == .keyword(.true))), type: .bool)
        case .nilLiteralExpr:
            return Lowered(expr: .literal(.none), type: expected.isKnown ? expected : .optional(.unknown))
        case .stringLiteralExpr(let literal):
            return lowerStringLiteral(literal)
        case .declReferenceExpr(let reference):
            return lowerName(reference.baseName.text, offset: reference.offset)
        case .memberAccessExpr(let member):
            return chainBoundary(syntax, lowerMemberAccess(member, expected: expected))
        case .functionCallExpr(let call):
            return chainBoundary(syntax, calls.lowerCall(call, expected: expected))
        case .subscriptCallExpr(let subscriptCall):
            let base = lowerExpression(subscriptCall.calledExpression)
            if case .undeclared = base.type {
                for argument in subscriptCall.arguments { _ = lowerExpression(argument.expression) }
                return base
            }
            guard let index = subscriptCall.arguments.first else {
                report.unsupported(subscriptCall, "subscript without an index")
                return Lowered(expr: .invalid, type: .unknown)
            }
            let indexValue = lowerExpression(index.expression, expected: base.type.unwrapped.dictionaryKey ?? .int)
            let elementType: StaticType
            if case .dictionary(_, let value) = base.type.unwrapped { elementType = .optional(value) } else { elementType = base.type.unwrapped.elementType }
            let get = Expr.subscriptGet(base: base.expr, index: indexValue.expr, offset: subscriptCall.leftSquare.offset)
            // `counts[key, default: 0]`: never nil.
            if let defaultArgument = subscriptCall.arguments.dropFirst().first, defaultArgument.label?.text == "default" {
                let valueType = elementType.unwrapped
                let defaultValue = lowerExpression(defaultArgument.expression, expected: valueType)
                return chainBoundary(syntax, Lowered(expr: .nilCoalescing(get, defaultValue.expr), type: valueType.isKnown ? valueType : defaultValue.type))
            }
            return chainBoundary(syntax, Lowered(expr: get, type: elementType))
        case .optionalChainingExpr(let chained):
            let inner = lowerExpression(chained.expression)
            return Lowered(expr: .optionalChain(inner.expr), type: inner.type.unwrapped)
        case .forceUnwrapExpr(let unwrap):
            let inner = lowerExpression(unwrap.expression, expected: .optional(expected))
            return Lowered(expr: .forceUnwrap(inner.expr, offset: unwrap.exclamationMark.offset), type: inner.type.unwrapped)
        case .infixOperatorExpr(let infix):
            return lowerInfix(infix, expected: expected)
        case .prefixOperatorExpr(let prefix):
            let operatorText = prefix.operator.text
            if operatorText == "!" {
                return Lowered(expr: .not(lowerExpression(prefix.expression, expected: .bool).expr), type: .bool)
            }
            if operatorText == "-" {
                if let literal = prefix.expression.as(IntegerLiteralExprSyntax.self), let value = Int("-" + literal.literal.text.filter { $0 != "_" }) {
                    if expected.unwrapped == .double { return Lowered(expr: .literal(.double(Double(value))), type: .double) }
                    return Lowered(expr: .literal(.int(value)), type: .int)
                }
                let inner = lowerExpression(prefix.expression, expected: expected)
                return Lowered(expr: .negate(inner.expr, offset: prefix.offset), type: inner.type)
            }
            report.unsupported(prefix, "prefix operator '\(operatorText)'")
            return Lowered(expr: .invalid, type: .unknown)
        case .ternaryExpr(let ternary):
            let condition = lowerExpression(ternary.condition, expected: .bool)
            let thenValue = lowerExpression(ternary.thenExpression, expected: expected)
            let elseValue = lowerExpression(ternary.elseExpression, expected: thenValue.type.isKnown ? thenValue.type : expected)
            return Lowered(expr: .ternary(condition.expr, thenValue.expr, elseValue.expr), type: thenValue.type.isKnown ? thenValue.type : elseValue.type)
        case .arrayExpr(let array):
            let target = expected.unwrapped
            var elementExpected = target.elementType
            let asSet: Bool
            if case .set = target { asSet = true } else { asSet = false }
            var elements: [Expr] = []
            for element in array.elements {
                let lowered = lowerExpression(element.expression, expected: elementExpected)
                if !elementExpected.isKnown, lowered.type.isKnown { elementExpected = lowered.type }
                elements.append(lowered.expr)
            }
            let type: StaticType = asSet ? .set(elementExpected) : .array(elementExpected)
            return Lowered(expr: .arrayLiteral(elements, asSet: asSet), type: type)
        case .dictionaryExpr(let dictionary):
            var keyType = StaticType.unknown, valueType = StaticType.unknown
            if case .dictionary(let key, let value) = expected.unwrapped { keyType = key; valueType = value }
            var pairs: [(Expr, Expr)] = []
            if case .elements(let elements) = dictionary.content {
                for element in elements {
                    let key = lowerExpression(element.key, expected: keyType)
                    let value = lowerExpression(element.value, expected: valueType)
                    if !keyType.isKnown { keyType = key.type }
                    if !valueType.isKnown { valueType = value.type }
                    pairs.append((key.expr, value.expr))
                }
            }
            return Lowered(expr: .dictionaryLiteral(pairs), type: .dictionary(keyType, valueType))
        case .closureExpr(let closure):
            var parameterTypes: [StaticType] = []
            var result = StaticType.unknown
            if case .function(let parameters, let resultType) = expected { parameterTypes = parameters; result = resultType }
            return calls.lowerClosure(closure, parameterTypes: parameterTypes, isBuilder: false, resultType: result)
        case .tupleExpr(let tuple):
            if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                return lowerExpression(only.expression, expected: expected)
            }
            report.unsupported(tuple, tuple.elements.isEmpty ? "empty tuple" : "tuple")
            return Lowered(expr: .invalid, type: .unknown)
        case .keyPathExpr(let keyPath):
            var names: [String] = []
            for component in keyPath.components {
                if case .property(let property) = component.component {
                    let name = property.declName.baseName.text
                    if !name.names(.selfValue) { names.append(name) }
                } else {
                    report.unsupported(component, "key path component")
                }
            }
            return Lowered(expr: .keyPath(names), type: .unknown)
        case .ifExpr(let ifExpr):
            guard case .ifStatement(let conditions, let thenBody, let elseBody) = statements.lowerIf(ifExpr) else {
                return Lowered(expr: .invalid, type: .unknown)
            }
            return Lowered(expr: .ifExpression(conditions, then: thenBody, else: elseBody), type: expected)
        case .switchExpr(let switchExpr):
            let (subject, cases) = statements.lowerSwitch(switchExpr)
            return Lowered(expr: .switchExpression(subject, cases), type: expected)
        case .asExpr(let asExpr):
            let target = typeResolver.resolveType(asExpr.type)
            if asExpr.questionOrExclamationMark != nil {
                report.unsupported(asExpr, "'as?' and 'as!' casts")
                return Lowered(expr: .invalid, type: target)
            }
            return Lowered(expr: lowerExpression(asExpr.expression, expected: target).expr, type: target)
        case .isExpr(let isExpr):
            report.unsupported(isExpr, "'is' type check")
        case .tryExpr(let tryExpr):
            // `try` and `try!` pass the value on (an error unwinds, or is a fault at the top);
            // `try?` turns an error into `nil`.
            let inner = lowerExpression(tryExpr.expression, expected: expected)
            if tryExpr.questionOrExclamationMark?.tokenKind == .postfixQuestionMark {
                if case .optional = inner.type { return Lowered(expr: .tryOptional(inner.expr), type: inner.type) }
                return Lowered(expr: .tryOptional(inner.expr), type: .optional(inner.type))
            }
            return inner
        case .awaitExpr(let awaitExpr):
            // Examples run synchronously and deterministically: an `await` is a plain call.
            return lowerExpression(awaitExpr.expression, expected: expected)
        case .macroExpansionExpr(let macro):
            report.unsupported(macro, "macro '#\(macro.macroName.text)'")
        case .typeExpr(let typeExpr):
            return Lowered(expr: .metatype(typeResolver.resolveType(typeExpr.type)), type: .metatype(typeResolver.resolveType(typeExpr.type)))
        case .genericSpecializationExpr(let generic):
            report.unsupported(generic, "generic type used as a value")
        case .sequenceExpr(let sequence):
            report.unsupported(sequence, "operator sequence")
        case .discardAssignmentExpr(let discard):
            report.unsupported(discard, "'_' outside an assignment")
        default:
            report.unsupported(syntax, "expression")
        }
        return Lowered(expr: .invalid, type: .unknown)
    }

    /// Wraps the outermost expression of a postfix chain containing `?`, where a `nil` ends up.
    private func chainBoundary(_ syntax: ExprSyntax, _ lowered: Lowered) -> Lowered {
        guard containsOptionalChain(syntax), !isChainContinuation(syntax) else { return lowered }
        return Lowered(expr: .chainBoundary(lowered.expr), type: .optional(lowered.type.unwrapped))
    }

    private func containsOptionalChain(_ syntax: ExprSyntax) -> Bool {
        var current: ExprSyntax? = syntax
        while let node = current {
            if node.is(OptionalChainingExprSyntax.self) { return true }
            if let member = node.as(MemberAccessExprSyntax.self) { current = member.base }
            else if let call = node.as(FunctionCallExprSyntax.self) { current = call.calledExpression }
            else if let sub = node.as(SubscriptCallExprSyntax.self) { current = sub.calledExpression }
            else if let unwrap = node.as(ForceUnwrapExprSyntax.self) { current = unwrap.expression }
            else { return false }
        }
        return false
    }

    private func isChainContinuation(_ syntax: ExprSyntax) -> Bool {
        guard let parent = syntax.parent else { return false }
        if let member = parent.as(MemberAccessExprSyntax.self) { return member.base?.id == syntax.id }
        if let call = parent.as(FunctionCallExprSyntax.self) { return call.calledExpression.id == syntax.id }
        if let sub = parent.as(SubscriptCallExprSyntax.self) { return sub.calledExpression.id == syntax.id }
        if parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) { return true }
        return false
    }

    private func lowerStringLiteral(_ literal: StringLiteralExprSyntax) -> Lowered {
        var parts: [InterpolationPart] = []
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let text):
                parts.append(InterpolationPart(text: Self.unescape(text.content.text), expression: nil))
            case .expressionSegment(let interpolation):
                if interpolation.expressions.count == 1, let only = interpolation.expressions.first, only.label == nil {
                    parts.append(InterpolationPart(text: nil, expression: lowerExpression(only.expression).expr))
                } else {
                    report.unsupported(interpolation, "interpolation with arguments")
                }
            }
        }
        if parts.allSatisfy({ $0.expression == nil }) {
            return Lowered(expr: .literal(.string(parts.compactMap(\.text).joined())), type: .string)
        }
        return Lowered(expr: .interpolation(parts), type: .string)
    }

    /// Swift's escapes in a string literal segment.
    static func unescape(_ raw: String) -> String {
        guard raw.contains("\\") else { return raw }
        var result = ""
        var iterator = raw.makeIterator()
        while let character = iterator.next() {
            guard character == "\\", let escaped = iterator.next() else {
                result.append(character)
                continue
            }
            switch escaped {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "0": result.append("\0")
            case "u":
                var hex = ""
                while let next = iterator.next(), next != "}" { if next != "{" { hex.append(next) } }
                if let scalar = UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init) { result.unicodeScalars.append(scalar) }
            default: result.append(escaped)
            }
        }
        return result
    }

    // MARK: Names

    func lowerName(_ name: String, offset: Int) -> Lowered {
        if name.names(.selfValue) {
            if let (depth, local) = bodyScope.lookupLocal("self") { return Lowered(expr: .local(depth: depth, index: local.index), type: local.type) }
            report.cannotFind("self", at: offset)
            return Lowered(expr: .invalid, type: .unknown)
        }
        if name.hasPrefix("$"), let first = name.dropFirst().first, !first.isNumber {
            let property = String(name.dropFirst())
            if let (depth, local) = bodyScope.lookupLocal(property), local.isBindable {
                return Lowered(expr: .referenceBinding(.local(depth: depth, index: local.index), name: property), type: local.type)
            }
            if let type = bodyScope.selfType, let index = type.fieldIndex(property), type.storedProperties[index].wrapper != .none {
                return Lowered(expr: .projection(base: bodyScope.selfExpression, index: index, offset: offset), type: type.storedProperties[index].type)
            }
            if report.suppressedNames.contains(property) { return Lowered(expr: .invalid, type: .unknown) }
            if let (_, local) = bodyScope.lookupLocal(property), case .undeclared = local.type { return lowerName(property, offset: offset + 1) }
            if let type = bodyScope.selfType, let index = type.fieldIndex(property), case .undeclared = type.storedProperties[index].type {
                return lowerName(property, offset: offset + 1)
            }
            // `$selection` of an undeclared `selection`: as unknown as it.
            if allowsUndeclaredHelpers, bodyScope.lookupLocal(property) == nil, bodyScope.selfType?.fieldIndex(property) == nil, symbols.globalIndex[property] == nil {
                return unknownName(property, at: offset + 1)
            }
            if bodyScope.lookupLocal(property) == nil, symbols.globalIndex[property] == nil, let (reference, type) = onScreenState(named: property) {
                return Lowered(expr: .viewState(reference, asBinding: true, offset: offset), type: type)
            }
            report.cannotFind(name, at: offset)
            return Lowered(expr: .invalid, type: .unknown)
        }
        if let (depth, local) = bodyScope.lookupLocal(name) {
            return Lowered(expr: .local(depth: depth, index: local.index), type: local.type)
        }
        if let type = bodyScope.selfType {
            if let index = type.fieldIndex(name) {
                let property = type.storedProperties[index]
                // A property holding an undeclared helper: what depends on it points at this use.
                if case .undeclared(let helper) = property.type {
                    return Lowered(expr: .literal(.undeclared(name: helper, offset: offset)), type: property.type)
                }
                let field = Expr.field(base: bodyScope.selfExpression, index: index, wrapper: property.wrapper, name: name, offset: offset)
                if type.viewBuilderContentProperties.contains(name) {
                    return Lowered(expr: .closureCall(field, arguments: [], offset: offset), type: .view)
                }
                return Lowered(expr: field, type: property.type)
            }
            if let getter = type.computedProperties[name] {
                return Lowered(expr: .computedProperty(base: bodyScope.selfExpression, getter: getter, offset: offset), type: getter.resultType)
            }
            if type.staticProperties[name] != nil {
                return Lowered(expr: .staticMember(type, name: name, offset: offset), type: type.staticPropertyTypes[name] ?? .unknown)
            }
            if name.names(.allCases), type.isCaseIterable {
                return Lowered(expr: .staticMember(type, name: name, offset: offset), type: .array(.declared(type.name)))
            }
            if name.names(.rawValue), let rawType = type.rawType, bodyScope.lookupLocal("self") != nil {
                return Lowered(expr: .member(base: bodyScope.selfExpression, name: name, offset: offset), type: rawType)
            }
        }
        if let index = symbols.globalIndex[name] {
            return Lowered(expr: .global(index, offset: offset), type: symbols.globals[index].type)
        }
        if let type = symbols.types[name] {
            bodyScope.noteTypeReference(name)
            return Lowered(expr: .metatype(.declared(type.name)), type: .metatype(.declared(type.name)))
        }
        if let (reference, type) = onScreenState(named: name) {
            return Lowered(expr: .viewState(reference, asBinding: false, offset: offset), type: type)
        }
        return unknownName(name, at: offset)
    }

    // MARK: Member access

    /// The type a syntax node names, when it is a type and not a value (`Color`, `Park`, `AnimalGroup.ID`).
    func typeReference(_ syntax: ExprSyntax) -> StaticType? {
        if let reference = syntax.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            guard let first = name.first, first.isUppercase, bodyScope.lookupLocal(name) == nil, symbols.globalIndex[name] == nil else { return nil }
            if bodyScope.selfType?.fieldIndex(name) != nil { return nil }
            return typeResolver.resolveTypeName(name, arguments: [], offset: reference.offset)
        }
        if let generic = syntax.as(GenericSpecializationExprSyntax.self), let base = generic.expression.as(DeclReferenceExprSyntax.self) {
            let arguments = generic.genericArgumentClause.arguments.map { argument -> StaticType in
                if case .type(let type) = argument.argument { return typeResolver.resolveType(type) }
                return .unknown
            }
            return typeResolver.resolveTypeName(base.baseName.text, arguments: arguments, offset: base.offset)
        }
        if let member = syntax.as(MemberAccessExprSyntax.self), let base = member.base, let baseType = typeReference(base) {
            if case .declared(let name) = baseType, member.declName.baseName.text.names(.identifier), let type = symbols.types[name], let id = type.storedProperties.first(where: { $0.name.names(.id) }) {
                return id.type
            }
            guard member.declName.baseName.text.first?.isUppercase == true else { return nil }
            if let nested = typeResolver.nestedType(member.declName.baseName.text, in: baseType) { return nested }
            // `Text.DateStyle`, `Edge.Set`: a nested SwiftUI type.
            let qualified = base.trimmedDescription + "." + member.declName.baseName.text
            if catalog.isKnownType(qualified) { return catalog.isView(qualified) ? .view : .swiftUI(qualified) }
            return .opaque("\(baseType.name).\(member.declName.baseName.text)")
        }
        if let array = syntax.as(ArrayExprSyntax.self), array.elements.count == 1, let element = array.elements.first, let elementType = typeReference(element.expression) {
            return .array(elementType)
        }
        if let typeExpr = syntax.as(TypeExprSyntax.self) { return typeResolver.resolveType(typeExpr.type) }
        return nil
    }

    private func lowerMemberAccess(_ member: MemberAccessExprSyntax, expected: StaticType) -> Lowered {
        let name = member.declName.baseName.text
        let offset = member.declName.offset
        guard let baseSyntax = member.base else {
            return resolveImplicitMember(name, arguments: nil, expected: expected, offset: member.offset)
        }
        if name.names(.selfValue), let reference = baseSyntax.as(DeclReferenceExprSyntax.self), let type = bodyScope.selfType,
           type.genericParameters.contains(reference.baseName.text), bodyScope.lookupLocal("self") != nil {
            return Lowered(expr: .genericMetatype(base: bodyScope.selfExpression, type: type, parameter: reference.baseName.text, offset: reference.offset),
                           type: .metatype(.generic))
        }
        if name.names(.selfValue), let type = typeReference(baseSyntax) {
            return Lowered(expr: .metatype(type), type: .metatype(type))
        }
        if let type = typeReference(baseSyntax) {
            if let search = lowerSearchUnavailable(baseSyntax, name: name, arguments: nil, offset: offset) { return search }
            return lowerStaticMember(of: type, name: name, arguments: nil, offset: offset)
        }
        let base = lowerExpression(baseSyntax)
        return lowerInstanceMember(base, name: name, offset: offset)
    }

    func lowerInstanceMember(_ base: Lowered, name: String, offset: Int) -> Lowered {
        if reportUnwrappedOptional(base, member: name, offset: offset) { return Lowered(expr: .invalid, type: .unknown) }
        switch base.type.unwrapped {
        case .undeclared:
            return base
        case .declared(let typeName):
            guard let type = symbols.types[typeName] else { break }
            if let index = type.fieldIndex(name) {
                let property = type.storedProperties[index]
                if case .undeclared(let helper) = property.type {
                    return Lowered(expr: .literal(.undeclared(name: helper, offset: offset)), type: property.type)
                }
                switch base.expr {
                case .projection, .bindingMember, .referenceBinding:
                    // `$router.path`: Swift's dynamic member lookup on a binding gives a binding.
                    return Lowered(expr: .bindingMember(base: base.expr, index: index, name: name, offset: offset), type: property.type)
                case .literal, .interpolation, .local, .global, .field, .computedProperty, .member, .methodCall, .mutatingMethodCall,
                     .builtinCall, .mutatingBuiltinCall, .unresolvedMethod, .functionCall, .closureCall, .structInit, .enumCase,
                     .staticMember, .builtinStatic, .viewCall, .modifier, .viewState, .opaqueInit, .implicitMember, .binary, .logicalAnd,
                     .logicalOr, .not, .negate, .ternary, .nilCoalescing, .range, .arrayLiteral, .dictionaryLiteral, .closure,
                     .subscriptGet, .forceUnwrap, .optionalChain, .chainBoundary, .metatype, .genericMetatype, .keyPath, .assignment,
                     .compoundAssignment, .ifExpression, .switchExpression, .tryOptional, .invalid:
                    break
                }
                let field = Expr.field(base: base.expr, index: index, wrapper: property.wrapper, name: name, offset: offset)
                if type.viewBuilderContentProperties.contains(name) {
                    return Lowered(expr: .closureCall(field, arguments: [], offset: offset), type: .view)
                }
                return Lowered(expr: field, type: property.type)
            }
            if let getter = type.computedProperties[name], !getter.isStatic {
                return Lowered(expr: .computedProperty(base: base.expr, getter: getter, offset: offset), type: getter.resultType)
            }
            if name.names(.rawValue), let rawType = type.rawType {
                return Lowered(expr: .member(base: base.expr, name: name, offset: offset), type: rawType)
            }
            if name.names(.hashValue) || (name.names(.description) && type.kind == .enumType) {
                return Lowered(expr: .member(base: base.expr, name: name, offset: offset), type: name.names(.hashValue) ? .int : .string)
            }
            report.error(offset, "interpreter.noMember", "value of type '\(typeName)' has no member '\(name)'")
            return Lowered(expr: .invalid, type: .unknown)
        case .opaque("URL"):
            // A deep link's parts (N54): `url.host`, `url.pathComponents`.
            if let type = Self.urlMemberTypes[name] { return Lowered(expr: .member(base: base.expr, name: name, offset: offset), type: type) }
            reportOpaqueMember("URL", name, offset)
            return Lowered(expr: .invalid, type: .unknown)
        case .opaque(let typeName):
            reportOpaqueMember(typeName, name, offset)
            return Lowered(expr: .invalid, type: .unknown)
        case .swiftUI(let typeName) where typeName != "SwiftUI":
            return calls.lowerSwiftUIInstanceMember(of: typeName, name: name, arguments: nil, offset: offset)
        case .int, .double, .bool, .string, .color, .navigationPath, .void, .array, .set, .dictionary, .optional, .range, .view, .function,
             .metatype, .swiftUI, .contextual, .generic, .unknown:
            break
        }
        return Lowered(expr: .member(base: base.expr, name: name, offset: offset), type: Self.builtinMemberType(base.type.unwrapped, name))
    }

    /// Swift refuses members of an optional that is not unwrapped (`selection.description` on `Color?`).
    func reportUnwrappedOptional(_ base: Lowered, member: String, offset: Int) -> Bool {
        guard case .optional(let wrapped) = base.type, wrapped.isKnown else { return false }
        if case .optionalChain = base.expr { return false }
        report.error(offset, "interpreter.optionalMember", "value of optional type '\(base.type.name)' must be unwrapped to refer to member '\(member)' of wrapped base type '\(wrapped.name)'")
        return true
    }

    /// The properties of Foundation's `URL` the interpreter gives (``Interpreter/urlMember(_:_:)``), with their types.
    static let urlMemberTypes: [String: StaticType] = [
        "absoluteString": .string, "path": .string, "lastPathComponent": .string, "pathComponents": .array(.string),
        "scheme": .optional(.string), "host": .optional(.string), "query": .optional(.string), "fragment": .optional(.string),
    ]

    func reportOpaqueMember(_ typeName: String, _ member: String, _ offset: Int) {
        report.error(offset, "interpreter.opaqueMember", Self.opaqueMemberMessage(typeName, member))
    }

    /// Advice that can help: declaring a SwiftUI type in a hidden block would shadow SwiftUI's.
    static func opaqueMemberMessage(_ typeName: String, _ member: String) -> String {
        let outer = String(typeName.prefix { $0 != "." })
        if SwiftUICatalog.shared.isKnownType(outer) { return "unsupported: '\(member)' of SwiftUI's '\(typeName)'" }
        return "'\(typeName)' is not declared in this example; declare it in a hidden block to use '\(member)'"
    }

    static func builtinMemberType(_ base: StaticType, _ name: String) -> StaticType {
        switch name {
        case "count": return .int
        case "isEmpty": return .bool
        case "first", "last": return .optional(base.elementType)
        case "description", "capitalized", "debugDescription": return .string
        case "codable": return .optional(.unknown)
        case "lowerBound", "upperBound": return .int
        case "keys": if case .dictionary(let key, _) = base { return .array(key) }; return .unknown
        case "values": if case .dictionary(_, let value) = base { return .array(value) }; return .unknown
        default: return .unknown
        }
    }

    /// `ContentUnavailableView.search` and `.search(text:)` (N59): the standard empty search, a
    /// content-unavailable view whose `search` argument is the text (empty for none).
    func lowerSearchUnavailable(_ baseSyntax: ExprSyntax, name: String, arguments: [CallArgument]?, offset: Int) -> Lowered? {
        guard name.names(.search), baseSyntax.as(DeclReferenceExprSyntax.self)?.baseName.text.names(.contentUnavailableView) == true,
              arguments.map({ $0.count == 1 && $0[0].label == "text" }) ?? true else { return nil }
        _ = availability.checkAvailability(catalog.staticMembers(of: "ContentUnavailableView", named: name), offset: offset)
        let text = arguments.map { calls.lowerArgumentValue($0[0], expected: .string).expr } ?? .literal(.string(""))
        let argument = ArgumentIR(label: "search", value: text, offset: arguments?.first?.offset ?? offset)
        return Lowered(expr: .viewCall(.container(.contentUnavailableView), arguments: [argument], offset: offset), type: .view)
    }

    func lowerStaticMember(of type: StaticType, name: String, arguments: [CallArgument]?, offset: Int) -> Lowered {
        switch type {
        case .color:
            if arguments == nil, catalog.colorNames.contains(name) {
                availability.checkAvailability(catalog.staticMembers(of: "Color", named: name), offset: offset)
                return Lowered(expr: .literal(.color(name)), type: .color)
            }
            return calls.lowerSwiftUIStaticMember(in: ["Color"], isOpen: false, name: name, arguments: arguments, offset: offset)
        case .int:
            if arguments == nil, name.names(.max) { return Lowered(expr: .literal(.int(Int.max)), type: .int) }
            if arguments == nil, name.names(.min) { return Lowered(expr: .literal(.int(Int.min)), type: .int) }
            if arguments == nil, name.names(.zero) { return Lowered(expr: .literal(.int(0)), type: .int) }
            if name.names(.random), let arguments, arguments.count == 1, arguments[0].label == "in" {
                report.noteFixedSeed("Int.random(in:)", at: offset)
                let range = calls.lowerArgumentValue(arguments[0], expected: .range(.int))
                return Lowered(expr: .builtinStatic(type: "Random", name: "Int", arguments: [ArgumentIR(label: "in", value: range.expr, offset: arguments[0].offset)], offset: offset), type: .int)
            }
        case .double:
            if arguments == nil, name.names(.pi) { return Lowered(expr: .literal(.double(Double.pi)), type: .double) }
            if arguments == nil, name.names(.zero) { return Lowered(expr: .literal(.double(0)), type: .double) }
        case .declared(let typeName):
            guard let declaration = symbols.types[typeName] else { break }
            if let enumCase = declaration.enumCase(name) {
                let lowered = calls.lowerCaseArguments(enumCase, arguments: arguments ?? [], offset: offset)
                return Lowered(expr: .enumCase(declaration, caseName: name, arguments: lowered, offset: offset), type: type)
            }
            if arguments == nil, name.names(.allCases), declaration.isCaseIterable {
                return Lowered(expr: .staticMember(declaration, name: name, offset: offset), type: .array(type))
            }
            if arguments == nil, report.namesViewState, declaration.isView, let index = declaration.fieldIndex(name),
               declaration.storedProperties[index].wrapper == .state {
                let reference = ViewStateReference(owners: [typeName], property: name, isQualified: true)
                return Lowered(expr: .viewState(reference, asBinding: false, offset: offset), type: declaration.storedProperties[index].type)
            }
            if arguments == nil, declaration.staticProperties[name] != nil {
                return Lowered(expr: .staticMember(declaration, name: name, offset: offset), type: declaration.staticPropertyTypes[name] ?? .unknown)
            }
            if arguments == nil, let getter = declaration.computedProperties[name], getter.isStatic {
                return Lowered(expr: .computedProperty(base: .metatype(type), getter: getter, offset: offset), type: getter.resultType)
            }
            if let functions = declaration.methods[name], let function = functions.first(where: \.isStatic), let arguments {
                guard let aligned = calls.alignArguments(arguments, to: function.parameters, calleeName: name, offset: offset) else { return Lowered(expr: .invalid, type: function.resultType) }
                return Lowered(expr: .functionCall(function, arguments: aligned, offset: offset), type: function.resultType)
            }
            if name.names(.initializer), let arguments {
                return calls.lowerStructInit(declaration, arguments: arguments, offset: offset)
            }
        case .opaque(let typeName):
            reportOpaqueMember(typeName, name, offset)
            return Lowered(expr: .invalid, type: .unknown)
        case .swiftUI(let typeName):
            // A SwiftUI type lowering cannot tell: its members are taken as constants.
            guard typeName != "SwiftUI", catalog.isKnownType(typeName) else {
                return Lowered(expr: .literal(.swiftUIConstant(type: typeName, name: name)), type: type)
            }
            return calls.lowerSwiftUIStaticMember(in: [typeName], isOpen: false, name: name, arguments: arguments, offset: offset)
        case .contextual(let typeNames, let isOpen):
            return calls.lowerSwiftUIStaticMember(in: typeNames, isOpen: isOpen, name: name, arguments: arguments, offset: offset)
        case .bool, .string, .navigationPath, .void, .array, .set, .dictionary, .optional, .range, .view, .function, .metatype, .undeclared,
             .generic, .unknown:
            break
        }
        report.error(offset, "interpreter.noMember", "type '\(type.name)' has no member '\(name)'")
        return Lowered(expr: .invalid, type: .unknown)
    }

    // MARK: Implicit members

    /// `.pink`, `.b(3)`: resolved against the type the context expects, as Swift does.
    func resolveImplicitMember(_ name: String, arguments: [CallArgument]?, expected: StaticType, offset: Int) -> Lowered {
        if case .optional(let wrapped) = expected {
            if name.names(.none), arguments == nil { return Lowered(expr: .literal(.none), type: expected) }
            if name.names(.some), let argument = arguments?.first {
                return calls.lowerArgumentValue(argument, expected: wrapped)
            }
        }
        let target = expected.unwrapped
        switch target {
        case .undeclared(let root):
            // Compared with an undeclared helper's value (`model.state == .ready`): as unknown as it.
            for argument in arguments ?? [] { _ = calls.lowerArgumentValue(argument, expected: .unknown) }
            return Lowered(expr: .literal(.undeclared(name: root, offset: offset)), type: target)
        case .color, .declared, .swiftUI, .contextual, .int, .double:
            let nameOffset = offset + 1
            return lowerStaticMember(of: target, name: name, arguments: arguments, offset: nameOffset)
        case .generic, .opaque, .view:
            var message = "cannot infer contextual base in reference to member '\(name)'"
            if let suggestion = uniqueTypeWithMember(name) { message += "; did you mean '\(suggestion).\(name)'?" }
            report.error(offset, "interpreter.implicitMemberWithoutBase", message)
            return Lowered(expr: .invalid, type: .unknown)
        case .bool, .string, .navigationPath, .void, .array, .set, .dictionary, .optional, .range, .function, .metatype, .unknown:
            if let suggestion = uniqueTypeWithMember(name) {
                let type: StaticType = suggestion == "Color" ? .color : symbols.types[suggestion] != nil ? .declared(suggestion) : .swiftUI(suggestion)
                return lowerStaticMember(of: type, name: name, arguments: arguments, offset: offset + 1)
            }
            let lowered = arguments?.map { ArgumentIR(label: $0.label, value: calls.lowerArgumentValue($0, expected: .unknown).expr, offset: $0.offset) }
            return Lowered(expr: .implicitMember(name: name, arguments: lowered, offset: offset), type: .unknown)
        }
    }

    /// The one known type that has a static member `name`, for "did you mean" and for unknown contexts.
    func uniqueTypeWithMember(_ name: String) -> String? {
        var candidates: [String] = []
        if catalog.colorNames.contains(name) { candidates.append("Color") }
        for type in symbols.typeOrder where type.hasStaticMember(name) { candidates.append(type.name) }
        return candidates.count == 1 ? candidates[0] : nil
    }
}

extension StaticType {
    var dictionaryKey: StaticType? {
        if case .dictionary(let key, _) = self { return key }
        return nil
    }
}
