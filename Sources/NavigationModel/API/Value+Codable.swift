/// The stable encoded form of values, shared by the trace format and relaunch.
///
/// Each value is an object with one key naming its kind (`{"int": 3}`,
/// `{"color": "pink"}`, `{"instance": {"type": "Park", "fields": [...]}}`).
/// Sets and dictionaries are written in a stable order so that two runs
/// produce byte-identical output.
extension Value: Codable {
    private enum Kind: String, CodingKey {
        case int, double, bool, string, optional, array, set, dictionary
        case instance, enumCase, color, navigationPath, opaque, closure
    }

    private enum FieldKey: String, CodingKey {
        case type, wrappedType, value, elementType, elements, keyType, valueType, entries
        case fields, name, associatedValues, arguments, key
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Kind.self)
        switch self {
        case .int(let number): try container.encode(number, forKey: .int)
        case .double(let number): try container.encode(number, forKey: .double)
        case .bool(let flag): try container.encode(flag, forKey: .bool)
        case .string(let text): try container.encode(text, forKey: .string)
        case .color(let name): try container.encode(name, forKey: .color)
        case .navigationPath(let elements): try container.encode(elements, forKey: .navigationPath)
        case .optional(let wrappedType, let wrapped):
            var nested = container.nestedContainer(keyedBy: FieldKey.self, forKey: .optional)
            try nested.encode(wrappedType, forKey: .wrappedType)
            try nested.encodeIfPresent(wrapped, forKey: .value)
        case .array(let elementType, let elements):
            var nested = container.nestedContainer(keyedBy: FieldKey.self, forKey: .array)
            try nested.encode(elementType, forKey: .elementType)
            try nested.encode(elements, forKey: .elements)
        case .set(let elementType, let members):
            var nested = container.nestedContainer(keyedBy: FieldKey.self, forKey: .set)
            try nested.encode(elementType, forKey: .elementType)
            try nested.encode(members.sorted { $0.description < $1.description }, forKey: .elements)
        case .dictionary(let keyType, let valueType, let entries):
            var nested = container.nestedContainer(keyedBy: FieldKey.self, forKey: .dictionary)
            try nested.encode(keyType, forKey: .keyType)
            try nested.encode(valueType, forKey: .valueType)
            let sorted = entries.sorted { $0.key.description < $1.key.description }
            try nested.encode(sorted.map { DictionaryEntry(key: $0.key, value: $0.value) }, forKey: .entries)
        case .instance(let type, let fields):
            var nested = container.nestedContainer(keyedBy: FieldKey.self, forKey: .instance)
            try nested.encode(type, forKey: .type)
            try nested.encode(fields, forKey: .fields)
        case .enumCase(let type, let name, let associated):
            var nested = container.nestedContainer(keyedBy: FieldKey.self, forKey: .enumCase)
            try nested.encode(type, forKey: .type)
            try nested.encode(name, forKey: .name)
            try nested.encode(associated, forKey: .associatedValues)
        case .opaque(let type, let arguments):
            var nested = container.nestedContainer(keyedBy: FieldKey.self, forKey: .opaque)
            try nested.encode(type, forKey: .type)
            try nested.encode(arguments, forKey: .arguments)
        case .closure:
            try container.encode(true, forKey: .closure)
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Kind.self)
        guard let kind = container.allKeys.first else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "a value needs one kind key"))
        }
        switch kind {
        case .int: self = .int(try container.decode(Int.self, forKey: .int))
        case .double: self = .double(try container.decode(Double.self, forKey: .double))
        case .bool: self = .bool(try container.decode(Bool.self, forKey: .bool))
        case .string: self = .string(try container.decode(String.self, forKey: .string))
        case .color: self = .color(try container.decode(String.self, forKey: .color))
        case .navigationPath:
            self = .navigationPath(try container.decode([NavigationPathElement].self, forKey: .navigationPath))
        case .optional:
            let nested = try container.nestedContainer(keyedBy: FieldKey.self, forKey: .optional)
            self = .optional(
                wrappedType: try nested.decode(String.self, forKey: .wrappedType),
                try nested.decodeIfPresent(Value.self, forKey: .value))
        case .array:
            let nested = try container.nestedContainer(keyedBy: FieldKey.self, forKey: .array)
            self = .array(
                elementType: try nested.decode(String.self, forKey: .elementType),
                try nested.decode([Value].self, forKey: .elements))
        case .set:
            let nested = try container.nestedContainer(keyedBy: FieldKey.self, forKey: .set)
            self = .set(
                elementType: try nested.decode(String.self, forKey: .elementType),
                Set(try nested.decode([Value].self, forKey: .elements)))
        case .dictionary:
            let nested = try container.nestedContainer(keyedBy: FieldKey.self, forKey: .dictionary)
            let entries = try nested.decode([DictionaryEntry].self, forKey: .entries)
            self = .dictionary(
                keyType: try nested.decode(String.self, forKey: .keyType),
                valueType: try nested.decode(String.self, forKey: .valueType),
                Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last }))
        case .instance:
            let nested = try container.nestedContainer(keyedBy: FieldKey.self, forKey: .instance)
            self = .instance(
                type: try nested.decode(String.self, forKey: .type),
                fields: try nested.decode([Argument].self, forKey: .fields))
        case .enumCase:
            let nested = try container.nestedContainer(keyedBy: FieldKey.self, forKey: .enumCase)
            self = .enumCase(
                type: try nested.decode(String.self, forKey: .type),
                name: try nested.decode(String.self, forKey: .name),
                associatedValues: try nested.decode([Argument].self, forKey: .associatedValues))
        case .opaque:
            let nested = try container.nestedContainer(keyedBy: FieldKey.self, forKey: .opaque)
            self = .opaque(
                type: try nested.decode(String.self, forKey: .type),
                arguments: try nested.decode([Argument].self, forKey: .arguments))
        case .closure:
            self = .closure
        }
    }

    private struct DictionaryEntry: Codable {
        var key: Value
        var value: Value
    }
}
