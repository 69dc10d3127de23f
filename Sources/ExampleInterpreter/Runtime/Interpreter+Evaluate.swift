extension Interpreter {
    /// Evaluates one expression, spending one level of depth and one step of the budget.
    func evaluate(_ expression: Expr, in frame: Frame) throws(EvaluationError) -> RuntimeValue {
        if let offset = expression.sourceOffset { currentOffset = offset }
        try budget.enter(currentOffset)
        defer { budget.leave() }
        try budget.spend(currentOffset)
        return try evaluateNode(expression, in: frame)
    }

    private func evaluateNode(_ expression: Expr, in frame: Frame) throws(EvaluationError) -> RuntimeValue {
        switch expression {
        case .literal(let value):
            return value
        case .tryOptional(let inner):
            do {
                return try evaluate(inner, in: frame)
            } catch {
                if case .thrown = error { return .none }
                throw error
            }
        case .interpolation(let parts):
            var result = ""
            for part in parts {
                if let text = part.text { result += text }
                if let expression = part.expression { result += try interpolated(try evaluate(expression, in: frame)) }
                try SizeLimit.check(result.utf8.count, currentOffset, .string)
            }
            try budget.spend(currentOffset, elements: result.utf8.count)
            return .string(result)
        case .local(let depth, let index):
            return depth == 0 ? frame.slots[index] : frame.ancestor(depth).slots[index]
        case .global(let index, let offset):
            return try global(index, offset: offset)
        case .field(let base, let index, let wrapper, let name, let offset):
            let value = try evaluate(base, in: frame)
            let field: RuntimeValue
            if case .structValue(let instance) = value, index < instance.fields.count {
                field = instance.fields[index]
            } else if case .object(let box) = value, index < box.fields.count {
                field = box.fields[index]
            } else {
                throw fault(offset, value.isNil ? "unexpectedly found nil while reading '\(name)'" : "value of type '\(value.typeName)' has no member '\(name)'")
            }
            if wrapper != .none, case .binding(let cell) = field { return cell.value }
            return field
        case .projection(let base, let index, let offset):
            guard case .structValue(let instance) = try evaluate(base, in: frame), index < instance.fields.count else {
                throw fault(offset, "no binding here")
            }
            if case .binding = instance.fields[index] { return instance.fields[index] }
            // `$model` of an `@ObservedObject`/`@Bindable` reference: bindings to its properties start here.
            return .binding(StateCell(name: instance.type.storedProperties[index].name, value: instance.fields[index], isRootState: false))
        case .referenceBinding(let base, let name):
            return .binding(StateCell(name: name, value: try evaluate(base, in: frame), isRootState: false))
        case .bindingMember(let base, let index, let name, let offset):
            guard case .binding(let cell) = try evaluate(base, in: frame) else { throw fault(offset, "no binding here") }
            switch cell.value {
            case .object(let box): return .binding(StateCell(projecting: .objectField(box, index: index, name: name)))
            case .structValue: return .binding(StateCell(projecting: .member(cell, index: index, name: name)))
            case .int, .double, .bool, .string, .color, .none, .array, .set, .dictionary, .range, .enumCase, .opaque, .navigationPath,
                 .codablePath, .closure, .binding, .view, .metatype, .keyPath, .swiftUIConstant, .undeclared, .void:
                throw fault(offset, cell.value.isNil ? "unexpectedly found nil while reading '\(name)'" : "value of type '\(cell.value.typeName)' has no member '\(name)'")
            }
        case .computedProperty(let base, let getter, let offset):
            let value = try evaluate(base, in: frame)
            return try invoke(getter, self: value, arguments: [], parent: nil, offset: offset).0
        case .member(let base, let name, let offset):
            let value = try evaluate(base, in: frame)
            // What an undeclared helper's member gives is as unknown as the helper.
            if value.undeclaredName != nil { return value }
            return try member(value, name, offset: offset)
        case .viewState(let reference, let asBinding, let offset):
            let cell = try ownedStateCell(reference, offset: offset)
            return asBinding ? .binding(cell) : cell.value
        case .methodCall(let base, let method, let arguments, let offset):
            let receiver = try evaluate(base, in: frame)
            let values = try evaluateArguments(arguments, in: frame)
            return try invoke(method, self: receiver, arguments: values.map(\.value), parent: nil, offset: offset).0
        case .mutatingMethodCall(let target, let method, let arguments, let offset):
            let values = try evaluateArguments(arguments, in: frame)
            for value in values { try requireDeclared(value.value) }
            return try modify(target, in: frame) { (value: inout RuntimeValue) throws(EvaluationError) -> RuntimeValue in
                let (result, calleeFrame) = try self.invoke(method, self: value, arguments: values.map(\.value), parent: nil, offset: offset)
                value = calleeFrame.slots[0]
                return result
            }
        case .builtinCall(let base, let builtin, let arguments, let offset):
            let receiver = try evaluate(base, in: frame)
            if receiver.undeclaredName != nil { return receiver }
            let values = try evaluateArguments(arguments, in: frame)
            if let undeclared = values.first(where: { $0.value.undeclaredName != nil }) { return undeclared.value }
            return try method(receiver, builtin, values, offset: offset)
        case .mutatingBuiltinCall(let target, let builtin, let arguments, let offset):
            // Appending an undeclared helper's value to a path, inserting it in a selection.
            let values = try evaluateArguments(arguments, in: frame)
            for value in values { try requireDeclared(value.value) }
            return try modify(target, in: frame) { (value: inout RuntimeValue) throws(EvaluationError) -> RuntimeValue in
                try self.mutatingMethod(&value, builtin, values, offset: offset)
            }
        case .unresolvedMethod(let base, let name, let arguments, let offset):
            let receiver = try evaluate(base, in: frame)
            if receiver.undeclaredName != nil { return receiver }
            _ = try evaluateArguments(arguments, in: frame)
            return try unresolvedMethod(receiver, name, offset: offset)
        case .functionCall(let function, let arguments, let offset):
            let values = try evaluateArguments(arguments, in: frame)
            return try invoke(function, self: nil, arguments: values.map(\.value), parent: nil, offset: offset).0
        case .closureCall(let callee, let arguments, let offset):
            let value = try evaluate(callee, in: frame)
            if value.undeclaredName != nil { return value }
            guard case .closure(let closure) = value else {
                throw fault(offset, "cannot call value of non-function type '\(value.typeName)'")
            }
            return try call(closure, arguments: try evaluateArguments(arguments, in: frame).map(\.value), offset: offset)
        case .structInit(let type, let initializer, let arguments, let offset):
            return try construct(type, initializer: initializer, arguments: try evaluateArguments(arguments, in: frame), offset: offset)
        case .enumCase(let type, let caseName, let arguments, _):
            return .enumCase(type: type.name, name: caseName, payload: try evaluateArguments(arguments, in: frame))
        case .staticMember(let type, let name, let offset):
            if name == "allCases" {
                return .array(type.cases.filter(\.parameters.isEmpty).map { .enumCase(type: type.name, name: $0.name, payload: []) })
            }
            guard let initializer = type.staticProperties[name] else { throw fault(offset, "type '\(type.name)' has no member '\(name)'") }
            // Evaluated once, like a global: `static let samples = [Recipe(…)]` keeps its `UUID()`s.
            let key = "\(type.name).\(name)"
            if let value = staticValues[key] { return value }
            let value = try evaluate(initializer, in: Frame(slotCount: Frame.detachedSlotCount, parent: nil))
            staticValues[key] = value
            return value
        case .builtinStatic(let type, let name, let arguments, let offset):
            return try builtinStatic(type, name, try evaluateArguments(arguments ?? [], in: frame), offset: offset)
        case .viewCall(let builtin, let arguments, let offset):
            return .view(ViewValue(kind: .builtin(builtin, arguments: try evaluateViewArguments(arguments, of: builtin, in: frame)), offset: offset))
        case .modifier(let base, let modifier, let name, let arguments, let offset):
            guard var view = try viewValue(try evaluate(base, in: frame), offset: offset) else {
                throw fault(offset, "cannot apply '\(name)' to an empty value")
            }
            view.modifiers.append(ModifierValue(modifier: modifier, name: name, arguments: try evaluateArguments(arguments, in: frame), offset: offset))
            return .view(view)
        case .opaqueInit(let type, let arguments, _, _):
            return .opaque(type: type, arguments: try evaluateViewArguments(arguments, of: .inert(type), in: frame))
        case .implicitMember(let name, let arguments, let offset):
            return try implicitMember(name, arguments: try arguments.map { a throws(EvaluationError) in try evaluateArguments(a, in: frame) }, offset: offset)
        case .binary(let op, let left, let right, let offset):
            // An operation on an undeclared helper's value is as unknown as it; what decides is where it fails.
            let leftValue = try evaluate(left, in: frame)
            if leftValue.undeclaredName != nil { return leftValue }
            let rightValue = try evaluate(right, in: frame)
            if rightValue.undeclaredName != nil { return rightValue }
            return try binary(op, leftValue, rightValue, offset: offset)
        case .logicalAnd(let left, let right):
            let leftValue = try evaluate(left, in: frame)
            if leftValue.undeclaredName != nil { return leftValue }
            guard case .bool(true) = leftValue else { return .bool(false) }
            let rightValue = try evaluate(right, in: frame)
            if rightValue.undeclaredName != nil { return rightValue }
            return .bool(rightValue == .bool(true))
        case .logicalOr(let left, let right):
            let leftValue = try evaluate(left, in: frame)
            if leftValue.undeclaredName != nil { return leftValue }
            if case .bool(true) = leftValue { return .bool(true) }
            let rightValue = try evaluate(right, in: frame)
            if rightValue.undeclaredName != nil { return rightValue }
            return .bool(rightValue == .bool(true))
        case .not(let inner):
            let value = try evaluate(inner, in: frame)
            if value.undeclaredName != nil { return value }
            guard case .bool(let flag) = value else { return .bool(false) }
            return .bool(!flag)
        case .negate(let inner, let offset):
            let value = try evaluate(inner, in: frame)
            if value.undeclaredName != nil { return value }
            switch value {
            case .int(let value):
                let (result, overflow) = Int(0).subtractingReportingOverflow(value)
                if overflow { throw fault(offset, "arithmetic overflow", id: "interpreter.overflow") }
                return .int(result)
            case .double(let value): return .double(-value)
            case .bool, .string, .color, .none, .array, .set, .dictionary, .range, .enumCase, .structValue, .object, .opaque,
                 .navigationPath, .codablePath, .closure, .binding, .view, .metatype, .keyPath, .swiftUIConstant, .undeclared, .void:
                throw fault(offset, "unary operator '-' cannot be applied to '\(value.typeName)'")
            }
        case .ternary(let condition, let thenValue, let elseValue):
            if case .bool(true) = try requireDeclared(try evaluate(condition, in: frame)) { return try evaluate(thenValue, in: frame) }
            return try evaluate(elseValue, in: frame)
        case .nilCoalescing(let left, let right):
            let value = try evaluate(left, in: frame)
            if value.undeclaredName != nil { return value }
            return value.isNil ? try evaluate(right, in: frame) : value
        case .range(let lower, let upper, let closed, let offset):
            guard case .int(let low) = try requireDeclared(try evaluate(lower, in: frame)),
                  case .int(let high) = try requireDeclared(try evaluate(upper, in: frame)) else {
                throw fault(offset, "ranges need integer bounds")
            }
            if low > high { throw fault(offset, "Range requires lowerBound <= upperBound", id: "interpreter.range") }
            return .range(lower: low, upper: high, closed: closed)
        case .arrayLiteral(let elements, let asSet):
            var values: [RuntimeValue] = []
            values.reserveCapacity(elements.count)
            for element in elements { values.append(try evaluate(element, in: frame)) }
            return asSet ? .set(Self.unique(values)) : .array(values)
        case .dictionaryLiteral(let pairs):
            var result: [(key: RuntimeValue, value: RuntimeValue)] = []
            var positions: [RuntimeValue: Int] = [:]
            for (key, value) in pairs {
                let k = try evaluate(key, in: frame)
                let v = try evaluate(value, in: frame)
                if let index = positions[k] { result[index].value = v } else { positions[k] = result.count; result.append((k, v)) }
            }
            return .dictionary(result)
        case .closure(let function):
            return .closure(Closure(function: function, captured: frame))
        case .subscriptGet(let base, let index, let offset):
            let collection = try evaluate(base, in: frame)
            let key = try evaluate(index, in: frame)
            if let undeclared = [collection, key].first(where: { $0.undeclaredName != nil }) { return undeclared }
            return try subscriptValue(collection, key, offset: offset)
        case .forceUnwrap(let inner, let offset):
            let value = try evaluate(inner, in: frame)
            if value.undeclaredName != nil { return value }
            if value.isNil { throw fault(offset, "Unexpectedly found nil while unwrapping an Optional value", id: "interpreter.nilUnwrap") }
            return value
        case .optionalChain(let inner):
            let value = try evaluate(inner, in: frame)
            if value.isNil { throw .chainNil }
            return value
        case .chainBoundary(let inner):
            do {
                return try evaluate(inner, in: frame)
            } catch .chainNil {
                return .none
            }
        case .metatype(let type):
            return .metatype(type)
        case .genericMetatype(let base, let type, let parameter, _):
            return .metatype(genericArgument(parameter, of: type, in: try evaluate(base, in: frame)))
        case .keyPath(let names):
            return .keyPath(names)
        case .assignment(let target, let value, _):
            let newValue = try requireDeclared(try evaluate(value, in: frame))
            try modify(target, in: frame) { (value: inout RuntimeValue) throws(EvaluationError) in value = newValue }
            return .void
        case .compoundAssignment(let target, let op, let value, let offset):
            let operand = try requireDeclared(try evaluate(value, in: frame))
            try modify(target, in: frame) { (value: inout RuntimeValue) throws(EvaluationError) in
                value = try self.binary(op, value, operand, offset: offset)
            }
            return .void
        case .ifExpression(let conditions, let thenBody, let elseBody):
            var views: [ViewValue] = []
            let body = try conditionsHold(conditions, in: frame) ? thenBody : (elseBody ?? [])
            if case .returned(let value) = try execute(body, in: frame, views: &views, isBuilder: true) { return value }
            return .view(ViewValue.group(views, offset: 0))
        case .switchExpression(let subject, let cases):
            let value = try requireDeclared(try evaluate(subject, in: frame))
            for switchCase in cases where try caseMatches(switchCase, value, in: frame) {
                var views: [ViewValue] = []
                if case .returned(let result) = try execute(switchCase.body, in: frame, views: &views, isBuilder: true) { return result }
                return .view(ViewValue.group(views, offset: 0))
            }
            return .void
        case .invalid:
            throw .reported
        }
    }

    func evaluateArguments(_ arguments: [ArgumentIR], in frame: Frame) throws(EvaluationError) -> [LabeledValue] {
        var values: [LabeledValue] = []
        values.reserveCapacity(arguments.count)
        for argument in arguments {
            values.append(LabeledValue(label: argument.label, value: try evaluate(argument.value, in: frame)))
        }
        return values
    }

    /// View arguments: content closures without parameters run now; destinations, rows and actions stay closures.
    func evaluateViewArguments(_ arguments: [ArgumentIR], of view: BuiltinView, in frame: Frame) throws(EvaluationError) -> [LabeledValue] {
        var values: [LabeledValue] = []
        for argument in arguments {
            var value = try evaluate(argument.value, in: frame)
            if case .closure(let closure) = value, closure.function.isBuilder, closure.function.parameters.isEmpty,
               !(view == .navigationLink && argument.label != "label") {
                value = try call(closure, arguments: [], offset: argument.offset)
            }
            values.append(LabeledValue(label: argument.label, value: value, type: argument.type))
        }
        return values
    }

    static func unique(_ values: [RuntimeValue]) -> [RuntimeValue] {
        var seen = Set<RuntimeValue>()
        return values.filter { seen.insert($0).inserted }
    }

    // MARK: Assignment

    @discardableResult
    func modify<T>(_ target: LValue, in frame: Frame, _ body: (inout RuntimeValue) throws(EvaluationError) -> T) throws(EvaluationError) -> T {
        // Indices are evaluated before the storage is taken out for the write.
        var components: [ResolvedComponent] = []
        for component in target.components {
            switch component {
            case .field(let index, let name): components.append(.field(index, name))
            case .cellField(let index, let name): components.append(.cellField(index, name))
            case .subscriptIndex(let expression, let offset): components.append(.index(try evaluate(expression, in: frame), offset, default: nil))
            case .defaultedSubscript(let expression, let defaultValue, let offset):
                components.append(.index(try evaluate(expression, in: frame), offset, default: try evaluate(defaultValue, in: frame)))
            }
        }
        switch target.root {
        case .local(let depth, let index):
            let owner = frame.ancestor(depth)
            var value = owner.slots[index]
            owner.slots[index] = .void
            defer { owner.slots[index] = value }
            return try modifyPath(&value, components[...], body)
        case .global(let index):
            var value = try global(index, offset: target.offset)
            defer { setGlobal(index, to: value) }
            return try modifyPath(&value, components[...], body)
        case .object(let expression):
            var value = try evaluate(expression, in: frame)
            guard case .object = value else {
                throw fault(target.offset, value.isNil ? "unexpectedly found nil while unwrapping an Optional value" : "cannot assign through a value of type '\(value.typeName)'")
            }
            return try modifyPath(&value, components[...], body)
        case .cell(let expression):
            guard case .binding(let cell) = try evaluate(expression, in: frame) else {
                throw fault(target.offset, "cannot assign through a value that is not a binding")
            }
            var value = cell.value
            cell.value = .void
            defer { cell.value = value }
            return try modifyPath(&value, components[...], body)
        }
    }

    private enum ResolvedComponent {
        case field(Int, String)
        case cellField(Int, String)
        case index(RuntimeValue, Int, default: RuntimeValue?)
    }

    private func modifyPath<T>(_ value: inout RuntimeValue, _ components: ArraySlice<ResolvedComponent>, _ body: (inout RuntimeValue) throws(EvaluationError) -> T) throws(EvaluationError) -> T {
        guard let first = components.first else { return try body(&value) }
        let rest = components.dropFirst()
        switch first {
        case .field(let index, let name):
            if case .object(let box) = value {
                // An object is changed in place; every reference sees it.
                guard index < box.fields.count else { throw fault(0, "value of type '\(box.type.name)' has no member '\(name)'") }
                var inner = box.fields[index]
                defer { box.fields[index] = inner }
                return try modifyPath(&inner, rest, body)
            }
            guard var instance = value.takeStruct() else {
                throw fault(0, value.isNil ? "unexpectedly found nil while writing '\(name)'" : "value of type '\(value.typeName)' has no member '\(name)'")
            }
            defer { value = .structValue(instance) }
            guard index < instance.fields.count else { throw fault(0, "value of type '\(instance.type.name)' has no member '\(name)'") }
            return try modifyPath(&instance.fields[index], rest, body)
        case .cellField(let index, let name):
            guard case .structValue(let instance) = value, index < instance.fields.count, case .binding(let cell) = instance.fields[index] else {
                throw fault(0, "cannot assign to '\(name)'")
            }
            var inner = cell.value
            cell.value = .void
            defer { cell.value = inner }
            return try modifyPath(&inner, rest, body)
        case .index(let index, let offset, let defaultValue):
            if value.isArray, case .int(let position) = index {
                var elements = value.takeElements()
                defer { value = .array(elements) }
                guard elements.indices.contains(position) else { throw fault(offset, "Index out of range", id: "interpreter.indexOutOfRange") }
                return try modifyPath(&elements[position], rest, body)
            }
            switch (value, index) {
            case (.dictionary(var pairs), let key):
                // The pairs are a list: a write scans it, so it costs steps in proportion.
                try budget.spend(offset, elements: pairs.count)
                var element = pairs.first { $0.key == key }?.value ?? defaultValue ?? .none
                let result = try modifyPath(&element, rest, body)
                pairs.removeAll { $0.key == key }
                if !element.isNil { pairs.append((key, element)) }
                try SizeLimit.check(pairs.count, offset, .dictionary)
                value = .dictionary(pairs)
                return result
            case (.int, _), (.double, _), (.bool, _), (.string, _), (.color, _), (.none, _), (.array, _), (.set, _), (.range, _),
                 (.enumCase, _), (.structValue, _), (.object, _), (.opaque, _), (.navigationPath, _), (.codablePath, _), (.closure, _),
                 (.binding, _), (.view, _), (.metatype, _), (.keyPath, _), (.swiftUIConstant, _), (.undeclared, _), (.void, _):
                throw fault(offset, "cannot subscript a value of type '\(value.typeName)'")
            }
        }
    }
}
