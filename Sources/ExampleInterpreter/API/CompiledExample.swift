import Diagnostics
import NavigationModel

/// The result of compiling one example: its problems and, when it has none, a runnable app.
public struct CompiledExample: @unchecked Sendable {
    public var name: String
    /// Static problems and faults found while rendering the initial screen, at their page positions.
    public var diagnostics: [Diagnostic]
    /// The app the model runs; `nil` when the example has errors (scenarios against it are not run).
    public var app: InterpretedApp?

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// How an example is compiled.
public struct CompileOptions: Hashable, Sendable {
    /// Render the initial screen once, so that a broken example is an error even when no scenario runs it.
    public var evaluatesInitialScreen: Bool
    /// The platform the initial screen is rendered for.
    public var platform: PlatformVersion

    public init(evaluatesInitialScreen: Bool = true, platform: PlatformVersion = .iOS17) {
        self.evaluatesInitialScreen = evaluatesInitialScreen
        self.platform = platform
    }
}

extension ExampleCompiler {
    /// Compiles an example: static checks, then (by default) its initial screen through the model's seam.
    public static func compile(_ source: ExampleSource, options: CompileOptions = CompileOptions()) -> CompiledExample {
        let (program, map, staticDiagnostics) = lowerWithLowerer(source)
        var diagnostics = staticDiagnostics
        guard let (program, lowerer) = program, !diagnostics.contains(where: { $0.severity == .error }), let root = program.root else {
            return CompiledExample(name: source.name, diagnostics: diagnostics, app: nil)
        }
        let app = InterpretedApp(name: source.name, program: program, root: root, lowerer: lowerer, map: map)
        if options.evaluatesInitialScreen {
            do {
                let state = try app.initialState(platform: options.platform)
                _ = try app.root(in: state)
            } catch let error as NavigationAppError {
                let location = error.source.map(app.location(of:)) ?? source.declaration
                diagnostics.append(.error("interpreter.runtime", at: location, error.message))
                return CompiledExample(name: source.name, diagnostics: diagnostics, app: nil)
            } catch {
                diagnostics.append(.error("interpreter.runtime", at: source.declaration, "\(error)"))
                return CompiledExample(name: source.name, diagnostics: diagnostics, app: nil)
            }
        }
        return CompiledExample(name: source.name, diagnostics: diagnostics, app: app)
    }
}
