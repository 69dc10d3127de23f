import Foundation
internal import NavigationModel

/// Tabs: one shows at a time; every tab keeps its views, and so its stacks and state (N47).
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    let selection: Binding<SelectionValue>?

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        selection = nil
    }
}

extension TabView {
    /// iOS 18's `Tab` content.
    public init<C: TabContent>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C)
    where Content == TabContentView<C> {
        self.content = TabContentView(tabs: content())
        self.selection = selection
    }

    public init<C: TabContent>(@TabContentBuilder<SelectionValue> content: () -> C) where Content == TabContentView<C> {
        self.content = TabContentView(tabs: content())
        selection = nil
    }
}

extension TabView: RenderableView {
    func render(in renderer: Renderer, at place: String) throws -> ViewNode {
        let tabPlace = place + "/TabView"
        var members: [any View] = []
        if let tabContent = content as? any TabContentTabs {
            var tabs: [TabNode] = []
            for (index, tab) in tabContent.tabItems.enumerated() {
                let node = try renderer.node(tab.content, at: tabPlace + "/tab\(index)")
                tabs.append(TabNode(label: tab.label, systemImage: tab.systemImage, tag: tab.value.flatMap { renderer.bridge.value($0) }, content: node))
            }
            return ViewNode(.tabView(TabViewNode(selection: renderer.bindingRef(selection), tabs: tabs)))
        }
        if let tuple = content as? any TupleChildren { members = tuple.childViews } else { members = [content] }
        var tabs: [TabNode] = []
        for (index, member) in members.enumerated() {
            let node = try renderer.node(member, at: tabPlace + "/tab\(index)")
            var label = ""
            var systemImage: String?
            var tag: Value?
            for modifier in node.modifiers {
                if case .tag(let value) = modifier.kind { tag = value }
            }
            if let item = TabItemLabel.find(in: member) {
                label = item.title
                systemImage = item.systemImage
            }
            tabs.append(TabNode(label: label, systemImage: systemImage, tag: tag, content: node))
        }
        return ViewNode(.tabView(TabViewNode(selection: renderer.bindingRef(selection), tabs: tabs)))
    }
}

/// The label `.tabItem { … }` gives a tab.
struct TabItemLabel {
    var title: String
    var systemImage: String?

    /// The outermost `.tabItem` label among a view's modifiers.
    @MainActor
    static func find(in view: any View) -> TabItemLabel? {
        var current: any View = view
        while let modified = current as? any ModifierContent {
            if let label = modified.tabItemLabel { return label }
            current = modified.modifiedContent
        }
        return nil
    }

    /// The text and symbol of a tab item's view (`Label`, `Text`, `Image` and `Text`).
    @MainActor
    init(_ view: any View) {
        var texts: [String] = []
        var symbol: String?
        func visit(_ view: any View) {
            if let text = view as? Text { texts.append(text.content); return }
            if let image = view as? Image {
                if image.arguments.first?.label == "systemName" { symbol = image.name }
                return
            }
            if let label = view as? any LabelParts {
                texts.append(label.titleText)
                if let image = label.iconSymbol { symbol = image }
                return
            }
            if let tuple = view as? any TupleChildren { tuple.childViews.forEach(visit) }
        }
        visit(view)
        title = texts.joined(separator: " ")
        systemImage = symbol
    }
}

/// A label's parts, seen without its types.
@MainActor
protocol LabelParts {
    var titleText: String { get }
    var iconSymbol: String? { get }
}

extension Label: LabelParts {
    var titleText: String { (title as? Text)?.content ?? "" }
    var iconSymbol: String? {
        guard let image = icon as? Image, image.arguments.first?.label == "systemName" else { return nil }
        return image.name
    }
}

/// A modified view seen without its types, so a parent can read its modifiers.
@MainActor
protocol ModifierContent {
    var modifiedContent: any View { get }
    var tabItemLabel: TabItemLabel? { get }
}

extension ModelledModifier: ModifierContent {
    var modifiedContent: any View { content }
    var tabItemLabel: TabItemLabel? {
        if case .tabItem(let label) = effect { return label }
        return nil
    }
}

extension View {
    /// The tab's label in a `TabView`'s tab bar (N47).
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V, _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        ModelledModifier(content: self, effect: .tabItem(TabItemLabel(label())))
    }
}

// MARK: iOS 18 tabs

/// Content of a `TabView` built from `Tab`s.
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
    associatedtype TabValue: Hashable
}

/// One tab: a label, a value and content.
public struct Tab<Value: Hashable, Content: View, Label: View>: TabContent {
    public typealias TabValue = Value
    let title: String
    let systemImage: String?
    let value: Value?
    let content: Content

    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        title = titleKey.text
        self.systemImage = systemImage
        self.value = value
        self.content = content()
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.title = String(title)
        self.systemImage = systemImage
        self.value = value
        self.content = content()
    }

    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        let parts = TabItemLabel(label())
        title = parts.title
        systemImage = parts.systemImage
        self.value = value
        self.content = content()
    }
}

extension Tab where Value == Never {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        title = titleKey.text
        self.systemImage = systemImage
        value = nil
        self.content = content()
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.title = String(title)
        self.systemImage = systemImage
        value = nil
        self.content = content()
    }
}

/// A tab's label made from its title and symbol.
public struct DefaultTabLabel: View {
    public var body: Never { primitiveBody(Self.self) }
}

/// The tabs of iOS 18's `TabView`, as a view.
public struct TabContentView<Tabs: TabContent>: View {
    let tabs: Tabs
    public var body: Never { primitiveBody(Self.self) }
}

/// The tabs of `Tab` content, seen without their types.
struct TabEntry {
    var label: String
    var systemImage: String?
    var value: Any?
    var content: any View
}

@MainActor
protocol TabContentTabs {
    var tabItems: [TabEntry] { get }
}

protocol TabEntries {
    var entries: [TabEntry] { get }
}

extension Tab: TabEntries {
    var entries: [TabEntry] { [TabEntry(label: title, systemImage: systemImage, value: value, content: content)] }
}

extension TabContentView: TabContentTabs {
    var tabItems: [TabEntry] { (tabs as? any TabEntries)?.entries ?? [] }
}

@resultBuilder
public struct TabContentBuilder<SelectionValue: Hashable> {
    public static func buildExpression<C: TabContent>(_ content: C) -> C where C.TabValue == SelectionValue { content }

    public static func buildBlock<C: TabContent>(_ content: C) -> C where C.TabValue == SelectionValue { content }

    public static func buildBlock<each C: TabContent>(_ content: repeat each C) -> TupleTabContent<SelectionValue> {
        var entries: [TabEntry] = []
        repeat entries += ((each content) as? any TabEntries)?.entries ?? []
        return TupleTabContent(entries: entries)
    }

    public static func buildIf<C: TabContent>(_ content: C?) -> TupleTabContent<SelectionValue> where C.TabValue == SelectionValue {
        TupleTabContent(entries: (content as? any TabEntries)?.entries ?? [])
    }
}

public struct TupleTabContent<SelectionValue: Hashable>: TabContent, TabEntries {
    public typealias TabValue = SelectionValue
    let entries: [TabEntry]
}

extension Never: TabContent {
    public typealias TabValue = Never
}
