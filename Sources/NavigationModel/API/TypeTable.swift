import Foundation

/// Facts about the types an example declares: which are `Hashable`, `Codable`, `Identifiable`.
///
/// The interpreter knows the declarations and fills the table; the model uses it
/// to decide whether a `NavigationPath` has a codable representation (N9), whether
/// state can be encoded on `relaunch` (N40), and whether a decoded element's type
/// still exists (N11). Standard types (`Int`, `String`, `Double`, `Bool`, `Color`,
/// arrays, sets, dictionaries and optionals of them) are known without entries.
public struct TypeTable: Hashable, Sendable, Codable {
    /// The declared types by name.
    public var declarations: [String: TypeTraits]

    public init(_ declarations: [String: TypeTraits] = [:]) {
        self.declarations = declarations
    }

    /// Whether the example declares `typeName` or it is a standard type.
    public func isKnown(_ typeName: String) -> Bool {
        traits(of: typeName) != nil
    }

    /// The traits of a type written in Swift syntax (`Park`, `[Park]`, `Park?`, `Set<Int>`), or `nil` when unknown.
    public func traits(of typeName: String) -> TypeTraits? {
        let name = typeName.trimmingCharacters(in: .whitespaces)
        if let declared = declarations[name] { return declared }
        if let standard = Self.standard[name] { return standard }
        if name.hasSuffix("?") { return traits(of: String(name.dropLast())) }
        if let inner = Self.genericArgument(of: name, named: "Optional") { return traits(of: inner) }
        if let inner = Self.genericArgument(of: name, named: "Array") { return traits(of: inner) }
        if let inner = Self.genericArgument(of: name, named: "Set") { return traits(of: inner) }
        if name.hasPrefix("["), name.hasSuffix("]") {
            let inner = String(name.dropFirst().dropLast())
            if let colon = Self.topLevelColon(in: inner) {
                let key = String(inner[..<colon])
                let value = String(inner[inner.index(after: colon)...])
                guard let keyTraits = traits(of: key), let valueTraits = traits(of: value) else { return nil }
                var result = TypeTraits.hashable.union(.codable)
                if !(keyTraits.contains(.codable) && valueTraits.contains(.codable)) { result.remove(.codable) }
                if !valueTraits.contains(.hashable) { result.remove(.hashable) }
                return result
            }
            return traits(of: inner).map { $0.subtracting(.identifiable) }
        }
        return nil
    }

    /// Whether values of the named type can be encoded.
    public func isCodable(_ typeName: String) -> Bool {
        traits(of: typeName)?.contains(.codable) ?? false
    }

    /// Whether this value can be encoded: its type and everything inside it are `Codable`.
    public func isCodable(_ value: Value) -> Bool {
        uncodablePart(of: value) == nil
    }

    /// The first part of `value` that cannot be encoded (the value itself or a nested element), or `nil`.
    public func uncodablePart(of value: Value) -> Value? {
        switch value {
        case .int, .double, .bool, .string:
            return nil
        case .color, .opaque, .closure:
            return value
        case .optional(let wrappedType, let wrapped):
            if let wrapped { return uncodablePart(of: wrapped) }
            return isCodable(wrappedType) ? nil : value
        case .array(let elementType, let elements):
            if elements.isEmpty { return isCodable(elementType) ? nil : value }
            return elements.lazy.compactMap { uncodablePart(of: $0) }.first
        case .set(let elementType, let members):
            if members.isEmpty { return isCodable(elementType) ? nil : value }
            return members.sorted { $0.description < $1.description }.lazy.compactMap { uncodablePart(of: $0) }.first
        case .dictionary(let keyType, let valueType, let entries):
            if entries.isEmpty { return isCodable(keyType) && isCodable(valueType) ? nil : value }
            for entry in entries.sorted(by: { $0.key.description < $1.key.description }) {
                if let part = uncodablePart(of: entry.key) ?? uncodablePart(of: entry.value) { return part }
            }
            return nil
        case .instance(let type, _), .enumCase(let type, _, _):
            return isCodable(type) ? nil : value
        case .navigationPath(let elements):
            return elements.first { !$0.isCodable || uncodablePart(of: $0.value) != nil }?.value
        }
    }

