/// A modifier applied to a view, in source order (innermost first).
struct ModifierValue: @unchecked Sendable {
    var modifier: BuiltinModifier
    /// As written (`navigationBarTitle`): what messages and `.other` nodes name.
    var name: String
    var arguments: [LabeledValue]
    /// The modifier's `.name` in the joined program: where warnings about it point.
    var offset: Int

    func argument(_ label: String?) -> RuntimeValue? {
        arguments.first { $0.label == label }?.value
    }
}
