internal import NavigationModel

/// Views made from each element of a collection, each identified by an id.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
    let identify: (Data.Element) -> ID
}

extension ForEach: View where Content: View {
    public var body: Never { primitiveBody(Self.self) }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        identify = { $0.id }
    }
}

extension ForEach where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        identify = { $0[keyPath: id] }
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        identify = { $0 }
    }
}

extension ForEach where Content: View {
    /// One row per element of a bound collection, each given a binding to its element.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == [Binding<C.Element>], ID == C.Element.ID, C.Element: Identifiable {
        self.data = Array(data)
        self.content = content
        identify = { $0.wrappedValue.id }
    }

    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == [Binding<C.Element>] {
        self.data = Array(data)
        self.content = content
        identify = { $0.wrappedValue[keyPath: id] }
    }
}

/// A view made of a collection's elements, which can be deleted and moved.
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension ForEach: RenderableView where Content: View {
    func render(in renderer: Renderer, at place: String) throws -> ViewNode {
        ViewNode(.forEach(try elements(in: renderer, at: place)))
    }

    /// Each element's id and row.
    @MainActor
    func elements(in renderer: Renderer, at place: String) throws -> [ForEachElement] {
        var elements: [ForEachElement] = []
        for item in data {
            let identifier = identify(item)
            let idValue = renderer.bridge.value(identifier) ?? .string(String(describing: identifier))
            let row = try renderer.node(content(item), at: place + "/[" + idValue.description + "]")
            elements.append(ForEachElement(id: idValue, content: row))
        }
        return elements
    }
}

/// A `ForEach` seen without its types, so `List(data)` can draw its rows.
@MainActor
protocol ForEachRows {
    func elements(in renderer: Renderer, at place: String) throws -> [ForEachElement]
}

extension ForEach: ForEachRows where Content: View {}
