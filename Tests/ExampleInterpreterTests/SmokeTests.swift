import Diagnostics
import NavigationModel
import Testing
@testable import ExampleInterpreter

@Test func colorStackLaunchScreen() throws {
    // N12: a value link and its destination for the value's type.
    let example = compile("""
    struct ColorDetail: View {
        var color: Color
        var body: some View { color.navigationTitle(color.description) }
    }
    struct ColorStack: View {
        @State private var path: [Color] = []
        var body: some View {
            NavigationStack(path: $path) {
                List {
                    NavigationLink("Mint", value: Color.mint)
                    NavigationLink("Pink", value: Color.pink)
                }
                .navigationDestination(for: Color.self) { color in
                    ColorDetail(color: color)
                }
                .navigationTitle("Colors")
            }
        }
    }
    """)
    #expect(example.errorMessages == [])
    let screen = try example.launchScreen()
    guard case .navigationStack(let path, let root) = screen.kind else {
        Issue.record("unexpected tree \(screen)")
        return
    }
    #expect(path == .state("path"))
    #expect(root.links == [.value(.color("mint")), .value(.color("pink"))])
    #expect(root.modifiers.map(\.kind).contains(.navigationTitle("Colors")))
    let destinationModifier = root.modifiers.compactMap { modifier -> DestinationRef? in
        if case .destinationForType("Color", let destination) = modifier.kind { return destination }
        return nil
    }.first
    let app = try #require(example.app)
    let state = try app.initialState()
    #expect(state["path"] == .array(elementType: "Color", []))
    let detail = try app.destination(try #require(destinationModifier), value: .color("pink"), in: state)
    guard case .custom("ColorDetail", let arguments, let detailBody) = detail.kind else {
        Issue.record("unexpected destination \(detail)")
        return
    }
    #expect(arguments == [Argument("color", .color("pink"))])
    #expect(detailBody.kind == .color("pink"))
    #expect(detailBody.modifiers.map(\.kind) == [.navigationTitle("pink")])
}
