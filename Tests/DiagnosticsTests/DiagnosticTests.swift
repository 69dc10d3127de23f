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

    /// A line of 25,000 backslashes in a Swift block made `check` print 939 MB: an error
    /// per character, each quoting the whole line. Now the output does not grow with
    /// the line's length or with how many errors it holds.
    @Test func aLineWithThousandsOfErrorsPrintsABoundedReport() {
        func report(length: Int) -> String {
            let line = String(repeating: "\\", count: length)
            let errors = (1...length).map { Diagnostic.error("interpreter.syntax", at: SourceLocation(file: "p.md", line: 2, column: $0), "expected identifier") }
            return TextDiagnosticRenderer(sources: ["p.md": "```swift\n" + line + "\n```\n"]).render(errors)
        }
        let small = report(length: 2_000)
        let large = report(length: 4_000)
        #expect(small.utf8.count == large.utf8.count, "the only difference is the count in the note")
        let lines = large.split(separator: "\n")
        #expect(lines.count == TextDiagnosticRenderer.maximumDiagnosticsPerLine * 3 + 1)
        #expect(lines.last == "p.md:2:1: note: 3990 more diagnostics on this line are not shown (the JSON report lists them all)")
        #expect(lines.allSatisfy { $0.count <= TextDiagnosticRenderer.excerptWidth + 2 || $0.hasPrefix("p.md:") })
        // Other lines keep their own allowance.
        let twoLines = (1...30).map { Diagnostic.error("e", at: SourceLocation(file: "p.md", line: 1 + $0 % 2, column: 1), "m") }
        #expect(TextDiagnosticRenderer().render(twoLines).split(separator: "\n").count == 2 * (TextDiagnosticRenderer.maximumDiagnosticsPerLine + 1))
    }

    @Test func aLongLineIsExcerptedAroundTheCaret() {
        let line = String(repeating: "a", count: 500) + "Buton" + String(repeating: "b", count: 500)
        let d = Diagnostic.error("e", at: SourceLocation(file: "p.md", line: 1, column: 501), "cannot find 'Buton' in scope")
        let lines = TextDiagnosticRenderer(sources: ["p.md": line]).render([d]).split(separator: "\n").map(String.init)
        let half = TextDiagnosticRenderer.excerptWidth / 2
        #expect(lines[1] == "…" + String(repeating: "a", count: half) + "Buton" + String(repeating: "b", count: half - 5) + "…")
        #expect(lines[2] == String(repeating: " ", count: half + 1) + "^")
        // Near the start only the end is cut; a caret inside a character goes under it.
        let start = Diagnostic.error("e", at: SourceLocation(file: "p.md", line: 1, column: 3), "m")
        let near = TextDiagnosticRenderer(sources: ["p.md": "éé" + line]).render([start]).split(separator: "\n").map(String.init)
        #expect(near[1].hasPrefix("éé") && near[1].hasSuffix("…") && near[1].count == TextDiagnosticRenderer.excerptWidth + 1)
        #expect(near[2] == " ^")
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
