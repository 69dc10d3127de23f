import Diagnostics
import ExampleInterpreter
import NavigationModel

/// The real ``ExampleEngine``: examples interpreted by ExampleInterpreter and run
/// by NavigationModel's sessions.
public struct InterpretedEngine: ExampleEngine {
    public init() {}

    /// A compiled example with the app the model runs.
    public struct Compiled: @unchecked Sendable {
        public var example: DeclaredExample
        public var app: InterpretedApp
        /// What the traces of all the example's scenarios may still show (``TraceLimits``).
        public var traceAllowance = TraceAllowance()
    }

    public func compile(_ example: DeclaredExample) -> ExampleCompilation<Compiled> {
        compile(example, platform: nil)
    }

    public func compile(_ example: DeclaredExample, platform: ScenarioStep.Platform?) -> ExampleCompilation<Compiled> {
        let source = ExampleSource(
            name: example.name,
            blocks: example.blocks.map {
                ExampleBlock(code: $0.code, file: $0.location.file, line: $0.firstCodeLine, column: $0.codeColumn)
            },
            rootType: example.rootType,
            declaration: example.declaration
        )
        let version = platform.map(\.platformVersion) ?? .iOS17
        let compiled = ExampleCompiler.compile(source, options: CompileOptions(platform: version))
        guard let app = compiled.app, !compiled.hasErrors else {
            return ExampleCompilation(compiled: nil, diagnostics: compiled.diagnostics)
        }
        var warnings: [RuntimeWarning] = []
        if let state = try? app.initialState() {
            let session = NavigationSession(app: app, state: state, recordsTrace: false)
            warnings = session.lastActionEvents.compactMap { RuntimeWarning($0, app: app) }
        }
        return ExampleCompilation(compiled: Compiled(example: example, app: app), diagnostics: compiled.diagnostics, launchWarnings: warnings)
    }

    public func driver(for compiled: Compiled, scenario: ScenarioBlock) -> InterpretedDriver {
        InterpretedDriver(app: compiled.app, scenario: scenario, traceAllowance: compiled.traceAllowance)
    }

    public func compareMigration(
        _ new: Compiled, from old: Compiled, oldScenarios: [ScenarioBlock], migration: DeclaredExample.Migration
    ) -> Diagnostic? {
        let difference = MigrationComparator().compare(
            old: SessionSubject(app: old.app), new: SessionSubject(app: new.app),
            oldScripts: oldScenarios.map(\.script)
        )
        return difference?.diagnostic(old: old.example.name, new: new.example.name, at: migration.location)
    }

    /// The graph the site's explorer shows (``NavigationExplorer/readerGraph(app:limits:initialState:)``).
    ///
    /// It spends steps of its own (``InterpretedApp/withStepAllowance(_:_:)``), after every
    /// scenario and migration of the page has run: what it spends or changes in the
    /// interpreter cannot change what those verified, so `build` and `check` agree.
    public func explore(_ compiled: Compiled, limits: NavigationExplorer.Limits) -> ExplorationGraph? {
        compiled.app.withStepAllowance(InterpretedApp.explorationSteps) {
            NavigationExplorer.readerGraph(app: compiled.app, limits: limits) { size in
                try compiled.app.initialState(sizeClass: size)
            }
        }
    }
}

extension RuntimeWarning {
    /// A model event as a runtime warning (notes are not warnings): declaration
    /// events keep the declaration's page position.
    init?(_ event: NavigationEvent, app: InterpretedApp) {
        guard event.severity == .warning else { return nil }
        let declaration = event.kind == .declaration ? event.source.map(app.location(of:)) : nil
        self.init(id: "model.\(event.catalogID)", message: event.message, declaration: declaration)
    }
}
