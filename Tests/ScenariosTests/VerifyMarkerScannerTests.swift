import Foundation
import Testing
import Diagnostics
@testable import Scenarios

/// A conformance page, copied under Fixtures/conformance.
func conformancePage(_ name: String) throws -> String {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/conformance/\(name)")
    return try String(contentsOf: url, encoding: .utf8)
}

private func describe(_ markers: [VerifyMarker]) -> [String] {
    markers.map { "\($0.location.line):\($0.location.column) → \($0.targetLine) \($0.spelling)" }
}

@Suite struct VerifyMarkerScannerTests {
    let scanner = VerifyMarkerScanner()

    @Test func markersInSwiftAndScenarioBlocks() {
        let page = #"""
        # Title

        ```swift example=a
        Text("x") // expected-error {{cannot find}}
        Text("// expected-error {{inside a string}}")
        ```

        ```scenario example=a
        tap "One" // expected-error {{no visible control}} expected-warning {{two}}
        back // expected-error
        expect x // expected-error@-2 {{shifted}}
        ```
        """#
        let (markers, problems) = scanner.scan(page, file: "p.md")
        #expect(problems.isEmpty)
        #expect(describe(markers) == [
            "4:14 → 4 expected-error {{cannot find}}",
            "9:14 → 9 expected-error {{no visible control}}",
            "9:52 → 9 expected-warning {{two}}",
            "10:9 → 10 expected-error",
            "11:13 → 9 expected-error@-2 {{shifted}}",
        ])
        #expect(markers[3].fragment == nil)
        #expect(markers.allSatisfy { $0.location.file == "p.md" })
    }

    @Test func markersInProseHTMLComments() {
        let page = #"""
        Some prose.

        <!-- expected-error@+1 {{unknown example}} -->
        ```scenario example=nowhere
        tap "A"
        ```

        <!--
          expected-warning@+3 {{colour}}
          expected-error@+3
        -->
        ```swift example=x colour=blue
        Text("x")
        ```
        """#
        let (markers, problems) = scanner.scan(page, file: "p.md")
        #expect(problems.isEmpty)
        #expect(describe(markers) == [
            "3:6 → 4 expected-error@+1 {{unknown example}}",
            "9:3 → 12 expected-warning@+3 {{colour}}",
            "10:3 → 13 expected-error@+3",
        ])
    }

    @Test func markersThatAreOnlyShownDontCount() {
        let page = #"""
        Write `// expected-error {{text}}` or `<!-- expected-error {{x}} -->` in a page.
        A plain // expected-error in prose is not a comment.

        ```markdown
        <!-- expected-error@+1 {{unknown example}} -->
        ```

        ~~~swift
        Text("x") // still counts in a tilde fence
        ~~~

        ````text
        ```swift
        Text("y") // expected-error
        ```
        ````
        """#
        let (markers, problems) = scanner.scan(page, file: "p.md")
        #expect(markers.isEmpty)
        #expect(problems.isEmpty)
    }

    @Test func notesAreIgnoredAndMistakesReported() {
        let page = #"""
        ```swift example=a
        Text("a") // expected-note {{declared here}}
        Text("b") // expected-eror {{typo}}
        Text("c") // expected-error {{unclosed
        Text("d") // expected-error@+9
        Text("e") // expected-error@1
        Text("f") // unexpected-error is not a marker
        ```
        """#
        let (markers, problems) = scanner.scan(page, file: "p.md")
        #expect(markers.isEmpty)
        #expect(problems.map { "\($0.location.line):\($0.location.column): \($0.message)" } == [
            "3:14: unknown marker 'expected-eror'; expected 'expected-error' or 'expected-warning'",
            "4:14: '{{' in a marker is not closed by '}}'",
            "5:14: marker points to line 14, outside the file",
            "6:14: expected '+N' or '-N' after '@' in 'expected-error@'",
        ])
        #expect(problems.allSatisfy { $0.severity == .error && $0.id == "verify.badMarker" })
    }

    @Test func crlfFilesKeepTheirLineNumbers() {
        let page = "Prose\r\n<!-- expected-error@+1 -->\r\n```swift\r\nback // expected-error {{x}}\r\n```\r\n"
        let (markers, problems) = scanner.scan(page, file: "p.md")
        #expect(problems.isEmpty)
        #expect(describe(markers) == ["2:6 → 3 expected-error@+1", "4:9 → 4 expected-error {{x}}"])
    }

    @Test func markerCommentsAreRemovedFromRenderedCode() {
        #expect(VerifyMarkerScanner.removingMarkerComment(from: "back // expected-error {{back}}") == "back")
        #expect(VerifyMarkerScanner.removingMarkerComment(from: "    while i < 3 { // expected-error {{while}}") == "    while i < 3 {")
        #expect(VerifyMarkerScanner.removingMarkerComment(from: #"claim "x" // expected-error"#) == #"claim "x""#)
        // An explanatory comment stays, and so does a string that looks like one.
        #expect(VerifyMarkerScanner.removingMarkerComment(from: "back // the root") == "back // the root")
        #expect(VerifyMarkerScanner.removingMarkerComment(from: #"Text("// expected-error")"#) == #"Text("// expected-error")"#)
    }

    @Test func conformancePagesHaveTheirMarkersWhereTheyAreWritten() throws {
        let expected: [String: [String]] = [
            "01-stack-basics.md": ["64:27 → 64 expected-error {{path}}", "68:9 → 68 expected-error {{back}}"],
            "02-navigation-path.md": [
                "70:21 → 70 expected-error {{Mist Trail}}", "76:13 → 76 expected-error {{Trail}}",
                "81:27 → 81 expected-error {{remove}}",
            ],
            "03-destinations.md": [
                "34:16 → 34 expected-warning {{navigationDestination}}",
                "42:68 → 42 expected-warning {{lazy}}",
            ],
            "04-split-view.md": ["34:9 → 34 expected-error {{back}}", "39:40 → 39 expected-error {{collapsed}}"],
            "05-legacy.md": ["59:6 → 60 expected-error@+1 {{Pink}}"],
            "06-diagnostics.md": [
                "9:6 → 10 expected-error@+1 {{nowhere}}", "14:6 → 15 expected-warning@+1 {{colour}}",
                "17:30 → 17 expected-error {{parks}}", "23:6 → 24 expected-error@+1 {{quote}}",
                "33:22 → 33 expected-error {{while}}", "55:45 → 55 expected-error {{Park}}",
                "77:14 → 77 expected-error {{One}}", "84:16 → 84 expected-error {{flyto}}",
                "91:36 → 91 expected-error {{Number 1}}", "92:23 → 92 expected-error {{path}}",
                "93:42 → 93 expected-error {{oops}}",
            ],
            "07-claims.md": ["44:37 → 44 expected-error"],
            "08-availability.md": [],
        ]
        for (name, markers) in expected {
            let (found, problems) = scanner.scan(try conformancePage(name), file: name)
            #expect(problems.isEmpty, "\(name)")
            #expect(describe(found) == markers, "\(name)")
        }
    }
}
