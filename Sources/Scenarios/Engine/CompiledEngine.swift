import CompiledExamples
import Diagnostics
import EngineWire
import Foundation
import NavigationModel

/// The ``ExampleEngine`` that compiles examples: each example and its scenarios' code
/// become one Swift program, compiled by swiftc against the SwiftUI model module, run in a
/// process of its own that runs the navigation model and answers scenario steps.
public struct CompiledEngine: ExampleEngine {
    /// How to compile: nil when the compiler or the model modules cannot be found, and then
    /// every example reports why.
    public let compiler: ProgramCompiler?
    /// Why there is no compiler, when there is none.
    public let unavailability: String?
    /// Whether swiftc and the model modules were found.
    public var isAvailable: Bool { unavailability == nil }
    /// The longest a compiled example may take to answer one step. An example's step takes
    /// milliseconds; 5 s leaves room for a loaded machine and keeps a page whose example
    /// never returns (the interpreter stops it by steps, the compiler only by time) under 10 s.
    public var stepTimeout: Double = 5
    /// Where examples' results are kept between runs: `results` in the cache folder.
    public var resultsFolder: URL?

    public init(compiler: ProgramCompiler) {
        self.compiler = compiler
        unavailability = nil
        resultsFolder = compiler.cacheFolder.appendingPathComponent("results")
    }

    /// The engine as navdocs finds it: swiftc from `SWIFTC` or the `PATH`, the model modules
    /// beside this executable, the cache in `cacheFolder`.
    public init(environment: [String: String], cacheFolder: URL) {
        guard let modules = ModelModules.current(environment: environment) else {
            compiler = nil
            unavailability = "the compiled engine's model modules are not built (make build, or swift build --package-path ModelModules --scratch-path .build/models)"
            return
        }
        guard let swiftc = ProgramCompiler.findSwiftc(environment: environment) else {
            compiler = nil
            unavailability = "the compiled engine needs swiftc: none on the PATH (set SWIFTC)"
            return
        }
        compiler = ProgramCompiler(modules: modules, swiftc: swiftc, cacheFolder: cacheFolder)
        unavailability = nil
        resultsFolder = cacheFolder.appendingPathComponent("results")
    }

    /// A compiled example: its program, its executable and the processes running it.
    public final class Compiled: @unchecked Sendable {
        public let example: DeclaredExample
        public let program: WrittenProgram
        let executable: URL
        /// Each scenario step's snippet id, by the position of its code in the page.
        let snippetIDs: [SourceLocation: Int]
        /// Snippets that did not compile: their errors, reported at their steps.
        let snippetErrors: [Int: [Diagnostic]]
        let stepTimeout: Double

        init(example: DeclaredExample, program: WrittenProgram, executable: URL, snippetIDs: [SourceLocation: Int],
             snippetErrors: [Int: [Diagnostic]], stepTimeout: Double) {
            self.example = example
            self.program = program
            self.executable = executable
            self.snippetIDs = snippetIDs
            self.snippetErrors = snippetErrors
            self.stepTimeout = stepTimeout
        }

        /// A new process of the example. Each launch — a scenario's, the launch screen's, the
        /// explorer's, a migration's replay — runs in a process of its own, as each launch of
        /// an iOS app does: the example's static and global variables (`Router.shared`) start
        /// from their initial values, whatever an earlier scenario did to them.
        func process() throws -> ExampleProcess {
            try ExampleProcess(executable: executable, timeout: stepTimeout)
        }

        /// The process that evaluated the launch screen when the example was compiled, which
        /// nothing has asked anything since: the first scenario that launches the same way
        /// takes it, and the process answers that launch with the one it made (see
        /// `Harness`), so the launch is not made twice.
        private var launchedProcess: ExampleProcess?
        private let lock = NSLock()

        /// The launch screen's configuration.
        static let launchScreen = (size: SizeClass.regular, platform: PlatformVersion.iOS17)

        func keepLaunched(_ process: ExampleProcess) {
            lock.withLock { launchedProcess = process }
        }

        /// The process for a scenario whose first request is `first`: the launched one when
        /// that request is the same launch, else a new one.
        func process(for first: EngineRequest) throws -> ExampleProcess {
            if case .launch(let size, let platform) = first, size == Self.launchScreen.size, platform == Self.launchScreen.platform,
               let launched = lock.withLock({ () -> ExampleProcess? in
                   defer { launchedProcess = nil }
                   return launchedProcess
               }) {
                return launched
            }
            return try process()
        }

