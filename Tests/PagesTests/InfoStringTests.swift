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

@Suite struct InfoStringDecodingTests {
    @Test func entityReferencesAndBackslashEscapesAreResolvedBeforeReading() throws {
        let source = "```sw&#105;ft example=d&#x65;mo title=\"a\\\"b &amp; c\" hidd&eacute;n\nText(\"x\")\n```\n"
        let (page, diagnostics) = PageParser().parse(source: source, file: "p.md")
        let code = try #require(page.codeBlocks.first)
        #expect(code.language == "swift")
        #expect(code.info.value("example") == "demo")
        // The escaped quote is part of the value, not its end.
        #expect(code.info.value("title") == nil)
        #expect(diagnostics.map(\.message) == ["expected a space after the closing quote in info string"])
        _ = code
    }

    @Test func decodedWordsKeepTheColumnsTheyWereWrittenAt() throws {
        let source = "```sw&#105;ft ex&#97;mple=demo c\\olour=blue\nText(\"x\")\n```\n"
        let (page, diagnostics) = PageParser().parse(source: source, file: "p.md")
        let code = try #require(page.codeBlocks.first)
        #expect(code.language == "swift")
        #expect(code.info.value("example") == "demo")
        #expect(code.info.attribute("example")?.location.column == 15)
        #expect(code.info.attribute("example")?.valueLocation?.column == 27)
        #expect(diagnostics.map(\.message) == ["unknown attribute 'c\\olour'"])
        #expect(diagnostics.first?.location.column == 32)
    }

    @Test func aNamedEntityDecodesAsCmarkDoesAndAnUnknownOneStays() throws {
        let source = "``` f&ouml;&ouml; b&nosuch;r\nx\n```\n"
        let code = try #require(PageParser().parse(source: source, file: "p.md").page.codeBlocks.first)
        #expect(code.language == "föö")
        #expect(code.info.attributes.map(\.key) == ["b&nosuch;r"])
    }

    @Test func anIndentedBlockThatStartsWithAFenceLineIsIndentedCode() throws {
        let source = "Intro\n\n    ```swift example=demo hidden\n    Text(\"x\")\n    ```\n"
        let (page, diagnostics) = PageParser().parse(source: source, file: "p.md")
        let code = try #require(page.codeBlocks.first)
        #expect(!code.isFenced)
        #expect(code.language == nil)
        #expect(code.info.value("example") == nil)
        #expect(code.code == "```swift example=demo hidden\nText(\"x\")\n```\n")
        #expect(diagnostics.isEmpty)
    }

    @Test func anIndentedBareFenceLineIsIndentedCodeAndARealBareFenceIsFenced() throws {
        let indented = try #require(PageParser().parse(source: "Intro\n\n    ```\n    x\n", file: "p.md").page.codeBlocks.first)
        #expect(!indented.isFenced)
        #expect(indented.code == "```\nx\n")
        let fenced = try #require(PageParser().parse(source: "```\n```\n", file: "p.md").page.codeBlocks.first)
        #expect(fenced.isFenced)
        let inList = try #require(PageParser().parse(source: "10. item\n\n    ```swift\n    x\n    ```\n", file: "p.md").page.codeBlocks.first)
        #expect(inList.isFenced)
        #expect(inList.language == "swift")
    }
}
