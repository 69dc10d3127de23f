import NavigationModel

/// How an example is compiled.
public struct CompileOptions: Hashable, Sendable {
    /// Render the initial screen once, so that a broken example is an error even when no scenario runs it.
    public var evaluatesInitialScreen: Bool
    /// The platform the example is compiled for (an API introduced later is an error
    /// at its use, as for a deployment target) and its initial screen rendered for.
    public var platform: PlatformVersion

    public init(evaluatesInitialScreen: Bool = true, platform: PlatformVersion = .iOS17) {
        self.evaluatesInitialScreen = evaluatesInitialScreen
        self.platform = platform
    }
}
