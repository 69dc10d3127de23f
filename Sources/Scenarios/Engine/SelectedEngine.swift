import CompiledExamples
import Diagnostics
import Foundation
import NavigationModel

/// Which engine runs examples (`--engine`).
public enum EngineChoice: String, Hashable, Sendable, CaseIterable {
    /// The interpreter: in process, milliseconds, a subset of Swift.
    case interpreter
    /// The compiler: the Swift compiler against the SwiftUI model module, all of Swift.
    case compiler
    /// The interpreter where it can run the example, the compiler otherwise.
    case auto
}

/// The ``ExampleEngine`` navdocs runs: the interpreter, the compiler, or the interpreter
/// where it can and the compiler where it cannot (`auto`).
///
/// Under `auto` an example goes to the compiler when the interpreter reports errors; when
/// both report errors, the interpreter's stand if any is a mistake in the page, else (it only
/// hit its own limits) the compiler's, which is the reference for what Swift means.
public struct SelectedEngine: ExampleEngine {
    public let choice: EngineChoice
    let interpreter = InterpretedEngine()
    let compiler: CompiledEngine

    public init(choice: EngineChoice, compiler: CompiledEngine) {
        self.choice = choice
        self.compiler = compiler
    }

    /// The interpreter alone (tests, fuzzing, benchmarks).
    public static var interpreterOnly: SelectedEngine {
        SelectedEngine(choice: .interpreter, compiler: CompiledEngine(environment: [:], cacheFolder: FileManager.default.temporaryDirectory))
    }

    public enum Compiled: Sendable {
        case interpreted(InterpretedEngine.Compiled)
        case compiled(CompiledEngine.Compiled)

        public var engine: EngineUsed {
            switch self {
            case .interpreted: .interpreter
            case .compiled: .compiler
            }
        }
    }

    public enum Driver: ScenarioDriver {
        case interpreted(InterpretedDriver)
        case compiled(CompiledDriver)

        public mutating func launch(platform: ScenarioStep.Platform?) -> ActionResult {
            switch self {
            case .interpreted(var driver):
                defer { self = .interpreted(driver) }
                return driver.launch(platform: platform)
            case .compiled(var driver):
                defer { self = .compiled(driver) }
                return driver.launch(platform: platform)
            }
        }

        public mutating func perform(_ step: ScenarioStep) -> ActionResult {
            switch self {
            case .interpreted(var driver):
                defer { self = .interpreted(driver) }
                return driver.perform(step)
            case .compiled(var driver):
                defer { self = .compiled(driver) }
                return driver.perform(step)
            }
        }

        public mutating func evaluate(_ step: ScenarioStep) -> [Diagnostic] {
            switch self {
            case .interpreted(var driver):
                defer { self = .interpreted(driver) }
                return driver.evaluate(step)
            case .compiled(var driver):
                defer { self = .compiled(driver) }
                return driver.evaluate(step)
            }
        }

        public mutating func record(_ step: ScenarioStep, outcome: StepOutcome, message: String?) {
            switch self {
            case .interpreted(var driver):
                driver.record(step, outcome: outcome, message: message)
                self = .interpreted(driver)
            case .compiled(var driver):
                driver.record(step, outcome: outcome, message: message)
                self = .compiled(driver)
            }
        }

        public var exercisedBehaviours: [BehaviourID] {
            switch self {
            case .interpreted(let driver): driver.exercisedBehaviours
            case .compiled(let driver): driver.exercisedBehaviours
            }
        }

        public var trace: Trace? {
            switch self {
            case .interpreted(let driver): driver.trace
            case .compiled(let driver): driver.trace
            }
        }

        public var ranOutOfTime: Bool {
            switch self {
            case .interpreted(let driver): driver.ranOutOfTime
            case .compiled(let driver): driver.ranOutOfTime
            }
        }
    }

    public func compile(_ example: DeclaredExample) -> ExampleCompilation<Compiled> {
        compile(example, scenarios: [], platform: nil)
    }

