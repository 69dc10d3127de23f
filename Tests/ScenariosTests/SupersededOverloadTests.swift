import Testing
@testable import Scenarios

/// SwiftUI keeps an old overload beside its replacement with the same labels
/// (`Font.system(size:weight:design:)` with plain defaults beside iOS 16's with optional
/// ones, `GeometryProxy.frame(in:)` taking a `CoordinateSpace`) and marks the old one
/// `@_disfavoredOverload`, so `.system(size: 48)` picks the new one. The model module
/// marks it the same way: on the compiler these are not ambiguous.
@Suite struct SupersededOverloadTests {
    @Test func callsThatMatchAnOldAndANewOverloadCompile() {
        let code = """
        struct ContentView: View {
            var body: some View {
                NavigationStack {
                    GeometryReader { proxy in
                        Text("\\(Int(proxy.frame(in: .global).width))")
                            .font(.system(size: 48))
                            .gesture(DragGesture(minimumDistance: 0))
                    }
                    .navigationTitle("Home")
                }
            }
        }
        """
        #expect(RealAppStepsTests.problems(code, "expect title: \"Home\"", on: .compiler) == [])
    }
}
