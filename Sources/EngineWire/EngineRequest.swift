import NavigationModel

/// What navdocs asks a compiled example's process to do, one JSON line per request.
///
/// The process runs the navigation model itself (the same `NavigationModel` navdocs links),
/// so a request is a scenario step and a reply is what the model made of it.
public enum EngineRequest: Codable, Sendable {
    /// A fresh root view with its initial state at a size class and platform, and its launch screen.
    case launch(size: SizeClass, platform: PlatformVersion)
    /// A user action (`tap`, `back`, `select`, `size`, `dismiss`, `tab`, `orientation`), as the scenario writes it.
    case action(NavigationAction, written: String)
    /// A `run` step: the statements compiled as snippet `snippet`.
    case run(snippet: Int, written: String)
    /// `relaunch` (N40).
    case relaunch(written: String)
    /// An `expect EXPR` step compiled as snippet `snippet`.
    case expect(snippet: Int)
    /// A step navdocs settled without the process, recorded so the trace shows it.
    case record(written: String, outcome: RecordedOutcome, message: String?)
    /// The trace of the scenario so far.
    case trace
    /// The states the site's explorer shows (``NavigationExplorer/readerGraph(app:limits:initialState:)``).
    case explore(limits: NavigationExplorer.Limits)
    /// A launch at regular size kept as a migration comparison's state; replies with its number.
    case subjectLaunch
    /// An action applied to a kept state (a copy of it); replies with the new state's number,
    /// or none when the action cannot be performed there. Equal states share a number.
    case subjectApply(state: Int, action: NavigationAction)
    /// Everything a user can do in a kept state, as the explorer offers it; replies with `actions`.
    case subjectActions(state: Int)
    /// Ends the process.
    case quit
}

/// How a step navdocs settled itself ended.
public enum RecordedOutcome: String, Codable, Sendable {
    case passed, failed, notRun
}
