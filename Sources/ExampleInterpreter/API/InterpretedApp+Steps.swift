import SwiftParsingGuards
import Diagnostics
import NavigationModel
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// Compiling and running the Swift of scenario steps in the root view's scope.
extension InterpretedApp {
    /// Compiles `run` statements (`path.append(.blue)`, `selection = .teal; isShowingPink = true`).
    ///
    /// Names are resolved now: an unknown name is a diagnostic inside the step's text.
    public func compileStatements(_ text: String, at location: Diagnostics.SourceLocation) -> StepCompilation<CodeRef> {
        LargeStack.run { compileStatementsOnThisThread(text, at: location) }
    }

    private func compileStatementsOnThisThread(_ text: String, at location: Diagnostics.SourceLocation) -> StepCompilation<CodeRef> {
        let (items, base, diagnostics) = parseStep(text, at: location)
        guard let items, diagnostics.isEmpty else { return StepCompilation(compiled: nil, diagnostics: diagnostics) }
        let function = FunctionIR(name: "run", offset: base)
        function.hasSelf = true
        let problems = lower(function, items: items, expected: nil)
        // A note (randomness from a fixed seed) or a warning does not stop the step.
        if problems.contains(where: { $0.severity == .error }) { return StepCompilation(compiled: nil, diagnostics: problems) }
        codes.append(.statements(function))
        return StepCompilation(compiled: CodeRef(id: codes.count - 1, source: SourceRef(base)), diagnostics: [])
    }

    /// Compiles an expression (`path == [.pink]`, a pattern argument); `typedLike` gives literals and implicit members their type.
    public func compileExpression(_ text: String, at location: Diagnostics.SourceLocation, typedLike: Value? = nil) -> StepCompilation<StepExpression> {
        LargeStack.run { compileExpressionOnThisThread(text, at: location, typedLike: typedLike) }
    }

