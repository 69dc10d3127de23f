/// Renders a report as JUnit XML, the format CI systems show as a test list.
///
/// One `testsuite` per page; in it a `testcase` per example (its own
/// diagnostics) and per scenario (its steps' diagnostics), plus a `page`
/// testcase when the page has diagnostics of its own. A failed item carries a
/// `failure` whose message is its first error and whose text is all its
/// diagnostics in the compiler's format; an item that did not run is `skipped`
/// with the note that says why; warnings of a passing item go to `system-out`.
///
/// With `--verify`, what passes or fails is the comparison with the markers, so
/// each page is one testcase, `diagnostics match markers`, failing with the
/// verification failures in that file.
public struct JUnitReportRenderer: Sendable {
    public init() {}

    public func render(_ report: CheckReport) -> String {
        let suites = report.verification.map { verificationSuites(report, $0) } ?? checkSuites(report)
        let tests = suites.reduce(0) { $0 + $1.cases.count }
        let failures = suites.reduce(0) { $0 + $1.failures }
        let skipped = suites.reduce(0) { $0 + $1.skipped }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"navdocs check\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\">\n"
        for suite in suites {
            xml += "  <testsuite name=\"\(Self.escape(suite.name))\" tests=\"\(suite.cases.count)\" failures=\"\(suite.failures)\" errors=\"0\" skipped=\"\(suite.skipped)\">\n"
            for testCase in suite.cases { xml += testCase.xml(suite: suite.name) }
            xml += "  </testsuite>\n"
        }
        xml += "</testsuites>\n"
        return xml
    }

    private struct Suite {
        var name: String
        var cases: [Case]
        var failures: Int { cases.count { $0.outcome == .failed } }
        var skipped: Int { cases.count { $0.outcome == .notRun } }
    }

    private struct Case {
        var name: String
        var location: SourceLocation?
        var outcome: CheckStatus
        var diagnostics: [Diagnostic]

        func xml(suite: String) -> String {
            var attributes = "name=\"\(escape(name))\" classname=\"\(escape(suite))\""
            if let location {
                attributes += " file=\"\(escape(location.file))\" line=\"\(location.line)\""
            }
            let body = TextDiagnosticRenderer().render(diagnostics)
            switch outcome {
            case .failed, .cannotRun:
                // Not running is not verifying: a dashboard shows it as a failure, with the reason.
                let first = diagnostics.first { $0.severity == .error } ?? diagnostics.first
                let message = (outcome == .cannotRun ? "navdocs cannot run this example yet: " : "") + (first?.message ?? "failed")
                return "    <testcase \(attributes)>\n"
                    + "      <failure message=\"\(escape(message))\" type=\"\(first?.severity.rawValue ?? "error")\">\(escape(body))</failure>\n"
                    + "    </testcase>\n"
            case .notRun:
                let reason = diagnostics.first { $0.severity == .note }?.message ?? "not run"
                return "    <testcase \(attributes)>\n"
                    + "      <skipped message=\"\(escape(reason))\"/>\n"
                    + "    </testcase>\n"
            case .passed where diagnostics.isEmpty:
                return "    <testcase \(attributes)/>\n"
            case .passed:
                return "    <testcase \(attributes)>\n"
                    + "      <system-out>\(escape(body))</system-out>\n"
                    + "    </testcase>\n"
            }
        }

        private func escape(_ text: String) -> String { JUnitReportRenderer.escape(text) }
    }

    private func checkSuites(_ report: CheckReport) -> [Suite] {
        report.pages.map { page in
            var cases: [Case] = []
            if !page.diagnostics.isEmpty {
                let failed = page.diagnostics.contains { $0.severity == .error }
                cases.append(Case(name: "page", location: nil, outcome: failed ? .failed : .passed, diagnostics: page.diagnostics.sorted()))
            }
            for example in page.examples {
                cases.append(Case(name: "example '\(example.name)'", location: example.location, outcome: example.status, diagnostics: example.diagnostics.sorted()))
                for scenario in example.scenarios {
                    cases.append(Case(
                        name: "example '\(example.name)', \(scenario.displayName)",
                        location: scenario.location, outcome: scenario.status, diagnostics: scenario.diagnostics.sorted()
                    ))
                }
            }
            return Suite(name: page.path, cases: cases)
        }
    }

    private func verificationSuites(_ report: CheckReport, _ verification: VerificationSummary) -> [Suite] {
        var files = report.pages.map(\.path)
        for failure in verification.failures where !files.contains(failure.location.file) {
            files.append(failure.location.file)
        }
        return files.map { file in
            let failures = verification.failures.filter { $0.location.file == file }
            return Suite(name: file, cases: [
                Case(name: "diagnostics match markers", location: nil, outcome: failures.isEmpty ? .passed : .failed, diagnostics: failures),
            ])
        }
    }

    /// XML character data and attribute values; control characters other than
    /// tab and line breaks are not allowed in XML 1.0 and are dropped.
    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            case "\r": result += "&#13;"
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
