internal import NavigationModel

/// A piece of user interface, declared as SwiftUI declares it: a value whose `body` describes it.
///
/// The model module keeps SwiftUI's shape so that code Xcode compiles compiles here. Views
/// that navdocs models draw themselves into the navigation model's `ViewNode` trees
/// (``RenderableView``); every other view is drawn by evaluating its `body`.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("'Never' has no body") }
}

/// The body of a view that draws itself: SwiftUI's primitive views never evaluate one.
@inline(never)
func primitiveBody(_ type: Any.Type) -> Never {
    fatalError("'\(type)' is a primitive view: it has no body")
}

/// A view the renderer turns into a `ViewNode` itself, without evaluating a `body`.
@MainActor
protocol RenderableView {
    /// The node for this view at `place`, its identity in the view tree.
    func render(in renderer: Renderer, at place: String) throws -> ViewNode
}