    private func compileExpressionOnThisThread(_ text: String, at location: Diagnostics.SourceLocation, typedLike: Value?) -> StepCompilation<StepExpression> {
        let (items, base, diagnostics) = parseStep(text, at: location)
        guard let items, diagnostics.isEmpty else { return StepCompilation(compiled: nil, diagnostics: diagnostics) }
        guard items.count == 1, case .expr(let expression) = items.first!.item else {
            return StepCompilation(compiled: nil, diagnostics: [.error("interpreter.syntax", at: location, "expected an expression")])
        }
        let function = FunctionIR(name: "expect", offset: base)
        function.hasSelf = true
        function.isSingleExpression = true
        let expected = typedLike.map(converter.staticType(of:))
        let problems = lower(function, items: items, expected: expected)
        // A note (randomness from a fixed seed) or a warning does not stop the step.
        if problems.contains(where: { $0.severity == .error }) { return StepCompilation(compiled: nil, diagnostics: problems) }
        var subject: FunctionIR?
        var subjectText: String?
        if let infix = expression.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self),
           ["==", "!=", "<", "<=", ">", ">="].contains(op.operator.text) {
            let subjectFunction = FunctionIR(name: "subject", offset: base)
            subjectFunction.hasSelf = true
            subjectFunction.isSingleExpression = true
            if lower(subjectFunction, expression: infix.leftOperand, expected: .unknown).isEmpty {
                subject = subjectFunction
                subjectText = infix.leftOperand.trimmedDescription
            }
        }
        var compiled = StepExpression(text: text, function: function, subjectText: subjectText, subject: subject)
        switch expected?.modelValueType {
        case .array?, .set?, .dictionary?: compiled.comparedType = expected ?? .unknown
        case nil, .int?, .double?, .bool?, .string?, .color?, .navigationPath?, .void?, .optional?, .range?, .declared?, .opaque?, .view?,
             .function?, .metatype?, .swiftUI?, .contextual?, .undeclared?, .generic?, .unknown?:
            break
        }
        return StepCompilation(compiled: compiled, diagnostics: [])
    }

    /// The catalog ids of behaviours the interpreter applied since the last call
    /// (N9 when a path's `codable` came out nil), and forgets them.
    ///
    /// The model records what it applies in its trace; this covers what only the
    /// interpreter sees, for `check --coverage`.
    public func takeExercisedBehaviours() -> Set<BehaviourID> {
        defer { interpreter.exercisedBehaviours = [] }
        return interpreter.exercisedBehaviours
    }

    /// The value of a compiled expression in the root's scope for a state.
    public func evaluate(_ expression: StepExpression, in state: AppState) throws -> Value {
        load(state)
        let function = expression.function
        let result = try bridging { () throws(EvaluationError) -> RuntimeValue in
            try interpreter.requireDeclared(try interpreter.invoke(function, self: try rootInstance(), arguments: [], parent: nil, offset: function.offset).0)
        }
        guard let value = converter.value(result, type: expression.comparedType) else {
            throw NavigationAppError("the expression has no value the model can show", source: SourceRef(function.offset))
        }
        return value
    }

    /// Evaluates an `expect EXPR` step: whether it holds and, for a comparison, the subject's value.
    public func check(_ expression: StepExpression, in state: AppState) throws -> ExpectationOutcome {
        load(state)
        let function = expression.function
        let result = try bridging { () throws(EvaluationError) -> RuntimeValue in
            // An expectation about an undeclared helper's value cannot hold or fail: it says so.
            try interpreter.requireDeclared(try interpreter.invoke(function, self: try rootInstance(), arguments: [], parent: nil, offset: function.offset).0)
        }
        guard case .bool(let holds) = result else {
            throw NavigationAppError("cannot convert value of type '\(result.typeName)' to expected condition type 'Bool'", source: SourceRef(function.offset))
        }
        var subjectValue: Value?
        if !holds, let subject = expression.subject {
            let value = try bridging { () throws(EvaluationError) -> RuntimeValue in
                try interpreter.invoke(subject, self: try rootInstance(), arguments: [], parent: nil, offset: subject.offset).0
            }
            subjectValue = converter.value(value, type: subjectType(expression))
        }
        return ExpectationOutcome(holds: holds, subjectText: expression.subjectText, subjectValue: subjectValue)
    }

    private func subjectType(_ expression: StepExpression) -> StaticType {
        guard let name = expression.subjectText else { return .unknown }
        if let property = root.storedProperties.first(where: { $0.name == name }) { return property.type }
        // `Browser.path`: the type of the view state it names.
        let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
        if parts.count == 2, let entry = interpreter.viewStates.values.first(where: { $0.owner == parts[0] && $0.property == parts[1] }) {
            return entry.type
        }
        return .unknown
    }

    // MARK: Parsing and lowering

    private func parseStep(_ text: String, at location: Diagnostics.SourceLocation) -> (CodeBlockItemListSyntax?, Int, [Diagnostic]) {
        let base = nextBase
        nextBase += text.utf8.count + 1
        let map = SourceMap(blocks: [ExampleBlock(code: text, file: location.file, line: location.line, column: location.column)])
        maps.append((base, map))
        // Starting at `base` makes the step's offsets distinct from the example's and from other steps'.
        let (parsed, problems) = GuardedParser.parse(text, base: base)
        var diagnostics = problems.map {
            Diagnostic.error($0.id, at: self.location(ofOffset: $0.offset), $0.message)
        }
        guard let tree = parsed, diagnostics.isEmpty else { return (nil, base, diagnostics) }
        let folded = OperatorTable.standardOperators.foldAll(tree) { _ in
            diagnostics.append(.error("interpreter.operators", at: location, "operators cannot be combined like this"))
        }
        guard diagnostics.isEmpty, let file = folded.as(SourceFileSyntax.self) else { return (nil, base, diagnostics) }
        for item in file.statements {
            if case .decl(let decl) = item.item, !decl.is(VariableDeclSyntax.self) {
                diagnostics.append(.error("interpreter.unsupported", at: self.location(ofOffset: decl.offset), "unsupported: declaration in a scenario step"))
            }
        }
        return (file.statements, base, diagnostics)
    }

    private func lower(_ function: FunctionIR, items: CodeBlockItemListSyntax, expected: StaticType?) -> [Diagnostic] {
        if let expected, items.count == 1, case .expr(let expression) = items.first!.item {
            return lower(function, expression: expression, expected: expected)
        }
        return collectingProblems {
            lowerer.declarations.lowerBody(function, of: root, items: items)
        }
    }

    /// Lowers one expression of a step as the body of `function`, in its own tree (its offsets are the step's).
    private func lower(_ function: FunctionIR, expression: ExprSyntax, expected: StaticType) -> [Diagnostic] {
        collectingProblems {
            let savedType = lowerer.bodyScope.currentType
            lowerer.bodyScope.currentType = nil
            defer { lowerer.bodyScope.currentType = savedType }
            lowerer.bodyScope.withFunction(function, selfType: root, isBuilder: false) {
                lowerer.bodyScope.declareLocal("self", type: .declared(root.name), isLet: true)
                let lowered = lowerer.expressions.lowerExpression(expression, expected: expected)
                function.body = [.expression(lowered.expr, offset: expression.offset)]
            }
        }
    }

    private func collectingProblems(_ body: () -> Void) -> [Diagnostic] {
        lowerer.report.problems = []
        lowerer.report.namesViewState = true
        defer { lowerer.report.namesViewState = false }
        body()
        let problems = lowerer.report.problems.map { problem -> Diagnostic in
            let at = location(ofOffset: problem.offset)
            return switch problem.severity {
            case .error: .error(problem.id, at: at, problem.message)
            case .warning: .warning(problem.id, at: at, problem.message)
            case .note: .note(problem.id, at: at, problem.message)
            }
        }
        lowerer.report.problems = []
        return problems
    }
}
