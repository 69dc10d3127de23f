import SwiftSyntax

extension ExpressionLowerer {
    /// Whether an expression such as `model.items[0]` starts at a property whose wrapper is unsupported.
    func isRootedInSuppressedName(_ syntax: ExprSyntax) -> Bool {
        if let reference = syntax.as(DeclReferenceExprSyntax.self) {
            return report.suppressedNames.contains(reference.baseName.text) && bodyScope.lookupLocal(reference.baseName.text) == nil
        }
        if let member = syntax.as(MemberAccessExprSyntax.self), let base = member.base {
            if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" { return report.suppressedNames.contains(member.declName.baseName.text) }
            return isRootedInSuppressedName(base)
        }
        if let subscriptCall = syntax.as(SubscriptCallExprSyntax.self) { return isRootedInSuppressedName(subscriptCall.calledExpression) }
        if let unwrap = syntax.as(ForceUnwrapExprSyntax.self) { return isRootedInSuppressedName(unwrap.expression) }
        if let chain = syntax.as(OptionalChainingExprSyntax.self) { return isRootedInSuppressedName(chain.expression) }
        return false
    }

    // MARK: Operators

    func lowerInfix(_ infix: InfixOperatorExprSyntax, expected: StaticType) -> Lowered {
        let offset = infix.operator.offset
        if infix.operator.is(AssignmentExprSyntax.self) {
            if infix.leftOperand.is(DiscardAssignmentExprSyntax.self) {
                return Lowered(expr: lowerExpression(infix.rightOperand).expr, type: .void)
            }
            // A write into an undeclared helper (`model.count = 0`): code whose effect is unknown.
            if let helper = undeclaredAssignmentTarget(infix.leftOperand) {
                _ = lowerExpression(infix.rightOperand)
                return Lowered(expr: helper.expr, type: .void)
            }
            guard let target = lvalue(infix.leftOperand) else {
                _ = lowerExpression(infix.rightOperand)
                return Lowered(expr: .invalid, type: .void)
            }
            let targetType = lvalueType(infix.leftOperand)
            let value = lowerExpression(infix.rightOperand, expected: targetType)
            typeResolver.checkConvertible(value.type, to: targetType, at: infix.rightOperand.offset, .assignment)
            return Lowered(expr: .assignment(target, value.expr, offset: offset), type: .void)
        }
        guard let binary = infix.operator.as(BinaryOperatorExprSyntax.self) else {
            report.unsupported(infix.operator, "operator")
            return Lowered(expr: .invalid, type: .unknown)
        }
        let op = binary.operator.text
        switch op {
        case "+=", "-=", "*=", "/=", "%=":
            if let helper = undeclaredAssignmentTarget(infix.leftOperand) {
                _ = lowerExpression(infix.rightOperand)
                return Lowered(expr: helper.expr, type: .void)
            }
            guard let target = lvalue(infix.leftOperand), let arithmetic = BinaryOperator(rawValue: String(op.dropLast())) else {
                return Lowered(expr: .invalid, type: .void)
            }
            let value = lowerExpression(infix.rightOperand, expected: lvalueType(infix.leftOperand))
            return Lowered(expr: .compoundAssignment(target, arithmetic, value.expr, offset: offset), type: .void)
        case "&&":
            return Lowered(expr: .logicalAnd(lowerExpression(infix.leftOperand, expected: .bool).expr, lowerExpression(infix.rightOperand, expected: .bool).expr), type: .bool)
        case "||":
            return Lowered(expr: .logicalOr(lowerExpression(infix.leftOperand, expected: .bool).expr, lowerExpression(infix.rightOperand, expected: .bool).expr), type: .bool)
        case "??":
            let left = lowerExpression(infix.leftOperand, expected: .optional(expected))
            let right = lowerExpression(infix.rightOperand, expected: left.type.unwrapped.isKnown ? left.type.unwrapped : expected)
            return Lowered(expr: .nilCoalescing(left.expr, right.expr), type: left.type.unwrapped.isKnown ? left.type.unwrapped : right.type)
        case "..<", "...":
            let lower = lowerExpression(infix.leftOperand, expected: .int)
            let upper = lowerExpression(infix.rightOperand, expected: .int)
            return Lowered(expr: .range(lower.expr, upper.expr, closed: op == "...", offset: offset), type: .range(.int))
        default:
            guard let binaryOperator = BinaryOperator(rawValue: op) else {
                report.unsupported(binary, "operator '\(op)'")
                return Lowered(expr: .invalid, type: .unknown)
            }
            let isComparison = ["==", "!=", "<", "<=", ">", ">=", "===", "!=="].contains(op)
            let (left, right): (Lowered, Lowered)
            if Self.needsContextualType(infix.leftOperand), !Self.needsContextualType(infix.rightOperand) {
                right = lowerExpression(infix.rightOperand)
                left = lowerExpression(infix.leftOperand, expected: right.type)
            } else {
                left = lowerExpression(infix.leftOperand, expected: isComparison ? .unknown : expected)
                right = lowerExpression(infix.rightOperand, expected: left.type)
            }
            let type: StaticType = isComparison ? .bool : (left.type.isKnown ? left.type : right.type)
            return Lowered(expr: .binary(binaryOperator, left.expr, right.expr, offset: offset), type: type)
        }
    }

