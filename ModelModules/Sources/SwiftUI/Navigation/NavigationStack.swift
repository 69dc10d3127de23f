internal import NavigationModel

/// A stack of screens over a root view; it keeps its own path, or shows a bound one (N1–N5).
public struct NavigationStack<Data, Root: View>: View {
    let root: Root
    let path: PathBinding

    enum PathBinding {
        case none
        case navigationPath(Binding<NavigationPath>)
        case collection(AnyBindingReference)
    }

    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        path = .none
    }

    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        self.path = .navigationPath(path)
    }

    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
        self.path = .collection(AnyBindingReference(path))
    }

    public var body: Never { primitiveBody(Self.self) }
}

/// A binding seen without its type, for the model's reference to it.
struct AnyBindingReference {
    let reference: @MainActor (Renderer) -> BindingRef?

    init<T>(_ binding: Binding<T>) {
        reference = { renderer in renderer.bindingRef(binding) }
    }
}

extension NavigationStack: RenderableView {
    func render(in renderer: Renderer, at place: String) throws -> ViewNode {
        let stackPlace = place + "/NavigationStack"
        let reference: BindingRef?
        switch path {
        case .none: reference = nil
        case .navigationPath(let binding): reference = renderer.bindingRef(binding)
        case .collection(let binding): reference = binding.reference(renderer)
        }
        let rootNode = try renderer.node(root, at: stackPlace + "/root")
        return ViewNode(.navigationStack(path: reference, root: rootNode))
    }
}

/// The deprecated navigation container: a stack, or columns on a wide screen (N36, N37).
public struct NavigationView<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension NavigationView: RenderableView {
    func render(in renderer: Renderer, at place: String) throws -> ViewNode {
        ViewNode(.navigationView(children: try renderer.children(content, at: place + "/NavigationView")))
    }
}
