internal import NavigationModel

/// A control that pushes a view, or a value whose destination a stack declares (N21–N28).
public struct NavigationLink<Label: View, Destination: View>: View {
    enum Kind {
        case destination(Destination)
        case value(AnyHashable?)
        case isActive(Binding<Bool>, Destination)
        case tag(AnyHashable, AnyBindingReference, Destination)
    }

    let label: Label
    let kind: Kind
    let site: CallSite

    // Pushing a view.

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label,
                _file: String = #filePath, _line: Int = #line, _column: Int = #column) {
        self.label = label()
        kind = .destination(destination())
        site = CallSite(_file, _line, _column)
    }

    public init(destination: Destination, @ViewBuilder label: () -> Label,
                _file: String = #filePath, _line: Int = #line, _column: Int = #column) {
        self.label = label()
        kind = .destination(destination)
        site = CallSite(_file, _line, _column)
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination,
                _file: String = #filePath, _line: Int = #line, _column: Int = #column) where Label == Text {
        label = Text(titleKey)
        kind = .destination(destination())
        site = CallSite(_file, _line, _column)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination,
                                   _file: String = #filePath, _line: Int = #line, _column: Int = #column) where Label == Text {
        label = Text(title)
        kind = .destination(destination())
        site = CallSite(_file, _line, _column)
    }

    public init(_ titleKey: LocalizedStringKey, destination: Destination,
                _file: String = #filePath, _line: Int = #line, _column: Int = #column) where Label == Text {
        label = Text(titleKey)
        kind = .destination(destination)
        site = CallSite(_file, _line, _column)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination,
                                   _file: String = #filePath, _line: Int = #line, _column: Int = #column) where Label == Text {
        label = Text(title)
        kind = .destination(destination)
        site = CallSite(_file, _line, _column)
    }

    // Deprecated: shown while a flag is true, or while a selection equals a tag (N26).

    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label,
                _file: String = #filePath, _line: Int = #line, _column: Int = #column) {
        self.label = label()
        kind = .isActive(isActive, destination())
        site = CallSite(_file, _line, _column)
    }

    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label,
                _file: String = #filePath, _line: Int = #line, _column: Int = #column) {
        self.label = label()
        kind = .isActive(isActive, destination)
        site = CallSite(_file, _line, _column)
    }

    public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination,
                _file: String = #filePath, _line: Int = #line, _column: Int = #column) where Label == Text {
        label = Text(titleKey)
        kind = .isActive(isActive, destination())
        site = CallSite(_file, _line, _column)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination,
                                   _file: String = #filePath, _line: Int = #line, _column: Int = #column) where Label == Text {
        label = Text(title)
        kind = .isActive(isActive, destination())
        site = CallSite(_file, _line, _column)
    }

    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>,
                _file: String = #filePath, _line: Int = #line, _column: Int = #column) where Label == Text {
        label = Text(titleKey)
        kind = .isActive(isActive, destination)
        site = CallSite(_file, _line, _column)
    }

    public init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label,
                             _file: String = #filePath, _line: Int = #line, _column: Int = #column) {
        self.label = label()
        kind = .tag(AnyHashable(tag), AnyBindingReference(selection), destination())
        site = CallSite(_file, _line, _column)
    }

    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label,
                             _file: String = #filePath, _line: Int = #line, _column: Int = #column) {
        self.label = label()
        kind = .tag(AnyHashable(tag), AnyBindingReference(selection), destination)
        site = CallSite(_file, _line, _column)
    }

    public init<V: Hashable>(_ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination,
                             _file: String = #filePath, _line: Int = #line, _column: Int = #column) where Label == Text {
        label = Text(titleKey)
        kind = .tag(AnyHashable(tag), AnyBindingReference(selection), destination())
        site = CallSite(_file, _line, _column)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination,
                                                _file: String = #filePath, _line: Int = #line, _column: Int = #column) where Label == Text {
        label = Text(title)
        kind = .tag(AnyHashable(tag), AnyBindingReference(selection), destination())
        site = CallSite(_file, _line, _column)
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension NavigationLink where Destination == Never {
    // Pushing a value: the stack's `navigationDestination(for:)` shows it (N22).

    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label,
                             _file: String = #filePath, _line: Int = #line, _column: Int = #column) {
        self.label = label()
        kind = .value(value.map { AnyHashable($0) })
        site = CallSite(_file, _line, _column)
    }

    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?,
                             _file: String = #filePath, _line: Int = #line, _column: Int = #column) where Label == Text {
        label = Text(titleKey)
        kind = .value(value.map { AnyHashable($0) })
        site = CallSite(_file, _line, _column)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?,
                                                _file: String = #filePath, _line: Int = #line, _column: Int = #column) where Label == Text {
        label = Text(title)
        kind = .value(value.map { AnyHashable($0) })
        site = CallSite(_file, _line, _column)
    }
}

extension NavigationLink: RenderableView {
    func render(in renderer: Renderer, at place: String) throws -> ViewNode {
        let linkPlace = place + "/NavigationLink"
        let labelNode = try renderer.node(label, at: linkPlace + "/label")
        let linkKind: NavigationLinkKind
        switch kind {
        case .destination(let destination):
            linkKind = .destination(renderer.destinationRef(at: linkPlace, site: site, .view(destination)))
        case .value(let value):
            linkKind = .value(value.flatMap { renderer.bridge.value($0.base) })
        case .isActive(let binding, let destination):
            guard let reference = renderer.bindingRef(binding) else { throw RenderFault(message: "'NavigationLink(isActive:)' needs a binding", site: site) }
            linkKind = .isActive(reference, destination: renderer.destinationRef(at: linkPlace, site: site, .view(destination)))
        case .tag(let tag, let selection, let destination):
            guard let reference = selection.reference(renderer), let tagValue = renderer.bridge.value(tag.base) else {
                throw RenderFault(message: "'NavigationLink(tag:selection:)' needs a tag and a selection binding", site: site)
            }
            linkKind = .tagSelection(tag: tagValue, selection: reference, destination: renderer.destinationRef(at: linkPlace, site: site, .view(destination)))
        }
        return ViewNode(.link(label: labelNode, linkKind), source: site.sourceRef)
    }
}
