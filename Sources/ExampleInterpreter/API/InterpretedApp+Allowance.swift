extension InterpretedApp {
    /// The interpreter steps the site's explorer may spend on one example, beside the
    /// example's own total (``EvaluationBudget``'s): enough for the guide's examples
    /// explored to their depth and state limits many times over.
    public static let explorationSteps = 2_000_000

    /// Runs `body` (work beside the example's scenarios, such as the site's explorer)
    /// with `steps` interpreter steps of its own; afterwards the example's total is as
    /// it was, so that work never uses up what its scenarios may spend.
    public func withStepAllowance<T>(_ steps: Int, _ body: () throws -> T) rethrows -> T {
        let saved = interpreter.budget.beginAllowance(steps)
        defer { interpreter.budget.endAllowance(saved) }
        return try body()
    }
}
