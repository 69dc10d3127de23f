import Diagnostics

/// A view written as Swift that a screen or column must match (§3):
/// `ColorDetail` (type only), `ColorDetail(color: .pink)` (type and arguments,
/// labels must match), `ColorDetail(color: _)` (wildcard), `Text("Pick a color")`.
///
/// Argument values stay Swift text: they are evaluated when the expectation
/// runs, typed like the screen's argument they are compared with (`.pink`
/// against a `Color` is `Color.pink`). Modifiers written after the view
/// (`.navigationTitle("x")`) take no part in matching.
public struct ViewPattern: Hashable, Sendable {
    /// The view's type name (`ColorDetail`, `Text`, `List`).
    public var typeName: String
    /// Nil for a type-only pattern; otherwise the arguments in order (possibly none: `EmptyView()`).
    public var arguments: [Argument]?
    /// The pattern as written.
    public var source: SwiftSnippet

    public init(typeName: String, arguments: [Argument]?, source: SwiftSnippet) {
        self.typeName = typeName
        self.arguments = arguments
        self.source = source
    }

    /// One argument: an optional label and a value, or `_`.
    public struct Argument: Hashable, Sendable {
        public var label: String?
        /// The value's Swift text; nil for the wildcard `_`.
        public var value: SwiftSnippet?
        /// Where the argument starts (its label, or its value).
        public var location: SourceLocation

        public init(label: String?, value: SwiftSnippet?, location: SourceLocation) {
            self.label = label
            self.value = value
            self.location = location
        }
    }

    /// Whether a view with this type and these arguments matches, deciding each
    /// non-wildcard argument with `valueMatches` (which evaluates the pattern's
    /// text typed like the view's value and compares). Labels must match in order.
    public func matches<Value>(
        typeName: String, arguments viewArguments: [(label: String?, value: Value)],
        valueMatches: (SwiftSnippet, Value) throws -> Bool
    ) rethrows -> Bool {
        guard typeName == self.typeName else { return false }
        guard let arguments else { return true }
        guard arguments.count == viewArguments.count else { return false }
        for (pattern, actual) in zip(arguments, viewArguments) {
            guard pattern.label == actual.label else { return false }
            if let value = pattern.value, try !valueMatches(value, actual.value) { return false }
        }
        return true
    }

    /// Parses a pattern; the problem comes back as an error at its position.
    public static func parse(_ snippet: SwiftSnippet) -> Result<ViewPattern, ViewPatternError> {
        ViewPatternParser(snippet).parse()
    }
}

/// A view pattern that does not parse.
public struct ViewPatternError: Error, Hashable, Sendable {
    public var diagnostic: Diagnostic
}
