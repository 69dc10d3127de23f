internal import NavigationModel

/// The branch an `if`/`else` or `switch` of a view builder took.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    public var body: Never { primitiveBody(Self.self) }
}

extension _ConditionalContent: RenderableView {
    /// Branches count from 0 in source order: an `else if` (a conditional in the false
    /// branch) continues the count, as the interpreter numbers an `if`/`else if` chain.
    func render(in renderer: Renderer, at place: String) throws -> ViewNode {
        let (branch, content) = flattened(from: 0)
        return ViewNode(.conditional(branch: branch, content: try renderer.node(content, at: place + "/?\(branch)")))
    }

    func flattened(from base: Int) -> (Int, any View) {
        switch storage {
        case .trueContent(let content):
            return (base, content)
        case .falseContent(let content):
            if let nested = content as? any FlattenableConditional { return nested.flattened(from: base + 1) }
            return (base + 1, content)
        }
    }
}

/// A conditional whose branches continue an enclosing one's count.
@MainActor
protocol FlattenableConditional {
    func flattened(from base: Int) -> (Int, any View)
}

extension _ConditionalContent: FlattenableConditional {}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}

extension Optional: RenderableView where Wrapped: View {
    /// `if` without `else`: nothing when not taken, else branch 0.
    func render(in renderer: Renderer, at place: String) throws -> ViewNode {
        guard let wrapped = self else { return ViewNode(.empty) }
        return ViewNode(.conditional(branch: 0, content: try renderer.node(wrapped, at: place + "/?0")))
    }
}
