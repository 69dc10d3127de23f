/// The largest strings, arrays, sets and dictionaries the interpreter builds.
///
/// A value that doubles in a loop (`s = s + s`) would otherwise take all memory
/// long before its steps run out; the error names the expression that grew it.
enum SizeLimit {
    static let maximumElements = 1_000_000

    /// The error at `offset` when a result of `count` elements is too large (for a
    /// string, UTF-8 bytes: counting them is constant time, counting characters is not).
    static func check(_ count: Int, _ offset: Int, _ what: Kind) throws(EvaluationError) {
        guard count > maximumElements else { return }
        let noun = what == .string ? "bytes of UTF-8" : "elements"
        throw .fault(offset: offset, id: "interpreter.tooLarge", message: "\(what.rawValue) too large (more than \(maximumElements) \(noun))")
    }

    enum Kind: String {
        case string, array, set, dictionary
        case path = "navigation path"
    }
}
