/// One of the lowerers a ``Lowerer`` owns. The parts recurse into each other, so each
/// reaches the others and the state they share through the lowerer; what a part alone
/// needs it keeps itself.
protocol LowererPart: AnyObject {
    /// Unowned in every part: the lowerer owns its parts.
    var lowerer: Lowerer { get }
}

extension LowererPart {
    var symbols: LoweringSymbols { lowerer.symbols }
    var report: LoweringReport { lowerer.report }
    var bodyScope: BodyScope { lowerer.bodyScope }
    var availability: AvailabilityChecker { lowerer.availability }
    var typeResolver: TypeResolver { lowerer.typeResolver }
    var declarations: DeclarationLowerer { lowerer.declarations }
    var statements: StatementLowerer { lowerer.statements }
    var expressions: ExpressionLowerer { lowerer.expressions }
    var calls: CallLowerer { lowerer.calls }
    var catalog: SwiftUICatalog { .shared }
}
