import Diagnostics
import NavigationModel

/// What `check` needs from the interpreter and the model, one example at a time.
///
/// The glue over ExampleInterpreter and NavigationModel implements it; tests
/// implement it by hand. The ``PageChecker`` owns the rules around it: which
/// scenarios run, notes for those that don't, warnings reported once, claims,
/// and where each diagnostic is filed.
public protocol ExampleEngine: Sendable {
    /// An example ready to run (lowered program, type table, ...).
    associatedtype Compiled: Sendable
    associatedtype Driver: ScenarioDriver

    /// Parses, checks and lowers the example, and evaluates its launch screen once
    /// (every example is evaluated, even when no scenario names it). Each static
    /// problem is reported once, at its position.
    func compile(_ example: DeclaredExample) -> ExampleCompilation<Compiled>

    /// Compiles the example for the oldest platform its scenarios select
    /// (`platform iOS 16`): an API newer than it is an error where it is used.
    /// `nil`: the default platform, iOS 17.
    func compile(_ example: DeclaredExample, platform: ScenarioStep.Platform?) -> ExampleCompilation<Compiled>

    /// Compiles the example together with the scenario code that will run against it
    /// (`run` statements, `expect` expressions): an engine that compiles programs builds
    /// them in; the interpreter compiles each step when it runs.
    func compile(_ example: DeclaredExample, scenarios: [ScenarioBlock], platform: ScenarioStep.Platform?) -> ExampleCompilation<Compiled>

    /// A driver for one scenario: a fresh root view at the scenario's initial size.
    func driver(for compiled: Compiled, scenario: ScenarioBlock) -> Driver

    /// Compares a migrated example with the old one (§5): replays the old
    /// scenarios' leading `tap`/`back`/`select`/`size` actions on both, explores
    /// both state graphs (depth 6, 500 states) and returns the one error, at
    /// `migration.location`, or nil when no action sequence tells them apart.
    func compareMigration(
        _ new: Compiled, from old: Compiled, oldScenarios: [ScenarioBlock], migration: DeclaredExample.Migration
    ) -> Diagnostic?

    /// The states a reader can reach from the example's launch by tapping, going
    /// back and changing the size class, for the site's explorer. Optional: an
    /// engine without a model explores nothing.
    func explore(_ compiled: Compiled, limits: NavigationExplorer.Limits) -> ExplorationGraph?

    /// A second way to run an example whose scenarios failed on `first` (`--engine auto`: the
    /// compiler, the reference for what Swift means, after the interpreter): the checker
    /// takes it when every scenario then holds. Nil when there is none.
    func fallback(
        _ example: DeclaredExample, scenarios: [ScenarioBlock], platform: ScenarioStep.Platform?, after first: ExampleCompilation<Compiled>
    ) -> ExampleCompilation<Compiled>?

    /// Where the engine keeps what checking an example gave, between runs. Nil: it keeps
    /// nothing (the interpreter answers in milliseconds, faster than a file is read).
    var resultCache: ExampleResultCache? { get }

    /// Whether the checker should compile a page's next examples while the current one's
    /// scenarios run: worth it when compiling is slow and waits for a compiler of its own.
    var compilesAhead: Bool { get }

    /// Whether what checking an example on `compilation` gave may be kept in ``resultCache``.
    func keepsResult(of compilation: ExampleCompilation<Compiled>) -> Bool
}

extension ExampleEngine {
    public func fallback(
        _ example: DeclaredExample, scenarios: [ScenarioBlock], platform: ScenarioStep.Platform?, after first: ExampleCompilation<Compiled>
    ) -> ExampleCompilation<Compiled>? {
        nil
    }

    /// Engines without a notion of platform compile as for the default.
    public func compile(_ example: DeclaredExample, platform: ScenarioStep.Platform?) -> ExampleCompilation<Compiled> {
        compile(example)
    }

    public func compile(_ example: DeclaredExample, scenarios: [ScenarioBlock], platform: ScenarioStep.Platform?) -> ExampleCompilation<Compiled> {
        compile(example, platform: platform)
    }

    public func explore(_ compiled: Compiled, limits: NavigationExplorer.Limits) -> ExplorationGraph? { nil }

    public var resultCache: ExampleResultCache? { nil }

    public var compilesAhead: Bool { false }

    public func keepsResult(of compilation: ExampleCompilation<Compiled>) -> Bool { !compilation.mayDifferNextRun }
}

/// The result of compiling an example and evaluating its launch screen.
public struct ExampleCompilation<Compiled: Sendable>: Sendable {
    /// Nil when the example cannot run (its errors say why).
    public var compiled: Compiled?
    /// The example's own problems: syntax, unsupported constructs, unresolved
    /// names, launch-screen faults.
    public var diagnostics: [Diagnostic]
    /// Warnings logged while rendering the launch screen (declaration warnings are
    /// reported once per example unless a scenario consumes them).
    public var launchWarnings: [RuntimeWarning]
    /// The engine that ran the example, for reports (nil: the only one there is).
    public var engine: EngineUsed?
    /// The interpreter's limits made moot because the compiler ran the example (see ``ExampleReport/supersededLimits``).
    public var supersededLimits: [Diagnostic] = []
    /// Whether another run may give something else: the example ran out of time, or the
    /// compiler could not be run. Such a result is never kept between runs.
    public var mayDifferNextRun = false

    public init(compiled: Compiled?, diagnostics: [Diagnostic] = [], launchWarnings: [RuntimeWarning] = [], engine: EngineUsed? = nil) {
        self.compiled = compiled
        self.diagnostics = diagnostics
        self.launchWarnings = launchWarnings
        self.engine = engine
    }

    public var hasErrors: Bool { compiled == nil || diagnostics.contains { $0.severity == .error } }
}
