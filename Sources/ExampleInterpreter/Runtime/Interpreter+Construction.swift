extension Interpreter {
    /// A declared struct's instance, by its written initializer or the memberwise one.
    func construct(_ type: TypeDeclaration, initializer: FunctionIR?, arguments: [LabeledValue], offset: Int) throws(EvaluationError) -> RuntimeValue {
        if let initializer {
            var fields: [RuntimeValue] = []
            for property in type.storedProperties {
                let initial = try property.initializer.map { e throws(EvaluationError) in try evaluate(e, in: Frame(slotCount: 1, parent: nil)) }
                fields.append(wrap(initial ?? (isOptional(property.type) ? .none : .void), property))
            }
            let instance = RuntimeValue.structValue(StructValue(type: type, fields: fields))
            let (_, frame) = try invoke(initializer, self: instance, arguments: arguments.map(\.value), parent: nil, offset: offset)
            if case .structValue(let result) = frame.slots[0] {
                if let index = result.fields.firstIndex(where: { if case .void = $0 { return true }; return false }) {
                    throw fault(offset, "return from initializer without initializing all stored properties ('\(type.storedProperties[index].name)')")
                }
            }
            return frame.slots[0]
        }
        var fields: [RuntimeValue] = []
        fields.reserveCapacity(type.storedProperties.count)
        for property in type.storedProperties {
            if let argument = arguments.first(where: { $0.label == property.name }), !isVoidSentinel(argument.value) {
                fields.append(wrap(argument.value, property))
                continue
            }
            if let initializer = property.initializer {
                fields.append(wrap(try evaluate(initializer, in: Frame(slotCount: 1, parent: nil)), property))
            } else if isOptional(property.type) {
                fields.append(wrap(.none, property))
            } else {
                throw fault(offset, "missing argument for parameter '\(property.name)' in call")
            }
        }
        return .structValue(StructValue(type: type, fields: fields))
    }

    private func isVoidSentinel(_ value: RuntimeValue) -> Bool {
        if case .void = value { return true }
        return false
    }

    private func isOptional(_ type: StaticType) -> Bool {
        if case .optional = type { return true }
        return false
    }

    /// `@State` gets fresh storage; `@Binding` keeps the binding it was given.
    private func wrap(_ value: RuntimeValue, _ property: TypeDeclaration.StoredProperty) -> RuntimeValue {
        switch property.wrapper {
        case .none: return value
        case .state: return .binding(StateCell(name: property.name, value: value, isRootState: false))
        case .binding:
            if case .binding = value { return value }
            return .binding(StateCell(name: property.name, value: value, isRootState: false))
        }
    }

    /// The root view's `@State` properties and their initial values, in declaration order.
    func initialRootState(_ root: TypeDeclaration) throws(EvaluationError) -> [(name: String, value: RuntimeValue)] {
        var state: [(name: String, value: RuntimeValue)] = []
        for property in root.storedProperties where property.wrapper == .state {
            if let initializer = property.initializer {
                state.append((property.name, try evaluate(initializer, in: Frame(slotCount: 1, parent: nil))))
            } else if isOptional(property.type) {
                state.append((property.name, .none))
            } else {
                throw fault(property.offset, "root view '\(root.name)' needs an initial value for '\(property.name)'")
            }
        }
        return state
    }

    /// An instance of the root view whose `@State` properties are the given cells.
    func rootInstance(_ root: TypeDeclaration, cells: [String: StateCell]) throws(EvaluationError) -> RuntimeValue {
        var fields: [RuntimeValue] = []
        for property in root.storedProperties {
            if property.wrapper == .state, let cell = cells[property.name] {
                fields.append(.binding(cell))
            } else if let initializer = property.initializer {
                fields.append(try evaluate(initializer, in: Frame(slotCount: 1, parent: nil)))
            } else if isOptional(property.type) {
                fields.append(property.wrapper == .none ? .none : .binding(StateCell(name: property.name, value: .none, isRootState: true)))
            } else {
                throw fault(property.offset, "root view '\(root.name)' cannot be created: '\(property.name)' has no initial value", id: "interpreter.rootNeedsArguments")
            }
        }
        return .structValue(StructValue(type: root, fields: fields))
    }

    /// The body of a declared view for an instance.
    func body(of instance: StructValue, offset: Int) throws(EvaluationError) -> ViewValue {
        guard let getter = instance.type.computedProperties["body"] else {
            throw fault(instance.type.offset, "type '\(instance.type.name)' does not conform to protocol 'View'", id: "interpreter.noBody")
        }
        let value = try invoke(getter, self: .structValue(instance), arguments: [], parent: nil, offset: offset).0
        return try viewValue(value, offset: offset) ?? ViewValue(kind: .empty, offset: offset)
    }
}
