import Foundation

/// Renders a report as JSON in a stable, versioned schema for tools.
///
/// Schema version 1 (keys sorted, two-space indentation; absent optional keys
/// are omitted rather than null):
///
/// ```
/// {
///   "version": 1,
///   "passed": true,                      // the run's verdict (exit code 0)
///   "summary": {
///     "pages": 8,
///     "scenarios": {"passed": 12, "failed": 1, "notRun": 0, "cannotRun": 0, "total": 13},
///     "examples":  {"passed": …, "failed": …, "notRun": …, "cannotRun": …, "total": …},
///     "claims":    {"passed": …, "failed": …, "notRun": …, "cannotRun": …, "total": …},
///     "errors": 3, "warnings": 1,
///     "engines": {"interpreter": 7, "compiler": 2}   // examples each engine ran; absent when none did
///   },
///   "pages": [{
///     "path": "content/en/navigation-stack.md",
///     "diagnostics": [DIAGNOSTIC],       // the page's own
///     "examples": [{
///       "name": "colors", "line": 9, "column": 1,
///       "status": "passed" | "failed" | "notRun" | "cannotRun",   // cannotRun: only navdocs's limits stopped it
///       "migratesFrom": "flags",         // only with migrates=
///       "engine": "interpreter" | "compiler",   // the engine that ran it; absent when none did
///       "diagnostics": [DIAGNOSTIC],
///       "scenarios": [{
///         "index": 1, "title": "Tap a color",   // title only when given
///         "line": 37, "column": 1, "status": "passed",
///         "diagnostics": [DIAGNOSTIC],
///         "claims": [{"text": "…", "line": 36, "column": 1, "status": "passed"}],
///         "exercised": ["N1", "N2", "N12", "N22"],  // catalog ids the model applied, in
///                                                 // catalog order; [] when not run
///         "configuration": "iOS 17 · iPhone portrait (compact)"   // what the run verified; absent when not run
///       }]
///     }]
///   }],
///   "verification": {                    // only with --verify
///     "passed": true, "markers": 23, "met": 23, "unexpected": 0,
///     "failures": [DIAGNOSTIC]
///   }
/// }
/// DIAGNOSTIC: {"id": "expect.failed", "severity": "error" | "warning" | "note",
///              "file": "…", "line": 58, "column": 8, "message": "…",
///              "notes": [{"file": "…", "line": 41, "column": 5, "message": "…"}]}
/// ```
///
/// Lines and columns are 1-based, columns in UTF-8 bytes. A change that removes
/// or renames a key, or changes a value's meaning, increments `version`; new keys
/// may appear within a version.
public struct JSONReportRenderer: Sendable {
    /// The schema version this renderer writes.
    public static let schemaVersion = 1

    public init() {}

    public func render(_ report: CheckReport) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            let data = try encoder.encode(Document(report))
            return String(decoding: data, as: UTF8.self) + "\n"
        } catch {
            // Every value in the document is a string, number or Boolean.
            preconditionFailure("encoding a check report cannot fail: \(error)")
        }
    }

    // The schema's own types, so internal types can change without changing it.

    private struct Document: Encodable {
        var version = JSONReportRenderer.schemaVersion
        var passed: Bool
        var summary: Summary
        var pages: [Page]
        var verification: Verification?

        init(_ report: CheckReport) {
            passed = report.passed
            summary = Summary(report.counts)
            pages = report.pages.map(Page.init)
            verification = report.verification.map(Verification.init)
        }
    }

    private struct Summary: Encodable {
        var pages: Int
        var scenarios: Tally
        var examples: Tally
        var claims: Tally
        var errors: Int
        var warnings: Int
        var engines: [String: Int]?

        init(_ counts: CheckCounts) {
            pages = counts.pages
            scenarios = Tally(counts.scenarios)
            examples = Tally(counts.examples)
            claims = Tally(counts.claims)
            errors = counts.errors
            warnings = counts.warnings
            if !counts.examplesByEngine.isEmpty {
                engines = Dictionary(uniqueKeysWithValues: counts.examplesByEngine.map { ($0.key.rawValue, $0.value) })
            }
        }
    }

    private struct Tally: Encodable {
        var passed: Int
        var failed: Int
        var notRun: Int
        var cannotRun: Int
        var total: Int

        init(_ tally: CheckTally) {
            passed = tally.passed
            failed = tally.failed
            notRun = tally.notRun
            cannotRun = tally.cannotRun
            total = tally.total
        }
    }

    private struct Page: Encodable {
        var path: String
        var diagnostics: [JSONDiagnostic]
        var examples: [Example]

        init(_ page: PageReport) {
            path = page.path
            diagnostics = page.diagnostics.sorted().map(JSONDiagnostic.init)
            examples = page.examples.map(Example.init)
        }
    }

    private struct Example: Encodable {
        var name: String
        var line: Int
        var column: Int
        var status: String
        var migratesFrom: String?
        /// `interpreter` or `compiler`; absent when no engine ran it.
        var engine: String?
        var diagnostics: [JSONDiagnostic]
        var scenarios: [Scenario]

        init(_ example: ExampleReport) {
            name = example.name
            line = example.location.line
            column = example.location.column
            status = example.status.rawValue
            migratesFrom = example.migratesFrom
            engine = example.engine?.rawValue
            diagnostics = example.diagnostics.sorted().map(JSONDiagnostic.init)
            scenarios = example.scenarios.map(Scenario.init)
        }
    }

    private struct Scenario: Encodable {
        var index: Int
        var title: String?
        var line: Int
        var column: Int
        var status: String
        var diagnostics: [JSONDiagnostic]
        var claims: [Claim]
        var exercised: [String]
        var configuration: String?

        init(_ scenario: ScenarioReport) {
            index = scenario.index
            title = scenario.title
            line = scenario.location.line
            column = scenario.location.column
            status = scenario.status.rawValue
            diagnostics = scenario.diagnostics.sorted().map(JSONDiagnostic.init)
            claims = scenario.claims.map(Claim.init)
            exercised = scenario.exercised
            configuration = scenario.configuration
        }
    }

    private struct Claim: Encodable {
        var text: String
        var line: Int
        var column: Int
        var status: String

        init(_ claim: ClaimReport) {
            text = claim.text
            line = claim.location.line
            column = claim.location.column
            status = claim.status.rawValue
        }
    }

    private struct Verification: Encodable {
        var passed: Bool
        var markers: Int
        var met: Int
        var unexpected: Int
        var failures: [JSONDiagnostic]

        init(_ summary: VerificationSummary) {
            passed = summary.passed
            markers = summary.markerCount
            met = summary.metMarkerCount
            unexpected = summary.unexpectedCount
            failures = summary.failures.map(JSONDiagnostic.init)
        }
    }

    private struct JSONDiagnostic: Encodable {
        var id: String
        var severity: String
        var file: String
        var line: Int
        var column: Int
        var message: String
        var notes: [Note]

        init(_ diagnostic: Diagnostic) {
            id = diagnostic.id
            severity = diagnostic.severity.rawValue
            file = diagnostic.location.file
            line = diagnostic.location.line
            column = diagnostic.location.column
            message = diagnostic.message
            notes = diagnostic.notes.map(Note.init)
        }
    }

    private struct Note: Encodable {
        var file: String
        var line: Int
        var column: Int
        var message: String

        init(_ note: Diagnostic.Note) {
            file = note.location.file
            line = note.location.line
            column = note.location.column
            message = note.message
        }
    }
}
