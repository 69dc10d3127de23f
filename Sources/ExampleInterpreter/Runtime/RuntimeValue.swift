/// A value while an example runs.
///
/// Optionals are flattened: `nil` is `.none`, a present value is the value itself;
/// examples never nest optionals, and flattening keeps `if let` and `??` cheap.
indirect enum RuntimeValue: @unchecked Sendable {
    case int(Int)
    case double(Double)
    case bool(Bool)
    case string(String)
    case color(String)
    case none
    case array([RuntimeValue])
    /// A set, kept in insertion order so rendering is stable.
    case set([RuntimeValue])
    case dictionary([(key: RuntimeValue, value: RuntimeValue)])
    case range(lower: Int, upper: Int, closed: Bool)
    case enumCase(type: String, name: String, payload: [LabeledValue])
    case structValue(StructValue)
    /// An instance of a type used but not declared: hashable by its arguments only.
    case opaque(type: String, arguments: [LabeledValue])
    case navigationPath([RuntimeValue])
    /// `NavigationPath.CodableRepresentation`, holding the encoded elements.
    case codablePath([RuntimeValue])
    case closure(Closure)
    case binding(StateCell)
    case view(ViewValue)
    case metatype(StaticType)
    case keyPath([String])
    /// A SwiftUI style or visibility constant such as `.stack` or `.all`.
    case swiftUIConstant(type: String, name: String)
    case void

    var isNil: Bool {
        if case .none = self { return true }
        return false
    }
}

/// An argument or associated value with its label.
struct LabeledValue: @unchecked Sendable {
    var label: String?
    var value: RuntimeValue
}

/// An instance of a struct declared in the example.
struct StructValue: @unchecked Sendable {
    var type: TypeDeclaration
    var fields: [RuntimeValue]
}

/// Storage behind `@State` and the target of `$` bindings.
///
/// A reference, because SwiftUI's state outlives the view value that declares it
/// and every binding to it sees the same storage.
final class StateCell: @unchecked Sendable {
    let name: String
    var value: RuntimeValue
    /// The root view's state is owned by the app's `AppState`; other views' is transient.
    let isRootState: Bool

    init(name: String, value: RuntimeValue, isRootState: Bool) {
        self.name = name
        self.value = value
        self.isRootState = isRootState
    }
}

/// A closure value: its lowered body and the frame it captured.
final class Closure: @unchecked Sendable {
    let function: FunctionIR
    let captured: Frame?

    init(function: FunctionIR, captured: Frame?) {
        self.function = function
        self.captured = captured
    }
}

/// Local variables of one function or closure invocation, found by slot index.
final class Frame: @unchecked Sendable {
    var slots: [RuntimeValue]
    let parent: Frame?

    init(slotCount: Int, parent: Frame?) {
        self.slots = Array(repeating: .void, count: slotCount)
        self.parent = parent
    }

    func ancestor(_ depth: Int) -> Frame {
        var frame = self
        for _ in 0..<depth { frame = frame.parent! }
        return frame
    }
}
