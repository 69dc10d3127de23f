import Diagnostics

/// A small run over two pages with every kind of verdict, used by the golden tests.
enum ReportFixtures {
    static func at(_ file: String, _ line: Int, _ column: Int) -> Diagnostics.SourceLocation {
        Diagnostics.SourceLocation(file: file, line: line, column: column)
    }

    static let stack = "content/en/navigation-stack.md"
    static let split = "content/zh-Hans/split, view.md"

    /// The report of an example one engine ran.
    static func ran(on engine: EngineUsed, _ example: ExampleReport) -> ExampleReport {
        var example = example
        example.engine = engine
        return example
    }

    static var report: CheckReport {
        CheckReport(pages: [
            PageReport(
                path: stack,
                diagnostics: [
                    .error("scenario.unknownExample", at: at(stack, 80, 14), "unknown example 'nowhere'"),
                ],
                examples: [
                    ran(on: .interpreter, ExampleReport(
                        name: "colors", location: at(stack, 9, 10), status: .passed,
                        scenarios: [
                            ScenarioReport(
                                index: 1, title: "Tap a color, then go back", location: at(stack, 37, 13), status: .passed,
                                claims: [ClaimReport(text: "A stack grows when a link fires", location: at(stack, 38, 1), status: .passed)],
                                exercised: ["N1", "N2", "N5", "N12", "N22"]
                            ),
                            ScenarioReport(
                                index: 2, location: at(stack, 53, 13), status: .failed,
                                diagnostics: [
                                    .error("expect.failed", at: at(stack, 58, 8), "expected path == [.pink], got path = [.purple]",
                                           notes: [.init(location: at(stack, 9, 10), message: "example 'colors' declared here")]),
                                    .error("claim.notFound", at: at(stack, 60, 7), #"claim not found in the page's text: "views & <values> stay""#),
                                ],
                                claims: [ClaimReport(text: "views & <values> stay", location: at(stack, 60, 1), status: .failed)]
                            ),
                        ]
                    )),
                    ran(on: .compiler, ExampleReport(
                        name: "lazy", location: at(stack, 90, 10), status: .passed,
                        diagnostics: [
                            .warning("model.lazyDestination", at: at(stack, 94, 18),
                                     #"Do not put a navigation destination modifier inside a "lazy" container, like `List` or `LazyVStack`"#),
                        ],
                        scenarios: [ScenarioReport(index: 1, location: at(stack, 101, 13), status: .passed)]
                    )),
                ]
            ),
            PageReport(
                path: split,
                examples: [
                    ExampleReport(
                        name: "broken", location: at(split, 7, 10), status: .failed,
                        diagnostics: [.error("swift.unsupported", at: at(split, 12, 5), "unsupported: 'while' loop")],
                        scenarios: [
                            ScenarioReport(
                                index: 1, title: "折叠 100%", location: at(split, 20, 13), status: .notRun,
                                diagnostics: [.note("scenario.notRun", at: at(split, 20, 13), "scenario not run: example 'broken' has errors")],
                                claims: [ClaimReport(text: "返回会移除选择", location: at(split, 21, 1), status: .notRun)]
                            ),
                        ],
                        migratesFrom: "flags"
                    ),
                ]
            ),
        ])
    }

    static var verifiedReport: CheckReport {
        var report = report
        report.verification = VerificationSummary(
            markerCount: 5, metMarkerCount: 4, unexpectedCount: 1,
            failures: [
                .error("verify.unexpected", at: at(stack, 58, 8), "unexpected error produced: expected path == [.pink], got path = [.purple]"),
                .error("verify.unmet", at: at(split, 11, 14), "expected error not produced on line 12: {{for}}",
                       notes: [.init(location: at(split, 12, 5), message: "error on that line: unsupported: 'while' loop")]),
            ]
        )
        return report
    }
}
