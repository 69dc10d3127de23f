internal import NavigationModel

/// A control that opens a menu of its content's controls (N57); with a primary action, a
/// tap runs that action instead.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?
    let site: CallSite

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
                _file: String = #filePath, _line: Int = #line, _column: Int = #column) {
        self.content = content()
        self.label = label()
        primaryAction = nil
        site = CallSite(_file, _line, _column)
    }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void,
                _file: String = #filePath, _line: Int = #line, _column: Int = #column) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
        site = CallSite(_file, _line, _column)
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content,
                _file: String = #filePath, _line: Int = #line, _column: Int = #column) where Label == Text {
        self.content = content()
        label = Text(titleKey)
        primaryAction = nil
        site = CallSite(_file, _line, _column)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content,
                                   _file: String = #filePath, _line: Int = #line, _column: Int = #column) where Label == Text {
        self.content = content()
        label = Text(title)
        primaryAction = nil
        site = CallSite(_file, _line, _column)
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void,
                _file: String = #filePath, _line: Int = #line, _column: Int = #column) where Label == Text {
        self.content = content()
        label = Text(titleKey)
        self.primaryAction = primaryAction
        site = CallSite(_file, _line, _column)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void,
                                   _file: String = #filePath, _line: Int = #line, _column: Int = #column) where Label == Text {
        self.content = content()
        label = Text(title)
        self.primaryAction = primaryAction
        site = CallSite(_file, _line, _column)
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content,
                _file: String = #filePath, _line: Int = #line, _column: Int = #column) where Label == SwiftUI.Label<Text, Image> {
        self.content = content()
        label = SwiftUI.Label(titleKey, systemImage: systemImage)
        primaryAction = nil
        site = CallSite(_file, _line, _column)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content,
                                   _file: String = #filePath, _line: Int = #line, _column: Int = #column) where Label == SwiftUI.Label<Text, Image> {
        self.content = content()
        label = SwiftUI.Label(title, systemImage: systemImage)
        primaryAction = nil
        site = CallSite(_file, _line, _column)
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void,
                _file: String = #filePath, _line: Int = #line, _column: Int = #column) where Label == SwiftUI.Label<Text, Image> {
        self.content = content()
        label = SwiftUI.Label(titleKey, systemImage: systemImage)
        self.primaryAction = primaryAction
        site = CallSite(_file, _line, _column)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void,
                                   _file: String = #filePath, _line: Int = #line, _column: Int = #column) where Label == SwiftUI.Label<Text, Image> {
        self.content = content()
        label = SwiftUI.Label(title, systemImage: systemImage)
        self.primaryAction = primaryAction
        site = CallSite(_file, _line, _column)
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension Menu: RenderableView {
    func render(in renderer: Renderer, at place: String) throws -> ViewNode {
        let labelNode = try renderer.node(label, at: place + "/Menu/label")
        let items = try renderer.children(content, at: place + "/Menu/content")
        let primary = primaryAction.map { renderer.codeRef(at: place + "/Menu/primaryAction", site: site, $0) }
        return ViewNode(.menu(MenuNode(label: labelNode, content: items, primaryAction: primary)), source: site.sourceRef)
    }
}
