/// A piece of a string literal: literal text or an interpolated expression.
struct InterpolationPart: @unchecked Sendable {
    var text: String?
    var expression: Expr?
}
