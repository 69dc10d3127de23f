extension InterpretedApp {
    /// The interpreter steps the site's explorer may spend on one example, beside the
    /// example's own total (``EvaluationBudget``'s). The guide's whole site is explored
    /// to the same graphs with 60,000 (20,000 cuts some short), so this is eight times
    /// what it needs; more only let an example of 20,000 buttons derive its list again
    /// and again (2,000,000 took 8 s of a debug build) for a graph too large to show.
    public static let explorationSteps = 500_000

    /// Runs `body` (work beside the example's scenarios, such as the site's explorer)
    /// with `steps` interpreter steps of its own; afterwards the example's total is as
    /// it was, so that work never uses up what its scenarios may spend.
    public func withStepAllowance<T>(_ steps: Int, _ body: () throws -> T) rethrows -> T {
        let saved = interpreter.budget.beginAllowance(steps)
        defer { interpreter.budget.endAllowance(saved) }
        return try body()
    }
}
