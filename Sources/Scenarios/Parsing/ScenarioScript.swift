import Diagnostics

/// The parsed text of one scenario block: its steps, its claims, and the
/// problems found while parsing it.
///
/// A script with any error is not run (every bad line is still reported, so an
/// author fixes them in one pass).
public struct ScenarioScript: Hashable, Sendable {
    public var steps: [ScenarioStep]
    public var claims: [ScenarioClaim]
    /// Syntax problems, one or more per bad line, in line order.
    public var diagnostics: [Diagnostic]

    public init(steps: [ScenarioStep] = [], claims: [ScenarioClaim] = [], diagnostics: [Diagnostic] = []) {
        self.steps = steps
        self.claims = claims
        self.diagnostics = diagnostics
    }

    /// Whether the scenario may run: no line failed to parse.
    public var isRunnable: Bool {
        !diagnostics.contains { $0.severity == .error }
    }

    /// The `platform` step's value, if the script has one (it comes before any action).
    public var platform: ScenarioStep.Platform? {
        for step in steps {
            if case .platform(let platform) = step.kind { return platform }
        }
        return nil
    }

    /// The actions a migration replays (§5): every action up to the first `run` (whose
    /// statements are OLD's code). Expectations are skipped, not a stop.
    public var replayableActionPrefix: [ScenarioStep] {
        var replay: [ScenarioStep] = []
        for step in steps where step.isAction {
            switch step.kind {
            case .tap, .back, .select, .size, .dismiss, .selectTab, .orientation, .platform, .relaunch, .openURL, .typeText, .submit:
                replay.append(step)
            case .run:
                // Statements are OLD's code: NEW need not have the names they use.
                return replay
            case .expect, .expectScreen, .expectStack, .expectColumn, .expectTitle, .expectBack,
                 .expectPresented, .expectTab, .expectWarning, .expectNoWarning:
                continue
            }
        }
        return replay
    }
}
