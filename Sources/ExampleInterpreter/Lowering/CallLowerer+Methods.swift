import SwiftSyntax

extension CallLowerer {
    func lowerCaseArguments(_ enumCase: TypeDeclaration.EnumCase, arguments: [CallArgument], offset: Int) -> [ArgumentIR] {
        if arguments.count != enumCase.parameters.count {
            report.error(offset, "interpreter.arguments", arguments.count < enumCase.parameters.count
                   ? "missing argument for parameter #\(arguments.count + 1) in call" : "extra argument in call")
        }
        return arguments.enumerated().map { index, argument in
            let expected = index < enumCase.parameters.count ? enumCase.parameters[index].type : .unknown
            return ArgumentIR(label: argument.label, value: lowerArgumentValue(argument, expected: expected).expr, offset: argument.offset)
        }
    }

    func lowerMethodCall(_ baseSyntax: ExprSyntax, name: String, arguments: [CallArgument], offset: Int) -> Lowered {
        let nameOffset = offset + 1
        let base = expressions.lowerExpression(baseSyntax)
        if case .invalid = base.expr {
            // Already reported; lower the arguments for their own problems only.
            for argument in arguments { _ = lowerArgumentValue(argument, expected: .unknown) }
            return Lowered(expr: .invalid, type: .unknown)
        }
        if case .undeclared = base.type.unwrapped {
            for argument in arguments { _ = lowerArgumentValue(argument, expected: .unknown) }
            return base
        }
        if case .optional = base.type, expressions.reportUnwrappedOptional(base, member: name, offset: nameOffset) {
            for argument in arguments { _ = lowerArgumentValue(argument, expected: .unknown) }
            return Lowered(expr: .invalid, type: .unknown)
        }
        switch base.type.unwrapped {
        case .declared(let typeName):
            guard let type = symbols.types[typeName] else { break }
            if let methods = type.methods[name], let method = pickFunction(methods, arguments: arguments) {
                guard let aligned = alignArguments(arguments, to: method.parameters, calleeName: name, offset: nameOffset) else {
                    return Lowered(expr: .invalid, type: method.resultType)
                }
                if method.isMutating {
                    guard let target = expressions.lvalue(baseSyntax) else { return Lowered(expr: .invalid, type: method.resultType) }
                    return Lowered(expr: .mutatingMethodCall(target: target, method: method, arguments: aligned, offset: nameOffset), type: method.resultType)
                }
                return Lowered(expr: .methodCall(base: base.expr, method: method, arguments: aligned, offset: nameOffset), type: method.resultType)
            }
            if type.isView { return lowerModifier(base, name: name, arguments: arguments, offset: offset) }
            if let index = type.fieldIndex(name), case .function(let parameters, let result) = type.storedProperties[index].type {
                let field = Expr.field(base: base.expr, index: index, wrapper: .none, name: name, offset: nameOffset)
                let lowered = arguments.enumerated().map { i, argument in
                    ArgumentIR(label: argument.label, value: lowerArgumentValue(argument, expected: i < parameters.count ? parameters[i] : .unknown).expr, offset: argument.offset)
                }
                return Lowered(expr: .closureCall(field, arguments: lowered, offset: nameOffset), type: result)
            }
            report.error(nameOffset, "interpreter.noMember", "value of type '\(typeName)' has no member '\(name)'")
            return Lowered(expr: .invalid, type: .unknown)
        case .opaque(let typeName) where typeName.names(.hasher) && name.names(.combine) && arguments.count == 1:
            // `func hash(into hasher: inout Hasher) { hasher.combine(id) }`, a hand-written
            // `Hashable`: the interpreter hashes values by their contents, so what the method
            // feeds the hasher is evaluated and dropped.
            let value = lowerArgumentValue(arguments[0], expected: .unknown)
            return Lowered(expr: .builtinStatic(type: "Hasher", name: name, arguments: [ArgumentIR(label: nil, value: value.expr, offset: arguments[0].offset)], offset: nameOffset),
                           type: .void)
        case .opaque(let typeName):
            if catalog.isModifier(name) { return lowerModifier(base, name: name, arguments: arguments, offset: offset) }
            expressions.reportOpaqueMember(typeName, name, nameOffset)
            return Lowered(expr: .invalid, type: .unknown)
        case .view, .color:
            return lowerModifier(base, name: name, arguments: arguments, offset: offset)
        case .swiftUI(let typeName) where typeName != "SwiftUI":
            return lowerSwiftUIInstanceMember(of: typeName, name: name, arguments: arguments, offset: nameOffset)
        case .unknown, .generic:
            if catalog.isModifier(name) { return lowerModifier(base, name: name, arguments: arguments, offset: offset) }
        case .int, .double, .bool, .string, .navigationPath, .void, .array, .set, .dictionary, .optional, .range, .function, .metatype,
             .swiftUI, .contextual, .undeclared:
            break
        }
        guard let method = resolveBuiltinMethod(name, on: base.type.unwrapped, offset: nameOffset) else {
            let lowered = arguments.map { ArgumentIR(label: $0.label, value: lowerArgumentValue($0, expected: .unknown).expr, offset: $0.offset) }
            if case .some = BuiltinMethod.Receiver(base.type.unwrapped) { return Lowered(expr: .invalid, type: .unknown) }
            return Lowered(expr: .unresolvedMethod(base: base.expr, name: name, arguments: lowered, offset: nameOffset), type: .unknown)
        }
        if let refusal = method.refusal {
            report.error(nameOffset, "interpreter.unsupported", refusal)
            for argument in arguments { _ = lowerArgumentValue(argument, expected: .unknown) }
            return Lowered(expr: .invalid, type: .unknown)
        }
        let elementType = base.type.unwrapped.elementType
        var expectedArgument = method.takesElement ? elementType : StaticType.unknown
        if base.type.unwrapped == .navigationPath { expectedArgument = .generic }
        if method == .trimmingCharacters { expectedArgument = .swiftUI("CharacterSet") }
        if method == .rounded || method == .round { expectedArgument = .swiftUI("FloatingPointRoundingRule") }
        if method == .truncatingRemainder { expectedArgument = .double }
        if method == .isMultiple { expectedArgument = .int }
        let lowered = arguments.map { argument in
            let value = lowerArgumentValue(argument, expected: argument.label == "contentsOf" ? base.type.unwrapped : expectedArgument,
                                           closureParameters: argument.expression.is(ClosureExprSyntax.self) ? method.closureParameterTypes(element: elementType) : nil)
            return ArgumentIR(label: argument.label, value: value.expr, offset: argument.offset)
        }
        if [.shuffled, .shuffle, .randomElement].contains(method) { report.noteFixedSeed(".\(method.rawValue)()", at: nameOffset) }
        let resultType = method.resultType(on: base.type.unwrapped)
        if method.isMutating {
            guard let target = expressions.lvalue(baseSyntax) else { return Lowered(expr: .invalid, type: resultType) }
            return Lowered(expr: .mutatingBuiltinCall(target: target, method: method, arguments: lowered, offset: nameOffset), type: resultType)
        }
        return Lowered(expr: .builtinCall(base: base.expr, method: method, arguments: lowered, offset: nameOffset), type: resultType)
    }

