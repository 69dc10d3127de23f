import NavigationModel

/// What a screen draws, as the mock-ups need it: a small view tree made from the
/// evaluated view the model derived the screen from (`Screen.view`). Part of the
/// example payload (since version 2); `assets/trace.js` draws it as iOS would.
///
/// Each node is an object with a `kind`:
///
/// | kind | keys |
/// |---|---|
/// | `text` | `text` |
/// | `label` | `title`, `symbol` (an SF Symbol name or null) |
/// | `image` | `symbol` (`Image(systemName:)`; null for another image) |
/// | `color` | `color` (`pink`, `blue`, …) |
/// | `button`, `link` | `label` (a node), `row` (index of the control in the column's `rows`, or null) |
/// | `toggle` | `title`, `on` |
/// | `list` | `items`: nodes, one per row; a `section` groups rows |
/// | `section` | `items` |
/// | `row` | `content` (a node), `row`: a selectable list's row |
/// | `stack` | `axis` (`vertical`, `horizontal`, `layered`), `items` |
/// | `opaque` | `name` (the undeclared view's type), `text` (its constructor call) |
///
/// A view the example declares is drawn from its body; conditionals draw the branch
/// they took; empty views are left out. Toolbar items (N45) are not part of the
/// drawing: `ScreenDrawer.toolbar` collects them for the navigation bar.
indirect enum DrawnView: Encodable, Equatable {
    case text(String)
    case label(title: String, symbol: String?)
    case image(symbol: String?)
    case color(String)
    case button(label: DrawnView, row: Int?)
    case link(label: DrawnView, row: Int?)
    case toggle(title: String, isOn: Bool)
    case list([DrawnView])
    case section([DrawnView])
    case row(content: DrawnView, row: Int?)
    case stack(axis: String, [DrawnView])
    case opaque(name: String, text: String)

    private enum Key: String, CodingKey {
        case kind, text, title, symbol, color, label, row, on, items, content, axis, name
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case .text(let text):
            try container.encode("text", forKey: .kind)
            try container.encode(text, forKey: .text)
        case .label(let title, let symbol):
            try container.encode("label", forKey: .kind)
            try container.encode(title, forKey: .title)
            try container.encode(symbol, forKey: .symbol)
        case .image(let symbol):
            try container.encode("image", forKey: .kind)
            try container.encode(symbol, forKey: .symbol)
        case .color(let color):
            try container.encode("color", forKey: .kind)
            try container.encode(color, forKey: .color)
        case .button(let label, let row), .link(let label, let row):
            if case .button = self { try container.encode("button", forKey: .kind) } else { try container.encode("link", forKey: .kind) }
            try container.encode(label, forKey: .label)
            try container.encode(row, forKey: .row)
        case .toggle(let title, let isOn):
            try container.encode("toggle", forKey: .kind)
            try container.encode(title, forKey: .title)
            try container.encode(isOn, forKey: .on)
        case .list(let items):
            try container.encode("list", forKey: .kind)
            try container.encode(items, forKey: .items)
        case .section(let items):
            try container.encode("section", forKey: .kind)
            try container.encode(items, forKey: .items)
        case .row(let content, let row):
            try container.encode("row", forKey: .kind)
            try container.encode(content, forKey: .content)
            try container.encode(row, forKey: .row)
        case .stack(let axis, let items):
            try container.encode("stack", forKey: .kind)
            try container.encode(axis, forKey: .axis)
            try container.encode(items, forKey: .items)
        case .opaque(let name, let text):
            try container.encode("opaque", forKey: .kind)
            try container.encode(name, forKey: .name)
            try container.encode(text, forKey: .text)
        }
    }
}

/// Turns a screen's view into a `DrawnView`, tying its links, buttons and
/// selectable rows to the column's controls (by kind and label, in order), so the
/// explorer can make them tappable.
struct ScreenDrawer {
    /// The column's unclaimed controls, by kind and label: their indices among the
    /// payload's rows, in order, each taken once. Looked up, not scanned, so drawing a
    /// screen of 20,000 buttons is not 20,000 scans of 20,000 controls.
    private var unclaimed: [ControlKey: ArraySlice<Int>] = [:]

