import Diagnostics
import Testing
@testable import CompiledExamples

/// What the compiler's messages mean for an example.
@Suite struct CompilerVerdictTests {
    static let program = ProgramWriter.write(ProgramInput(
        name: "e", blocks: [ProgramBlock(code: "Text(\"x\")\n.containerBackground(.red, for: .navigation)", file: "page.md", line: 10, column: 3)],
        rootType: nil, declaration: SourceLocation(file: "page.md", line: 9, column: 4), snippets: []))

    @Test func aDiagnosticGroupIsNotPartOfTheMessage() {
        let messages = CompilerMessage.parse("""
        page.md:9:18: warning: 'popover' is deprecated: navdocs-introduced: iOS 18.0 [#DeprecatedDeclaration]
        page.md:9:18: error: cannot find 'x' in scope [not a group]
        """)
        #expect(messages.map(\.text) == ["'popover' is deprecated: navdocs-introduced: iOS 18.0", "cannot find 'x' in scope [not a group]"])
    }

    @Test func messagesParseWithPathsContainingColons() {
        let messages = CompilerMessage.parse("""
        page.md:11:2: error: value of type 'some View' has no member 'navigationTitel'
        /tmp/a:b/main.swift:3:1: warning: unused
        error: link command failed
        """)
        #expect(messages.count == 3)
        #expect(messages[0] == CompilerMessage(file: "page.md", line: 11, column: 2, severity: .error, text: "value of type 'some View' has no member 'navigationTitel'"))
        #expect(messages[1].file == "/tmp/a:b/main.swift")
        #expect(messages[2].severity == .error && messages[2].file.isEmpty)
    }

    @Test func newerAPIIsAnErrorOnAnOlderPlatformInTheCompilersWords() {
        let warning = CompilerMessage(file: "page.md", line: 11, column: 2, severity: .warning,
                                      text: "'containerBackground(_:for:)' is deprecated: navdocs-introduced: iOS 17.0")
        let onSixteen = CompilerVerdict(messages: [warning], program: Self.program, snippets: [], programPath: "/x/main.swift", platform: (16, 0))
        #expect(onSixteen.exampleDiagnostics.map(\.message) == ["'containerBackground(_:for:)' is only available in iOS 17.0 or newer"])
        #expect(onSixteen.exampleDiagnostics.first?.location == SourceLocation(file: "page.md", line: 11, column: 4))
        let onSeventeen = CompilerVerdict(messages: [warning], program: Self.program, snippets: [], programPath: "/x/main.swift", platform: (17, 0))
        #expect(onSeventeen.exampleDiagnostics.isEmpty)
    }

    @Test func apiUnavailableOnIOSSaysSo() {
        let error = CompilerMessage(file: "page.md", line: 10, column: 1, severity: .error, text: "'NSApp' is unavailable: navdocs-unavailable-ios")
        let verdict = CompilerVerdict(messages: [error], program: Self.program, snippets: [], programPath: "/x/main.swift", platform: (17, 0))
        #expect(verdict.exampleDiagnostics.map(\.message) == ["'NSApp' is unavailable in iOS"])
    }

    @Test func errorsInScenarioCodeBelongToTheirStep() {
        let snippet = ProgramSnippet(id: 4, kind: .statements, text: "path.apend(1)", location: SourceLocation(file: "page.md", line: 30, column: 5))
        let error = CompilerMessage(file: "page.md", line: 30, column: 10, severity: .error, text: "value of type '[Int]' has no member 'apend'")
        let verdict = CompilerVerdict(messages: [error], program: Self.program, snippets: [snippet], programPath: "/x/main.swift", platform: (17, 0))
        #expect(verdict.exampleDiagnostics.isEmpty)
        #expect(verdict.snippetDiagnostics[4]?.first?.location == SourceLocation(file: "page.md", line: 30, column: 10))
    }
}
