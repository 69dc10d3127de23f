/// Taking a collection's storage out of a value to mutate it in place.
///
/// Matching `case .array(var elements) = value` copies the payload while `value`
/// (and, in a debug build, the match's temporary) still holds it, so the first
/// write copies the whole buffer: 20,000 appends then cost 20,000 copies. Taking
/// the payload and leaving `.void` behind hands back the only reference, so the
/// write happens in place; the caller puts the result back.
extension RuntimeValue {
    /// The elements of an array, set or navigation path; `self` becomes `.void`.
    mutating func takeElements() -> [RuntimeValue] {
        let taken = self
        self = .void
        switch taken {
        case .array(let elements), .set(let elements), .navigationPath(let elements): return elements
        case .int, .double, .bool, .string, .color, .none, .dictionary, .range, .enumCase, .structValue, .object, .opaque, .codablePath,
             .closure, .binding, .view, .metatype, .keyPath, .swiftUIConstant, .undeclared, .void:
            return []
        }
    }

    /// The instance of a struct value; `self` becomes `.void`.
    mutating func takeStruct() -> StructValue? {
        let taken = self
        self = .void
        guard case .structValue(let instance) = taken else {
            self = taken
            return nil
        }
        return instance
    }

    var isArray: Bool {
        if case .array = self { return true }
        return false
    }

    var isNavigationPath: Bool {
        if case .navigationPath = self { return true }
        return false
    }
}
