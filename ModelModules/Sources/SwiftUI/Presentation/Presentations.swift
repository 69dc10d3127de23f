import Foundation
internal import NavigationModel

extension View {
    // Sheets, covers and popovers: a layer above the view while their binding says so (N46).

    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content,
                                     _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        presentation(.sheet, isPresented: isPresented, onDismiss: onDismiss, content: content, CallSite(_file, _line, _column))
    }

    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content,
                                                         _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        presentation(.sheet, item: item, onDismiss: onDismiss, content: content, CallSite(_file, _line, _column))
    }

    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content,
                                               _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        presentation(.fullScreenCover, isPresented: isPresented, onDismiss: onDismiss, content: content, CallSite(_file, _line, _column))
    }

    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content,
                                                                   _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        presentation(.fullScreenCover, item: item, onDismiss: onDismiss, content: content, CallSite(_file, _line, _column))
    }

    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
                                       @ViewBuilder content: @escaping () -> Content,
                                       _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        presentation(.popover, isPresented: isPresented, onDismiss: nil, content: content, CallSite(_file, _line, _column))
    }

    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
                                                           @ViewBuilder content: @escaping (Item) -> Content,
                                                           _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        presentation(.popover, item: item, onDismiss: nil, content: content, CallSite(_file, _line, _column))
    }

    private func presentation<Content: View>(_ kind: ModalPresentation.Kind, isPresented: Binding<Bool>, onDismiss: (() -> Void)?,
                                             content: @escaping () -> Content, _ site: CallSite) -> some View {
        ModelledModifier(content: self, effect: .modelled(site) { renderer, place in
            guard let binding = renderer.bindingRef(isPresented) else { return .other(kind.rawValue) }
            let reference = renderer.destinationRef(at: place, site: site, .closure({ _ in content() }, valueType: nil))
            let dismissal = onDismiss.map { renderer.codeRef(at: place + "/onDismiss", site: site, $0) }
            return .presents(ModalPresentation(kind, trigger: .isPresented(binding), content: reference, onDismiss: dismissal))
        })
    }

    private func presentation<Item, Content: View>(_ kind: ModalPresentation.Kind, item: Binding<Item?>, onDismiss: (() -> Void)?,
                                                   content: @escaping (Item) -> Content, _ site: CallSite) -> some View {
        ModelledModifier(content: self, effect: .modelled(site) { renderer, place in
            guard let binding = renderer.bindingRef(item) else { return .other(kind.rawValue) }
            let reference = renderer.destinationRef(at: place, site: site, .closure({ value in content(try destinationValue(value, as: Item.self, site)) }, valueType: Item.self))
            let dismissal = onDismiss.map { renderer.codeRef(at: place + "/onDismiss", site: site, $0) }
            return .presents(ModalPresentation(kind, trigger: .item(binding), content: reference, onDismiss: dismissal))
        })
    }

    // Alerts and confirmation dialogs: a title and buttons over the screen (N46).

    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                               _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        buttons(.alert, title: titleKey.text, isPresented: isPresented, actions: actions(), CallSite(_file, _line, _column))
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                                  _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        buttons(.alert, title: String(title), isPresented: isPresented, actions: actions(), CallSite(_file, _line, _column))
    }

    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                               _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        buttons(.alert, title: title.content, isPresented: isPresented, actions: actions(), CallSite(_file, _line, _column))
    }

    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M,
                                        _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        buttons(.alert, title: titleKey.text, isPresented: isPresented, actions: actions(), CallSite(_file, _line, _column))
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M,
                                                           _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        buttons(.alert, title: String(title), isPresented: isPresented, actions: actions(), CallSite(_file, _line, _column))
    }

    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M,
                                        _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        buttons(.alert, title: title.content, isPresented: isPresented, actions: actions(), CallSite(_file, _line, _column))
    }

    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A,
                                            _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        buttons(.confirmationDialog, title: titleKey.text, isPresented: isPresented, actions: actions(), CallSite(_file, _line, _column))
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                               @ViewBuilder actions: () -> A,
                                                               _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        buttons(.confirmationDialog, title: String(title), isPresented: isPresented, actions: actions(), CallSite(_file, _line, _column))
    }

    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M,
                                                     _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        buttons(.confirmationDialog, title: titleKey.text, isPresented: isPresented, actions: actions(), CallSite(_file, _line, _column))
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M,
                                                                        _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        buttons(.confirmationDialog, title: String(title), isPresented: isPresented, actions: actions(), CallSite(_file, _line, _column))
    }

    private func buttons<A: View>(_ kind: ModalPresentation.Kind, title: String, isPresented: Binding<Bool>, actions: A, _ site: CallSite) -> some View {
        ModelledModifier(content: self, effect: .modelled(site) { renderer, place in
            guard let binding = renderer.bindingRef(isPresented) else { return .other(kind.rawValue) }
            let nodes = try renderer.toolbarNodes([actions], at: place + "/" + kind.rawValue)
            return .presents(ModalPresentation(kind, trigger: .isPresented(binding), title: title, actions: nodes))
        })
    }
}

/// Where a popover's arrow points.
public enum PopoverAttachmentAnchor {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

/// A geometric value resolved in a view's coordinate space.
public struct Anchor<Value> {
    public struct Source {}
}

extension Anchor.Source where Value == CGRect {
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source() }
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { Anchor<CGRect>.Source() }
}
