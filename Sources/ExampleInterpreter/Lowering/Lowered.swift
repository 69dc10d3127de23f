/// An expression after lowering, with what lowering learned about its type.
struct Lowered {
    var expr: Expr
    var type: StaticType
}
