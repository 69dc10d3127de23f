import Diagnostics

/// One side of a migration comparison: an example the model can launch, act on
/// and look at (§5). The interpreter and model implement it; tests use toy apps.
///
/// `Visible` is what a user sees, already reduced to what counts: screens (view
/// type and arguments, as patterns compare them), titles, columns and back
/// availability; not selection highlights, not how a list is written.
public protocol MigrationSubject {
    associatedtype State: Hashable
    associatedtype Visible: Equatable & CustomStringConvertible

    /// The launch state at regular size, or nil when the example cannot launch.
    func launch() -> State?
    /// The state after `action` (a `tap`, `back`, `select` or `size` step), or nil
    /// when it cannot be performed there (no such control, no back control).
    func apply(_ action: ScenarioStep.Kind, to state: State) -> State?
    func visible(in state: State) -> Visible
    /// Where in the example's code the control `action` activates is (a
    /// `NavigationLink`'s name), for the notes of a difference; nil if none.
    func controlLocation(for action: ScenarioStep.Kind, in state: State) -> SourceLocation?
    /// Everything a user can do in `state` (tap each enabled control, back, dismiss,
    /// another tab, the other size class), as the site's explorer offers it: the
    /// comparison explores these on both sides, not only what OLD's scenarios do.
    func actions(in state: State) -> [ScenarioStep.Kind]
}

extension MigrationSubject {
    /// A subject that cannot list its actions is explored through the replays' actions only.
    public func actions(in state: State) -> [ScenarioStep.Kind] { [] }
}
