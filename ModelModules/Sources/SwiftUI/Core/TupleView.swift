internal import NavigationModel

/// The views of a builder block, side by side (a group of children).
public struct TupleView<T>: View {
    public var value: T
    let children: [any View]

    public init(_ value: T) {
        self.value = value
        self.children = []
    }

    init(_ value: T, children: [any View]) {
        self.value = value
        self.children = children
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension TupleView: RenderableView {
    func render(in renderer: Renderer, at place: String) throws -> ViewNode {
        var nodes: [ViewNode] = []
        for (index, child) in children.enumerated() {
            nodes.append(try renderer.node(child, at: place + "/\(index)"))
        }
        return ViewNode(.container(.group, nodes))
    }
}
