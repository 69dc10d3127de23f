internal import NavigationModel

/// An app: its scenes. navdocs runs the view its window group shows.
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
}

extension App {
    /// The program's entry point in Swift; navdocs starts examples itself.
    @MainActor
    public static func main() {}
}

/// A part of an app's user interface that the system shows (a window group).
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

/// A scene whose content view navdocs can reach.
@MainActor
protocol SceneContent {
    var contentView: (any View)? { get }
}

/// Windows showing the same content.
public struct WindowGroup<Content: View>: Scene {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init(_ title: Text, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init(id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { fatalError("'WindowGroup' has no body") }
}

extension WindowGroup: SceneContent {
    var contentView: (any View)? { content }
}

@resultBuilder
public struct SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }

    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene<(repeat each Content)> {
        var scenes: [any Scene] = []
        repeat scenes.append(each content)
        return TupleScene(scenes: scenes)
    }

    public static func buildOptional<Content: Scene>(_ content: Content?) -> Content? { content }

    public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> Content { content }

    public static func buildIf<Content: Scene>(_ content: Content?) -> Content? { content }
}

extension Optional: Scene where Wrapped: Scene {
    public var body: Never { fatalError("no body") }
}

extension Optional: SceneContent where Wrapped: Scene {
    var contentView: (any View)? { self.flatMap { findSceneContent($0) } }
}

public struct TupleScene<T>: Scene {
    let scenes: [any Scene]
    public var body: Never { fatalError("no body") }
}

extension TupleScene: SceneContent {
    var contentView: (any View)? { scenes.lazy.compactMap { findSceneContent($0) }.first }
}

/// A scene modified by a scene modifier (`.commands { }`): its content is the scene's.
struct ModifiedScene<Content: Scene>: Scene {
    let content: Content
    var body: Never { fatalError("no body") }
}

extension ModifiedScene: SceneContent {
    var contentView: (any View)? { findSceneContent(content) }
}

extension Scene {
    /// A scene modifier the model records nothing of.
    func inertScene() -> ModifiedScene<Self> {
        ModifiedScene(content: self)
    }
}

/// The view the first window group of a scene shows.
@MainActor
func findSceneContent(_ scene: any Scene) -> (any View)? {
    if let content = scene as? any SceneContent { return content.contentView }
    return findSceneContent(customSceneBody(scene))
}

@MainActor
private func customSceneBody<S: Scene>(_ scene: S) -> any Scene {
    scene.body
}
