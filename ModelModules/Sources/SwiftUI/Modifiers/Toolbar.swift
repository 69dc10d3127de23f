import Foundation
internal import NavigationModel

/// Content of a toolbar: items placed in the navigation bar or another bar.
@MainActor @preconcurrency
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder var body: Self.Body { get }
}

/// Custom toolbar content a view declares (`CustomizableToolbarContent`).
@MainActor @preconcurrency
public protocol CustomizableToolbarContent: ToolbarContent where Body: CustomizableToolbarContent {}

extension Never: ToolbarContent {}
extension Never: CustomizableToolbarContent {}

/// Toolbar content the renderer takes views from.
@MainActor
protocol ToolbarItemsSource {
    func toolbarViews() -> [any View]
}

/// Where an item goes in a bar.
public struct ToolbarItemPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    public static let principal = ToolbarItemPlacement(name: "principal")
    public static let navigation = ToolbarItemPlacement(name: "navigation")
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
    public static let status = ToolbarItemPlacement(name: "status")
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    @available(*, deprecated, renamed: "topBarLeading")
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    @available(*, deprecated, renamed: "topBarTrailing")
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
}

/// One item of a toolbar.
public struct ToolbarItem<ID, Content: View>: ToolbarContent, CustomizableToolbarContent {
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        self.content = content()
    }

    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == String {
        self.content = content()
    }

    public var body: Never { fatalError("'ToolbarItem' has no body") }
}

extension ToolbarItem: ToolbarItemsSource {
    func toolbarViews() -> [any View] { [content] }
}

/// Several items placed together.
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init<Label: View>(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
    }

    public var body: Never { fatalError("'ToolbarItemGroup' has no body") }
}

extension ToolbarItemGroup: ToolbarItemsSource {
    func toolbarViews() -> [any View] { [content] }
}

/// Builds toolbar content from the statements of a closure.
@resultBuilder
public struct ToolbarContentBuilder {
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }

    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> TupleToolbarContent<(repeat each Content)> {
        var children: [any ToolbarContent] = []
        repeat children.append(each content)
        return TupleToolbarContent(children: children)
    }

    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(first: TrueContent) -> ConditionalToolbarContent<TrueContent, FalseContent> {
        ConditionalToolbarContent(chosen: first)
    }

    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(second: FalseContent) -> ConditionalToolbarContent<TrueContent, FalseContent> {
        ConditionalToolbarContent(chosen: second)
    }

    public static func buildLimitedAvailability<Content: ToolbarContent>(_ content: Content) -> Content { content }
}

public struct TupleToolbarContent<T>: ToolbarContent {
    let children: [any ToolbarContent]
    public var body: Never { fatalError("no body") }
}

extension TupleToolbarContent: ToolbarItemsSource {
    func toolbarViews() -> [any View] { children.flatMap(toolbarViewsOf) }
}

public struct ConditionalToolbarContent<TrueContent: ToolbarContent, FalseContent: ToolbarContent>: ToolbarContent {
    let chosen: any ToolbarContent
    public var body: Never { fatalError("no body") }
}

extension ConditionalToolbarContent: ToolbarItemsSource {
    func toolbarViews() -> [any View] { toolbarViewsOf(chosen) }
}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    public var body: Never { fatalError("no body") }
}

extension Optional: ToolbarItemsSource where Wrapped: ToolbarContent {
    func toolbarViews() -> [any View] { map(toolbarViewsOf) ?? [] }
}

/// The views toolbar content puts in its bar (custom content evaluated through its body).
@MainActor
func toolbarViewsOf(_ content: any ToolbarContent) -> [any View] {
    if let source = content as? any ToolbarItemsSource { return source.toolbarViews() }
    return toolbarViewsOf(customToolbarBody(content))
}

@MainActor
private func customToolbarBody<C: ToolbarContent>(_ content: C) -> any ToolbarContent {
    content.body
}

extension View {
    /// Items in the navigation bar of the screen that declares them (N45).
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content,
                                       _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        let views: [any View] = [content()]
        return modelled(_file, _line, _column) { renderer, place in .toolbar(try renderer.toolbarNodes(views, at: place + "/toolbar")) }
    }

    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content,
                                                 _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        let built = content()
        return modelled(_file, _line, _column) { renderer, place in .toolbar(try renderer.toolbarNodes(toolbarViewsOf(built), at: place + "/toolbar")) }
    }

    public func toolbar<Content: CustomizableToolbarContent>(id: String, @ToolbarContentBuilder content: () -> Content,
                                                             _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        let built = content()
        return modelled(_file, _line, _column) { renderer, place in .toolbar(try renderer.toolbarNodes(toolbarViewsOf(built), at: place + "/toolbar")) }
    }

    /// `.toolbar(.hidden, for: .navigationBar)` hides the bar and with it back (N45).
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...,
                        _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        let hidesBar = visibility == .hidden && (bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic))
        return modelled(_file, _line, _column) { _, _ in hidesBar ? .backButtonHidden(true) : .other("toolbar") }
    }

    /// The deprecated bar items.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T,
                                                     _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        modelled(_file, _line, _column) { renderer, place in
            .toolbar(try renderer.toolbarNodes([leading], at: place + "/leading") + renderer.toolbarNodes([trailing], at: place + "/trailing"))
        }
    }

    public func navigationBarItems<L: View>(leading: L, _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        modelled(_file, _line, _column) { renderer, place in .toolbar(try renderer.toolbarNodes([leading], at: place + "/leading")) }
    }

    public func navigationBarItems<T: View>(trailing: T, _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        modelled(_file, _line, _column) { renderer, place in .toolbar(try renderer.toolbarNodes([trailing], at: place + "/trailing")) }
    }
}

/// Which bars a toolbar modifier is about.
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = ToolbarPlacement(name: "automatic")
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    public static let tabBar = ToolbarPlacement(name: "tabBar")
}

/// Whether something shows.
public enum Visibility: Hashable, Sendable, CaseIterable {
    case automatic, visible, hidden
}

extension Renderer {
    /// The nodes of a toolbar's views, builder groups flattened (N45).
    func toolbarNodes(_ views: [any View], at place: String) throws -> [ViewNode] {
        var nodes: [ViewNode] = []
        for (index, view) in views.enumerated() {
            let viewPlace = views.count == 1 ? place : place + "/\(index)"
            if let tuple = view as? any TupleChildren {
                for (childIndex, child) in tuple.childViews.enumerated() {
                    nodes += try toolbarNodes([child], at: viewPlace + "/\(childIndex)")
                }
            } else if view is EmptyView {
                continue
            } else {
                nodes.append(try node(view, at: viewPlace))
            }
        }
        return nodes
    }
}
