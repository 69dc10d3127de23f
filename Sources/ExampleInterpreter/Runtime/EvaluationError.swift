/// Why evaluation stopped.
///
/// `fault` is a problem in the example's code at a position (Swift's runtime
/// words: `index out of range`); `reported` means lowering already reported the
/// construct, so evaluation stops without a second diagnostic.
enum EvaluationError: Error {
    case fault(offset: Int, id: String, message: String)
    case reported
    /// A `nil` met by `x?`: caught at the end of the optional chain.
    case chainNil
    /// An error the example's own code threw (`throw`), caught by `do`/`catch` or `try?`.
    case thrown(RuntimeValue, offset: Int)
}