        /// The page position of a source reference from the model (a control, a declaration).
        func location(of source: SourceRef) -> SourceLocation {
            program.location(of: source)
        }
    }

    public func compile(_ example: DeclaredExample) -> ExampleCompilation<Compiled> {
        compile(example, scenarios: [], platform: nil)
    }

    public func compile(_ example: DeclaredExample, scenarios: [ScenarioBlock], platform: ScenarioStep.Platform?) -> ExampleCompilation<Compiled> {
        guard let compiler else {
            var unavailable = ExampleCompilation<Compiled>(compiled: nil, diagnostics: [.error("compiler.unavailable", at: example.declaration, unavailability ?? "the compiled engine is not available")])
            unavailable.mayDifferNextRun = true
            return unavailable
        }
        var snippets: [ProgramSnippet] = []
        var snippetIDs: [SourceLocation: Int] = [:]
        for scenario in scenarios {
            for step in scenario.script.steps {
                switch step.kind {
                case .run(let snippet):
                    let id = snippets.count + 1
                    snippets.append(ProgramSnippet(id: id, kind: .statements, text: snippet.text, location: snippet.location))
                    snippetIDs[snippet.location] = id
                case .expect(let snippet):
                    let id = snippets.count + 1
                    let sides = ExpectationSplitter.split(snippet.text)
                    snippets.append(ProgramSnippet(id: id, kind: .expectation(subject: sides?.subject, other: sides?.other), text: snippet.text, location: snippet.location))
                    snippetIDs[snippet.location] = id
                case .tap, .back, .select, .size, .platform, .relaunch, .dismiss, .selectTab, .orientation, .openURL, .typeText, .submit,
                     .expectScreen, .expectStack, .expectColumn, .expectTitle, .expectBack, .expectPresented, .expectTab,
                     .expectWarning, .expectNoWarning:
                    continue
                }
            }
        }
        let input = ProgramInput(
            name: example.name,
            blocks: example.blocks.map { ProgramBlock(code: $0.code, file: $0.location.file, line: $0.firstCodeLine, column: $0.codeColumn) },
            rootType: example.rootType, declaration: example.declaration, snippets: snippets)
        let version = platform.map(\.platformVersion) ?? .iOS17
        var excludedSnippets: Set<Int> = []
        var excludedSubjects: Set<Int> = []
        // Views the example names without declaring them get their stand-ins from the start:
        // otherwise the first compilation would fail only to name them.
        var standIns = ProgramWriter.guessedStandIns(input)
        var guessing = !standIns.isEmpty
        var snippetErrors: [Int: [Diagnostic]] = [:]
        for _ in 0..<7 {
            let program = ProgramWriter.write(input, excludingSubjects: excludedSubjects, excludingSnippets: excludedSnippets, standIns: standIns)
            if !program.problems.isEmpty { return ExampleCompilation(compiled: nil, diagnostics: program.problems) }
            let outcome = compiler.compile(program)
            if guessing, outcome.executable == nil {
                // A guess may be wrong (a type an import declares): the compiler's messages
                // must be about the example as written, so it is compiled again without them.
                guessing = false
                standIns = []
                continue
            }
            guessing = false
            let verdict = CompilerVerdict(outcome: outcome, program: program, snippets: snippets, platform: (version.major, version.minor))
            for (id, errors) in verdict.snippetDiagnostics { snippetErrors[id] = errors }
            // Types the example uses without declaring them run as opaque stand-ins (§2): compile again with them.
            if !verdict.undeclaredTypes.isSubset(of: standIns) {
                standIns.formUnion(verdict.undeclaredTypes)
                continue
            }
            let needsAnotherPass = outcome.executable == nil
                && (!verdict.snippetDiagnostics.keys.allSatisfy(excludedSnippets.contains) || !verdict.failedSubjects.isSubset(of: excludedSubjects))
                && verdict.exampleDiagnostics.isEmpty
            if needsAnotherPass {
                excludedSnippets.formUnion(verdict.snippetDiagnostics.keys)
                excludedSubjects.formUnion(verdict.failedSubjects)
                continue
            }
            var diagnostics = verdict.exampleDiagnostics
            var internalFailure = false
            if outcome.executable == nil, diagnostics.isEmpty {
                let detail = verdict.internalErrors.first ?? "the program did not compile"
                diagnostics.append(.error("compiler.internal", at: example.declaration, "navdocs could not compile this example's program: \(detail)"))
                internalFailure = true
            }
            guard let executable = outcome.executable, !diagnostics.contains(where: { $0.severity == .error }) else {
                var failed = ExampleCompilation<Compiled>(compiled: nil, diagnostics: diagnostics)
                failed.mayDifferNextRun = internalFailure
                return failed
            }
            let compiled = Compiled(
                example: example, program: program, executable: executable, snippetIDs: snippetIDs,
                snippetErrors: snippetErrors, stepTimeout: stepTimeout)
            let launch = launchOutcome(compiled)
            if let stop = launch.timeout {
                // Every scenario would wait as long again: the example fails here, once.
                diagnostics.append(.error("compiler.launchTimeout", at: example.declaration, "example '\(example.name)' did not show its first screen: \(stop.message)"))
                var stopped = ExampleCompilation<Compiled>(compiled: nil, diagnostics: diagnostics)
                stopped.mayDifferNextRun = true
                return stopped
            }
            return ExampleCompilation(compiled: compiled, diagnostics: diagnostics, launchWarnings: launch.warnings)
        }
        var unsettled = ExampleCompilation<Compiled>(compiled: nil, diagnostics: [.error("compiler.internal", at: example.declaration, "navdocs could not compile this example's program")])
        unsettled.mayDifferNextRun = true
        return unsettled
    }

