/// Something that can be assigned to: a root and a path of members and subscripts.
struct LValue: @unchecked Sendable {
    enum Root: @unchecked Sendable {
        case local(depth: Int, index: Int)
        case global(Int)
        /// The storage of a `@State`/`@Binding` property, found by evaluating the property's binding.
        case cell(Expr)
        /// The storage of an object, found by evaluating a reference to it.
        case object(Expr)
    }
    enum Component: @unchecked Sendable {
        case field(Int, name: String)
        /// A `@State`/`@Binding` field of a nested view value: write through its cell.
        case cellField(Int, name: String)
        case subscriptIndex(Expr, offset: Int)
        /// `dict[key, default: value]`: a missing key reads as the default, and a write stores it.
        case defaultedSubscript(Expr, default: Expr, offset: Int)
    }
    var root: Root
    var components: [Component]
    var offset: Int
}
