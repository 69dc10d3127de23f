import SwiftSyntax

/// The limits of ``GuardedParser`` for other code that parses Swift with swift-syntax
/// (the site's highlighter): the same checks before the parser, the same nesting
/// level, and a thread with a large stack, so no code block can crash or stall a
/// build that `check` would have reported.
public enum SwiftParsingLimits {
    /// Whether swift-syntax's parser can be given `code`: none of the limits checked
    /// before parsing is passed (see ``GuardedParser``).
    public static func allowsParsing(_ code: String) -> Bool {
        GuardedParser.preParseProblem(in: code) == nil
    }

    /// `code` parsed as `check` parses an example, or nil when a limit checked before
    /// parsing stops it (the check reports that limit; a highlighter shows the code plain).
    /// Runs on a large-stack thread unless already on one.
    public static func parse(_ code: String) -> SourceFileSyntax? {
        guard GuardedParser.preParseProblem(in: code) == nil else { return nil }
        return LargeStack.run { GuardedParser.parsedTree(code) }
    }
}
