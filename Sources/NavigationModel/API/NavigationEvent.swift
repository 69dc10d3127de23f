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
    /// The catalog entry (N23).
    public var catalogID: BehaviourID
    /// Whether the behaviour behind the event is the model's own decision ([M]).
    public var isModelDecision: Bool
    /// The message, in the catalog's exact words where it gives them.
    public var message: String
    /// The declaration or control the event is about.
    public var source: SourceRef?
    /// The message as a template id and its values, so a page can show it in its own
    /// language (``ModelText/text(in:)``); nil for a message the model did not word.
    public var text: ModelText?

    public init(
        _ severity: Severity, _ kind: Kind, _ catalogID: BehaviourID, _ message: String,
        source: SourceRef? = nil, isModelDecision: Bool = false
    ) {
        self.severity = severity
        self.kind = kind
        self.catalogID = catalogID
        self.isModelDecision = isModelDecision
        self.message = message
        self.source = source
    }

    /// An event whose message is one of the model's texts (English in `message`).
    public init(
        _ severity: Severity, _ kind: Kind, _ catalogID: BehaviourID, _ text: ModelText,
        source: SourceRef? = nil, isModelDecision: Bool = false
    ) {
        assert(text.entry == catalogID, "the text \(text.id) belongs to another entry than \(catalogID)")
        self.init(severity, kind, catalogID, text.english, source: source, isModelDecision: isModelDecision)
        self.text = text
    }

    /// The message in `language`: the model's translation when it has one, else `message`.
    public func message(in language: String) -> String {
        text?.text(in: language) ?? message
    }

    /// `warning [N23]: A NavigationLink is presenting …`, with `[M]` for the model's decisions.
    public var description: String {
        "\(severity.rawValue) [\(catalogID)]\(isModelDecision ? " [M]" : ""): \(message)"
    }
}