    /// A path element for `value`, with its codability from this table.
    public func pathElement(_ value: Value) -> NavigationPathElement {
        NavigationPathElement(value, isCodable: isCodable(value))
    }

    /// The first type named inside `value` that this table does not know, or `nil`.
    ///
    /// Used when decoding restored state: a type the example no longer declares cannot be decoded (N11).
    public func firstUnknownType(in value: Value) -> String? {
        switch value {
        case .int, .double, .bool, .string, .color, .closure:
            return nil
        case .opaque(let type, _):
            return type
        case .optional(let wrappedType, let wrapped):
            if let wrapped { return firstUnknownType(in: wrapped) }
            return isKnown(wrappedType) ? nil : wrappedType
        case .array(let elementType, let elements):
            if !isKnown(elementType) { return elementType }
            return elements.lazy.compactMap { firstUnknownType(in: $0) }.first
        case .set(let elementType, let members):
            if !isKnown(elementType) { return elementType }
            return members.lazy.compactMap { firstUnknownType(in: $0) }.first
        case .dictionary(let keyType, let valueType, let entries):
            if !isKnown(keyType) { return keyType }
            if !isKnown(valueType) { return valueType }
            for entry in entries {
                if let type = firstUnknownType(in: entry.key) ?? firstUnknownType(in: entry.value) { return type }
            }
            return nil
        case .instance(let type, let fields), .enumCase(let type, _, let fields):
            if !isKnown(type) { return type }
            return fields.lazy.compactMap { firstUnknownType(in: $0.value) }.first
        case .navigationPath(let elements):
            return elements.lazy.compactMap { firstUnknownType(in: $0.value) }.first
        }
    }

    private static let standard: [String: TypeTraits] = [
        "Int": [.hashable, .codable], "Double": [.hashable, .codable], "Bool": [.hashable, .codable],
        "String": [.hashable, .codable], "Character": [.hashable, .codable], "UUID": [.hashable, .codable],
        "Date": [.hashable, .codable], "URL": [.hashable, .codable],
        "Float": [.hashable, .codable], "CGFloat": [.hashable, .codable],
        "Int8": [.hashable, .codable], "Int16": [.hashable, .codable], "Int32": [.hashable, .codable], "Int64": [.hashable, .codable],
        "UInt": [.hashable, .codable], "UInt8": [.hashable, .codable], "UInt16": [.hashable, .codable],
        "UInt32": [.hashable, .codable], "UInt64": [.hashable, .codable],
        // Foundation's `Data` (bytes an app encoded, kept in `@SceneStorage` or `@AppStorage`).
        "Data": [.hashable, .codable],
        // SwiftUI's Color is Hashable but not Codable.
        "Color": [.hashable],
        // NavigationPath itself is not Codable; its `codable` representation is.
        "NavigationPath": [.hashable],
        "NavigationSplitViewColumn": [.hashable],
        "NavigationSplitViewVisibility": [.hashable, .codable],
    ]

    private static func genericArgument(of name: String, named generic: String) -> String? {
        guard name.hasPrefix(generic + "<"), name.hasSuffix(">") else { return nil }
        return String(name.dropFirst(generic.count + 1).dropLast())
    }

    private static func topLevelColon(in text: String) -> String.Index? {
        var depth = 0
        for index in text.indices {
            switch text[index] {
            case "[", "<", "(": depth += 1
            case "]", ">", ")": depth -= 1
            case ":" where depth == 0: return index
            default: break
            }
        }
        return nil
    }
}

/// Protocol conformances of a declared type that matter to navigation.
public struct TypeTraits: OptionSet, Hashable, Sendable, Codable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// `Hashable`: usable as a link value, path element or selection.
    public static let hashable = TypeTraits(rawValue: 1)
    /// `Codable`: survives `relaunch` and keeps a `NavigationPath` codable.
    public static let codable = TypeTraits(rawValue: 2)
    /// `Identifiable`: has an `id`, so `List(data)` and `ForEach(data)` need no `id:`.
    public static let identifiable = TypeTraits(rawValue: 4)
}
