/// A problem found in content, reported to the author at its position.
///
/// Problems in content are values, not thrown errors: a run collects all of them
/// and reports them sorted, so an author fixes a page in one pass. Messages are
/// headlines: lower-case start, no final period, "did you mean …?" when there is
/// one likely fix.
public struct Diagnostic: Hashable, Sendable, Codable {
    /// A stable identifier for the kind of problem (`link.broken`, `claim.notFound`),
    /// for tools and tests; never shown as the message.
    public var id: String
    public var severity: Severity
    public var location: SourceLocation
    public var message: String
    /// Further places that explain the problem (`example 'colors' declared here`).
    public var notes: [Note]

    public init(
        id: String,
        severity: Severity,
        location: SourceLocation,
        message: String,
        notes: [Note] = []
    ) {
        self.id = id
        self.severity = severity
        self.location = location
        self.message = message
        self.notes = notes
    }

    public static func error(_ id: String, at location: SourceLocation, _ message: String, notes: [Note] = []) -> Diagnostic {
        Diagnostic(id: id, severity: .error, location: location, message: message, notes: notes)
    }

    public static func warning(_ id: String, at location: SourceLocation, _ message: String, notes: [Note] = []) -> Diagnostic {
        Diagnostic(id: id, severity: .warning, location: location, message: message, notes: notes)
    }

    public static func note(_ id: String, at location: SourceLocation, _ message: String) -> Diagnostic {
        Diagnostic(id: id, severity: .note, location: location, message: message)
    }

    /// A secondary position attached to a diagnostic; printed after it as `note:`.
    public struct Note: Hashable, Sendable, Codable {
        public var location: SourceLocation
        public var message: String

        public init(location: SourceLocation, message: String) {
            self.location = location
            self.message = message
        }
    }
}

extension Diagnostic: Comparable {
    /// File, then position, then severity (errors first), then message: the order
    /// people read a report in, and a stable one for golden files.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.severity != rhs.severity { return lhs.severity < rhs.severity }
        return lhs.message < rhs.message
    }
}
