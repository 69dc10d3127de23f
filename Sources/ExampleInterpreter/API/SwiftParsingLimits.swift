/// The limits of ``GuardedParser`` for other code that parses Swift with swift-syntax.
public enum SwiftParsingLimits {
    /// Whether swift-syntax's parser can be given `code` without the exponential
    /// lookahead of directly nested `[` (see ``GuardedParser``).
    public static func allowsParsing(_ code: String) -> Bool {
        GuardedParser.bracketNestingProblem(in: code) == nil
    }
}
