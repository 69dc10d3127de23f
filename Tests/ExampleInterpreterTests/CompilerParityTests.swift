import NavigationModel
import Testing
@testable import ExampleInterpreter

/// View trees the interpreter builds as the compiled engine does (the engine differential
/// test found each difference).
@Suite struct CompilerParityTests {
    // The style types' initializers are the styles the static members name.
    @Test func navigationViewStyleByItsType() throws {
        for (style, expected) in [("StackNavigationViewStyle()", NavigationViewStyle.stack),
                                  ("DoubleColumnNavigationViewStyle()", .columns),
                                  ("DefaultNavigationViewStyle()", .automatic)] {
            let screen = try compile("""
            NavigationView {
                Text("Root")
            }
            .navigationViewStyle(\(style))
            """).launchScreen()
            #expect(screen.modifiers.map(\.kind) == [.navigationViewStyle(expected)], "\(style)")
        }
    }

    // An undeclared view's argument keeps the static type of what is passed: an empty
    // `Set<Color>` is a set of `Color`, not of `Any`.
    @Test func undeclaredViewArgumentsKeepTheirStaticType() throws {
        let screen = try compile("""
        @State private var selection: Set<Color> = []
        @State private var names: [String] = []
        @State private var picked: Int? = nil
        var body: some View {
            ColorGrid(colors: selection, names: names, picked: picked, count: 3)
        }
        """).launchScreen()
        let grid = try #require(screen.allNodes.compactMap { node -> [Argument]? in
            if case .opaque("ColorGrid", let arguments) = node.kind { return arguments }
            return nil
        }.first)
        #expect(grid.map(\.value) == [
            .set(elementType: "Color", []),
            .array(elementType: "String", []),
            .optional(wrappedType: "Int", nil),
            .int(3),
        ])
    }

    // A `Result` the example declares itself is its own, not the standard library's.
    @Test func aDeclaredResultIsTheExamples() throws {
        let example = compile("""
        enum Result: Hashable { case won, lost }
        @State private var last = Result.won
        var body: some View {
            Text(last == .won ? "Won" : "Lost")
        }
        """)
        #expect(example.errorMessages.isEmpty)
        #expect(try example.launchScreen().allNodes.contains { $0.kind == .text("Won") })
    }

    // A nested type's values and destinations carry its qualified name, as
    // `String(reflecting:)` gives it without the module.
    @Test func nestedTypeNamesAreQualified() throws {
        let example = compile("""
        struct Shop: View {
            enum Step: Hashable { case cart, payment }
            @State private var path: [Step] = [.cart]
            var body: some View {
                NavigationStack(path: $path) {
                    Text("Store")
                        .navigationDestination(for: Shop.Step.self) { step in Text("step") }
                }
            }
        }
        """)
        let app = try #require(example.app, "\(example.errorMessages)")
        let state = try app.initialState()
        #expect(state["path"] == .array(elementType: "Shop.Step", [.enumCase(type: "Shop.Step", name: "cart", associatedValues: [])]))
        let screen = try app.root(in: state)
        let destinations = screen.allNodes.flatMap(\.modifiers).compactMap { modifier -> String? in
            if case .destinationForType(let typeName, _) = modifier.kind { return typeName }
            return nil
        }
        #expect(destinations == ["Shop.Step"])
    }

    // `.navigationBarTitle(_:displayMode:)`: the title is text, the display mode SwiftUI's
    // own constant (it is no string to infer `.inline` against).
    @Test func navigationBarTitleWithADisplayMode() throws {
        let screen = try compile("""
        NavigationView {
            Text("Lesson")
                .navigationBarTitle("Course", displayMode: .inline)
        }
        """).launchScreen()
        #expect(screen.allNodes.flatMap(\.modifiers).contains { $0.kind == .navigationTitle("Course") })
    }
}