    public func compile(_ example: DeclaredExample, platform: ScenarioStep.Platform?) -> ExampleCompilation<Compiled> {
        compile(example, scenarios: [], platform: platform)
    }

    public func compile(_ example: DeclaredExample, scenarios: [ScenarioBlock], platform: ScenarioStep.Platform?) -> ExampleCompilation<Compiled> {
        switch choice {
        case .interpreter:
            return interpreted(example, platform: platform)
        case .compiler:
            var result = compiled(example, scenarios: scenarios, platform: platform)
            result.supersededLimits = interpreter.compile(example, platform: platform).diagnostics.filter(\.isNavdocsLimitation)
            return result
        case .auto:
            let first = interpreted(example, platform: platform)
            guard first.hasErrors else { return first }
            // Code past the interpreter's size and time limits (nesting, length, an endless
            // loop) would hold swiftc or the program as long: those limits stand.
            guard !first.diagnostics.contains(where: { Self.resourceLimits.contains($0.id) }), compiler.isAvailable else { return first }
            var second = compiled(example, scenarios: scenarios, platform: platform)
            let interpreterErrors = first.diagnostics.filter { $0.severity == .error }
            if !second.hasErrors {
                second.supersededLimits = interpreterErrors.filter(\.isNavdocsLimitation)
                return second
            }
            return interpreterErrors.allSatisfy(\.isNavdocsLimitation) ? second : first
        }
    }

    /// The interpreter's limits that are budgets on size and time, not missing constructs.
    /// Syntax errors are among them: swiftc's parser reads the same grammar, and a line of
    /// 25,000 backslashes kept it busy for minutes.
    static let resourceLimits: Set<String> = [
        "interpreter.syntax", "interpreter.tooDeep", "interpreter.tooLong", "interpreter.tooLarge", "interpreter.budget", "interpreter.recursion",
    ]

    /// Under `auto`: an example the interpreter ran whose scenarios failed runs again on the
    /// compiler; when every scenario holds there, the interpreter was wrong about it.
    public func fallback(
        _ example: DeclaredExample, scenarios: [ScenarioBlock], platform: ScenarioStep.Platform?, after first: ExampleCompilation<Compiled>
    ) -> ExampleCompilation<Compiled>? {
        guard choice == .auto, compiler.isAvailable, case .interpreted? = first.compiled else { return nil }
        let second = compiled(example, scenarios: scenarios, platform: platform)
        return second.hasErrors ? nil : second
    }

    private func interpreted(_ example: DeclaredExample, platform: ScenarioStep.Platform?) -> ExampleCompilation<Compiled> {
        let compilation = interpreter.compile(example, platform: platform)
        return ExampleCompilation(
            compiled: compilation.compiled.map(Compiled.interpreted), diagnostics: compilation.diagnostics,
            launchWarnings: compilation.launchWarnings, engine: .interpreter)
    }

    private func compiled(_ example: DeclaredExample, scenarios: [ScenarioBlock], platform: ScenarioStep.Platform?) -> ExampleCompilation<Compiled> {
        let compilation = compiler.compile(example, scenarios: scenarios, platform: platform)
        var result = ExampleCompilation(
            compiled: compilation.compiled.map(Compiled.compiled), diagnostics: compilation.diagnostics,
            launchWarnings: compilation.launchWarnings, engine: .compiler)
        result.mayDifferNextRun = compilation.mayDifferNextRun
        return result
    }

    public func driver(for compiled: Compiled, scenario: ScenarioBlock) -> Driver {
        switch compiled {
        case .interpreted(let example): .interpreted(interpreter.driver(for: example, scenario: scenario))
        case .compiled(let example): .compiled(compiler.driver(for: example, scenario: scenario))
        }
    }

