/// A stored property whose value SwiftUI supplies when the view takes its place
/// (`@State`, `@Environment`, …, and wrappers built from them).
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}
