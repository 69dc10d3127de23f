import Foundation
internal import NavigationModel

/// A list of values of any hashable types, for a stack's path (N8–N11).
public struct NavigationPath: Equatable, Hashable {
    var elements: [AnyHashable]

    public init() {
        elements = []
    }

    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    public init<S: Sequence>(_ elements: S) where S.Element: Hashable & Codable {
        self.elements = elements.map { AnyHashable($0) }
    }

    public init(_ codable: CodableRepresentation) {
        elements = codable.decodedElements
    }

    public var count: Int { elements.count }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    public mutating func append<V: Hashable & Codable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    public mutating func removeLast(_ k: Int = 1, _file: String = #filePath, _line: Int = #line, _column: Int = #column) {
        guard k <= elements.count, k >= 0 else {
            ProgramFault.stop("Can't remove more items from a collection than it contains", at: CallSite(_file, _line, _column))
        }
        elements.removeLast(k)
    }

    /// The path in a form that can be encoded, when every element is `Codable` (N9).
    public var codable: CodableRepresentation? {
        var encoded: [(String, String)] = []
        for element in elements {
            guard let codable = element.base as? any Encodable,
                  let data = try? JSONEncoder().encode(codable),
                  let text = String(data: data, encoding: .utf8) else { return nil }
            let name = String(reflecting: type(of: element.base))
            CodableRepresentation.encodedTypes[name] = type(of: element.base)
            encoded.append((name, text))
        }
        return CodableRepresentation(entries: encoded)
    }

    /// The encodable form of a path: each element's type name and its JSON.
    public struct CodableRepresentation: Codable, Equatable {
        var entries: [(String, String)]

        init(entries: [(String, String)]) {
            self.entries = entries
        }

        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var flat: [String] = []
            while !container.isAtEnd { flat.append(try container.decode(String.self)) }
            entries = stride(from: 0, to: flat.count - 1, by: 2).map { (flat[$0], flat[$0 + 1]) }
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for (name, json) in entries {
                try container.encode(name)
                try container.encode(json)
            }
        }

        public static func == (lhs: CodableRepresentation, rhs: CodableRepresentation) -> Bool {
            lhs.entries.elementsEqual(rhs.entries) { $0 == $1 }
        }

        /// The type behind each name an encoded representation wrote: the runtime's lookup by
        /// name (`_typeByName`) finds the standard library's types but not the example's own
        /// (`NavDocsExample.Park`), which SwiftUI's decoding finds.
        nonisolated(unsafe) static var encodedTypes: [String: Any.Type] = [:]

        var decodedElements: [AnyHashable] {
            entries.compactMap { name, json -> AnyHashable? in
                guard let type = (Self.encodedTypes[name] ?? _typeByName(name)) as? any (Decodable & Hashable).Type,
                      let data = json.data(using: .utf8),
                      let value = try? JSONDecoder().decode(type, from: data) else { return nil }
                return AnyHashable(value)
            }
        }
    }
}

extension NavigationPath: ModelValueConvertible {
    func modelValue(in bridge: ValueBridge, home: (state: String, members: [String])?) -> Value? {
        .navigationPath(elements.compactMap { element in
            bridge.value(element.base).map { NavigationPathElement($0, isCodable: bridge.isCodable(element.base)) }
        })
    }
}

extension NavigationPath: RebuildableFromModel {
    static func rebuild(from value: Value, template: Any?, in bridge: ValueBridge) -> Any? {
        guard case .navigationPath(let elements) = value else { return nil }
        var path = NavigationPath()
        for element in elements {
            guard let original = bridge.swiftValue(element.value, like: nil) as? AnyHashable else { return nil }
            path.elements.append(original)
        }
        return path
    }
}
