internal import NavigationModel

/// SwiftUI declares `Spacer`'s conformance to `View` apart from the type, and the API table
/// the generated declarations come from keeps only the type's own line: without this,
/// `HStack { Text(name); Spacer() }` does not compile. Drawn as an opaque leaf, as the
/// generated views are.
extension Spacer: View, RenderableView {
    public var body: Never { primitiveBody(Self.self) }

    func render(in renderer: Renderer, at place: String) throws -> ViewNode {
        renderer.inertNode("Spacer", _navdocsArguments)
    }
}
