import SwiftSyntax

/// Lowers statements: the items of a body, local declarations, `if`, `switch` and loops,
/// with the conditions and patterns that bind their names.
final class StatementLowerer: LowererPart {
    unowned let lowerer: Lowerer

    init(lowerer: Lowerer) {
        self.lowerer = lowerer
    }

    /// Lowers the items of a body. They stay in their tree: a detached copy would count its
    /// offsets from its own start, and its diagnostics would land early in the page.
    func lowerStatements<Items: Collection<CodeBlockItemSyntax>>(_ items: Items, resultType: StaticType = .unknown) -> [Stmt] {
        var statements: [Stmt] = []
        for item in items { statements += lowerItem(item, resultType: resultType) }
        return statements
    }

    func lowerBlock(_ block: CodeBlockSyntax, resultType: StaticType = .unknown) -> [Stmt] {
        bodyScope.withBlock { lowerStatements(block.statements, resultType: resultType) }
    }

    private func lowerItem(_ item: CodeBlockItemSyntax, resultType: StaticType) -> [Stmt] {
        switch item.item {
        case .decl(let decl):
            if let variable = decl.as(VariableDeclSyntax.self) { return lowerLocalVariable(variable) }
            if let function = decl.as(FunctionDeclSyntax.self) {
                let ir = declarations.functionShell(function, isMethod: false)
                let slot = bodyScope.declareLocal(ir.name, type: .function(parameters: ir.parameters.map(\.type), result: ir.resultType))
                if let body = function.body {
                    bodyScope.withFunction(ir, selfType: nil, isBuilder: ir.isBuilder) {
                        for parameter in ir.parameters { bodyScope.declareLocal(parameter.name, type: parameter.type) }
                        ir.isSingleExpression = body.statements.count == 1 && body.statements.first.map { if case .expr = $0.item { return true }; return false } == true
                        ir.body = lowerStatements(body.statements, resultType: ir.resultType)
                    }
                }
                return [.declare(slot: slot, .closure(ir))]
            }
            report.unsupported(decl, "local declaration")
            return [.invalid]
        case .expr(let expression):
            return [lowerExpressionStatement(expression)]
        case .stmt(let stmt):
            return lowerStatement(stmt, resultType: resultType)
        }
    }

    private func lowerExpressionStatement(_ expression: ExprSyntax) -> Stmt {
        if let ifExpr = expression.as(IfExprSyntax.self) { return lowerIf(ifExpr) }
        if let switchExpr = expression.as(SwitchExprSyntax.self) {
            let (subject, cases) = lowerSwitch(switchExpr)
            return .switchStatement(subject, cases)
        }
        return .expression(expressions.lowerExpression(expression).expr, offset: expression.offset)
    }

