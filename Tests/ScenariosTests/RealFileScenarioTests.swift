import Diagnostics
import Foundation
import Pages
import Testing
@testable import Scenarios

/// Whole files of the corpus (`Tests/ExampleInterpreterTests/Fixtures/RealFiles`)
/// pasted unchanged into a page and tapped through, as a reader's scenario would.
@Suite struct RealFileScenarioTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../ExampleInterpreterTests/Fixtures/RealFiles")

    /// Checks one corpus file with one scenario; returns every error and warning as `line: message`.
    func check(_ file: String, _ scenario: String) throws -> (problems: [String], scenarios: Int) {
        let code = try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
        let page = "---\ntitle: Real file\n---\n\n# Real file\n\n```swift example=app\n" + code + "```\n\n```scenario example=app\n" + scenario + "\n```\n"
        let report = CheckRunner(engine: InterpretedEngine()).checkPage(.init(file: "real.md", text: page))
        let problems = report.allDiagnostics.filter { $0.severity != .note }.map { "\($0.location.line): \($0.message)" }
        return (problems, report.examples.first?.scenarios.count ?? 0)
    }

    @Test func aNavigationPathRouterPushesAndPopsToRoot() throws {
        let result = try check("05-RouterPath.swift", """
        tap "Show profile"
        expect path.count == 1
        back
        tap "Settings"
        tap "About"
        expect path.count == 2
        tap "Back to start"
        expect path.isEmpty
        expect title: "Home"
        """)
        #expect(result.problems == [])
        #expect(result.scenarios == 1)
    }

    @Test func aDeepLinkReplacesTheTypedPath() throws {
        let result = try check("25-DeepLinkRouter.swift", """
        tap "Open message 7 directly"
        expect path == [.inbox, .message(id: 7)]
        tap "Reply"
        expect path.count == 3
        tap "Send"
        expect path.isEmpty
        """)
        #expect(result.problems == [])
    }

    @Test func aSplitViewSelectsFromItsSidebar() throws {
        let result = try check("04-SplitViewSelection.swift", """
        size regular
        tap "Work" in sidebar
        expect selectedFolderID == 1
        expect title: "Work"
        """)
        #expect(result.problems == [])
    }

    @Test func aRouteEnumWithRawValuesTitlesItsScreens() throws {
        let result = try check("02-SettingsRouteEnum.swift", """
        tap "Privacy & Security"
        expect path == [.privacy]
        expect title: "Privacy & Security"
        back
        expect path.isEmpty
        """)
        #expect(result.problems == [])
    }

    @Test func anInitializerSetsTheInitialPath() throws {
        let result = try check("07-InitStatePath.swift", """
        expect path.isEmpty
        tap "Chapter 2"
        expect path.count == 1
        expect title: "2"
        """)
        #expect(result.problems == [])
    }

    @Test func aFailingExpectationStillFailsInAWholeFile() throws {
        let result = try check("14-RandomShuffle.swift", "expect bonus == 99")
        // The failed expectation, and the toolbar button the model does not draw (a warning).
        #expect(result.problems.count == 2, "\(result.problems)")
        #expect(result.problems.contains { $0.contains("expected bonus == 99, got bonus = ") })
        #expect(result.problems.contains { $0.contains("not modelled: 'toolbar'") })
    }
}