    public func compareMigration(
        _ new: Compiled, from old: Compiled, oldScenarios: [ScenarioBlock], migration: DeclaredExample.Migration
    ) -> Diagnostic? {
        switch (new, old) {
        case (.interpreted(let newExample), .interpreted(let oldExample)):
            return interpreter.compareMigration(newExample, from: oldExample, oldScenarios: oldScenarios, migration: migration)
        case (.compiled(let newExample), .compiled(let oldExample)):
            return compiler.compareMigration(newExample, from: oldExample, oldScenarios: oldScenarios, migration: migration)
        case (.interpreted(let newExample), .compiled(let oldExample)):
            let difference = MigrationComparator().compare(
                old: AnySubject(ProcessSubject(compiled: oldExample)), new: AnySubject(SessionSubject(app: newExample.app)),
                oldScripts: oldScenarios.map(\.script))
            return difference?.diagnostic(old: oldExample.example.name, new: newExample.example.name, at: migration.location)
        case (.compiled(let newExample), .interpreted(let oldExample)):
            let difference = MigrationComparator().compare(
                old: AnySubject(SessionSubject(app: oldExample.app)), new: AnySubject(ProcessSubject(compiled: newExample)),
                oldScripts: oldScenarios.map(\.script))
            return difference?.diagnostic(old: oldExample.example.name, new: newExample.example.name, at: migration.location)
        }
    }

    /// The compiler's cache, under `compiler` and `auto`: the interpreter's results are not
    /// kept (it answers faster than they are read back).
    public var resultCache: ExampleResultCache? {
        guard choice != .interpreter, let cache = compiler.resultCache else { return nil }
        return ExampleResultCache(folder: cache.folder, engineIdentity: "\(choice.rawValue) \(cache.engineIdentity)")
    }

    /// Under `compiler` only: under `auto` most examples take the interpreter's milliseconds.
    public var compilesAhead: Bool { choice == .compiler && compiler.isAvailable }

    public func keepsResult(of compilation: ExampleCompilation<Compiled>) -> Bool {
        compilation.engine == .compiler && !compilation.mayDifferNextRun
    }

    public func explore(_ compiled: Compiled, limits: NavigationExplorer.Limits) -> ExplorationGraph? {
        switch compiled {
        case .interpreted(let example): interpreter.explore(example, limits: limits)
        case .compiled(let example): compiler.explore(example, limits: limits)
        }
    }
}

/// A migration subject of either engine, so a migrated example may run on the other
/// engine than the one it migrates from.
struct AnySubject: MigrationSubject {
    private let launchState: () -> AnyHashable?
    private let applyAction: (ScenarioStep.Kind, AnyHashable) -> AnyHashable?
    private let visibleIn: (AnyHashable) -> MigrationVisible
    private let locate: (ScenarioStep.Kind, AnyHashable) -> SourceLocation?
    private let offered: (AnyHashable) -> [ScenarioStep.Kind]

    init<Subject: MigrationSubject>(_ subject: Subject) where Subject.Visible == MigrationVisible {
        launchState = { subject.launch().map(AnyHashable.init) }
        applyAction = { action, state in (state.base as? Subject.State).flatMap { subject.apply(action, to: $0) }.map(AnyHashable.init) }
        visibleIn = { state in subject.visible(in: state.base as! Subject.State) }
        locate = { action, state in (state.base as? Subject.State).flatMap { subject.controlLocation(for: action, in: $0) } }
        offered = { state in (state.base as? Subject.State).map { subject.actions(in: $0) } ?? [] }
    }

    func launch() -> AnyHashable? { launchState() }
    func apply(_ action: ScenarioStep.Kind, to state: AnyHashable) -> AnyHashable? { applyAction(action, state) }
    func visible(in state: AnyHashable) -> MigrationVisible { visibleIn(state) }
    func controlLocation(for action: ScenarioStep.Kind, in state: AnyHashable) -> SourceLocation? { locate(action, state) }
    func actions(in state: AnyHashable) -> [ScenarioStep.Kind] { offered(state) }
}