    private func lowerStatement(_ stmt: StmtSyntax, resultType: StaticType) -> [Stmt] {
        switch stmt.as(StmtSyntaxEnum.self) {
        case .expressionStmt(let statement):
            return [lowerExpressionStatement(statement.expression)]
        case .guardStmt(let guardStmt):
            let conditions = lowerConditions(guardStmt.conditions)
            let elseBody = lowerBlock(guardStmt.body)
            return [.guardStatement(conditions, else: elseBody)]
        case .forStmt(let forStmt):
            if forStmt.tryKeyword != nil || forStmt.awaitKeyword != nil || forStmt.caseKeyword != nil {
                report.unsupported(forStmt, "this form of 'for' loop")
                return [.invalid]
            }
            let sequence = expressions.lowerExpression(forStmt.sequence)
            return bodyScope.withBlock {
                let slot: Int
                if let identifier = forStmt.pattern.as(IdentifierPatternSyntax.self) {
                    slot = bodyScope.declareLocal(identifier.identifier.text, type: sequence.type.elementType)
                } else if forStmt.pattern.is(WildcardPatternSyntax.self) {
                    slot = bodyScope.declareLocal("_", type: .unknown)
                } else {
                    report.unsupported(forStmt.pattern, "destructuring in 'for' loop")
                    return [Stmt.invalid]
                }
                var body = lowerBlock(forStmt.body)
                // `for x in xs where c { … }` is `for x in xs { if c { … } }`.
                if let whereClause = forStmt.whereClause {
                    body = [.ifStatement([.boolean(expressions.lowerExpression(whereClause.condition, expected: .bool).expr)], then: body, else: nil)]
                }
                return [.forIn(slot: slot, sequence: sequence.expr, body: body, offset: forStmt.forKeyword.offset)]
            }
        case .whileStmt(let whileStmt):
            report.unsupported(whileStmt, "'while' loop")
            return [.invalid]
        case .repeatStmt(let repeatStmt):
            report.unsupported(repeatStmt, "'repeat-while' loop")
            return [.invalid]
        case .returnStmt(let returnStmt):
            return [.returnStatement(returnStmt.expression.map { expressions.lowerExpression($0, expected: resultType).expr })]
        case .breakStmt:
            return [.breakStatement]
        case .continueStmt:
            return [.continueStatement]
        case .doStmt(let doStmt):
            let body = lowerBlock(doStmt.body, resultType: resultType)
            let clauses = Array(doStmt.catchClauses)
            if clauses.count > 1 || clauses.first?.catchItems.isEmpty == false {
                report.unsupported(clauses[clauses.count > 1 ? 1 : 0], "'catch' with a pattern")
                return [.invalid]
            }
            return bodyScope.withBlock {
                let errorSlot = bodyScope.declareLocal("error", type: .unknown)
                let catchBody = clauses.first.map { lowerBlock($0.body, resultType: resultType) }
                return [.doCatch(body: body, errorSlot: errorSlot, catchBody: catchBody)]
            }
        case .deferStmt(let deferStmt):
            report.unsupported(deferStmt, "'defer' statement")
        case .throwStmt(let throwStmt):
            return [.throwStatement(expressions.lowerExpression(throwStmt.expression).expr, offset: throwStmt.throwKeyword.offset)]
        case .fallThroughStmt(let fallthroughStmt):
            report.unsupported(fallthroughStmt, "'fallthrough'")
        case .labeledStmt(let labeled):
            report.unsupported(labeled, "labeled statement")
        default:
            report.unsupported(stmt, "statement")
        }
        return [.invalid]
    }

