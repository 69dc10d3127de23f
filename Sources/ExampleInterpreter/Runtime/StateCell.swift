/// Storage behind `@State` and the target of `$` bindings.
///
/// A reference, because SwiftUI's state outlives the view value that declares it
/// and every binding to it sees the same storage.
final class StateCell: @unchecked Sendable {
    let name: String
    var value: RuntimeValue
    /// The root view's state is owned by the app's `AppState`; other views' is transient.
    let isRootState: Bool

    init(name: String, value: RuntimeValue, isRootState: Bool) {
        self.name = name
        self.value = value
        self.isRootState = isRootState
    }
}

