import Diagnostics

/// The outcome of the latest build as the browser sees it: the overlay shows
/// its problems, and a new `build` number tells open pages to reload.
public struct BuildStatus: Sendable, Codable, Equatable {
    /// Counts builds from 1; 0 means no build has finished yet.
    public var build: Int
    /// Every problem of the build, sorted as the terminal prints them.
    public var diagnostics: [Diagnostic]
    /// Why the build stopped before writing anything (a template that does not
    /// parse, an unreadable file); the previous site is still being served.
    public var failure: String?
    /// The output folder was replaced, so open pages are out of date.
    public var wroteOutput: Bool

    public init(build: Int = 0, diagnostics: [Diagnostic] = [], failure: String? = nil, wroteOutput: Bool = false) {
        self.build = build
        self.diagnostics = diagnostics
        self.failure = failure
        self.wroteOutput = wroteOutput
    }

    /// Nothing for the overlay to show.
    public var isClean: Bool {
        failure == nil && !diagnostics.contains { $0.severity == .error || $0.severity == .warning }
    }
}
