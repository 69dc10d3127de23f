/// A runtime warning or note the model logged, tagged with its catalog entry.
///
/// Declaration events (a misplaced, duplicate or ignored destination; a
/// deprecation) point at the declaration and are logged once, the first time the
/// declaration is rendered; action events (a link that cannot be activated, a
/// value that does not fit the path) belong to the step that caused them
/// (`scenario-language.md` §3).
public struct NavigationEvent: Hashable, Sendable, Codable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable, Codable {
        case warning, note
    }

    public enum Kind: String, Hashable, Sendable, Codable {
        case declaration, action
    }

    public var severity: Severity
    public var kind: Kind
    /// The catalog entry (`"N23"`).
    public var catalogID: String
    /// Whether the behaviour behind the event is the model's own decision ([M]).
    public var isModelDecision: Bool
    /// The message, in the catalog's exact words where it gives them.
    public var message: String
    /// The declaration or control the event is about.
    public var source: SourceRef?

    public init(
        _ severity: Severity, _ kind: Kind, _ catalogID: String, _ message: String,
        source: SourceRef? = nil, isModelDecision: Bool = false
    ) {
        self.severity = severity
        self.kind = kind
        self.catalogID = catalogID
        self.isModelDecision = isModelDecision
        self.message = message
        self.source = source
    }

    /// `warning [N23]: A NavigationLink is presenting …`, with `[M]` for the model's decisions.
    public var description: String {
        "\(severity.rawValue) [\(catalogID)]\(isModelDecision ? " [M]" : ""): \(message)"
    }
}

/// Why an action failed: a missing or ambiguous control, back at the root, a fault in the example's code.
public struct NavigationError: Error, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The message, in the spec's shapes (`no visible control "Two"; visible: "One"`).
    public var message: String
    /// Where the fault is, for a fault in the example's code.
    public var source: SourceRef?
    /// Related places, for example the controls an ambiguous label matched.
    public var related: [SourceRef]
    /// The catalog entry, when one applies (`"N8"`, `"N11"`).
    public var catalogID: String?

    public init(_ message: String, source: SourceRef? = nil, related: [SourceRef] = [], catalogID: String? = nil) {
        self.message = message
        self.source = source
        self.related = related
        self.catalogID = catalogID
    }

    public var description: String { message }
}
