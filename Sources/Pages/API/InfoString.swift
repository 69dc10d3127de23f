import Diagnostics

/// A fenced code block's info string, parsed by the grammar `LANG WORD*` where
/// `WORD := FLAG | KEY=VALUE | KEY="VALUE WITH SPACES"`.
///
/// Every word keeps its position in the Markdown file, so a diagnostic about an
/// attribute points at its key. A malformed string (``isMalformed``) still carries
/// the words read before the fault; callers treat the block as display-only.
public struct InfoString: Hashable, Sendable {
    /// The info string as written, after the fence.
    public var raw: String
    /// The first word (`swift`, `scenario`), with its position.
    public var language: Word?
    /// The words after the language, in order.
    public var attributes: [Attribute]
    /// True when the string could not be parsed (an unclosed quote, `=` without key);
    /// the parser has reported an error at the fault.
    public var isMalformed: Bool
    /// The position of the first character of the info string (or of the place it
    /// would start, right after the fence).
    public var location: SourceLocation

    public init(raw: String, language: Word?, attributes: [Attribute], isMalformed: Bool, location: SourceLocation) {
        self.raw = raw
        self.language = language
        self.attributes = attributes
        self.isMalformed = isMalformed
        self.location = location
    }

    /// The value of the first `KEY=VALUE` attribute named `key`.
    public func value(_ key: String) -> String? {
        attributes.first { $0.key == key && $0.value != nil }?.value
    }

    /// The first attribute named `key` (to point a diagnostic at it).
    public func attribute(_ key: String) -> Attribute? {
        attributes.first { $0.key == key }
    }

    /// Whether a bare flag (`hidden`) is present.
    public func hasFlag(_ flag: String) -> Bool {
        attributes.contains { $0.key == flag && $0.value == nil }
    }

    /// A word and where it starts.
    public struct Word: Hashable, Sendable {
        public var text: String
        public var location: SourceLocation

        public init(text: String, location: SourceLocation) {
            self.text = text
            self.location = location
        }
    }

    /// A `FLAG` (``value`` is nil) or a `KEY=VALUE`.
    public struct Attribute: Hashable, Sendable {
        public var key: String
        /// The value with its quotes removed; nil for a flag.
        public var value: String?
        /// The key's position.
        public var location: SourceLocation
        /// The position of the value's first character (after `=` and any opening quote).
        public var valueLocation: SourceLocation?

        public init(key: String, value: String?, location: SourceLocation, valueLocation: SourceLocation?) {
            self.key = key
            self.value = value
            self.location = location
            self.valueLocation = valueLocation
        }
    }

    /// The values of every `KEY=VALUE` attribute named `key`, in order (`source=` may repeat).
    public func values(_ key: String) -> [String] {
        attributes.compactMap { $0.key == key ? $0.value : nil }
    }

    /// Keys that take a value in `swift` and `scenario` blocks.
    public static let knownKeys: Set<String> = ["example", "root", "migrates", "title", "size", "source", "region"]
    /// Keys that may be given more than once, each adding a value.
    public static let repeatableKeys: Set<String> = ["source"]
    /// Bare flags known in `swift` and `scenario` blocks.
    public static let knownFlags: Set<String> = ["hidden"]
    /// Languages whose attributes navdocs checks; other languages' info strings are
    /// the author's business and are never diagnosed.
    public static let checkedLanguages: Set<String> = ["swift", "scenario"]
}
