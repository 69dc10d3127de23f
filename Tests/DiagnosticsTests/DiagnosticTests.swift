import Testing
import Diagnostics

@Suite struct DiagnosticTests {
    let a = SourceLocation(file: "content/en/a.md", line: 12, column: 5)

    @Test func rendersInTheCompilerFormatWithNotes() {
        let d = Diagnostic.error(
            "expect.failed", at: a, "expected path == [.pink], got path = [.purple]",
            notes: [.init(location: SourceLocation(file: "content/en/a.md", line: 3, column: 1), message: "example 'colors' declared here")]
        )
        #expect(TextDiagnosticRenderer().render(d) == """
        content/en/a.md:12:5: error: expected path == [.pink], got path = [.purple]
        content/en/a.md:3:1: note: example 'colors' declared here
        """)
    }

    @Test func showsTheSourceLineAndACaretWhenGivenTheText() {
        let text = "line one\n\tButon(\"Add\") { }\n"
        let d = Diagnostic.error("interpreter.cannotFind", at: SourceLocation(file: "p.md", line: 2, column: 2), "cannot find 'Buton' in scope")
        #expect(TextDiagnosticRenderer(sources: ["p.md": text]).render([d]) == """
        p.md:2:2: error: cannot find 'Buton' in scope
        \tButon("Add") { }
        \t^
        """)
        // Without the text, or past its end, only the compiler's line.
        #expect(TextDiagnosticRenderer().render(d) == "p.md:2:2: error: cannot find 'Buton' in scope")
        let past = Diagnostic.error("x", at: SourceLocation(file: "p.md", line: 9, column: 1), "m")
        #expect(TextDiagnosticRenderer(sources: ["p.md": text]).render(past) == "p.md:9:1: error: m")
    }

    @Test func sortsByFileThenPositionThenSeverity() {
        let later = Diagnostic.warning("w", at: SourceLocation(file: "content/en/a.md", line: 12, column: 5), "w")
        let sameSpotError = Diagnostic.error("e", at: later.location, "e")
        let earlier = Diagnostic.error("e", at: SourceLocation(file: "content/en/a.md", line: 2, column: 9), "x")
        let otherFile = Diagnostic.error("e", at: SourceLocation(file: "content/en/B.md", line: 1, column: 1), "y")
        var bag = DiagnosticBag()
        bag.add(contentsOf: [later, sameSpotError, earlier, otherFile])
        #expect(bag.sorted == [otherFile, earlier, sameSpotError, later])
        #expect(bag.errorCount == 3)
        #expect(bag.warningCount == 1)
        #expect(bag.hasErrors)
    }

    @Test func colourWrapsOnlyWhenAsked() {
        let d = Diagnostic.warning("w", at: a, "unknown attribute 'colour'")
        #expect(!TextDiagnosticRenderer(colored: false).render(d).contains("\u{1B}"))
        #expect(TextDiagnosticRenderer(colored: true).render(d).contains("\u{1B}[1;35mwarning:"))
    }
}
