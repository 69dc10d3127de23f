internal import NavigationModel

/// The arguments an inert view or value was made with, kept to draw it as written
/// (`Toggle("Wi-Fi", isOn: true)`). They take no part in equality, hashing or coding:
/// two inert values made alike are alike.
public struct InertArguments: Hashable, Codable, @unchecked Sendable {
    let entries: [(label: String?, value: Any)]

    public init() {
        entries = []
    }

    public init(_ entries: [(String?, Any)]) {
        self.entries = entries.map { (label: $0.0, value: $0.1) }
    }

    public static func == (lhs: InertArguments, rhs: InertArguments) -> Bool { true }

    public func hash(into hasher: inout Hasher) {}

    public init(from decoder: any Decoder) throws {
        entries = []
    }

    public func encode(to encoder: any Encoder) throws {}
}

extension Renderer {
    /// A view navdocs does not model: drawn as its constructor call with the arguments it
    /// was made with (closures and views left out), with no controls (an opaque leaf).
    func inertNode(_ typeName: String, _ arguments: InertArguments) -> ViewNode {
        var converted: [Argument] = []
        for entry in arguments.entries {
            if entry.value is any View { continue }
            if let value = bridge.value(entry.value) { converted.append(Argument(entry.label, value)) }
        }
        return ViewNode(.opaque(type: typeName, arguments: converted))
    }
}

extension Binding: ModelValueConvertible {
    func modelValue(in bridge: ValueBridge, home: (state: String, members: [String])?) -> NavigationModel.Value? {
        bridge.value(wrappedValue, home: home)
    }
}
