internal import NavigationModel

/// What a button does to its content (`.destructive`, `.cancel`).
public struct ButtonRole: Equatable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

/// A control that runs its action when tapped.
public struct Button<Label: View>: View {
    let action: () -> Void
    let label: Label
    let role: ButtonRole?
    let site: CallSite

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label,
                _file: String = #filePath, _line: Int = #line, _column: Int = #column) {
        self.action = action
        self.label = label()
        self.role = nil
        site = CallSite(_file, _line, _column)
    }

    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label,
                _file: String = #filePath, _line: Int = #line, _column: Int = #column) {
        self.action = action
        self.label = label()
        self.role = role
        site = CallSite(_file, _line, _column)
    }

    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void,
                _file: String = #filePath, _line: Int = #line, _column: Int = #column) where Label == Text {
        self.action = action
        self.label = Text(titleKey)
        self.role = nil
        site = CallSite(_file, _line, _column)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void,
                                   _file: String = #filePath, _line: Int = #line, _column: Int = #column) where Label == Text {
        self.action = action
        self.label = Text(title)
        self.role = nil
        site = CallSite(_file, _line, _column)
    }

    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void,
                _file: String = #filePath, _line: Int = #line, _column: Int = #column) where Label == Text {
        self.action = action
        self.label = Text(titleKey)
        self.role = role
        site = CallSite(_file, _line, _column)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void,
                                   _file: String = #filePath, _line: Int = #line, _column: Int = #column) where Label == Text {
        self.action = action
        self.label = Text(title)
        self.role = role
        site = CallSite(_file, _line, _column)
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void,
                _file: String = #filePath, _line: Int = #line, _column: Int = #column) where Label == SwiftUI.Label<Text, Image> {
        self.action = action
        self.label = SwiftUI.Label(titleKey, systemImage: systemImage)
        self.role = nil
        site = CallSite(_file, _line, _column)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void,
                                   _file: String = #filePath, _line: Int = #line, _column: Int = #column) where Label == SwiftUI.Label<Text, Image> {
        self.action = action
        self.label = SwiftUI.Label(title, systemImage: systemImage)
        self.role = nil
        site = CallSite(_file, _line, _column)
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void,
                _file: String = #filePath, _line: Int = #line, _column: Int = #column) where Label == SwiftUI.Label<Text, Image> {
        self.action = action
        self.label = SwiftUI.Label(titleKey, systemImage: systemImage)
        self.role = role
        site = CallSite(_file, _line, _column)
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension Button: RenderableView {
    func render(in renderer: Renderer, at place: String) throws -> ViewNode {
        let labelNode = try renderer.node(label, at: place + "/Button/label")
        let code = renderer.codeRef(at: place, site: site, action)
        return ViewNode(.button(label: labelNode, action: code), source: site.sourceRef)
    }
}
