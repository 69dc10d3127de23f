import Foundation
import UIKit
internal import NavigationModel

/// An image: drawn by its name (`Image(systemName: "gear")`).
public struct Image: View, Equatable, Hashable {
    let name: String
    let arguments: [ImageArgument]

    struct ImageArgument: Hashable {
        var label: String?
        var text: String
    }

    public init(systemName: String) {
        name = systemName
        arguments = [ImageArgument(label: "systemName", text: systemName)]
    }

    public init(systemName: String, variableValue: Double?) {
        name = systemName
        arguments = [ImageArgument(label: "systemName", text: systemName)]
    }

    public init(_ name: String, bundle: Bundle? = nil) {
        self.name = name
        arguments = [ImageArgument(label: nil, text: name)]
    }

    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.name = name
        arguments = [ImageArgument(label: nil, text: name)]
    }

    public init(decorative name: String, bundle: Bundle? = nil) {
        self.name = name
        arguments = [ImageArgument(label: "decorative", text: name)]
    }

    public init(uiImage: UIImage) {
        name = "uiImage"
        arguments = []
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension Image: RenderableView {
    func render(in renderer: Renderer, at place: String) throws -> ViewNode {
        ViewNode(.opaque(type: "Image", arguments: arguments.map { Argument($0.label, .string($0.text)) }))
    }
}
