/// Everything `navdocs check` found: pages, their examples and scenarios with
/// verdicts and diagnostics, and with `--verify` how the diagnostics met the markers.
///
/// The runner fills it; the renderers (text, GitHub, JUnit, JSON) only read it.
/// Each diagnostic of the run is filed under exactly one item (page, example or
/// scenario), so flattening never duplicates.
public struct CheckReport: Hashable, Sendable, Codable {
    public var pages: [PageReport]
    /// Present when the run was `--verify`.
    public var verification: VerificationSummary?

    public init(pages: [PageReport], verification: VerificationSummary? = nil) {
        self.pages = pages
        self.verification = verification
    }

    /// Every diagnostic of the run, sorted by file and position.
    public var allDiagnostics: [Diagnostic] {
        pages.flatMap(\.allDiagnostics).sorted()
    }

    /// The diagnostics to show people: the verification failures with `--verify`
    /// (expected diagnostics are the point of the page then), else all of them.
    public var reportedDiagnostics: [Diagnostic] {
        verification?.failures ?? allDiagnostics
    }

    public var counts: CheckCounts {
        var counts = CheckCounts(pages: pages.count)
        for page in pages {
            for example in page.examples {
                counts.examples.count(example.status)
                if let engine = example.engine { counts.examplesByEngine[engine, default: 0] += 1 }
                for scenario in example.scenarios {
                    counts.scenarios.count(scenario.status)
                    for claim in scenario.claims { counts.claims.count(claim.status) }
                }
            }
        }
        for diagnostic in allDiagnostics {
            switch diagnostic.severity {
            case .error: counts.errors += 1
            case .warning: counts.warnings += 1
            case .note: break
            }
        }
        return counts
    }

    /// Whether the run holds: with `--verify`, every diagnostic was expected and
    /// every marker met; otherwise, no errors (warnings don't fail a check).
    public var passed: Bool {
        if let verification { return verification.passed }
        return !allDiagnostics.contains { $0.severity == .error }
    }

    /// The process exit code of `product.md`: 0 all hold, 1 a check failed. (Bad
    /// input or usage, 2, is decided before there is a report.)
    public var exitCode: Int32 { passed ? 0 : 1 }
}
