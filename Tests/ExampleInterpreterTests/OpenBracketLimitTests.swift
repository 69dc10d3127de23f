import Diagnostics
import Testing
@testable import ExampleInterpreter

/// Many brackets left open make swift-syntax's error recovery slow (found by `make fuzz`):
/// past ``GuardedParser/maximumOpenBrackets`` open at once, the parser is never reached.
@Suite struct OpenBracketLimitTests {
    static func compile(_ code: String) -> [Diagnostic] {
        let source = ExampleSource(
            name: "demo", blocks: [ExampleBlock(code: code, file: "page.md", line: 3, column: 1)],
            declaration: SourceLocation(file: "page.md", line: 2, column: 1)
        )
        return ExampleCompiler.compile(source).diagnostics
    }

    @Test func unclosedParenthesesAcrossLinesAreOneErrorAtTheFirstTooMany() {
        let line = "    var name: S" + String(repeating: "(", count: 40) + "," + String(repeating: "(", count: 40) + "\n"
        let diagnostics = Self.compile("struct P: Hashable {\n" + line + line + "}\n")
        #expect(diagnostics.map(\.id) == ["interpreter.tooDeep"])
        // The 65th open bracket: the `{` on the first line, then the 64th `(` of the second,
        // the 24th after its comma (columns 16–55, then 57 on).
        #expect(diagnostics.first?.location == SourceLocation(file: "page.md", line: 4, column: 57 + 23))
        #expect(diagnostics.first?.message == "code nested too deeply (more than 64 brackets, parentheses and braces open at once)")
    }

    @Test func bracketsInStringsAndCommentsDoNotCount() {
        let noise = "\"" + String(repeating: "(", count: 100) + "\" // " + String(repeating: "{", count: 100)
        let code = """
        struct ContentView: View {
            let text = \(noise)
            var body: some View { NavigationStack { Text(text) } }
        }
        """
        #expect(Self.compile(code).filter { $0.severity == .error }.isEmpty)
    }

    @Test func realNestingWellBelowTheLimitIsFine() {
        let nested = String(repeating: "VStack { ", count: 30) + "Text(\"deep\")" + String(repeating: " }", count: 30)
        let code = "struct ContentView: View {\n    var body: some View { NavigationStack { \(nested) } }\n}\n"
        #expect(Self.compile(code).filter { $0.severity == .error }.isEmpty)
    }
}
