/// What the example declares, by name: registered before any body is lowered, so a
/// name resolves wherever it is used.
final class LoweringSymbols {
    struct GlobalVariable {
        var name: String
        var type: StaticType
        var initializer: Expr
        var offset: Int
        /// Declared with `var`: code may assign to it (a `let` is a constant).
        var isVariable = false
    }

    /// Declared types by name, with the synthetic pair type of `enumerated()`.
    var types: [String: TypeDeclaration] = [EnumeratedElement.typeName: EnumeratedElement.declaration]
    var typeOrder: [TypeDeclaration] = []
    var globals: [GlobalVariable] = []
    var globalIndex: [String: Int] = [:]
    var globalFunctions: [String: [FunctionIR]] = [:]
    /// Methods of `extension View { … }`: helper modifiers, called on any view.
    var viewExtensionMethods: [String: [FunctionIR]] = [:]
    /// Types used but not declared, with where each was first used.
    var opaqueTypes: [String: Int] = [:]
}
