internal import NavigationModel

/// A view that shows its content only while expanded; its label expands or collapses it (N58).
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?
    let site: CallSite

    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label,
                _file: String = #filePath, _line: Int = #line, _column: Int = #column) {
        self.content = content()
        self.label = label()
        isExpanded = nil
        site = CallSite(_file, _line, _column)
    }

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label,
                _file: String = #filePath, _line: Int = #line, _column: Int = #column) {
        self.content = content()
        self.label = label()
        self.isExpanded = isExpanded
        site = CallSite(_file, _line, _column)
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content,
                _file: String = #filePath, _line: Int = #line, _column: Int = #column) where Label == Text {
        self.content = content()
        label = Text(titleKey)
        isExpanded = nil
        site = CallSite(_file, _line, _column)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content,
                                   _file: String = #filePath, _line: Int = #line, _column: Int = #column) where Label == Text {
        self.content = content()
        self.label = Text(label)
        isExpanded = nil
        site = CallSite(_file, _line, _column)
    }

    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content,
                _file: String = #filePath, _line: Int = #line, _column: Int = #column) where Label == Text {
        self.content = content()
        label = Text(titleKey)
        self.isExpanded = isExpanded
        site = CallSite(_file, _line, _column)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content,
                                   _file: String = #filePath, _line: Int = #line, _column: Int = #column) where Label == Text {
        self.content = content()
        self.label = Text(label)
        self.isExpanded = isExpanded
        site = CallSite(_file, _line, _column)
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension DisclosureGroup: RenderableView {
    func render(in renderer: Renderer, at place: String) throws -> ViewNode {
        let labelNode = try renderer.node(label, at: place + "/DisclosureGroup/label")
        let items = try renderer.children(content, at: place + "/DisclosureGroup/content")
        let group = DisclosureGroupNode(label: labelNode, isExpanded: renderer.bindingRef(isExpanded), content: items)
        return ViewNode(.disclosureGroup(group), source: site.sourceRef)
    }
}
