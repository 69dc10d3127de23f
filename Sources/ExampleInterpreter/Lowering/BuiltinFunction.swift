import SwiftSyntax

/// A call by a bare name that the interpreter knows without a declaration (`Task { }`,
/// `withAnimation { }`, `print(x)`), resolved once at the top of lowering a call.
enum BuiltinFunction: Hashable, Sendable {
    /// `Task { … }`: examples run synchronously and deterministically, so the operation runs at once.
    case task
    /// `State(initialValue: x)`, `State(wrappedValue: x)`, `StateObject(wrappedValue: x)`: what an
    /// initializer stores in `_x`, the value itself.
    case stateInitializer
    /// `withAnimation { … }`, `withTransaction(t) { … }`: the body runs at once; the animation is not shown.
    case runsBody
    case print, min, max
    /// `abs(x)`: the magnitude of an `Int` or `Double`, of the argument's type.
    case abs

    /// The builtin a call means, if any: an example's own declaration of the name wins (checked by the caller).
    init?(name: String, arguments: [CallArgument]) {
        let takesClosure = arguments.last?.expression.is(ClosureExprSyntax.self) == true
        switch name {
        case "Task" where arguments.count == 1 && takesClosure:
            self = .task
        case "State", "StateObject":
            guard arguments.count == 1, ["initialValue", "wrappedValue"].contains(arguments[0].label) else { return nil }
            self = .stateInitializer
        case "withAnimation", "withTransaction":
            guard takesClosure else { return nil }
            self = .runsBody
        case "print": self = .print
        case "min": self = .min
        case "max": self = .max
        case "abs" where arguments.count == 1 && arguments[0].label == nil: self = .abs
        default: return nil
        }
    }
}