    /// Literals and implicit members take their type from the other operand.
    static func needsContextualType(_ syntax: ExprSyntax) -> Bool {
        if let member = syntax.as(MemberAccessExprSyntax.self) { return member.base == nil }
        if let call = syntax.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.base == nil }
        return syntax.is(ArrayExprSyntax.self) || syntax.is(NilLiteralExprSyntax.self) || syntax.is(DictionaryExprSyntax.self)
    }

    // MARK: Assignment targets

    private func lvalueType(_ syntax: ExprSyntax) -> StaticType {
        let saved = report.problems.count
        let savedSlots = bodyScope.scope?.function.slotCount
        defer {
            report.problems.removeSubrange(saved...)
            if let savedSlots { bodyScope.scope?.function.slotCount = savedSlots }
        }
        return lowerExpression(syntax).type
    }

    /// The storage an assignment or mutating call writes to; reports what Swift would refuse.
    func lvalue(_ syntax: ExprSyntax) -> LValue? {
        let offset = syntax.offset
        if let reference = syntax.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let (depth, local) = bodyScope.lookupLocal(name) {
                if local.isLet && !name.names(.selfValue) {
                    report.error(offset, "interpreter.immutable", "cannot assign to value: '\(name)' is a 'let' constant")
                    return nil
                }
                if name.names(.selfValue) && local.isLet {
                    report.error(offset, "interpreter.immutableSelf", "cannot assign to value: 'self' is immutable")
                    return nil
                }
                return LValue(root: .local(depth: depth, index: local.index), components: [], offset: offset)
            }
            // A write to a property whose wrapper was reported: that report covers it.
            if report.suppressedNames.contains(name) { return nil }
            if let type = bodyScope.selfType, let index = type.fieldIndex(name) {
                return selfFieldLValue(type, index: index, offset: offset)
            }
            if let type = bodyScope.selfType, name.hasPrefix("_"), let index = type.fieldIndex(String(name.dropFirst())), type.storedProperties[index].wrapper == .state {
                return selfFieldLValue(type, index: index, offset: offset)
            }
            if let index = symbols.globalIndex[name] {
                if symbols.globals[index].isVariable { return LValue(root: .global(index), components: [], offset: offset) }
                report.error(offset, "interpreter.immutable", "cannot assign to value: '\(symbols.globals[index].name)' is a 'let' constant")
                return nil
            }
            if let (reference, _) = onScreenState(named: name) {
                return LValue(root: .cell(.viewState(reference, asBinding: true, offset: offset)), components: [], offset: offset)
            }
            report.cannotFind(name, at: offset)
            return nil
        }
        if let member = syntax.as(MemberAccessExprSyntax.self), let baseSyntax = member.base {
            let name = member.declName.baseName.text
            // A write into a property whose wrapper was reported: that report covers it.
            if isRootedInSuppressedName(baseSyntax) { return nil }
            if let reference = baseSyntax.as(DeclReferenceExprSyntax.self), reference.baseName.text == "self", let type = bodyScope.selfType, let index = type.fieldIndex(name) {
                return selfFieldLValue(type, index: index, offset: member.declName.offset)
            }
            // `self._path = State(initialValue: …)` in an initializer: the wrapper's storage is
            // the property's initial value.
            if let reference = baseSyntax.as(DeclReferenceExprSyntax.self), reference.baseName.text == "self", let type = bodyScope.selfType,
               name.hasPrefix("_"), let index = type.fieldIndex(String(name.dropFirst())), type.storedProperties[index].wrapper == .state {
                return selfFieldLValue(type, index: index, offset: member.declName.offset)
            }
            if report.namesViewState, case .declared(let ownerName)? = typeReference(baseSyntax), let owner = symbols.types[ownerName], owner.isView,
               let index = owner.fieldIndex(name), owner.storedProperties[index].wrapper == .state {
                let reference = ViewStateReference(owners: [ownerName], property: name, isQualified: true)
                let binding = Expr.viewState(reference, asBinding: true, offset: member.declName.offset)
                return LValue(root: .cell(binding), components: [], offset: member.declName.offset)
            }
            let baseType = lowerDiscarding(baseSyntax).unwrapped
            guard case .declared(let typeName) = baseType, let type = symbols.types[typeName], let index = type.fieldIndex(name) else {
                if case .opaque(let typeName) = baseType { reportOpaqueMember(typeName, name, member.declName.offset); return nil }
                report.error(member.declName.offset, "interpreter.notAssignable", "cannot assign to property '\(name)'")
                return nil
            }
            let property = type.storedProperties[index]
            // A property of an object is written through the reference, whatever holds it
            // (`router.path.append(x)` in a view whose `router` is a `let`).
            if type.kind == .classType {
                if property.isLet {
                    report.error(member.declName.offset, "interpreter.immutable", "cannot assign to property: '\(name)' is a 'let' constant")
                    return nil
                }
                let object = lowerExpression(baseSyntax).expr
                return LValue(root: .object(object), components: [property.wrapper.hasCell ? .cellField(index, name: name) : .field(index, name: name)], offset: member.declName.offset)
            }
            guard var base = lvalue(baseSyntax) else { return nil }
            if property.isLet {
                report.error(member.declName.offset, "interpreter.immutable", "cannot assign to property: '\(name)' is a 'let' constant")
                return nil
            }
            base.components.append(property.wrapper.hasCell ? .cellField(index, name: name) : .field(index, name: name))
            return base
        }
        if let subscriptCall = syntax.as(SubscriptCallExprSyntax.self), let index = subscriptCall.arguments.first {
            guard var base = lvalue(subscriptCall.calledExpression) else { return nil }
            if let defaultArgument = subscriptCall.arguments.dropFirst().first, defaultArgument.label?.text == "default" {
                base.components.append(.defaultedSubscript(lowerExpression(index.expression).expr, default: lowerExpression(defaultArgument.expression).expr,
                                                           offset: subscriptCall.leftSquare.offset))
                return base
            }
            base.components.append(.subscriptIndex(lowerExpression(index.expression, expected: .int).expr, offset: subscriptCall.leftSquare.offset))
            return base
        }
        if let unwrap = syntax.as(ForceUnwrapExprSyntax.self) {
            return lvalue(unwrap.expression)
        }
        report.error(offset, "interpreter.notAssignable", "cannot assign to this expression")
        return nil
    }

    private func lowerDiscarding(_ syntax: ExprSyntax) -> StaticType {
        let saved = report.problems.count
        let savedSlots = bodyScope.scope?.function.slotCount
        defer {
            report.problems.removeSubrange(saved...)
            if let savedSlots { bodyScope.scope?.function.slotCount = savedSlots }
        }
        return lowerExpression(syntax).type
    }

    private func selfFieldLValue(_ type: TypeDeclaration, index: Int, offset: Int) -> LValue? {
        let property = type.storedProperties[index]
        if property.wrapper.hasCell {
            let binding = Expr.field(base: bodyScope.selfExpression, index: index, wrapper: .none, name: property.name, offset: offset)
            return LValue(root: .cell(binding), components: [], offset: offset)
        }
        guard let (depth, local) = bodyScope.lookupLocal("self") else { return nil }
        if property.isLet, bodyScope.scope?.function.name.names(.initializer) != true {
            report.error(offset, "interpreter.immutable", "cannot assign to property: '\(property.name)' is a 'let' constant")
            return nil
        }
        if local.isLet {
            report.error(offset, "interpreter.immutableSelf", "cannot assign to property: 'self' is immutable")
            return nil
        }
        return LValue(root: .local(depth: depth, index: local.index), components: [.field(index, name: property.name)], offset: offset)
    }
}
