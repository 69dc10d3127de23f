/// Where the code being lowered is: the type whose members are lowered, and the
/// functions (closures nest) with their locals. Statements, expressions and calls
/// share it: a local a statement declares is a name the next expression resolves.
final class BodyScope {
    struct Local {
        var index: Int
        var type: StaticType
        var isLet: Bool
        /// `@Bindable var model = model` in a body: `$model.path` is a binding.
        var isBindable = false
    }

    /// The locals of one function being lowered; closures nest.
    final class FunctionScope {
        let function: FunctionIR
        var blocks: [[String: Local]] = [[:]]
        let parent: FunctionScope?
        let selfType: TypeDeclaration?
        /// Inside a view builder, expression statements contribute views.
        var isBuilder: Bool

        init(function: FunctionIR, parent: FunctionScope?, selfType: TypeDeclaration?, isBuilder: Bool) {
            self.function = function
            self.parent = parent
            self.selfType = selfType
            self.isBuilder = isBuilder
        }
    }

    /// The type whose members are being lowered; collects the type names it mentions.
    var currentType: TypeDeclaration?
    var scope: FunctionScope?
    /// Generic parameters of the type being lowered.
    var genericParameters: Set<String> = []

    func withFunction<T>(_ function: FunctionIR, selfType: TypeDeclaration?, isBuilder: Bool, _ body: () -> T) -> T {
        let saved = scope
        scope = FunctionScope(function: function, parent: saved, selfType: selfType, isBuilder: isBuilder)
        defer { scope = saved }
        return body()
    }

    func withBlock<T>(_ body: () -> T) -> T {
        scope?.blocks.append([:])
        defer { scope?.blocks.removeLast() }
        return body()
    }

    @discardableResult
    func declareLocal(_ name: String, type: StaticType, isLet: Bool = true, isBindable: Bool = false) -> Int {
        guard let scope else { return 0 }
        let index = scope.function.slotCount
        scope.function.slotCount += 1
        scope.blocks[scope.blocks.count - 1][name] = Local(index: index, type: type, isLet: isLet, isBindable: isBindable)
        return index
    }

    func lookupLocal(_ name: String) -> (depth: Int, local: Local)? {
        var depth = 0
        var current = scope
        while let function = current {
            for block in function.blocks.reversed() {
                if let local = block[name] { return (depth, local) }
            }
            depth += 1
            current = function.parent
        }
        return nil
    }

    /// The type of `self` where the code being lowered runs, if it is a method of a declared type.
    var selfType: TypeDeclaration? {
        var current = scope
        while let function = current {
            if let type = function.selfType { return type }
            current = function.parent
        }
        return nil
    }

    var selfExpression: Expr {
        if let (depth, local) = lookupLocal("self") { return .local(depth: depth, index: local.index) }
        return .invalid
    }

    func noteTypeReference(_ name: String) {
        currentType?.referencedTypeNames.insert(name)
    }
}
