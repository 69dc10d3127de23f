import Testing
import Diagnostics
@testable import Scenarios

private func at(_ line: Int, _ column: Int = 1, _ file: String = "p.md") -> Diagnostics.SourceLocation {
    Diagnostics.SourceLocation(file: file, line: line, column: column)
}

private func marker(_ severity: Severity, _ fragment: String?, line: Int, target: Int? = nil) -> VerifyMarker {
    VerifyMarker(severity: severity, fragment: fragment, location: at(line, 20), targetLine: target ?? line)
}

private func failures(_ summary: VerificationSummary) -> [String] {
    summary.failures.map { "\($0.location.line):\($0.location.column): \($0.message)" }
}

@Suite struct DiagnosticVerifierTests {
    let verifier = DiagnosticVerifier()

    @Test func everyDiagnosticExpectedAndEveryMarkerMetPasses() {
        let summary = verifier.verify(
            [
                .error("e", at: at(3, 5), "no back control: the root is showing"),
                .warning("w", at: at(4, 1), "no matching navigationDestination for String"),
                .error("e", at: at(5, 1), "claim not found in the page's text: \"x\""),
                .note("n", at: at(6, 1), "scenario not run: example 'x' has errors"),
            ],
            against: [
                marker(.error, "back", line: 3),
                marker(.warning, "navigationDestination", line: 4),
                marker(.error, nil, line: 5),
            ]
        )
        #expect(summary.passed)
        #expect(summary.failures.isEmpty)
        #expect(summary.markerCount == 3)
        #expect(summary.metMarkerCount == 3)
        #expect(summary.unexpectedCount == 0)
    }

    @Test func anUnmetMarkerIsReportedAtTheMarker() {
        let summary = verifier.verify([], against: [marker(.error, "path", line: 64)])
        #expect(!summary.passed)
        #expect(failures(summary) == ["64:20: expected error not produced: {{path}}"])
        #expect(summary.failures[0].id == "verify.unmet")
        #expect(summary.unmetMarkerCount == 1)
    }

    @Test func anUnmetShiftedMarkerNamesItsTargetLine() {
        let summary = verifier.verify([], against: [marker(.error, nil, line: 59, target: 60)])
        #expect(failures(summary) == ["59:20: expected error not produced on line 60"])
    }

    @Test func anUnexpectedDiagnosticIsReportedAtItsPositionWithItsNotes() {
        let note = Diagnostic.Note(location: at(41, 5), message: "example 'colors' declared here")
        let summary = verifier.verify([.error("e", at: at(58, 8), "expected path == [.pink], got path = [.purple]", notes: [note])], against: [])
        #expect(failures(summary) == ["58:8: unexpected error produced: expected path == [.pink], got path = [.purple]"])
        #expect(summary.failures[0].id == "verify.unexpected")
        #expect(summary.failures[0].notes == [note])
        #expect(summary.unexpectedCount == 1)
    }

    @Test func aWrongFragmentFailsBothWaysAndTheMarkerShowsWhatCame() {
        let summary = verifier.verify([.error("e", at: at(7, 3), "no visible control \"Two\"; visible: \"One\"")], against: [marker(.error, "Three", line: 7)])
        #expect(failures(summary) == [
            "7:3: unexpected error produced: no visible control \"Two\"; visible: \"One\"",
            "7:20: expected error not produced: {{Three}}",
        ])
        #expect(summary.failures[1].notes.map { $0.message } == ["error on that line: no visible control \"Two\"; visible: \"One\""])
    }

    @Test func severityMustMatch() {
        let summary = verifier.verify([.warning("w", at: at(2, 1), "unknown attribute 'colour'")], against: [marker(.error, "colour", line: 2)])
        #expect(failures(summary) == [
            "2:1: unexpected warning produced: unknown attribute 'colour'",
            "2:20: expected error not produced: {{colour}}",
        ])
    }

    @Test func oneMarkerMeetsOneDiagnostic() {
        let two = [Diagnostic.error("e", at: at(9, 1), "first problem"), .error("e", at: at(9, 4), "second problem")]
        #expect(failures(verifier.verify(two, against: [marker(.error, "problem", line: 9)])) == ["9:4: unexpected error produced: second problem"])
        #expect(verifier.verify(two, against: [marker(.error, "problem", line: 9), marker(.error, nil, line: 9)]).passed)
    }

    @Test func aBareMarkerDoesNotStealWhatASpecificOneNeeds() {
        // Written in the "wrong" order: greedy pairing would give `first` to the
        // bare marker and leave {{first}} unmet.
        let diagnostics = [Diagnostic.error("e", at: at(9, 1), "first"), .error("e", at: at(9, 2), "second")]
        let markers = [marker(.error, nil, line: 9), marker(.error, "first", line: 9)]
        #expect(verifier.verify(diagnostics, against: markers).passed)
    }

    @Test func filesAreKeptApart() {
        let diagnostic = Diagnostic.error("e", at: at(3, 1, "a.md"), "broken")
        let other = VerifyMarker(severity: .error, fragment: nil, location: at(3, 1, "b.md"), targetLine: 3)
        #expect(verifier.verify([diagnostic], against: [other]).failures.count == 2)
    }

    @Test func markerProblemsFailTheRun() {
        let problem = Diagnostic.error("verify.badMarker", at: at(1, 1), "'{{' in a marker is not closed by '}}'")
        let summary = verifier.verify([], against: [], markerProblems: [problem])
        #expect(!summary.passed)
        #expect(summary.failures == [problem])
    }
}

