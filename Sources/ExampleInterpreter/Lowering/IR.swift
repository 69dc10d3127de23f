/// The lowered form of example code: what the evaluator runs.
///
/// Names are resolved once, during lowering: locals become frame slots, members of
/// declared types become field indices, and every node keeps the UTF-8 offset of
/// the syntax it came from (the name of a call or member, where diagnostics point).
indirect enum Expr: @unchecked Sendable {
    case literal(RuntimeValue)
    case interpolation([InterpolationPart])
    /// A local variable: `depth` frames up, slot `index`.
    case local(depth: Int, index: Int)
    case global(Int, offset: Int)
    /// A stored property of `self`, read through its state cell when `@State`/`@Binding`.
    case field(base: Expr, index: Int, wrapper: PropertyWrapperKind, name: String, offset: Int)
    /// `$x`: the binding behind a `@State` or `@Binding` property.
    case projection(base: Expr, index: Int, offset: Int)
    case computedProperty(base: Expr, getter: FunctionIR, offset: Int)
    /// A member of a built-in type (`count`, `description`), or of an unknown type.
    case member(base: Expr, name: String, offset: Int)
    case methodCall(base: Expr, method: FunctionIR, arguments: [ArgumentIR], offset: Int)
    case mutatingMethodCall(target: LValue, method: FunctionIR, arguments: [ArgumentIR], offset: Int)
    case builtinCall(base: Expr, name: String, arguments: [ArgumentIR], offset: Int)
    case mutatingBuiltinCall(target: LValue, name: String, arguments: [ArgumentIR], offset: Int)
    case functionCall(FunctionIR, arguments: [ArgumentIR], offset: Int)
    case closureCall(Expr, arguments: [ArgumentIR], offset: Int)
    case structInit(TypeDeclaration, initializer: FunctionIR?, arguments: [ArgumentIR], offset: Int)
    case enumCase(TypeDeclaration, caseName: String, arguments: [ArgumentIR], offset: Int)
    case staticMember(TypeDeclaration, name: String, offset: Int)
    /// `Int.max`, `Color.pink`, `NavigationPath()`: members and initialisers of built-in types.
    case builtinStatic(type: String, name: String, arguments: [ArgumentIR]?, offset: Int)
    /// A SwiftUI view or modifier call: evaluated into a `ViewValue`.
    case viewCall(name: String, arguments: [ArgumentIR], offset: Int)
    case modifier(base: Expr, name: String, arguments: [ArgumentIR], offset: Int)
    /// A type used but not declared, called like an initializer.
    case opaqueInit(type: String, arguments: [ArgumentIR], isView: Bool, offset: Int)
    /// An implicit member whose base could not be decided statically; resolved against the value it meets.
    case implicitMember(name: String, arguments: [ArgumentIR]?, offset: Int)
    case binary(BinaryOperator, Expr, Expr, offset: Int)
    case logicalAnd(Expr, Expr)
    case logicalOr(Expr, Expr)
    case not(Expr)
    case negate(Expr, offset: Int)
    case ternary(Expr, Expr, Expr)
    case nilCoalescing(Expr, Expr)
    case range(Expr, Expr, closed: Bool, offset: Int)
    case arrayLiteral([Expr], asSet: Bool)
    case dictionaryLiteral([(Expr, Expr)])
    case closure(FunctionIR)
    case subscriptGet(base: Expr, index: Expr, offset: Int)
    case forceUnwrap(Expr, offset: Int)
    /// Marks `x?`: a `nil` here ends the enclosing chain.
    case optionalChain(Expr)
    case chainBoundary(Expr)
    case metatype(StaticType)
    case keyPath([String])
    case availability(Bool, minimumVersion: Int)
    case assignment(LValue, Expr, offset: Int)
    case compoundAssignment(LValue, BinaryOperator, Expr, offset: Int)
    case ifExpression([ConditionIR], then: [Stmt], else: [Stmt]?)
    case switchExpression(Expr, [SwitchCaseIR])
    /// A construct reported during lowering; evaluating it fails without a second report.
    case invalid
}

enum PropertyWrapperKind: Sendable {
    case none, state, binding
}

enum BinaryOperator: String, Sendable {
    case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
    case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
}

struct InterpolationPart: @unchecked Sendable {
    var text: String?
    var expression: Expr?
}

struct ArgumentIR: @unchecked Sendable {
    var label: String?
    var value: Expr
    var offset: Int
}

/// Something that can be assigned to: a root and a path of members and subscripts.
struct LValue: @unchecked Sendable {
    enum Root: @unchecked Sendable {
        case local(depth: Int, index: Int)
        case global(Int)
        /// The storage of a `@State`/`@Binding` property, found by evaluating the property's binding.
        case cell(Expr)
    }
    enum Component: @unchecked Sendable {
        case field(Int, name: String)
        /// A `@State`/`@Binding` field of a nested view value: write through its cell.
        case cellField(Int, name: String)
        case subscriptIndex(Expr, offset: Int)
    }
    var root: Root
    var components: [Component]
    var offset: Int
}

indirect enum Stmt: @unchecked Sendable {
    case expression(Expr, offset: Int)
    case declare(slot: Int, Expr?)
    case declarePattern(PatternIR, Expr, offset: Int)
    case ifStatement([ConditionIR], then: [Stmt], else: [Stmt]?)
    case guardStatement([ConditionIR], else: [Stmt])
    case switchStatement(Expr, [SwitchCaseIR])
    case forIn(slot: Int, sequence: Expr, body: [Stmt], offset: Int)
    case returnStatement(Expr?)
    case breakStatement
    case continueStatement
    case invalid
}

enum ConditionIR: @unchecked Sendable {
    case boolean(Expr)
    case optionalBinding(slot: Int, Expr)
    case available(minimumVersion: Int)
    case pattern(PatternIR, Expr)
}

indirect enum PatternIR: @unchecked Sendable {
    case wildcard
    case bind(slot: Int)
    case value(Expr)
    /// `.some(let x)` / `let x?`
    case optionalSome(PatternIR)
    case enumCase(name: String, payload: [PatternIR]?)
    case tuple([PatternIR])
}

struct SwitchCaseIR: @unchecked Sendable {
    var patterns: [PatternIR]
    var guardExpression: Expr?
    var body: [Stmt]
}

/// A parameter of a function, initializer or closure.
struct ParameterIR: @unchecked Sendable {
    var label: String?
    var name: String
    var type: StaticType
    var defaultValue: Expr?
    var isViewBuilder: Bool
}

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
