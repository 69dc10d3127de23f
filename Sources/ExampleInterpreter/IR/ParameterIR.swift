/// A parameter of a function, initializer or closure.
struct ParameterIR: @unchecked Sendable {
    var label: String?
    var name: String
    var type: StaticType
    var defaultValue: Expr?
    var isViewBuilder: Bool
}
