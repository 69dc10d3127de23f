/// The outcome of `--verify`: how the run's diagnostics met the pages' markers.
public struct VerificationSummary: Hashable, Sendable, Codable {
    /// Markers found in the checked pages.
    public var markerCount: Int
    /// Markers that met a diagnostic.
    public var metMarkerCount: Int
    /// Errors and warnings that no marker expected.
    public var unexpectedCount: Int
    /// What went wrong, as diagnostics: each unmet marker (at the marker), each
    /// unexpected diagnostic (at its position), each malformed marker. Sorted.
    public var failures: [Diagnostic]

    public init(markerCount: Int, metMarkerCount: Int, unexpectedCount: Int, failures: [Diagnostic]) {
        self.markerCount = markerCount
        self.metMarkerCount = metMarkerCount
        self.unexpectedCount = unexpectedCount
        self.failures = failures
    }

    public var unmetMarkerCount: Int { markerCount - metMarkerCount }
    public var passed: Bool { failures.isEmpty }
}
