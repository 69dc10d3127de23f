import Diagnostics
import Testing
@testable import ExampleInterpreter

@Suite struct SourceMapTests {
    @Test func offsetsMapToTheirBlocksLinesAndColumns() {
        let map = SourceMap(blocks: [
            ExampleBlock(code: "let a = 1\nlet b = 2", file: "p.md", line: 5, column: 1),
            ExampleBlock(code: "let c = 3", file: "p.md", line: 20, column: 4),
        ])
        #expect(map.text == "let a = 1\nlet b = 2\nlet c = 3")
        #expect(map.location(ofOffset: 0) == SourceLocation(file: "p.md", line: 5, column: 1))
        #expect(map.location(ofOffset: 14) == SourceLocation(file: "p.md", line: 6, column: 5))
        #expect(map.location(ofOffset: 24) == SourceLocation(file: "p.md", line: 20, column: 8))
    }

    @Test func diagnosticsInALaterBlockPointIntoThatBlock() {
        // A hidden block declares the data; the visible one shows only the body.
        let example = compile([
            ("struct Park: Hashable {\n    var name: String\n}\nlet parks = [Park(name: \"Zion\")]", 3),
            ("var body: some View {\n    Text(park.title)\n}", 12),
        ])
        #expect(example.errorMessages == ["cannot find 'park' in scope; did you mean 'parks'?"])
        #expect(example.diagnostics.first?.location == SourceLocation(file: "page.md", line: 13, column: 10))
    }

    @Test func aBareExpressionAfterAHiddenBlockKeepsItsPagePositions() {
        // A bare view expression lowered from a detached copy counted its offsets from its own
        // start: every position in it landed early by the length of the blocks before it.
        let hidden = "@State private var path: [Int] = []\n@State private var selection: String? = nil"
        let visible = MarkedSource("""
        NavigationStack(path: $path) {
        \tList {
        \t\tText("Café — 🚀")
        \t\t#if os(macOS)
        \t\tText("Mac")
        \t\t#endif
        \t\tText("A"); 1️⃣Txt("x")
        \t}
        }
        """, line: 20)
        let example = compile([(hidden, 10), (visible.code, 20)])
        #expect(example.errorMessages == ["cannot find 'Txt' in scope; did you mean 'Text'?"])
        #expect(example.diagnostics.first?.location == visible.markers["1️⃣"])
    }

    @Test func formsCombineAcrossBlocks() throws {
        // A hidden `@State` and a declared supporting view serve a visible bare expression (spec §2).
        let example = compile([
            ("struct Badge: View {\n    var text: String\n    var body: some View { Text(text) }\n}", 3),
            ("NavigationStack(path: $path) {\n    Badge(text: \"\\(path.count)\")\n}", 10),
            ("@State var path: [Int] = [1, 2]", 20),
        ])
        let screen = try example.launchScreen()
        #expect(screen.texts == ["2"])
        #expect(example.app?.rootTypeName == "ContentView")
    }
}
