import Foundation
import Testing
import Diagnostics
@testable import Scenarios

/// `navdocs check --verify` over the conformance pages, in process: the real
/// interpreter and model, every diagnostic expected and every marker met.
@Suite struct ConformanceRunTests {
    static let names = [
        "01-stack-basics.md", "02-navigation-path.md", "03-destinations.md", "04-split-view.md",
        "05-legacy.md", "06-diagnostics.md", "07-claims.md", "08-availability.md",
    ]

    @Test(arguments: names)
    func conformancePageVerifies(_ name: String) async throws {
        let source = CheckRunner<InterpretedEngine>.Source(file: name, text: try conformancePage(name))
        let report = await CheckRunner(engine: InterpretedEngine()).check([source], verify: true)
        let failures = report.verification?.failures ?? []
        #expect(failures.isEmpty, Comment(rawValue: TextDiagnosticRenderer().render(failures)))
    }
}
