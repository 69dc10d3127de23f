/// How a stored property is read: directly, or through the state cell of `@State` / `@Binding`.
enum PropertyWrapperKind: Sendable {
    case none, state, binding
}
