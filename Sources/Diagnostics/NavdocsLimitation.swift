/// Errors that say navdocs cannot run something yet, as opposed to a mistake in
/// the page: a Swift construct outside the interpreter's subset, or code past one
/// of its limits (nesting, length, size, steps, recursion).
///
/// An example whose only errors are these is reported as "cannot run yet"
/// (``CheckStatus/cannotRun``), not as a failed check, in the page, the JSON report
/// and `check`'s summary. The ids are the diagnostics' stable ids.
public enum NavdocsLimitation {
    public static let diagnosticIDs: Set<String> = [
        "interpreter.unsupported",
        "interpreter.tooDeep",
        "interpreter.tooLong",
        "interpreter.tooLarge",
        "interpreter.budget",
        "interpreter.recursion",
        "trace.tooLarge",
        "scenario.tooLong",
        "page.tooManyExamples",
    ]
}

extension Diagnostic {
    /// Whether this error is one of navdocs's limits rather than a mistake in the page.
    public var isNavdocsLimitation: Bool { NavdocsLimitation.diagnosticIDs.contains(id) }
}
