internal import NavigationModel

/// A title with an icon.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public init(_ titleKey: LocalizedStringKey, systemImage name: String) where Title == Text, Icon == Image {
        title = Text(titleKey)
        icon = Image(systemName: name)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) where Title == Text, Icon == Image {
        self.title = Text(title)
        icon = Image(systemName: name)
    }

    public init(_ titleKey: LocalizedStringKey, image name: String) where Title == Text, Icon == Image {
        title = Text(titleKey)
        icon = Image(name)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) where Title == Text, Icon == Image {
        self.title = Text(title)
        icon = Image(name)
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension Label: RenderableView {
    func render(in renderer: Renderer, at place: String) throws -> ViewNode {
        let titleText = (title as? Text)?.content ?? ""
        var systemImage: String?
        if let image = icon as? Image, image.arguments.first?.label == "systemName" { systemImage = image.name }
        return ViewNode(.label(title: titleText, systemImage: systemImage))
    }
}
