import Diagnostics
import Testing
@testable import Pages

@Suite struct InfoStringTests {
    func block(_ fence: String, file: String = "p.md") -> (CodeBlock?, [Diagnostic]) {
        let (page, diagnostics) = PageParser().parse(source: "Intro\n\n\(fence)\nText(\"x\")\n```\n", file: file)
        return (page.codeBlocks.first, diagnostics)
    }

    @Test func parsesLanguageFlagsAndKeysWithPositions() throws {
        let (parsed, diagnostics) = block(#"```swift example=colors title="Two words" hidden"#)
        let code = try #require(parsed)
        #expect(diagnostics.isEmpty)
        #expect(code.language == "swift")
        #expect(code.info.value("example") == "colors")
        #expect(code.info.value("title") == "Two words")
        #expect(code.info.hasFlag("hidden"))
        #expect(!code.info.isMalformed)
        #expect(code.location == SourceLocation(file: "p.md", line: 3, column: 1))
        #expect(code.info.language?.location.column == 4)
        #expect(code.info.attribute("example")?.location.column == 10)
        #expect(code.info.attribute("example")?.valueLocation?.column == 18)
        #expect(code.info.attribute("title")?.location.column == 25)
        #expect(code.info.attribute("title")?.valueLocation?.column == 32)
        #expect(code.code == "Text(\"x\")\n")
        #expect(code.firstCodeLine == 4)
        #expect(code.location(ofCodeLine: 1, column: 6) == SourceLocation(file: "p.md", line: 4, column: 6))
    }

    @Test func anUnclosedQuoteIsAnErrorAndMarksTheBlockMalformed() throws {
        // Conformance page 06: ```swift example="broken
        let (parsed, diagnostics) = block(#"```swift example="broken"#)
        #expect(try #require(parsed).info.isMalformed)
        #expect(diagnostics.map(\.message) == ["unclosed quote in info string"])
        #expect(diagnostics.first?.severity == .error)
        #expect(diagnostics.first?.location == SourceLocation(file: "p.md", line: 3, column: 18))
    }

    @Test func anUnknownAttributeIsAWarningAtTheKey() {
        let (_, diagnostics) = block("```swift example=unknown-name colour=blue")
        #expect(diagnostics.map(\.message) == ["unknown attribute 'colour'"])
        #expect(diagnostics.first?.severity == .warning)
        #expect(diagnostics.first?.location == SourceLocation(file: "p.md", line: 3, column: 31))
    }

    @Test func anUnknownFlagIsAWarningToo() {
        let (_, diagnostics) = block("```scenario example=a verbose")
        #expect(diagnostics.map(\.message) == ["unknown attribute 'verbose'"])
        #expect(diagnostics.first?.location.column == 23)
    }

    @Test func equalsWithoutAKeyIsAnError() {
        let (parsed, diagnostics) = block("```swift =x")
        #expect(parsed?.info.isMalformed == true)
        #expect(diagnostics.map(\.message) == ["missing key before '=' in info string"])
        #expect(diagnostics.first?.location.column == 10)
    }

    @Test func aKnownKeyWithoutValueIsAnError() {
        let (_, diagnostics) = block("```swift example hidden")
        #expect(diagnostics.map(\.message) == ["missing value for 'example' in info string"])
    }

    @Test func aMalformedStringGetsNoFurtherDiagnostics() {
        let (_, diagnostics) = block(#"```swift colour=red example="x"#)
        #expect(diagnostics.map(\.message) == ["unclosed quote in info string"])
    }

    @Test func otherLanguagesAreNeverDiagnosed() {
        let (parsed, diagnostics) = block(#"```js {1,3} title="x"#)
        #expect(diagnostics.isEmpty)
        #expect(parsed?.language == "js")
    }

    @Test func aBareFenceHasNoLanguage() {
        let (parsed, diagnostics) = block("```")
        #expect(diagnostics.isEmpty)
        #expect(parsed?.language == nil)
        #expect(parsed?.info.attributes.isEmpty == true)
    }

    @Test func positionsInsideAListItemAccountForTheIndent() throws {
        let source = "- Item\n\n  ```swift colour=x\n  Text(\"a\")\n  ```\n"
        let (page, diagnostics) = PageParser().parse(source: source, file: "p.md")
        #expect(diagnostics.first?.location == SourceLocation(file: "p.md", line: 3, column: 12))
        #expect(try #require(page.codeBlocks.first).code == "Text(\"a\")\n")
    }
}
