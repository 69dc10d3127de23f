/// The `@State` storage of a view other than the root, with what it starts as.
struct ViewStateEntry: @unchecked Sendable {
    var cell: StateCell
    /// The value a new session starts with (the state has no entry for it yet).
    var initialValue: RuntimeValue
    var type: StaticType
}
