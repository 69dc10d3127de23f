internal import NavigationModel

/// The storage SwiftUI keeps for one `@State` (or `@StateObject`, `@SceneStorage`,
/// `@AppStorage`) property of a view at one place in the view tree.
///
/// Views are values that come and go with every evaluation of their parent's body; their
/// state lives here, found by `identity` (the view's place and the property's name), as long
/// as the view keeps its place.
final class StateCell {
    /// The view's place in the tree and the property (`root.path`, `…/Detail.isOn`).
    let identity: String
    /// The declaring view's type and the property, for the name traces print (`Detail.isOn`).
    let owner: String
    let property: String
    /// The Swift value.
    var value: Any
    /// The model's name for this state (`path` for the root's, `Detail.isOn` for a view's) once the model adopted it.
    var name: String?
    /// The model's value as of the last time the state was loaded or stored: a different
    /// value in the model's state means the model wrote it.
    var exported: Value?

    init(identity: String, owner: String, property: String, value: Any, name: String? = nil) {
        self.identity = identity
        self.owner = owner
        self.property = property
        self.value = value
        self.name = name
    }
}
