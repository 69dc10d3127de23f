internal import NavigationModel

/// An empty state (N59): its label, description and actions, all on screen.
@available(*, deprecated, message: "navdocs-introduced: iOS 17.0")
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    /// The parts shown, top to bottom.
    let parts: [any View]

    init(parts: [any View]) {
        self.parts = parts
    }

    @available(*, deprecated, message: "navdocs-introduced: iOS 17.0")
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        parts = [label(), description(), actions()]
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    @available(*, deprecated, message: "navdocs-introduced: iOS 17.0")
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(parts: [SwiftUI.Label(title, systemImage: name)] + (description.map { [$0] } ?? []))
    }

    @available(*, deprecated, message: "navdocs-introduced: iOS 17.0")
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(parts: [SwiftUI.Label(title, systemImage: name)] + (description.map { [$0] } ?? []))
    }

    @available(*, deprecated, message: "navdocs-introduced: iOS 17.0")
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(parts: [SwiftUI.Label(title, image: name)] + (description.map { [$0] } ?? []))
    }

    @available(*, deprecated, message: "navdocs-introduced: iOS 17.0")
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(parts: [SwiftUI.Label(title, image: name)] + (description.map { [$0] } ?? []))
    }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
    Actions == SearchUnavailableContent.Actions {
    /// The standard empty search (N59): "No Results", and a hint to check the spelling.
    @available(*, deprecated, message: "navdocs-introduced: iOS 17.0")
    public static var search: Self {
        Self(parts: SearchUnavailableText.parts(for: nil))
    }

    /// The same, naming the search text: "No Results for “text”".
    @available(*, deprecated, message: "navdocs-introduced: iOS 17.0")
    public static func search(text: String) -> Self {
        Self(parts: SearchUnavailableText.parts(for: text))
    }
}

/// What `ContentUnavailableView.search` shows, as iOS 17 words it in English.
enum SearchUnavailableText {
    static func parts(for text: String?) -> [any View] {
        let title = text.map { $0.isEmpty ? "No Results" : "No Results for “\($0)”" } ?? "No Results"
        return [SwiftUI.Label(title, systemImage: "magnifyingglass"), Text("Check the spelling or try a new search.")]
    }
}

extension ContentUnavailableView: RenderableView {
    func render(in renderer: Renderer, at place: String) throws -> ViewNode {
        var nodes: [ViewNode] = []
        for (index, part) in parts.enumerated() {
            nodes += try renderer.children(part, at: place + "/ContentUnavailableView/\(index)")
        }
        return ViewNode(.container(.contentUnavailableView, nodes))
    }
}
