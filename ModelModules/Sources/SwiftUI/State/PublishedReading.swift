import Combine

/// `@Published var items` of an `ObservableObject`, read for the model's state: the value,
/// not the wrapper's storage. Combine here is OpenCombine, whose `Published` keeps the value
/// in a box until something subscribes, then in the publisher's subject; neither is public,
/// so they are read the way the trace reads every value, by reflection.
extension Published: WrappedValueReadable {
    var currentWrappedValue: Any? {
        guard let storage = Self.child(named: ["storage", "_storage"], of: self) else { return nil }
        let state = Self.child(named: ["wrappedValue"], of: storage) ?? storage
        guard let payload = Mirror(reflecting: state).children.first else { return nil }
        switch payload.label {
        case "value"?:
            return payload.value
        case "publisher"?:
            guard let subject = Self.child(named: ["subject"], of: payload.value) else { return nil }
            return Self.child(named: ["currentValue"], of: subject)
        default:
            return nil
        }
    }

    private static func child(named names: [String], of subject: Any) -> Any? {
        Mirror(reflecting: subject).children.first { names.contains($0.label ?? "") }?.value
    }
}