    /// The built-in method a call names, checked against the receiver's type when lowering knows it.
    ///
    /// `nil` after reporting, in Swift's words, a member the receiver does not have
    /// (`value of type 'NavigationPath' has no member 'apend'; did you mean 'append'?`),
    /// or `nil` without a report when the receiver's type is unknown and the name is
    /// no built-in method (evaluation then names the value's real type).
    func resolveBuiltinMethod(_ name: String, on type: StaticType, offset: Int) -> BuiltinMethod? {
        guard let receiver = BuiltinMethod.Receiver(type) else { return BuiltinMethod(rawValue: name) }
        if let method = BuiltinMethod(rawValue: name), method.isImplemented(for: receiver) { return method }
        let unsupported = [.string, .array, .set].contains(receiver) ? StandardLibraryMembers.names
            : [.int, .double].contains(receiver) ? StandardLibraryMembers.numberNames : []
        if unsupported.contains(name) {
            report.error(offset, "interpreter.unsupported", "unsupported: '\(name)' on '\(type.name)'")
            return nil
        }
        let members = BuiltinMethod.allCases.filter { $0.isImplemented(for: receiver) }.map(\.rawValue) + Self.builtinProperties(of: receiver)
        var message = "value of type '\(type.name)' has no member '\(name)'"
        if let suggestion = NearMiss.closest(to: name, in: members) { message += "; did you mean '\(suggestion)'?" }
        report.error(offset, "interpreter.noMember", message)
        return nil
    }

    /// The properties evaluation knows for a receiver, for "did you mean".
    static func builtinProperties(of receiver: BuiltinMethod.Receiver) -> [String] {
        switch receiver {
        case .array, .set: ["count", "isEmpty", "first", "last", "description"]
        case .string: ["count", "isEmpty", "first", "last", "capitalized", "description"]
        case .navigationPath: ["count", "isEmpty", "codable"]
        case .bool, .int, .double: ["description"]
        }
    }

    // MARK: Views and modifiers

