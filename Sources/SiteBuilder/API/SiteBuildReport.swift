import Diagnostics

/// What a build did: the diagnostics of the whole run and whether the site was written.
public struct SiteBuildReport: Sendable {
    /// Sorted diagnostics of every step.
    public var diagnostics: [Diagnostic]
    public var pageCount: Int
    /// False when errors stopped the write (and `allowFailures` was off).
    public var wroteOutput: Bool

    public init(diagnostics: [Diagnostic], pageCount: Int, wroteOutput: Bool) {
        self.diagnostics = diagnostics
        self.pageCount = pageCount
        self.wroteOutput = wroteOutput
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