    private struct ControlKey: Hashable {
        var label: String
        var kind: String
    }

    /// The toolbar items of the views drawn so far, drawn, for the navigation bar (N45).
    private(set) var toolbar: [DrawnView] = []
    /// Whether a view drawn so far hides the back button (N45).
    private(set) var hidesBackButton = false
    /// Deeper trees are cut (a drawing, not a proof).
    static let maximumDepth = 24

    init(controls: [(label: String, kind: String)]) {
        var indices: [ControlKey: [Int]] = [:]
        for (index, control) in controls.enumerated() {
            indices[ControlKey(label: control.label, kind: control.kind), default: []].append(index)
        }
        unclaimed = indices.mapValues { ArraySlice($0) }
    }

    /// The drawing of a view; nil when it draws nothing.
    mutating func draw(_ node: ViewNode) -> DrawnView? {
        draw(node, depth: 0)
    }

    /// The first unclaimed control of this kind and label, now claimed.
    private mutating func claim(_ label: String, kind: String) -> Int? {
        unclaimed[ControlKey(label: label, kind: kind)]?.popFirst()
    }

    private mutating func draw(_ node: ViewNode, depth: Int) -> DrawnView? {
        guard depth < Self.maximumDepth else { return .opaque(name: node.typeName, text: node.screenDescription) }
        // The model scans a view's modifiers before its content, so toolbar buttons claim
        // their controls first, as they come first among the screen's controls.
        for modifier in node.modifiers {
            switch modifier.kind {
            case .toolbar(let items):
                toolbar += items.compactMap { draw($0, depth: depth + 1) }
            case .backButtonHidden(let hidden):
                if hidden { hidesBackButton = true }
            case .destinationForType, .destinationIsPresented, .destinationItem, .navigationTitle,
                 .isDetailLink, .navigationViewStyle, .tag, .disabled, .identity, .attachedViews,
                 .presents, .interactiveDismissDisabled, .buttonRole, .presentationCompactAdaptation,
                 .onOpenURL, .onSubmit, .submitScope, .accessibilityLabel, .other:
                break
            }
        }
        switch node.kind {
        case .text(let text):
            return .text(text)
        case .label(let title, let symbol):
            return .label(title: title, symbol: symbol)
        case .color(let name):
            return .color(name)
        case .empty:
            return nil
        case .conditional(_, let content):
            return draw(content, depth: depth + 1)
        case .custom(_, _, let body):
            return draw(body, depth: depth + 1)
        case .button(let label, _):
            let name = ViewNode.controlLabel(node, label: label)
            let drawn = draw(label, depth: depth + 1) ?? .text(name)
            return .button(label: drawn, row: claim(name, kind: "button"))
        case .link(let label, _):
            let name = ViewNode.controlLabel(node, label: label)
            let drawn = draw(label, depth: depth + 1) ?? .text(name)
            return .link(label: drawn, row: claim(name, kind: "link"))
        case .menu(let menu):
            return drawDisclosing(node, label: menu.label, content: menu.content, depth: depth)
        case .disclosureGroup(let group):
            return drawDisclosing(node, label: group.label, content: group.content, depth: depth)
        case .textField(let field):
            // Drawn as what it is, with its label; typed into by a scenario, never tapped (no row).
            return .opaque(name: field.kind.rawValue, text: field.label)
        case .list(_, let content):
            return .list(cells(content, depth: depth + 1))
        case .forEach(let elements):
            let items = elements.compactMap { draw($0.content, depth: depth + 1) }
            return items.count == 1 ? items[0] : .stack(axis: "vertical", items)
        case .container(let kind, let children):
            let items = children.compactMap { draw($0, depth: depth + 1) }
            switch kind {
            case .section: return .section(items)
            case .hStack, .lazyHStack, .lazyHGrid: return .stack(axis: "horizontal", items)
            case .zStack: return .stack(axis: "layered", items)
            case .form: return .list(items)
            case .contentUnavailableView: return .stack(axis: "vertical", items)
            case .vStack, .group, .scrollView, .lazyVStack, .lazyVGrid: return items.count == 1 && kind == .group ? items[0] : .stack(axis: "vertical", items)
            }
        case .opaque(let type, let arguments):
            return opaque(node, type: type, arguments: arguments)
        case .navigationStack(_, let root):
            return draw(root, depth: depth + 1)
        case .navigationSplitView(let split):
            return draw(split.detail, depth: depth + 1)
        case .tabView(let tabs):
            // A tab view inside a screen: its first tab (the model shows a root tab view's tabs itself).
            return tabs.tabs.first.flatMap { draw($0.content, depth: depth + 1) }
        case .navigationView(let children):
            return children.first.flatMap { draw($0, depth: depth + 1) }
        }
    }

