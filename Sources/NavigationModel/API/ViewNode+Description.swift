extension ViewNode {
    /// The name of the view's type as a pattern writes it: `List`, `VStack`, `ColorDetail`, `Text`, `Color`.
    ///
    /// A conditional is transparent: it names the branch it took.
    public var typeName: String {
        switch kind {
        case .navigationStack: return "NavigationStack"
        case .navigationSplitView: return "NavigationSplitView"
        case .tabView: return "TabView"
        case .navigationView: return "NavigationView"
        case .list: return "List"
        case .forEach: return "ForEach"
        case .container(let container, _): return container.rawValue
        case .text: return "Text"
        case .label: return "Label"
        case .button: return "Button"
        case .link: return "NavigationLink"
        case .menu: return "Menu"
        case .disclosureGroup: return "DisclosureGroup"
        case .textField(let field): return field.kind.rawValue
        case .custom(let type, _, _), .opaque(let type, _): return type
        case .color: return "Color"
        case .empty: return "EmptyView"
        case .conditional(_, let content): return content.typeName
        }
    }

    /// The view's arguments as a pattern compares them: a custom or opaque view's arguments,
    /// a `Text`'s string, a `Label`'s title; empty for containers.
    public var arguments: [Argument] {
        switch kind {
        case .custom(_, let arguments, _), .opaque(_, let arguments): return arguments
        case .text(let text): return [Argument(nil, .string(text))]
        case .label(let title, let image):
            return [Argument(nil, .string(title))] + (image.map { [Argument("systemImage", .string($0))] } ?? [])
        case .color(let name): return [Argument(nil, .color(name))]
        case .textField(let field): return field.title.isEmpty ? [] : [Argument(nil, .string(field.title))]
        case .conditional(_, let content): return content.arguments
        case .navigationStack, .navigationSplitView, .tabView, .navigationView, .list, .forEach,
             .container, .button, .link, .menu, .disclosureGroup, .empty: return []
        }
    }

    /// The view as a screen is printed in traces: `List`, `ColorDetail(color: .pink)`, `Text("Number 7")`, `Color.pink`.
    public var screenDescription: String {
        switch kind {
        case .custom(let type, let arguments, _):
            var output = type
            Value.writeArguments(arguments, to: &output, explicit: false)
            return output
        case .opaque(let type, let arguments):
            var output = type
            Value.writeArguments(arguments, to: &output, explicit: true)
            return output
        case .text(let text): return "Text(" + Value.literal(text) + ")"
        case .label(let title, let image):
            return "Label(" + Value.literal(title) + (image.map { ", systemImage: " + Value.literal($0) } ?? "") + ")"
        case .color(let name): return "Color." + name
        case .conditional(_, let content): return content.screenDescription
        case .textField(let field): return field.kind.rawValue + "(" + Value.literal(field.label) + ")"
        case .empty: return "EmptyView()"
        case .navigationStack, .navigationSplitView, .tabView, .navigationView, .list, .forEach,
             .container, .button, .link, .menu, .disclosureGroup: return typeName
        }
    }

    /// The texts of the view when it is a control's label, each `Text` (or `Label` title) apart:
    /// `["Fern Gully", "3.2"]` for an `HStack` of two texts. A scenario may name a control by one
    /// of them when no control's whole label matches (the page language's `tap`).
    public var labelTexts: [String] {
        var parts: [String] = []
        collectText(into: &parts)
        return parts
    }

    /// The text a user reads on the view when it is a control's label: texts joined by spaces.
    /// A label without text (an image-only button's) reads as its image's name (N56).
    public var labelText: String {
        var parts: [String] = []
        collectText(into: &parts)
        return parts.isEmpty ? imageName ?? "" : parts.joined(separator: " ")
    }

    /// The name a control is tapped by (N56): its label's text; for a label that has none
    /// (`Button { … } label: { Image(systemName: "gear") }`), the control's accessibility
    /// label, else the label's, else the symbol's name.
    public static func controlLabel(_ control: ViewNode, label: ViewNode) -> String {
        var parts: [String] = []
        label.collectText(into: &parts)
        if !parts.isEmpty { return parts.joined(separator: " ") }
        return control.accessibilityLabel ?? label.imageName ?? ""
    }

    /// `.accessibilityLabel("…")` on this view, the outermost when there are several.
    public var accessibilityLabel: String? {
        modifiers.lazy.reversed().compactMap { modifier -> String? in
            if case .accessibilityLabel(let label) = modifier.kind { return label }
            return nil
        }.first
    }

    /// The name of a view that shows an image and no text: its accessibility label, else the
    /// SF Symbol's name (`Image(systemName: "gear")` is "gear"); nil when there is no image.
    var imageName: String? {
        if let label = accessibilityLabel { return label }
        switch kind {
        case .opaque("Image", let arguments):
            for argument in arguments where argument.label == "systemName" {
                if case .string(let name) = argument.value { return name }
            }
            return nil
        case .container(_, let children): return children.lazy.compactMap(\.imageName).first
        case .custom(_, _, let body): return body.imageName
        case .conditional(_, let content): return content.imageName
        case .navigationStack, .navigationSplitView, .tabView, .navigationView, .list, .forEach, .text,
             .label, .button, .link, .menu, .disclosureGroup, .textField, .opaque, .color, .empty: return nil
        }
    }

    private func collectText(into parts: inout [String]) {
        switch kind {
        case .text(let text): parts.append(text)
        case .label(let title, _): parts.append(title)
        case .container(_, let children): children.forEach { $0.collectText(into: &parts) }
        case .custom(_, _, let body): body.collectText(into: &parts)
        case .conditional(_, let content): content.collectText(into: &parts)
        case .link(let label, _), .button(let label, _): label.collectText(into: &parts)
        case .menu(let menu): menu.label.collectText(into: &parts)
        case .disclosureGroup(let group): group.label.collectText(into: &parts)
        case .forEach(let elements): elements.forEach { $0.content.collectText(into: &parts) }
        case .color(let name): parts.append(name)
        case .navigationStack, .navigationSplitView, .tabView, .navigationView, .list, .textField, .opaque,
             .empty: break
        }
    }
}
