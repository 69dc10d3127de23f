/// The example as a whole after lowering.
struct LoweredProgram: @unchecked Sendable {
    var types: [String: TypeDeclaration]
    var globals: [LoweringSymbols.GlobalVariable]
    var root: TypeDeclaration?
    var implicitRoot: Bool
}