    func lowerViewCall(_ name: String, offset: Int, arguments: [CallArgument]) -> Lowered {
        let view = BuiltinView(name: name)
        let call = resolveSwiftUICall(catalog.initializers(of: name), name: name, arguments: arguments, offset: offset)
        let lenient: StaticType = view.keepsArgumentTypes ? .unknown : .swiftUI("SwiftUI")
        let takesData = view == .forEach || view == .list
        let hasData = arguments.contains { $0.label == nil && !$0.expression.is(ClosureExprSyntax.self) } || arguments.contains { $0.label == "data" }
        var dataElement = StaticType.unknown
        var lowered: [ArgumentIR] = []
        for (index, argument) in arguments.enumerated() {
            if let closure = argument.expression.as(ClosureExprSyntax.self) {
                // The declaration says whether a closure builds views or acts; a call that fits
                // none keeps to what its view does (a button's first trailing closure is its action).
                let buildsViews = call.closureBuildsViews(argument: index)
                    ?? !(view == .button && (argument.label == "action" || (!arguments.contains { $0.label == "action" } && argument.label == nil
                        && arguments.first(where: \.isTrailingClosure)?.offset == argument.offset)))
                let parameters: [StaticType] = takesData && hasData && (argument.label == nil || argument.label == "content" || argument.label == "rowContent") ? [dataElement] : []
                let value = lowerClosure(closure, parameterTypes: parameters, isBuilder: buildsViews, resultType: buildsViews ? .view : .void)
                lowered.append(ArgumentIR(label: argument.label, value: value.expr, offset: argument.offset))
                continue
            }
            let expected: StaticType
            switch (view, argument.label) {
            case (.navigationLink, "value"), (.navigationLink, "tag"): expected = .generic
            case (.text, nil), (.label, nil), (.button, nil), (.navigationLink, nil), (.container(.section), nil): expected = .string
            case (.navigationStack, _), (.navigationSplitView, _), (.navigationView, _), (.navigationLink, _), (.list, _), (.forEach, _),
                 (.text, _), (.label, _), (.button, _), (.emptyView, _), (.tabView, _), (.tab, _), (.toolbarItem, _),
                 (.toolbarItemGroup, _), (.image, _), (.textField, _), (.anyView, _), (.menu, _), (.disclosureGroup, _), (.container, _),
                 (.inert, _):
                expected = contextualType(call.contexts(ofArgument: index), fallback: lenient)
            }
            let value = expressions.lowerExpression(argument.expression, expected: expected)
            if takesData, argument.label == nil || argument.label == "data" {
                if case .range = value.type { dataElement = .int } else { dataElement = value.type.unwrapped.elementType }
            }
            lowered.append(ArgumentIR(label: argument.label, value: value.expr, offset: argument.offset))
        }
        return Lowered(expr: .viewCall(view, arguments: lowered, offset: offset), type: .view)
    }

    func lowerModifier(_ base: Lowered, name: String, arguments: [CallArgument], offset: Int) -> Lowered {
        if let helper = lowerViewHelper(base, name: name, arguments: arguments, offset: offset) { return helper }
        // `offset` is the period's; diagnostics point at the name after it.
        guard catalog.isModifier(name) else {
            // A modifier defined in another file (`.cardStyle()`) runs as if it had no effect;
            // a misspelt SwiftUI one is an error.
            if expressions.allowsUndeclaredHelpers, catalog.modifierNearMiss(name) == nil {
                expressions.warnUndeclared(name, at: offset + 1)
            } else {
                report.unknownModifier(name, on: base.type.unwrapped, offset: offset + 1)
            }
            for argument in arguments { _ = lowerArgumentValue(argument, expected: .unknown) }
            // The chain goes on from the base, so a second misspelt modifier is reported
            // too; the example has an error now and is never evaluated.
            return Lowered(expr: base.expr, type: base.type)
        }
        let modifier = BuiltinModifier(name: name)
        let call = resolveSwiftUICall(catalog.modifiers(named: name), name: name, arguments: arguments, offset: offset + 1)
        let lenient: StaticType = modifier.keepsArgumentTypes ? .unknown : .swiftUI("SwiftUI")
        var closureParameters: [StaticType] = []
        var lowered: [ArgumentIR] = []
        for (index, argument) in arguments.enumerated() {
            if let closure = argument.expression.as(ClosureExprSyntax.self) {
                let buildsViews = call.closureBuildsViews(argument: index) ?? true
                let value = lowerClosure(closure, parameterTypes: closureParameters, isBuilder: buildsViews, resultType: buildsViews ? .view : .unknown)
                lowered.append(ArgumentIR(label: argument.label, value: value.expr, offset: argument.offset))
                continue
            }
            let expected: StaticType
            switch modifier {
            // `.navigationBarTitle(title, displayMode: .inline)`: the title is text, the mode SwiftUI's.
            case .navigationTitle: expected = argument.label == nil ? .string : contextualType(call.contexts(ofArgument: index), fallback: lenient)
            case .tag: expected = .unknown
            case .navigationDestination, .isDetailLink, .disabled, .navigationViewStyle, .id, .toolbar, .navigationBarItems,
                 .navigationBarBackButtonHidden, .interactiveDismissDisabled, .presentationCompactAdaptation, .presentation, .environmentObject, .environment,
                 .tabItem, .attachedContent, .onOpenURL, .onSubmit, .submitScope, .accessibilityLabel, .inert:
                expected = contextualType(call.contexts(ofArgument: index), fallback: lenient)
            }
            let value = expressions.lowerExpression(argument.expression, expected: expected)
            if modifier == .navigationDestination {
                switch argument.label {
                case "for": if case .metatype(let type) = value.type { closureParameters = [type] } else { closureParameters = [.unknown] }
                case "item": closureParameters = [value.type.unwrapped]
                default: break
                }
            }
            lowered.append(ArgumentIR(label: argument.label, value: value.expr, offset: argument.offset))
        }
        return Lowered(expr: .modifier(base: base.expr, modifier: modifier, name: name, arguments: lowered, offset: offset), type: .view)
    }
}
