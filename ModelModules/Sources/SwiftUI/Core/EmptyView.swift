internal import NavigationModel

/// A view that shows nothing.
public struct EmptyView: View {
    public init() {}
    public var body: Never { primitiveBody(Self.self) }
}

extension EmptyView: RenderableView {
    func render(in renderer: Renderer, at place: String) throws -> ViewNode { ViewNode(.empty) }
}

/// A view whose type is erased: it draws as the view it wraps.
public struct AnyView: View {
    let wrapped: any View

    public init<V: View>(_ view: V) {
        wrapped = view
    }

    public init<V: View>(erasing view: V) {
        wrapped = view
    }

    public init?(_fromValue value: Any) {
        guard let view = value as? any View else { return nil }
        wrapped = view
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension AnyView: RenderableView {
    func render(in renderer: Renderer, at place: String) throws -> ViewNode {
        try renderer.node(wrapped, at: place)
    }
}

/// Views grouped without a layout of their own.
public struct Group<Content> {
    let content: Content

    public init(@ViewBuilder content: () -> Content) where Content: View {
        self.content = content()
    }
}

extension Group: View where Content: View {
    public var body: Never { primitiveBody(Self.self) }
}

extension Group: RenderableView where Content: View {
    func render(in renderer: Renderer, at place: String) throws -> ViewNode {
        ViewNode(.container(.group, try renderer.children(content, at: place + "/Group")))
    }
}