/// The diagnostics a correct runner gives for the conformance pages, checked
/// against the pages' own markers: the scanner and the verifier agree with the
/// pages, and a missing or extra diagnostic is caught where it should be.
@Suite struct ConformanceVerificationTests {
    let file = "06-diagnostics.md"

    func expectedDiagnostics(_ file: String) -> [Diagnostic] {
        func at(_ line: Int, _ column: Int) -> Diagnostics.SourceLocation { Diagnostics.SourceLocation(file: file, line: line, column: column) }
        return [
            .error("scenario.unknownExample", at: at(10, 14), "unknown example 'nowhere'"),
            .warning("info.unknownAttribute", at: at(15, 30), "unknown attribute 'colour'"),
            .error("swift.unresolved", at: at(17, 10), "cannot find 'parks' in scope"),
            .error("info.malformed", at: at(24, 10), "unclosed quote in info string"),
            .error("swift.unsupported", at: at(33, 5), "unsupported: 'while' loop"),
            .error("swift.opaque", at: at(55, 42), "'Park' is not declared in this example; declare it in a hidden block to use 'name'",
                   notes: [.init(location: at(62, 1), message: "while running this step")]),
            .error("step.noControl", at: at(77, 1), #"no visible control "Two"; visible: "One""#),
            .note("scenario.notRun", at: at(78, 1), "step not run: an earlier action failed"),
            .error("scenario.syntax", at: at(84, 1), "unknown step 'flyto'"),
            .error("expect.failed", at: at(91, 8), #"expected screen: Text("Number 1"), got List"#),
            .error("expect.failed", at: at(92, 8), "cannot find 'path' in scope"),
            .error("expect.failed", at: at(93, 29), "cannot find 'oops' in scope"),
        ]
    }

    @Test func theSpecifiedDiagnosticsPassTheDiagnosticsPage() throws {
        let (markers, problems) = VerifyMarkerScanner().scan(try conformancePage(file), file: file)
        let summary = DiagnosticVerifier().verify(expectedDiagnostics(file), against: markers, markerProblems: problems)
        #expect(summary.failures.isEmpty)
        #expect(summary.markerCount == 11)
    }

    @Test func aMissingDiagnosticIsAnUnmetMarker() throws {
        let (markers, _) = VerifyMarkerScanner().scan(try conformancePage(file), file: file)
        let withoutFlyto = expectedDiagnostics(file).filter { $0.message != "unknown step 'flyto'" }
        let summary = DiagnosticVerifier().verify(withoutFlyto, against: markers)
        #expect(failures(summary) == ["84:16: expected error not produced: {{flyto}}"])
    }

    @Test func anExtraDiagnosticIsUnexpected() throws {
        let (markers, _) = VerifyMarkerScanner().scan(try conformancePage(file), file: file)
        let extra = Diagnostic.error("expect.failed", at: Diagnostics.SourceLocation(file: file, line: 95, column: 8), #"expected screen: Text("Number 1"), got List"#)
        let summary = DiagnosticVerifier().verify(expectedDiagnostics(file) + [extra], against: markers)
        #expect(failures(summary) == [#"95:8: unexpected error produced: expected screen: Text("Number 1"), got List"#])
    }

    @Test func theMigrationPageExpectsTheErrorAtTheDeclaration() throws {
        let page = "05-legacy.md"
        let (markers, _) = VerifyMarkerScanner().scan(try conformancePage(page), file: page)
        let migration = Diagnostic.error(
            "migration.differs", at: Diagnostics.SourceLocation(file: page, line: 60, column: 26),
            #"migration from 'flags' changes behaviour after tap "Pink": ColorDetail(color: .pink) became ColorDetail(color: .orange)"#
        )
        #expect(DiagnosticVerifier().verify([migration], against: markers).passed)
        // At the wrong line (the fence's first code line), the marker is unmet.
        var misplaced = migration
        misplaced.location.line = 61
        #expect(failures(DiagnosticVerifier().verify([misplaced], against: markers)).count == 2)
    }
}
