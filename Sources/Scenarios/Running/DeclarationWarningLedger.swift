import Diagnostics

/// Collects an example's declaration warnings across its scenarios and reports
/// each once, at the declaration, unless some scenario consumed it.
///
/// Declaration warnings (a misplaced `navigationDestination`) come from
/// evaluating views, so every scenario that shows the view logs them again; the
/// example's launch evaluation, which runs even when no scenario names the
/// example, logs them too. Each declaration's warning of one catalog entry is
/// reported once, in the words of the first run that logged it (the launch
/// evaluation, in the reference configuration): a scenario on another platform
/// may word it differently (N14 on iOS 18). A scenario that states it with
/// `expect warning:` consumes it: the page says it happens, so it is not reported.
public struct DeclarationWarningLedger: Sendable {
    private var seen: [RuntimeWarning] = []
    private var consumed: Set<RuntimeWarning> = []

    public init() {}

    /// Records warnings logged outside scenarios (the example's launch evaluation).
    public mutating func record(_ warnings: [RuntimeWarning]) {
        for warning in warnings where warning.isAboutDeclaration && !seen.contains(warning) {
            seen.append(warning)
        }
    }

    /// Records what one scenario saw and consumed.
    public mutating func record(_ run: ScenarioRun) {
        record(run.unconsumedDeclarationWarnings)
        record(run.consumedDeclarationWarnings)
        consumed.formUnion(run.consumedDeclarationWarnings)
    }

    /// One warning per distinct unconsumed declaration warning, at its declaration.
    public var diagnostics: [Diagnostic] {
        struct Key: Hashable { var id: String; var declaration: SourceLocation? }
        let consumedKeys = Set(consumed.map { Key(id: $0.id, declaration: $0.declaration) })
        var reported: Set<Key> = []
        return seen.compactMap { warning in
            let key = Key(id: warning.id, declaration: warning.declaration)
            guard !consumedKeys.contains(key), let location = warning.declaration, reported.insert(key).inserted else { return nil }
            return .warning(warning.id, at: location, warning.message)
        }.sorted()
    }
}
