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
        case .conditional(_, let content): return content.arguments
        default: return []
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
        case .empty: return "EmptyView()"
        default: return typeName
        }
    }

    /// The text a user reads on the view when it is a control's label: texts joined by spaces.
    public var labelText: String {
        var parts: [String] = []
        collectText(into: &parts)
        return parts.joined(separator: " ")
    }

    private func collectText(into parts: inout [String]) {
        switch kind {
        case .text(let text): parts.append(text)
        case .label(let title, _): parts.append(title)
        case .container(_, let children): children.forEach { $0.collectText(into: &parts) }
        case .custom(_, _, let body): body.collectText(into: &parts)
        case .conditional(_, let content): content.collectText(into: &parts)
        case .link(let label, _), .button(let label, _): label.collectText(into: &parts)
        case .forEach(let elements): elements.forEach { $0.content.collectText(into: &parts) }
        case .color(let name): parts.append(name)
        default: break
        }
    }
}
