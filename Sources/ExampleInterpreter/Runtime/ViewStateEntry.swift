/// The `@State` storage of a view other than the root, at one place in the view tree.
///
/// SwiftUI keeps a view's state as long as the view keeps its place (its identity);
/// the app keys entries by that place (see `InterpretedApp.attach(_:at:)`).
struct ViewStateEntry: @unchecked Sendable {
    var cell: StateCell
    var type: StaticType
    /// The view type that declares the property: traces name the state `Owner.property`.
    var owner: String
    var property: String
}
