/// What the model needs from an app: its views, evaluated for a state, and its code.
///
/// The interpreter implements it for a page's example; tests implement it by
/// hand. Every method may throw `NavigationAppError` for a runtime fault in the
/// example's code (a missing member, `removeLast` past the start): the step that
/// led there fails with that error, the model never crashes.
///
/// ```swift
/// struct Colors: NavigationApp {
///     var types = TypeTable()
///     func root(in state: AppState) throws -> ViewNode {
///         .navigationStack(path: .state("path"), root:
///             .list([.link("Pink", value: .color("pink"))])
///             .navigationDestination(for: "Color", destination: DestinationRef(id: 1)))
///     }
///     func destination(_ ref: DestinationRef, value: Value?, in state: AppState) throws -> ViewNode {
///         .custom("ColorDetail", [Argument("color", value!)], body: .text("detail"))
///     }
///     func perform(_ code: CodeRef, in state: inout AppState) throws {}
/// }
/// ```
public protocol NavigationApp {
    /// The declared types' traits (`Hashable`, `Codable`, `Identifiable`).
    var types: TypeTable { get }

    /// The root view's body, evaluated for the current state.
    func root(in state: AppState) throws -> ViewNode

    /// A destination closure or a link's destination view, evaluated for a value.
    ///
    /// `value` is the pushed value for `navigationDestination(for:)`, the
    /// unwrapped item for `navigationDestination(item:)`, and `nil` for
    /// view destinations and `isPresented`.
    func destination(_ ref: DestinationRef, value: Value?, in state: AppState) throws -> ViewNode

    /// Runs code that mutates state: a button's action or a `run` step's statements.
    func perform(_ code: CodeRef, in state: inout AppState) throws

    /// Runs an `onOpenURL` handler with the URL `url` (N54).
    func perform(_ handler: CodeRef, openingURL url: String, in state: inout AppState) throws

    /// Runs the setter of a computed binding (``BindingRef/computed(_:setter:)``) with the
    /// value the model writes through it (N60).
    func perform(_ setter: CodeRef, writing value: Value, in state: inout AppState) throws

    /// Runs `body`, in which the model asks for the root and any number of
    /// destinations of the same `state` (one derivation). An app that must load a
    /// state before evaluating views can load it once here instead of once per
    /// screen: a 20,000-element path must not be converted 20,000 times.
    func deriving<T>(_ state: AppState, _ body: () throws -> T) throws -> T

    /// Called after each derivation of `state`: brings the state of views other than
    /// the root in line with the views that derivation met (a view met for the first
    /// time adds its `@State` with its initial values, a view no longer met takes its
    /// state with it). Returns whether `state` changed, in which case the model
    /// derives again, so bindings to the new state drive stacks and selections.
    func adoptViewState(into state: inout AppState) -> Bool

    /// Whether the code `perform` just ran called `dismiss()` (`@Environment(\.dismiss)`),
    /// and forgets it. Superseded by ``takeDismissCalls()``, whose default implementation
    /// reads it for apps that do not say where the action was declared.
    func takeDismissRequest() -> Bool

    /// The `dismiss()` calls the code `perform` just ran made, in order, each with where
    /// its action was declared (nil when the app cannot say), and forgets them (N44).
    ///
    /// The model acts on the environment of the declaring view: it pops that view's
    /// screen when it was pushed, dismisses the presentation whose content holds it,
    /// and does nothing when the view is not presented. A call without a scope acts on
    /// the screen of the control that ran the code.
    func takeDismissCalls() -> [DismissScope?]

    /// Events the app's own evaluation logged since the last call (a pushed screen that
    /// found an environment object the model's own way, N43), and forgets them.
    func takeEvents() -> [NavigationEvent]

    /// The root's `@SceneStorage` and `@AppStorage` properties: the system saves them, so
    /// `relaunch` restores them along with the navigation state (N40).
    var persistentStateNames: [String] { get }
}

extension NavigationApp {
    public func deriving<T>(_ state: AppState, _ body: () throws -> T) throws -> T {
        try body()
    }

    public func adoptViewState(into state: inout AppState) -> Bool {
        false
    }

    public func takeDismissRequest() -> Bool {
        false
    }

    public func takeDismissCalls() -> [DismissScope?] {
        takeDismissRequest() ? [nil] : []
    }

    public func takeEvents() -> [NavigationEvent] {
        []
    }

    public var persistentStateNames: [String] { [] }

    public func perform(_ handler: CodeRef, openingURL url: String, in state: inout AppState) throws {
        throw NavigationAppError("this app cannot open URLs")
    }

    /// An app that gives no computed bindings is never asked to run a setter.
    public func perform(_ setter: CodeRef, writing value: Value, in state: inout AppState) throws {}
}

/// A runtime fault in the example's code, with Swift's words and where it happened.
public struct NavigationAppError: Error, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The message (`index out of range`, `Can't remove more items from a collection than it contains`).
    public var message: String
    /// Where the fault happened, if known.
    public var source: SourceRef?

    public init(_ message: String, source: SourceRef? = nil) {
        self.message = message
        self.source = source
    }

    public var description: String { message }
}
