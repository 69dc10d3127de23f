internal import NavigationModel

/// A scrolling list of rows; with a selection binding, a tapped row selects its tag (N30, N41).
public struct List<SelectionValue: Hashable, Content: View>: View {
    enum Selection {
        case none
        case single(Binding<SelectionValue?>)
        case multiple(Binding<Set<SelectionValue>>)
    }

    let content: Content
    let selection: Selection
    /// Whether the rows come from data (`List(items) { … }`) rather than a builder.
    let isData: Bool

    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { .single($0) } ?? .none
        isData = false
    }

    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { .multiple($0) } ?? .none
        isData = false
    }

    init(content: Content, selection: Selection) {
        self.content = content
        self.selection = selection
        isData = true
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        selection = .none
        isData = false
    }

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent), selection: .none)
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(content: ForEach(data, id: id, content: rowContent), selection: .none)
    }

    public init<RowContent: View>(
        _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(content: ForEach(data, content: rowContent), selection: .none)
    }

    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<[Binding<C.Element>], C.Element.ID, RowContent>, C.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent), selection: .none)
    }

    public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<[Binding<C.Element>], ID, RowContent> {
        self.init(content: ForEach(data, id: id, content: rowContent), selection: .none)
    }
}

extension List {
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent), selection: selection.map { .single($0) } ?? .none)
    }

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent), selection: selection.map { .multiple($0) } ?? .none)
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(content: ForEach(data, id: id, content: rowContent), selection: selection.map { .single($0) } ?? .none)
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(content: ForEach(data, id: id, content: rowContent), selection: selection.map { .multiple($0) } ?? .none)
    }

    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<[Binding<C.Element>], C.Element.ID, RowContent>, C.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent), selection: selection.map { .single($0) } ?? .none)
    }

    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<[Binding<C.Element>], C.Element.ID, RowContent>, C.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent), selection: selection.map { .multiple($0) } ?? .none)
    }
}

extension List: RenderableView {
    func render(in renderer: Renderer, at place: String) throws -> ViewNode {
        let listPlace = place + "/List"
        let rows: [ViewNode]
        if isData, let forEach = content as? any ForEachRows {
            rows = [ViewNode(.forEach(try forEach.elements(in: renderer, at: listPlace)))]
        } else {
            rows = try renderer.children(content, at: listPlace)
        }
        let listSelection: ListSelection?
        switch selection {
        case .none:
            listSelection = nil
        case .single(let binding):
            listSelection = renderer.bindingRef(binding).map { ListSelection($0) }
        case .multiple(let binding):
            listSelection = renderer.bindingRef(binding).map { ListSelection($0, isMultiple: true) }
        }
        return ViewNode(.list(selection: listSelection, content: rows))
    }
}
