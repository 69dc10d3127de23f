/// What one evaluation may spend: nesting depth and steps.
///
/// Every entry point into the interpreter (the launch state, a view body, a
/// destination, a scenario step's code) starts a fresh budget, and everything it
/// evaluates draws on that one budget: calls, stored properties' default values,
/// computed properties, view bodies and closures. So no kind of recursion escapes
/// the depth limit (a default value that builds its own type recurses without a
/// call) and no loop escapes the step limit. The example as a whole also has a
/// total, so a page whose every step loops to its limit still finishes quickly.
struct EvaluationBudget {
    /// Nested evaluations (expressions, statements, calls) before evaluation stops.
    /// Sized so the deepest evaluation fits the stack of a ``LargeStack`` thread in a
    /// debug build, with room to spare.
    static let maximumDepth = 2_000
    /// Nested calls of the example's own functions (a narrower, clearer limit for recursion).
    static let maximumCallDepth = 64
    /// Steps one entry point may take: an expression evaluated, a call, a loop
    /// iteration, or 64 elements or characters a built-in operation copies or scans.
    static let maximumSteps = 1_000_000
    /// Steps all entry points of one example may take together.
    static let maximumTotalSteps = 5_000_000
    /// Elements a built-in operation may scan or copy for one step.
    static let elementsPerStep = 64

    private(set) var depth = 0
    private(set) var callDepth = 0
    private(set) var steps = 0
    private(set) var totalSteps = 0
    /// The steps all entry points may take together: the example's, or an allowance of
    /// its own for work beside its scenarios (see ``beginAllowance(_:)``).
    private(set) var totalLimit = maximumTotalSteps

    /// Starts the budget of a new entry point; the example's total carries on.
    mutating func restart() {
        depth = 0
        callDepth = 0
        steps = 0
    }

    /// One level deeper; the error when the limit is passed.
    mutating func enter(_ offset: Int) throws(EvaluationError) {
        depth += 1
        if depth > Self.maximumDepth {
            depth -= 1
            throw .fault(offset: offset, id: "interpreter.tooDeep", message: "expression nested too deeply (more than \(Self.maximumDepth) levels)")
        }
    }

    mutating func leave() {
        depth -= 1
    }

    mutating func enterCall(_ offset: Int) throws(EvaluationError) {
        callDepth += 1
        if callDepth > Self.maximumCallDepth {
            callDepth -= 1
            throw .fault(offset: offset, id: "interpreter.recursion", message: "recursion too deep: more than \(Self.maximumCallDepth) nested calls")
        }
    }

    mutating func leaveCall() {
        callDepth -= 1
    }

    /// Spends `count` steps; the error at `offset` when the budget runs out.
    mutating func spend(_ offset: Int, steps count: Int = 1) throws(EvaluationError) {
        steps += count
        totalSteps += count
        if steps > Self.maximumSteps {
            throw .fault(offset: offset, id: "interpreter.budget", message: "evaluation did not finish after \(Self.maximumSteps) steps")
        }
        if totalSteps > totalLimit {
            throw .fault(offset: offset, id: "interpreter.budget", message: "evaluation did not finish: the example used all of its \(totalLimit) steps")
        }
    }

    /// The example's total, kept aside while other work spends an allowance of its own.
    struct SavedTotal {
        fileprivate var steps: Int
        fileprivate var limit: Int
    }

    /// Starts a total of `steps` of its own; ``endAllowance(_:)`` puts the example's back.
    mutating func beginAllowance(_ steps: Int) -> SavedTotal {
        defer {
            totalSteps = 0
            totalLimit = steps
        }
        return SavedTotal(steps: totalSteps, limit: totalLimit)
    }

    mutating func endAllowance(_ saved: SavedTotal) {
        totalSteps = saved.steps
        totalLimit = saved.limit
    }

    /// Spends the steps of a built-in operation that copies or scans `elements` elements or characters.
    mutating func spend(_ offset: Int, elements: Int) throws(EvaluationError) {
        try spend(offset, steps: 1 + elements / Self.elementsPerStep)
    }
}
