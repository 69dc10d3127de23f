import Diagnostics

/// A runtime warning the model logged, as SwiftUI logs them to the console.
///
/// Two kinds (§3): a warning about a *declaration* (a misplaced, duplicate or
/// ignored `navigationDestination`) carries the declaration's position and is
/// reported once per example there; a warning about an *action* (a link that
/// cannot be activated, a value that does not fit the path) has none and is
/// reported at the step that logged it.
public struct RuntimeWarning: Hashable, Sendable, Codable {
    /// A stable id for the kind of warning, used as the diagnostic's id.
    public var id: String
    public var message: String
    /// The declaration's position for a declaration warning; nil for an action warning.
    public var declaration: SourceLocation?

    public init(id: String, message: String, declaration: SourceLocation? = nil) {
        self.id = id
        self.message = message
        self.declaration = declaration
    }

    public var isAboutDeclaration: Bool { declaration != nil }
}
