internal import NavigationModel

/// Which columns of a split view show (recorded, N31).
public struct NavigationSplitViewVisibility: Equatable, Hashable, Codable, Sendable {
    let name: String
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    public static let all = NavigationSplitViewVisibility(name: "all")
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// A column of a split view (`preferredCompactColumn`, N34).
public struct NavigationSplitViewColumn: Hashable, Sendable {
    let name: String
    public static let sidebar = NavigationSplitViewColumn(name: "sidebar")
    public static let content = NavigationSplitViewColumn(name: "content")
    public static let detail = NavigationSplitViewColumn(name: "detail")
}

extension NavigationSplitViewVisibility: ModelValueConvertible, RebuildableFromModel {
    func modelValue(in bridge: ValueBridge, home: (state: String, members: [String])?) -> Value? {
        .enumCase(type: "NavigationSplitViewVisibility", name: name, associatedValues: [])
    }

    static func rebuild(from value: Value, template: Any?, in bridge: ValueBridge) -> Any? {
        guard case .enumCase(_, let name, _) = value.unwrapped ?? value else { return nil }
        return NavigationSplitViewVisibility(name: name)
    }
}

extension NavigationSplitViewColumn: ModelValueConvertible, RebuildableFromModel {
    func modelValue(in bridge: ValueBridge, home: (state: String, members: [String])?) -> Value? {
        .enumCase(type: "NavigationSplitViewColumn", name: name, associatedValues: [])
    }

    static func rebuild(from value: Value, template: Any?, in bridge: ValueBridge) -> Any? {
        guard case .enumCase(_, let name, _) = value.unwrapped ?? value else { return nil }
        return NavigationSplitViewColumn(name: name)
    }
}

/// Two or three columns side by side at regular width, one stack at compact width (N29–N35).
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let columnVisibility: Binding<NavigationSplitViewVisibility>?
    let preferredCompactColumn: Binding<NavigationSplitViewColumn>?

    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        columnVisibility = nil
        preferredCompactColumn = nil
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        self.columnVisibility = columnVisibility
        preferredCompactColumn = nil
    }

    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        columnVisibility = nil
        self.preferredCompactColumn = preferredCompactColumn
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        self.columnVisibility = columnVisibility
        self.preferredCompactColumn = preferredCompactColumn
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension NavigationSplitView where Content == EmptyView {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        content = nil
        self.detail = detail()
        columnVisibility = nil
        preferredCompactColumn = nil
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        content = nil
        self.detail = detail()
        self.columnVisibility = columnVisibility
        preferredCompactColumn = nil
    }

    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        content = nil
        self.detail = detail()
        columnVisibility = nil
        self.preferredCompactColumn = preferredCompactColumn
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        content = nil
        self.detail = detail()
        self.columnVisibility = columnVisibility
        self.preferredCompactColumn = preferredCompactColumn
    }
}

extension NavigationSplitView: RenderableView {
    func render(in renderer: Renderer, at place: String) throws -> ViewNode {
        let splitPlace = place + "/NavigationSplitView"
        return ViewNode(.navigationSplitView(SplitViewNode(
            sidebar: try renderer.node(sidebar, at: splitPlace + "/sidebar"),
            content: try content.map { try renderer.node($0, at: splitPlace + "/content") },
            detail: try renderer.node(detail, at: splitPlace + "/detail"),
            columnVisibility: renderer.bindingRef(columnVisibility),
            preferredCompactColumn: renderer.bindingRef(preferredCompactColumn))))
    }
}