    /// The warnings of the launch screen (declaration warnings are reported once per example),
    /// or the stop when the launch ran out of time.
    private func launchOutcome(_ compiled: Compiled) -> (warnings: [RuntimeWarning], timeout: ExampleProcess.ProcessStop?) {
        guard let process = try? compiled.process() else { return ([], nil) }
        do {
            let launch = Compiled.launchScreen
            guard case .step(let reply) = try process.request(.launch(size: launch.size, platform: launch.platform)) else { return ([], nil) }
            compiled.keepLaunched(process)
            return (reply.events.compactMap { RuntimeWarning($0, compiled: compiled) }, nil)
        } catch let stop as ExampleProcess.ProcessStop where stop.timedOut {
            return ([], stop)
        } catch {
            return ([], nil)
        }
    }

    public func driver(for compiled: Compiled, scenario: ScenarioBlock) -> CompiledDriver {
        CompiledDriver(compiled: compiled, scenario: scenario)
    }

    public func compareMigration(
        _ new: Compiled, from old: Compiled, oldScenarios: [ScenarioBlock], migration: DeclaredExample.Migration
    ) -> Diagnostic? {
        let difference = MigrationComparator().compare(
            old: ProcessSubject(compiled: old), new: ProcessSubject(compiled: new),
            oldScripts: oldScenarios.map(\.script))
        return difference?.diagnostic(old: old.example.name, new: new.example.name, at: migration.location)
    }

    /// Results kept beside the compiled programs, for this compiler, these model modules and
    /// this build of navdocs.
    public var resultCache: ExampleResultCache? {
        guard let compiler, let resultsFolder else { return nil }
        return ExampleResultCache(
            folder: resultsFolder,
            engineIdentity: [compiler.swiftc, compiler.modules.identity, ExampleResultCache.executableIdentity].joined(separator: " "))
    }

    public var compilesAhead: Bool { isAvailable }

    public func explore(_ compiled: Compiled, limits: NavigationExplorer.Limits) -> ExplorationGraph? {
        guard let process = try? compiled.process() else { return nil }
        guard case .graph(let graph?)? = try? process.request(.explore(limits: limits)) else { return nil }
        return graph
    }
}


extension RuntimeWarning {
    /// A model event of a compiled example as a runtime warning (notes are not warnings).
    init?(_ event: NavigationEvent, compiled: CompiledEngine.Compiled) {
        guard event.severity == .warning else { return nil }
        let declaration = event.kind == .declaration ? event.source.map(compiled.location(of:)) : nil
        self.init(id: "model.\(event.catalogID)", message: event.message, declaration: declaration)
    }
}