    /// A list's rows: each child (each `ForEach` element, each member of a group) is a
    /// row; a row that is no link or button but has a selectable row's label is that row.
    private mutating func cells(_ content: [ViewNode], depth: Int) -> [DrawnView] {
        var rows: [DrawnView] = []
        for child in content {
            switch child.kind {
            case .forEach(let elements):
                rows += cells(elements.map(\.content), depth: depth + 1)
            case .container(.group, let members):
                rows += cells(members, depth: depth + 1)
            case .container(.section, let members):
                rows.append(.section(cells(members, depth: depth + 1)))
            case .conditional(_, let content) where Self.isRowGroup(content):
                rows += cells([content], depth: depth + 1)
            case .navigationStack, .navigationSplitView, .tabView, .navigationView, .list, .container,
                 .text, .label, .button, .link, .menu, .disclosureGroup, .textField, .custom, .opaque, .color, .empty, .conditional:
                guard let drawn = draw(child, depth: depth + 1) else { continue }
                if Self.isControl(drawn) {
                    rows.append(drawn)
                } else {
                    rows.append(.row(content: drawn, row: claim(child.labelText, kind: "row")))
                }
            }
        }
        return rows
    }

    /// A menu (N57) or a disclosure group (N58): its label, a button; its content under it
    /// when it shows, which the drawing tells by the content's controls being on screen (an open
    /// menu's items replace the screen's controls, its label among them; an expanded group adds
    /// its content's). Content without controls is not drawn.
    private mutating func drawDisclosing(_ node: ViewNode, label: ViewNode, content: [ViewNode], depth: Int) -> DrawnView? {
        let name = ViewNode.controlLabel(node, label: label)
        let button = DrawnView.button(label: draw(label, depth: depth + 1) ?? .text(name), row: claim(name, kind: "button"))
        var probe = self
        let items = content.compactMap { probe.draw($0, depth: depth + 1) }
        guard probe.unclaimed != unclaimed else { return button }
        self = probe
        return .stack(axis: "vertical", [button] + items)
    }

    private static func isRowGroup(_ node: ViewNode) -> Bool {
        switch node.kind {
        case .forEach, .container(.group, _), .container(.section, _): true
        case .navigationStack, .navigationSplitView, .tabView, .navigationView, .list, .container, .text,
             .label, .button, .link, .menu, .disclosureGroup, .textField, .custom, .opaque, .color, .empty, .conditional: false
        }
    }

    private static func isControl(_ drawn: DrawnView) -> Bool {
        switch drawn {
        case .link, .button, .toggle: true
        case .text, .label, .image, .color, .list, .section, .row, .stack, .opaque: false
        }
    }

    private func opaque(_ node: ViewNode, type: String, arguments: [Argument]) -> DrawnView {
        func string(_ label: String?) -> String? {
            guard let argument = arguments.first(where: { $0.label == label }) else { return nil }
            if case .string(let text) = argument.value { return text }
            return nil
        }
        switch type {
        case "Image":
            return .image(symbol: string("systemName"))
        case "Toggle":
            var isOn = false
            if let argument = arguments.first(where: { $0.label == "isOn" }), case .bool(let flag) = argument.value.unwrapped ?? .bool(false) {
                isOn = flag
            }
            return .toggle(title: string(nil) ?? "", isOn: isOn)
        case "Color":
            if let argument = arguments.first, case .color(let name) = argument.value { return .color(name) }
        default:
            break
        }
        return .opaque(name: type, text: node.screenDescription)
    }
}
