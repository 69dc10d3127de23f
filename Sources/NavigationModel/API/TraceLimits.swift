/// What one example's traces may show, so that no page can make a build write (or
/// hold in memory) without bound: a scenario that appended 100,000 elements to a path
/// four times once wrote 268 MB of HTML with 3 GB of memory.
///
/// `check` and `build` run scenarios the same way, so both apply these limits and a
/// page passes both or fails both. Passing one is an error at the step that passed it.
public enum TraceLimits {
    /// Steps (lines) of one scenario; the scenario parser reports the first one past it.
    public static let maximumSteps = 1_000
    /// Screens one step may show, over all its columns and presentations (a path's size, as a stack).
    public static let maximumScreens = 1_000
    /// What all of one example's traces may show, in bytes of ``TraceStep/shownSize``: about
    /// what the site writes for them (its step lists and its mock-up's data).
    public static let maximumShownBytes = 4_000_000
    /// Screens one stack may hold before the model stops deriving it: each is a destination
    /// evaluated at every step, so a path of 400,000 values took seconds a step.
    public static let maximumStackDepth = 10_000
    /// How the model's fault for a stack past ``maximumStackDepth`` begins: another engine
    /// would reach the same bound, so `--engine auto` does not run the example again.
    public static let stackTooDeepMessage = "the navigation stack is deeper than \(maximumStackDepth) screens"
}

/// The part of ``TraceLimits/maximumShownBytes`` an example has left, shared by the
/// sessions of its scenarios (each records its own trace, all count toward one example).
public final class TraceAllowance: @unchecked Sendable {
    /// Bytes of ``TraceStep/shownSize`` left; unlimited allowances are never made smaller.
    public private(set) var remaining: Int
    /// Set once a step did not fit: later steps are not recorded at all.
    public private(set) var isExhausted = false

    public init(bytes: Int = TraceLimits.maximumShownBytes) {
        remaining = bytes
    }

    /// Records nothing more.
    func exhaust() {
        isExhausted = true
    }

    /// Charges `bytes`; false (and exhausted from then on) when they do not fit.
    func spend(_ bytes: Int) -> Bool {
        guard !isExhausted, bytes <= remaining else {
            isExhausted = true
            return false
        }
        remaining -= bytes
        return true
    }
}
