/// A function, method, initializer, computed property or closure body.
///
/// A class so that recursive functions and methods can refer to themselves before
/// their bodies are lowered.
final class FunctionIR: @unchecked Sendable {
    let name: String
    var parameters: [ParameterIR] = []
    var body: [Stmt] = []
    var slotCount = 0
    /// A view builder: expression statements contribute views instead of being discarded.
    var isBuilder = false
    var isMutating = false
    var isStatic = false
    /// Methods keep `self` in slot 0.
    var hasSelf = false
    var resultType: StaticType = .unknown
    let offset: Int
    /// Closures whose single expression is their result.
    var isSingleExpression = false

    init(name: String, offset: Int) {
        self.name = name
        self.offset = offset
    }

    var argumentLabels: [String?] { parameters.map(\.label) }
}
