import Foundation
internal import NavigationModel

/// A plain container whose children the model sees side by side (N14 for the lazy ones).
@MainActor
protocol ContainerView: RenderableView {
    static var containerKind: ContainerKind { get }
    var contentView: any View { get }
}

extension ContainerView {
    func render(in renderer: Renderer, at place: String) throws -> ViewNode {
        let kind = Self.containerKind
        return ViewNode(.container(kind, try renderer.children(contentView, at: place + "/" + kind.rawValue)))
    }
}

public struct VStack<Content: View>: View {
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension VStack: ContainerView {
    static var containerKind: ContainerKind { .vStack }
    var contentView: any View { content }
}

public struct HStack<Content: View>: View {
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension HStack: ContainerView {
    static var containerKind: ContainerKind { .hStack }
    var contentView: any View { content }
}

public struct ZStack<Content: View>: View {
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension ZStack: ContainerView {
    static var containerKind: ContainerKind { .zStack }
    var contentView: any View { content }
}

public struct LazyVStack<Content: View>: View {
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension LazyVStack: ContainerView {
    static var containerKind: ContainerKind { .lazyVStack }
    var contentView: any View { content }
}

public struct LazyHStack<Content: View>: View {
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension LazyHStack: ContainerView {
    static var containerKind: ContainerKind { .lazyHStack }
    var contentView: any View { content }
}

public struct LazyVGrid<Content: View>: View {
    let content: Content

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension LazyVGrid: ContainerView {
    static var containerKind: ContainerKind { .lazyVGrid }
    var contentView: any View { content }
}

public struct LazyHGrid<Content: View>: View {
    let content: Content

    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension LazyHGrid: ContainerView {
    static var containerKind: ContainerKind { .lazyHGrid }
    var contentView: any View { content }
}

public struct ScrollView<Content: View>: View {
    let content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension ScrollView: ContainerView {
    static var containerKind: ContainerKind { .scrollView }
    var contentView: any View { content }
}

public struct Form<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension Form: ContainerView {
    static var containerKind: ContainerKind { .form }
    var contentView: any View { content }
}

/// A section of a list or form; its header and footer are drawn, not modelled.
public struct Section<Parent, Content, Footer> {
    let content: Content
}

extension Section: View where Parent: View, Content: View, Footer: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.content = content()
    }

    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.content = content()
    }

    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.content = content()
    }

    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension Section: RenderableView where Parent: View, Content: View, Footer: View {
    func render(in renderer: Renderer, at place: String) throws -> ViewNode {
        ViewNode(.container(.section, try renderer.children(content, at: place + "/Section")))
    }
}
