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
    /// `$model.path`: a binding to a stored property of what another binding holds (a struct or an object).
    case bindingMember(base: Expr, index: Int, name: String, offset: Int)
    /// `$model` of a `@Bindable` local: bindings to the object's properties start here.
    case referenceBinding(Expr, name: String)
    case computedProperty(base: Expr, getter: FunctionIR, offset: Int)
    /// A member of a built-in type (`count`, `description`), or of an unknown type.
    case member(base: Expr, name: String, offset: Int)
    case methodCall(base: Expr, method: FunctionIR, arguments: [ArgumentIR], offset: Int)
    case mutatingMethodCall(target: LValue, method: FunctionIR, arguments: [ArgumentIR], offset: Int)
    case builtinCall(base: Expr, method: BuiltinMethod, arguments: [ArgumentIR], offset: Int)
    case mutatingBuiltinCall(target: LValue, method: BuiltinMethod, arguments: [ArgumentIR], offset: Int)
    /// A method that is no built-in one, on a value whose type lowering could not tell:
    /// evaluating it reports the value's type as Swift would (`value of type 'X' has no member`).
    case unresolvedMethod(base: Expr, name: String, arguments: [ArgumentIR], offset: Int)
    case functionCall(FunctionIR, arguments: [ArgumentIR], offset: Int)
    case closureCall(Expr, arguments: [ArgumentIR], offset: Int)
    case structInit(TypeDeclaration, initializer: FunctionIR?, arguments: [ArgumentIR], offset: Int)
    case enumCase(TypeDeclaration, caseName: String, arguments: [ArgumentIR], offset: Int)
    case staticMember(TypeDeclaration, name: String, offset: Int)
    /// `Int.max`, `Color.pink`, `NavigationPath()`: members and initialisers of built-in types.
    case builtinStatic(type: String, name: String, arguments: [ArgumentIR]?, offset: Int)
    /// A SwiftUI view or modifier call: evaluated into a `ViewValue`.
    case viewCall(BuiltinView, arguments: [ArgumentIR], offset: Int)
    /// `name` as written (`navigationBarTitle`), for messages; `modifier` what it is.
    case modifier(base: Expr, modifier: BuiltinModifier, name: String, arguments: [ArgumentIR], offset: Int)
    /// `Browser.path` (or a bare `path` the root lacks) in a scenario step: the `@State` of
    /// the one such view on screen, its value or (to write through) its binding.
    case viewState(ViewStateReference, asBinding: Bool, offset: Int)
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
    /// `Choice.self` for a generic parameter of the type `self` is an instance of: the type
    /// the instance was made with, read from the value of a stored property (its witness).
    case genericMetatype(base: Expr, type: TypeDeclaration, parameter: String, offset: Int)
    case keyPath([String])
    case assignment(LValue, Expr, offset: Int)
    case compoundAssignment(LValue, BinaryOperator, Expr, offset: Int)
    case ifExpression([ConditionIR], then: [Stmt], else: [Stmt]?)
    case switchExpression(Expr, [SwitchCaseIR])
    /// A construct reported during lowering; evaluating it fails without a second report.
    /// `try? x`: `nil` when `x` throws.
    case tryOptional(Expr)
    case invalid
}

extension Expr {
    /// The position the node carries, if any: where budget errors point.
    var sourceOffset: Int? {
        switch self {
        case .global(_, let offset), .field(_, _, _, _, let offset), .projection(_, _, let offset), .bindingMember(_, _, _, let offset),
             .computedProperty(_, _, let offset), .member(_, _, let offset), .methodCall(_, _, _, let offset),
             .mutatingMethodCall(_, _, _, let offset), .builtinCall(_, _, _, let offset),
             .mutatingBuiltinCall(_, _, _, let offset), .unresolvedMethod(_, _, _, let offset), .functionCall(_, _, let offset), .closureCall(_, _, let offset),
             .structInit(_, _, _, let offset), .enumCase(_, _, _, let offset), .staticMember(_, _, let offset),
             .builtinStatic(_, _, _, let offset), .viewCall(_, _, let offset), .modifier(_, _, _, _, let offset),
             .opaqueInit(_, _, _, let offset), .implicitMember(_, _, let offset), .viewState(_, _, let offset), .binary(_, _, _, let offset),
             .negate(_, let offset), .range(_, _, _, let offset), .subscriptGet(_, _, let offset),
             .forceUnwrap(_, let offset), .assignment(_, _, let offset), .compoundAssignment(_, _, _, let offset),
             .genericMetatype(_, _, _, let offset):
            offset
        case .closure(let function):
            function.offset
        case .literal, .interpolation, .local, .referenceBinding, .logicalAnd, .logicalOr, .not, .ternary, .nilCoalescing, .arrayLiteral,
             .dictionaryLiteral, .optionalChain, .chainBoundary, .metatype, .keyPath, .ifExpression, .switchExpression, .tryOptional,
             .invalid:
            nil
        }
    }
}
