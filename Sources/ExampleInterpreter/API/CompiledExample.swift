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