    private func lowerLocalVariable(_ variable: VariableDeclSyntax) -> [Stmt] {
        var statements: [Stmt] = []
        let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
        let isBindable = variable.hasAttribute(.bindable)
        if let attribute = variable.attributes.first, !isBindable {
            report.unsupported(attribute, "attribute on a local variable")
        }
        for case .attribute(let attribute) in variable.attributes where isBindable { availability.checkAttributeAvailability(attribute) }
        for binding in variable.bindings {
            if binding.accessorBlock != nil {
                report.unsupported(binding, "local computed variable")
                statements.append(.invalid)
                continue
            }
            let declared = typeResolver.resolveType(binding.typeAnnotation?.type)
            let value = binding.initializer.map { expressions.lowerExpression($0.value, expected: declared) }
            if let value, let initializer = binding.initializer { typeResolver.checkConvertible(value.type, to: declared, at: initializer.value.offset, .declaration) }
            let type = declared.isKnown ? declared : (value?.type ?? .unknown)
            if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) {
                let slot = bodyScope.declareLocal(identifier.identifier.text, type: type, isLet: isLet, isBindable: isBindable)
                var initial = value?.expr
                if initial == nil, case .optional = declared { initial = .literal(.none) }
                statements.append(.declare(slot: slot, initial))
            } else if binding.pattern.is(WildcardPatternSyntax.self), let value {
                statements.append(.expression(value.expr, offset: binding.offset))
            } else {
                report.unsupported(binding.pattern, "destructuring declaration")
                statements.append(.invalid)
            }
        }
        return statements
    }

    func lowerIf(_ ifExpr: IfExprSyntax) -> Stmt {
        bodyScope.withBlock {
            let conditions = lowerConditions(ifExpr.conditions)
            // Inside `if #available(iOS N, *)`, APIs up to iOS N are available, as swiftc sees it.
            let savedFloor = availability.floor
            for case .available(let version) in conditions where version > availability.floor { availability.floor = version }
            let thenBody = lowerBlock(ifExpr.body)
            availability.floor = savedFloor
            var elseBody: [Stmt]?
            bodyScope.withBlock {}
            switch ifExpr.elseBody {
            case .ifExpr(let nested)?: elseBody = [lowerIfOutsideConditions(nested)]
            case .codeBlock(let block)?: elseBody = lowerElse(block)
            case nil: elseBody = nil
            }
            return .ifStatement(conditions, then: thenBody, else: elseBody)
        }
    }

    /// `else` bodies must not see the bindings of the `if` they belong to.
    private func lowerElse(_ block: CodeBlockSyntax) -> [Stmt] {
        let saved = bodyScope.scope?.blocks
        if let count = bodyScope.scope?.blocks.count, count > 1 { bodyScope.scope?.blocks[count - 1] = [:] }
        defer { if let saved { bodyScope.scope?.blocks = saved } }
        return lowerBlock(block)
    }

    private func lowerIfOutsideConditions(_ ifExpr: IfExprSyntax) -> Stmt {
        let saved = bodyScope.scope?.blocks
        if let count = bodyScope.scope?.blocks.count, count > 1 { bodyScope.scope?.blocks[count - 1] = [:] }
        defer { if let saved { bodyScope.scope?.blocks = saved } }
        return lowerIf(ifExpr)
    }

    func lowerConditions(_ conditions: ConditionElementListSyntax) -> [ConditionIR] {
        conditions.map { element in
            switch element.condition {
            case .expression(let expression):
                return .boolean(expressions.lowerExpression(expression, expected: .bool).expr)
            case .availability(let availability):
                return .available(minimumVersion: minimumIOSVersion(availability))
            case .optionalBinding(let binding):
                guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else {
                    report.unsupported(binding.pattern, "pattern in optional binding")
                    return .boolean(.invalid)
                }
                let name = identifier.identifier.text
                let value: Lowered
                if let initializer = binding.initializer {
                    value = expressions.lowerExpression(initializer.value)
                } else {
                    value = expressions.lowerName(name, offset: identifier.offset)
                }
                let declared = typeResolver.resolveType(binding.typeAnnotation?.type)
                let slot = bodyScope.declareLocal(name, type: declared.isKnown ? declared : value.type.unwrapped, isLet: binding.bindingSpecifier.tokenKind == .keyword(.let))
                return .optionalBinding(slot: slot, value.expr)
            case .matchingPattern(let matching):
                let subject = expressions.lowerExpression(matching.initializer.value)
                return .pattern(lowerPattern(matching.pattern, expected: subject.type, binding: false), subject.expr)
            @unknown default:
                report.unsupported(element, "condition")
                return .boolean(.invalid)
            }
        }
    }

    /// The iOS version an availability condition asks for, as `major * 100 + minor`.
    private func minimumIOSVersion(_ availability: AvailabilityConditionSyntax) -> Int {
        for argument in availability.availabilityArguments {
            if case .availabilityVersionRestriction(let restriction) = argument.argument,
               ["iOS", "iPadOS"].contains(restriction.platform.text), let version = restriction.version {
                let texts = version.trimmedDescription.split(separator: ".")
                let parts = texts.map { Int($0) ?? Int.max }
                // Range-checked where the number is read: the encoding multiplies it.
                for (index, part) in parts.enumerated() {
                    let maximum = index == 0 ? AvailabilityVersion.maximumMajor : AvailabilityVersion.maximumMinor
                    if part > maximum {
                        report.error(version.offset, "interpreter.versionOutOfRange", "version number '\(texts[index])' is out of range (at most \(maximum))")
                        return 0
                    }
                }
                let version = AvailabilityVersion.encoded(major: parts.first ?? 0, minor: parts.dropFirst().first ?? 0)
                return availability.availabilityKeyword.tokenKind == .poundUnavailable ? -version : version
            }
        }
        return 0
    }

    func lowerSwitch(_ switchExpr: SwitchExprSyntax) -> (Expr, [SwitchCaseIR]) {
        let subject = expressions.lowerExpression(switchExpr.subject)
        var cases: [SwitchCaseIR] = []
        for element in switchExpr.cases {
            guard case .switchCase(let switchCase) = element else {
                report.unsupported(element, "'#if' in switch")
                continue
            }
            let lowered: SwitchCaseIR = bodyScope.withBlock {
                var patterns: [PatternIR] = []
                var guardExpression: Expr?
                switch switchCase.label {
                case .default:
                    patterns = [.wildcard]
                case .case(let label):
                    for item in label.caseItems {
                        patterns.append(lowerPattern(item.pattern, expected: subject.type, binding: false))
                        if let whereClause = item.whereClause {
                            guardExpression = expressions.lowerExpression(whereClause.condition, expected: .bool).expr
                        }
                    }
                }
                let body = bodyScope.withBlock { lowerStatements(switchCase.statements) }
                return SwitchCaseIR(patterns: patterns, guardExpression: guardExpression, body: body)
            }
            cases.append(lowered)
        }
        return (subject.expr, cases)
    }

    func lowerPattern(_ pattern: PatternSyntax, expected: StaticType, binding: Bool) -> PatternIR {
        switch pattern.as(PatternSyntaxEnum.self) {
        case .wildcardPattern:
            return .wildcard
        case .identifierPattern(let identifier):
            return .bind(slot: bodyScope.declareLocal(identifier.identifier.text, type: expected))
        case .valueBindingPattern(let valueBinding):
            return lowerPattern(valueBinding.pattern, expected: expected, binding: true)
        case .expressionPattern(let expressionPattern):
            return lowerExpressionPattern(expressionPattern.expression, expected: expected, binding: binding)
        default:
            report.unsupported(pattern, "pattern")
            return .wildcard
        }
    }

    private func lowerExpressionPattern(_ expression: ExprSyntax, expected: StaticType, binding: Bool) -> PatternIR {
        if expression.is(DiscardAssignmentExprSyntax.self) { return .wildcard }
        if let patternExpr = expression.as(PatternExprSyntax.self) {
            return lowerPattern(patternExpr.pattern, expected: expected, binding: binding)
        }
        if binding, let reference = expression.as(DeclReferenceExprSyntax.self) {
            return .bind(slot: bodyScope.declareLocal(reference.baseName.text, type: expected))
        }
        if let chained = expression.as(OptionalChainingExprSyntax.self) {
            return .optionalSome(lowerExpressionPattern(chained.expression, expected: expected.unwrapped, binding: binding))
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
            return implicitCasePattern(member.declName.baseName.text, arguments: nil, expected: expected, binding: binding, offset: member.offset)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil {
            return implicitCasePattern(member.declName.baseName.text, arguments: Array(call.arguments), expected: expected, binding: binding, offset: member.offset)
        }
        return .value(expressions.lowerExpression(expression, expected: expected.unwrapped).expr)
    }

    private func implicitCasePattern(_ name: String, arguments: [LabeledExprSyntax]?, expected: StaticType, binding: Bool, offset: Int) -> PatternIR {
        let target = expected.unwrapped
        if case .optional = expected, name.names(.some), let first = arguments?.first {
            return .optionalSome(lowerExpressionPattern(first.expression, expected: target, binding: binding))
        }
        if case .optional = expected, name.names(.none), arguments == nil { return .value(.literal(.none)) }
        var payloadTypes: [StaticType] = []
        switch target {
        case .declared(let typeName):
            guard let type = symbols.types[typeName], let enumCase = type.enumCase(name) else {
                report.error(offset, "interpreter.noMember", "type '\(typeName)' has no member '\(name)'")
                return .wildcard
            }
            payloadTypes = enumCase.parameters.map(\.type)
        case .color:
            if arguments == nil, catalog.colorNames.contains(name) { return .value(.literal(.color(name))) }
            report.error(offset, "interpreter.noMember", "type 'Color' has no member '\(name)'")
            return .wildcard
        case .swiftUI(let typeName):
            return .value(.literal(.swiftUIConstant(type: typeName, name: name)))
        case .int, .double, .bool, .string, .navigationPath, .void, .array, .set, .dictionary, .optional, .range, .opaque, .view, .function,
             .metatype, .contextual, .undeclared, .generic, .unknown:
            break
        }
        let payload = arguments?.enumerated().map { index, argument in
            lowerExpressionPattern(argument.expression, expected: index < payloadTypes.count ? payloadTypes[index] : .unknown, binding: binding)
        }
        return .enumCase(name: name, payload: payload)
    }
}
