/// What SwiftUI keeps to itself: state the example cannot read.
struct NavigationMemory: Hashable, Sendable {
}
