/// Shorthands for building view trees, for the interpreter and for tests.
///
/// ```swift
/// let root = ViewNode.navigationStack(path: .state("path"), root:
///     .list([
///         .link("Pink", value: .color("pink")),
///     ])
///     .navigationDestination(for: "Color", destination: DestinationRef(id: 1))
///     .navigationTitle("Colors"))
/// ```
extension ViewNode {
    public static func navigationStack(path: BindingRef? = nil, root: ViewNode, source: SourceRef? = nil) -> ViewNode {
        ViewNode(.navigationStack(path: path, root: root), source: source)
    }

    public static func splitView(_ split: SplitViewNode, source: SourceRef? = nil) -> ViewNode {
        ViewNode(.navigationSplitView(split), source: source)
    }

    public static func navigationView(_ children: [ViewNode], source: SourceRef? = nil) -> ViewNode {
        ViewNode(.navigationView(children: children), source: source)
    }

    public static func list(_ content: [ViewNode], selection: ListSelection? = nil, source: SourceRef? = nil) -> ViewNode {
        ViewNode(.list(selection: selection, content: content), source: source)
    }

    public static func forEach(_ elements: [ForEachElement], source: SourceRef? = nil) -> ViewNode {
        ViewNode(.forEach(elements), source: source)
    }

    public static func container(_ kind: ContainerKind, _ children: [ViewNode], source: SourceRef? = nil) -> ViewNode {
        ViewNode(.container(kind, children), source: source)
    }

    public static func vStack(_ children: [ViewNode], source: SourceRef? = nil) -> ViewNode {
        ViewNode(.container(.vStack, children), source: source)
    }

    public static func text(_ text: String, source: SourceRef? = nil) -> ViewNode {
        ViewNode(.text(text), source: source)
    }

    public static func button(_ title: String, action: CodeRef, source: SourceRef? = nil) -> ViewNode {
        ViewNode(.button(label: .text(title), action: action), source: source)
    }

    public static func link(_ title: String, value: Value?, source: SourceRef? = nil) -> ViewNode {
        ViewNode(.link(label: .text(title), .value(value)), source: source)
    }

    public static func link(_ title: String, destination: DestinationRef, source: SourceRef? = nil) -> ViewNode {
        ViewNode(.link(label: .text(title), .destination(destination)), source: source)
    }

    public static func link(_ title: String, isActive: BindingRef, destination: DestinationRef, source: SourceRef? = nil) -> ViewNode {
        ViewNode(.link(label: .text(title), .isActive(isActive, destination: destination)), source: source)
    }

    public static func link(
        _ title: String, tag: Value, selection: BindingRef, destination: DestinationRef, source: SourceRef? = nil
    ) -> ViewNode {
        ViewNode(.link(label: .text(title), .tagSelection(tag: tag, selection: selection, destination: destination)), source: source)
    }

    public static func custom(_ type: String, _ arguments: [Argument] = [], body: ViewNode, source: SourceRef? = nil) -> ViewNode {
        ViewNode(.custom(type: type, arguments: arguments, body: body), source: source)
    }

    public static func opaque(_ type: String, _ arguments: [Argument] = [], source: SourceRef? = nil) -> ViewNode {
        ViewNode(.opaque(type: type, arguments: arguments), source: source)
    }

    public static var empty: ViewNode { ViewNode(.empty) }

    /// Adds a modifier (outermost so far).
    public func modifier(_ kind: ModifierKind, source: SourceRef? = nil) -> ViewNode {
        var copy = self
        copy.modifiers.append(ModifierNode(kind, source: source))
        return copy
    }

    public func navigationDestination(for typeName: String, destination: DestinationRef, source: SourceRef? = nil) -> ViewNode {
        modifier(.destinationForType(typeName: typeName, destination: destination), source: source)
    }

    public func navigationDestination(isPresented: BindingRef, destination: DestinationRef, source: SourceRef? = nil) -> ViewNode {
        modifier(.destinationIsPresented(isPresented, destination: destination), source: source)
    }

    public func navigationDestination(item: BindingRef, destination: DestinationRef, source: SourceRef? = nil) -> ViewNode {
        modifier(.destinationItem(item, destination: destination), source: source)
    }

    public func navigationTitle(_ title: String, source: SourceRef? = nil) -> ViewNode {
        modifier(.navigationTitle(title), source: source)
    }

    public func isDetailLink(_ flag: Bool, source: SourceRef? = nil) -> ViewNode {
        modifier(.isDetailLink(flag), source: source)
    }

    public func navigationViewStyle(_ style: NavigationViewStyle, source: SourceRef? = nil) -> ViewNode {
        modifier(.navigationViewStyle(style), source: source)
    }

    public func tag(_ value: Value, source: SourceRef? = nil) -> ViewNode {
        modifier(.tag(value), source: source)
    }
}
