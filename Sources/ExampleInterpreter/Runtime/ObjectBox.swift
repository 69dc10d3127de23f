/// An instance of a class the example declares: one storage every reference shares.
///
/// Between steps the model keeps objects as values in its `AppState`; a load writes
/// them back into the same boxes (see `InterpretedApp.restore(_:into:home:)`), so a
/// closure that captured an object sees the state being evaluated. `home` says
/// where the object lives in that state, which is how a binding to one of its
/// properties (`$router.path`) names what it writes.
final class ObjectBox: @unchecked Sendable {
    let type: TypeDeclaration
    var fields: [RuntimeValue]
    /// The state property holding the object and the properties leading to it, once loaded.
    var home: (state: String, members: [String])?

    init(type: TypeDeclaration, fields: [RuntimeValue]) {
        self.type = type
        self.fields = fields
    }
}
