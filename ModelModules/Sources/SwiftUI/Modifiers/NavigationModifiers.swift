import Foundation
internal import NavigationModel

extension View {
    /// The view a stack shows for a pushed value of type `D` (N12).
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C,
        _file: String = #filePath, _line: Int = #line, _column: Int = #column
    ) -> some View {
        let site = CallSite(_file, _line, _column)
        return modelled(_file, _line, _column) { renderer, place in
            renderer.bridge.note(type: D.self)
            let reference = renderer.destinationRef(at: place, site: site, .closure({ value in destination(try destinationValue(value, as: D.self, site)) }, valueType: D.self))
            return .destinationForType(typeName: renderer.bridge.typeName(D.self), destination: reference)
        }
    }

    /// A view pushed while `isPresented` is true (N18).
    public func navigationDestination<V: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: () -> V,
        _file: String = #filePath, _line: Int = #line, _column: Int = #column
    ) -> some View {
        let site = CallSite(_file, _line, _column)
        let view = destination()
        return modelled(_file, _line, _column) { renderer, place in
            let reference = renderer.destinationRef(at: place, site: site, .view(view))
            guard let presented = renderer.bindingRef(isPresented) else { return .other("navigationDestination") }
            return .destinationIsPresented(presented, destination: reference)
        }
    }

    /// A view pushed while `item` holds a value (N19).
    public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C,
        _file: String = #filePath, _line: Int = #line, _column: Int = #column
    ) -> some View {
        let site = CallSite(_file, _line, _column)
        return modelled(_file, _line, _column) { renderer, place in
            let reference = renderer.destinationRef(at: place, site: site, .closure({ value in destination(try destinationValue(value, as: D.self, site)) }, valueType: D.self))
            guard let binding = renderer.bindingRef(item) else { return .other("navigationDestination") }
            return .destinationItem(binding, destination: reference)
        }
    }

    public func navigationTitle(_ title: Text, _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        modelled(_file, _line, _column) { _, _ in .navigationTitle(title.content) }
    }

    public func navigationTitle(_ titleKey: LocalizedStringKey, _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        modelled(_file, _line, _column) { _, _ in .navigationTitle(titleKey.text) }
    }

    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S, _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        let text = String(title)
        return modelled(_file, _line, _column) { _, _ in .navigationTitle(text) }
    }

    public func navigationTitle(_ title: Binding<String>, _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        modelled(_file, _line, _column) { _, _ in .navigationTitle(title.wrappedValue) }
    }

    public func navigationBarTitle(_ title: Text, _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        modelled(_file, _line, _column) { _, _ in .navigationTitle(title.content) }
    }

    public func navigationBarTitle(_ titleKey: LocalizedStringKey, _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        modelled(_file, _line, _column) { _, _ in .navigationTitle(titleKey.text) }
    }

    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        let text = String(title)
        return modelled(_file, _line, _column) { _, _ in .navigationTitle(text) }
    }

    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode, _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        modelled(_file, _line, _column) { _, _ in .navigationTitle(title.content) }
    }

    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode, _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        modelled(_file, _line, _column) { _, _ in .navigationTitle(titleKey.text) }
    }

    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode, _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        let text = String(title)
        return modelled(_file, _line, _column) { _, _ in .navigationTitle(text) }
    }

    /// Whether a link's view goes to the detail column (N28).
    public func isDetailLink(_ isDetailLink: Bool, _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        modelled(_file, _line, _column) { _, _ in .isDetailLink(isDetailLink) }
    }

    /// The deprecated `NavigationView`'s style (N36, N37).
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S, _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        let name = style.styleName
        return modelled(_file, _line, _column) { _, _ in .navigationViewStyle(NavigationModel.NavigationViewStyle(rawValue: name) ?? .automatic) }
    }

    /// The row's tag in a selectable list, a tab's tag (N41, N47).
    public func tag<V: Hashable>(_ tag: V, _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        modelled(_file, _line, _column) { renderer, _ in
            renderer.bridge.value(tag).map(ModifierKind.tag) ?? .other("tag")
        }
    }

    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool, _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        modelled(_file, _line, _column) { renderer, _ in
            renderer.bridge.value(tag).map(ModifierKind.tag) ?? .other("tag")
        }
    }

    /// A disabled control cannot be tapped.
    public func disabled(_ disabled: Bool, _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        modelled(_file, _line, _column) { _, _ in .disabled(disabled) }
    }

    /// The view's identity: a new value is a new view, with fresh state (N7).
    public func id<ID: Hashable>(_ id: ID, _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        ModelledModifier(content: self, effect: .identity(AnyHashable(id), CallSite(_file, _line, _column)))
    }

    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true, _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        modelled(_file, _line, _column) { _, _ in .backButtonHidden(hidesBackButton) }
    }

    public func interactiveDismissDisabled(_ isDisabled: Bool = true, _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        modelled(_file, _line, _column) { _, _ in .interactiveDismissDisabled(isDisabled) }
    }

    public func environmentObject<T: ObservableObject>(_ object: T, _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        ModelledModifier(content: self, effect: .environment("environmentObject", CallSite(_file, _line, _column)) { environment in
            environment.objects[ObjectIdentifier(T.self)] = object
        })
    }

    public func environment<T: AnyObject & Observable>(_ object: T?, _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        ModelledModifier(content: self, effect: .environment("environment", CallSite(_file, _line, _column)) { environment in
            if let object { environment.objects[ObjectIdentifier(T.self)] = object }
        })
    }

    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V, _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        ModelledModifier(content: self, effect: .environment("environment", CallSite(_file, _line, _column)) { environment in
            environment[keyPath: keyPath] = value
        })
    }

    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void,
                                        _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        ModelledModifier(content: self, effect: .environment("transformEnvironment", CallSite(_file, _line, _column)) { environment in
            transform(&environment[keyPath: keyPath])
        })
    }
}

/// The deprecated navigation view styles.
public protocol NavigationViewStyle {}

extension NavigationViewStyle {
    var styleName: String {
        switch self {
        case is StackNavigationViewStyle: return "stack"
        case is ColumnNavigationViewStyle, is DoubleColumnNavigationViewStyle: return "columns"
        default: return "automatic"
        }
    }
}

public struct DefaultNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

public struct StackNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

public struct ColumnNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

/// The deprecated title display modes.
public enum NavigationBarItem {
    public enum TitleDisplayMode: Hashable, Sendable {
        case automatic, inline, large
    }
}
