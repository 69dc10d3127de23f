/// A reference to a destination view that the model asks the app to evaluate lazily.
///
/// A `navigationDestination` closure, a link's destination view builder, an
/// `isPresented`/`item` destination: the model calls
/// `NavigationApp.destination(_:value:in:)` with this reference when (and only
/// when) it needs the view, so recursive apps don't loop. References must be
/// stable across re-evaluations of the same state: the same closure with the
/// same captured values gives an equal reference. The model stores references
/// of view-destination pushes in its state, so a pushed view is re-evaluated
/// with the current state after every step.
public struct DestinationRef: Hashable, Sendable, Codable {
    /// The interpreter's identifier for the closure (for example, its source position).
    public var id: Int
    /// Values the closure captured when it was evaluated (a `ForEach` element, `self`'s properties).
    public var captures: [Argument]
    /// Where the closure is written, for messages.
    public var source: SourceRef?

    public init(id: Int, captures: [Argument] = [], source: SourceRef? = nil) {
        self.id = id
        self.captures = captures
        self.source = source
    }
}

/// A reference to code that mutates state: a `Button`'s action or a `run` step's statements.
///
/// The model calls `NavigationApp.perform(_:in:)` with it. As with
/// `DestinationRef`, equal references mean the same code with the same captures.
public struct CodeRef: Hashable, Sendable, Codable {
    /// The interpreter's identifier for the code.
    public var id: Int
    /// Values the code captured when its view was evaluated.
    public var captures: [Argument]
    /// Where the code is written, for messages.
    public var source: SourceRef?

    public init(id: Int, captures: [Argument] = [], source: SourceRef? = nil) {
        self.id = id
        self.captures = captures
        self.source = source
    }
}
