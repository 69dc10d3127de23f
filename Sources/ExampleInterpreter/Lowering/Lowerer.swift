import Diagnostics
import SwiftSyntax

/// Turns the syntax of one example into IR, resolving every name once.
///
/// Lowering is also the static pass of the spec: unresolvable names, unsupported
/// constructs and implicit members without a base are found here, reported once,
/// and replaced by `.invalid` so evaluation never reports them again.
///
/// The work is split by what is lowered: declarations, statements, expressions and
/// calls, each a ``LowererPart``. They recurse into each other (a closure holds
/// statements, a call holds expressions), so each reaches the others, and the state
/// they share, through this object, which owns them all for one example.
final class Lowerer {
    /// What the example declares: its types, globals and functions.
    let symbols = LoweringSymbols()
    /// The problems found, and what keeps each from being reported twice.
    let report = LoweringReport()
    /// Where in which function the code being lowered is: its locals and `self`.
    let bodyScope = BodyScope()
    /// The iOS version the example is checked for, and the one `if #available` guarantees.
    let availability: AvailabilityChecker

    private(set) lazy var declarations = DeclarationLowerer(lowerer: self)
    private(set) lazy var statements = StatementLowerer(lowerer: self)
    private(set) lazy var expressions = ExpressionLowerer(lowerer: self)
    private(set) lazy var calls = CallLowerer(lowerer: self)
    private(set) lazy var typeResolver = TypeResolver(lowerer: self)

    init(platform: Int = AvailabilityVersion.encoded(major: 17, minor: 0)) {
        availability = AvailabilityChecker(platform: platform, report: report)
    }
}

extension SyntaxProtocol {
    /// UTF-8 offset of the node's first token, trivia skipped: where diagnostics point.
    var offset: Int { positionAfterSkippingLeadingTrivia.utf8Offset }
}
