internal import NavigationModel

/// A view with one modifier applied, as the model sees the modifier.
///
/// Modifier functions return it as `some View`, as SwiftUI's do. Modifiers apply from the
/// innermost out: the content is drawn first (inside the environment an outer modifier
/// set, at the place an `.id` gave it), then this modifier is added to its node.
struct ModelledModifier<Content: View>: View {
    let content: Content
    let effect: ModifierEffect

    var body: Never { primitiveBody(Self.self) }
}

/// What a modifier does for the model.
enum ModifierEffect {
    /// A modifier the model understands, made when the view is drawn (at the view's place).
    case modelled(CallSite, (Renderer, String) throws -> ModifierKind)
    /// Puts values or objects in the environment of the content.
    case environment(String, CallSite, (inout EnvironmentValues) -> Void)
    /// `.id(value)`: a new identity whenever the value changes.
    case identity(AnyHashable, CallSite)
    /// Any other modifier: recorded by name.
    case inert(String, CallSite)
    /// `.tabItem { … }`: read by the enclosing `TabView`.
    case tabItem(TabItemLabel)
}

extension ModelledModifier: RenderableView, TransparentView {
    func render(in renderer: Renderer, at place: String) throws -> ViewNode {
        switch effect {
        case .modelled(let site, let make):
            var node = try renderer.node(content, at: place)
            node.modifiers.append(ModifierNode(try make(renderer, place), source: site.sourceRef))
            return node
        case .environment(let name, let site, let change):
            var node = try renderer.withEnvironment(change) { try renderer.node(content, at: place) }
            node.modifiers.append(ModifierNode(.other(name), source: site.sourceRef))
            return node
        case .identity(let identity, let site):
            let value = renderer.bridge.value(identity.base)
            let text = value?.description ?? String(describing: identity.base)
            var node = try renderer.node(content, at: place + "#id(" + text + ")")
            node.modifiers.append(ModifierNode(value.map(ModifierKind.identity) ?? .other("id"), source: site.sourceRef))
            return node
        case .inert(let name, let site):
            var node = try renderer.node(content, at: place)
            node.modifiers.append(ModifierNode(.other(name), source: site.sourceRef))
            return node
        case .tabItem:
            var node = try renderer.node(content, at: place)
            node.modifiers.append(ModifierNode(.other("tabItem")))
            return node
        }
    }
}

/// A view that only carries a modifier: it does not count towards the depth limit.
protocol TransparentView {}

extension View {
    /// This view with a modifier the model records by name.
    func inert(_ name: String, _ file: String, _ line: Int, _ column: Int) -> ModelledModifier<Self> {
        ModelledModifier(content: self, effect: .inert(name, CallSite(file, line, column)))
    }

    func modelled(_ file: String, _ line: Int, _ column: Int, _ make: @escaping (Renderer, String) throws -> ModifierKind) -> ModelledModifier<Self> {
        ModelledModifier(content: self, effect: .modelled(CallSite(file, line, column), make))
    }
}
