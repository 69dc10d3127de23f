/// An argument or associated value with its label.
struct LabeledValue: @unchecked Sendable {
    var label: String?
    var value: RuntimeValue
    /// The static type lowering knew, for the model's value (see ``ArgumentIR/type``).
    var type: StaticType = .unknown
}
