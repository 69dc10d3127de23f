extension Interpreter {
    /// A declared struct's instance, by its written initializer or the memberwise one.
    func construct(_ type: TypeDeclaration, initializer: FunctionIR?, arguments: [LabeledValue], offset: Int) throws(EvaluationError) -> RuntimeValue {
        if let initializer {
            var fields: [RuntimeValue] = []
            for property in type.storedProperties {
                let initial = try property.initializer.map { e throws(EvaluationError) in try evaluate(e, in: Frame(slotCount: Frame.detachedSlotCount, parent: nil)) }
                fields.append(wrap(initial ?? (isOptional(property.type) || property.wrapper.isEnvironment ? .none : .void), property))
            }
            let instance: RuntimeValue = type.kind == .classType
                ? .object(ObjectBox(type: type, fields: fields)) : .structValue(StructValue(type: type, fields: fields))
            let (_, frame) = try invoke(initializer, self: instance, arguments: arguments.map(\.value), parent: nil, offset: offset)
            var result: [RuntimeValue] = []
            if case .structValue(let value) = frame.slots[0] { result = value.fields }
            if case .object(let box) = frame.slots[0] { result = box.fields }
            if let index = result.firstIndex(where: { if case .void = $0 { return true }; return false }) {
                throw fault(offset, "return from initializer without initializing all stored properties ('\(type.storedProperties[index].name)')")
            }
            return frame.slots[0]
        }
        var fields: [RuntimeValue] = []
        fields.reserveCapacity(type.storedProperties.count)
        for property in type.storedProperties {
            // Filled from the environment when the view takes its place in the tree.
            if property.wrapper.isEnvironment {
                fields.append(.none)
                continue
            }
            if let argument = arguments.first(where: { $0.label == property.name }), !isVoidSentinel(argument.value) {
                fields.append(wrap(argument.value, property))
                continue
            }
            if let initializer = property.initializer {
                fields.append(wrap(try evaluate(initializer, in: Frame(slotCount: Frame.detachedSlotCount, parent: nil)), property))
            } else if isOptional(property.type) {
                fields.append(wrap(.none, property))
            } else {
                throw fault(offset, "missing argument for parameter '\(property.name)' in call")
            }
        }
        if type.kind == .classType { return .object(ObjectBox(type: type, fields: fields)) }
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

    /// `@State` starts in a cell of its own; a view that takes its place in the tree
    /// swaps it for the state kept at that place (`InterpretedApp.attach(_:at:)`), so
    /// the value given here only counts the first time, as in SwiftUI. `@Binding`
    /// keeps the binding it was given.
    private func wrap(_ value: RuntimeValue, _ property: TypeDeclaration.StoredProperty) -> RuntimeValue {
        switch property.wrapper {
        case .none, .observed, .environmentObject, .environmentValue: return value
        case .state:
            return .binding(StateCell(name: property.name, value: value, isRootState: false))
        case .binding:
            if case .binding = value { return value }
            return .binding(StateCell(name: property.name, value: value, isRootState: false))
        }
    }

    /// The root view's `@State` properties and their initial values, in declaration order.
    func initialRootState(_ root: TypeDeclaration) throws(EvaluationError) -> [(name: String, value: RuntimeValue)] {
        var state: [(name: String, value: RuntimeValue)] = []
        if let instance = try rootByInitializer(root) {
            for (index, property) in root.storedProperties.enumerated() where property.wrapper == .state {
                guard case .binding(let cell) = instance.fields[index] else { continue }
                state.append((property.name, cell.value))
            }
            return state
        }
        for property in root.storedProperties where property.wrapper == .state {
            if let initializer = property.initializer {
                state.append((property.name, try evaluate(initializer, in: Frame(slotCount: Frame.detachedSlotCount, parent: nil))))
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
        if var instance = try rootByInitializer(root) {
            for (index, property) in root.storedProperties.enumerated() where property.wrapper == .state {
                if let cell = cells[property.name] { instance.fields[index] = .binding(cell) }
            }
            return .structValue(instance)
        }
        var fields: [RuntimeValue] = []
        for property in root.storedProperties {
            if property.wrapper == .state, let cell = cells[property.name] {
                fields.append(.binding(cell))
            } else if property.wrapper.isEnvironment {
                // Filled from the environment when the view takes its place (`\.dismiss`, objects).
                fields.append(.none)
            } else if let initializer = property.initializer {
                fields.append(try evaluate(initializer, in: Frame(slotCount: Frame.detachedSlotCount, parent: nil)))
            } else if isOptional(property.type) {
                fields.append(property.wrapper.hasCell ? .binding(StateCell(name: property.name, value: .none, isRootState: true)) : .none)
            } else {
                throw fault(property.offset, "root view '\(root.name)' cannot be created: '\(property.name)' has no initial value", id: "interpreter.rootNeedsArguments")
            }
        }
        return .structValue(StructValue(type: root, fields: fields))
    }

    /// The root built by its own `init` when it has one callable without arguments, as
    /// the app or preview that names it calls it: `init(startAt first: Int = 0)` that
    /// sets `self._path = State(initialValue: …)` decides the initial state.
    private func rootByInitializer(_ root: TypeDeclaration) throws(EvaluationError) -> StructValue? {
        guard let initializer = root.initializers.first(where: { $0.parameters.allSatisfy { $0.defaultValue != nil } }) else { return nil }
        var arguments: [LabeledValue] = []
        for parameter in initializer.parameters {
            guard let defaultValue = parameter.defaultValue else { continue }
            arguments.append(LabeledValue(label: parameter.label, value: try evaluate(defaultValue, in: Frame(slotCount: Frame.detachedSlotCount, parent: nil))))
        }
        guard case .structValue(let instance) = try construct(root, initializer: initializer, arguments: arguments, offset: initializer.offset) else { return nil }
        return instance
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

extension Interpreter {
    /// The type a generic parameter stands for in `instance`, read from its witness
    /// property's value (see ``TypeDeclaration/genericWitnesses``); `generic` when no value
    /// tells (an empty collection).
    func genericArgument(_ parameter: String, of type: TypeDeclaration, in instance: RuntimeValue) -> StaticType {
        guard let witness = type.genericWitnesses[parameter] else { return .generic }
        var fields: [RuntimeValue] = []
        if case .structValue(let value) = instance { fields = value.fields }
        if case .object(let box) = instance { fields = box.fields }
        guard witness.property < fields.count else { return .generic }
        var value = fields[witness.property]
        if case .binding(let cell) = value { value = cell.value }
        if witness.isElement {
            guard case .array(let elements) = value, let first = elements.first else {
                if case .set(let elements) = value, let first = elements.first { return Self.staticType(of: first) }
                return .generic
            }
            value = first
        }
        return Self.staticType(of: value)
    }

    /// The static type of a runtime value, as far as the value tells it.
    static func staticType(of value: RuntimeValue) -> StaticType {
        switch value {
        case .int: .int
        case .double: .double
        case .bool: .bool
        case .string: .string
        case .color: .color
        case .enumCase(let type, _, _): .declared(type)
        case .structValue(let instance): .declared(instance.type.name)
        case .object(let box): .declared(box.type.name)
        case .opaque(let type, _): .opaque(type)
        case .swiftUIConstant(let type, _): .swiftUI(type)
        case .navigationPath: .navigationPath
        case .none, .array, .set, .dictionary, .range, .codablePath, .closure, .binding, .view, .metatype, .keyPath, .undeclared, .void:
            .generic
        }
    }
}
