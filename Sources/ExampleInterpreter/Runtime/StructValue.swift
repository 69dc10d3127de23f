/// An instance of a struct declared in the example.
struct StructValue: @unchecked Sendable {
    var type: TypeDeclaration
    var fields: [RuntimeValue]
}
