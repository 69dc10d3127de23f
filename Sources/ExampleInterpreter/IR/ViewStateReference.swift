/// The state of a view other than the root that a scenario step names: `Browser.path`
/// (one owner, written with it), or a bare `path` the root does not have (every view type
/// that declares a `@State` of that name; the one on screen when the step runs is meant).
struct ViewStateReference: Sendable {
    var owners: [String]
    var property: String
    /// Whether the step wrote the owner (`Browser.path`), which its messages repeat.
    var isQualified: Bool

    /// As the step wrote it.
    var written: String { isQualified ? "\(owners[0]).\(property)" : property }
}
