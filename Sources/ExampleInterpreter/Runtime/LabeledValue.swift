/// An argument or associated value with its label.
struct LabeledValue: @unchecked Sendable {
    var label: String?
    var value: RuntimeValue
}
