internal import NavigationModel

// How the standard library's generic values convert to the model's values and back.

extension Optional: ModelValueConvertible {
    func modelValue(in bridge: ValueBridge, home: (state: String, members: [String])?) -> Value? {
        let wrappedType = bridge.typeName(Wrapped.self)
        guard case .some(let wrapped) = self else { return .optional(wrappedType: wrappedType, nil) }
        guard let converted = bridge.value(wrapped, home: home) else { return nil }
        return .optional(wrappedType: wrappedType, converted)
    }
}

extension Optional: RebuildableFromModel {
    static func rebuild(from value: Value, template: Any?, in bridge: ValueBridge) -> Any? {
        let inner: Value?
        if case .optional(_, let wrapped) = value { inner = wrapped } else { inner = value }
        guard let inner else { return Optional<Wrapped>.none as Any }
        let wrappedTemplate = (template as? Wrapped?) ?? nil
        guard let rebuilt = bridge.swiftValue(inner, like: wrappedTemplate, type: Wrapped.self) as? Wrapped else { return nil }
        return Optional<Wrapped>.some(rebuilt) as Any
    }
}

extension Array: ModelValueConvertible {
    func modelValue(in bridge: ValueBridge, home: (state: String, members: [String])?) -> Value? {
        .array(elementType: bridge.typeName(Element.self), compactMap { bridge.value($0) })
    }
}

extension Array: RebuildableFromModel {
    static func rebuild(from value: Value, template: Any?, in bridge: ValueBridge) -> Any? {
        guard let elements = value.elements else { return nil }
        let current = template as? [Element] ?? []
        var rebuilt: [Element] = []
        rebuilt.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            let like: Any? = index < current.count ? current[index] : current.last
            guard let converted = bridge.swiftValue(element, like: like, type: Element.self) as? Element else { return nil }
            rebuilt.append(converted)
        }
        return rebuilt
    }
}

extension Set: ModelValueConvertible {
    func modelValue(in bridge: ValueBridge, home: (state: String, members: [String])?) -> Value? {
        .set(elementType: bridge.typeName(Element.self), Set<Value>(compactMap { bridge.value($0) }))
    }
}

extension Set: RebuildableFromModel {
    static func rebuild(from value: Value, template: Any?, in bridge: ValueBridge) -> Any? {
        guard let elements = value.elements else { return nil }
        let like = (template as? Set<Element>)?.first
        var rebuilt = Set<Element>()
        for element in elements {
            guard let converted = bridge.swiftValue(element, like: like, type: Element.self) as? Element else { return nil }
            rebuilt.insert(converted)
        }
        return rebuilt
    }
}

extension Dictionary: ModelValueConvertible {
    func modelValue(in bridge: ValueBridge, home: (state: String, members: [String])?) -> NavigationModel.Value? {
        var entries: [NavigationModel.Value: NavigationModel.Value] = [:]
        for (key, value) in self {
            guard let convertedKey = bridge.value(key), let convertedValue = bridge.value(value) else { continue }
            entries[convertedKey] = convertedValue
        }
        return .dictionary(keyType: bridge.typeName(Key.self), valueType: bridge.typeName(Value.self), entries)
    }
}

extension Dictionary: RebuildableFromModel {
    static func rebuild(from value: NavigationModel.Value, template: Any?, in bridge: ValueBridge) -> Any? {
        guard case .dictionary(_, _, let entries) = value else { return nil }
        let current = template as? [Key: Value] ?? [:]
        var rebuilt: [Key: Value] = [:]
        for (key, entry) in entries {
            guard let convertedKey = bridge.swiftValue(key, like: current.keys.first, type: Key.self) as? Key,
                  let convertedValue = bridge.swiftValue(entry, like: current[convertedKey] ?? current.values.first, type: Value.self) as? Value else { return nil }
            rebuilt[convertedKey] = convertedValue
        }
        return rebuilt
    }
}
