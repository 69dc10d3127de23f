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
        // The failed expectation alone: the file's toolbar button is modelled (N45).
        #expect(result.problems.count == 1, "\(result.problems)")
        #expect(result.problems.contains { $0.contains("expected bonus == 99, got bonus = ") })
    }

    // MARK: App state in objects, the environment and child views (issue "Real app state")

    @Test func anObservableRouterInTheEnvironmentPushesAndPops() throws {
        let result = try check("32-ObservableRouterEnvironment.swift", """
        expect router.path.isEmpty
        tap "My account"
        expect router.path == [.account]
        expect title: "Account"
        tap "Last order"
        expect router.path == [.account, .order(number: 41)]
        expect title: "Order"
        back
        tap "Close"
        expect router.path.isEmpty
        tap "Order 12"
        expect router.path.count == 1
        """)
        #expect(result.problems == [])
    }

    @Test func aStateObjectsPublishedPathDrivesTheStack() throws {
        let result = try check("33-ObservableObjectStateObject.swift", """
        tap "Open 3"
        expect model.visits == 1
        expect title: "Book 3"
        tap "Next book"
        expect model.path.count == 2
        expect title: "Book 4"
        back
        back
        expect model.path.count == 0
        expect model.visits == 2
        """)
        #expect(result.problems == [])
    }

    @Test func anEnvironmentObjectIsSharedByEveryScreen() throws {
        let result = try check("34-EnvironmentObjectSettings.swift", """
        tap "Show advanced"
        expect preferences.showsAdvanced
        tap "Advanced"
        expect title: "Advanced"
        tap "Reset"
        expect preferences.showsAdvanced == false
        """)
        #expect(result.problems == [])
    }

    @Test func aChildOwnedStackStartsWithItsPathAndPushesFreshDetails() throws {
        let result = try check("35-ChildOwnedStack.swift", """
        expect title: "Pancakes"
        expect RecipeBrowser.path == ["Pancakes"]
        tap "More servings"
        expect RecipeDetail.servings == 3
        back
        expect title: "Recipes"
        tap "Pancakes"
        expect RecipeDetail.servings == 2
        """)
        #expect(result.problems == [])
    }

    @Test func aBindableModelsSelectionDrivesTheDetailColumn() throws {
        let result = try check("36-BindableSelectionSplit.swift", """
        size regular
        expect mail.selectedFolderID == nil
        tap "Archive" in sidebar
        expect mail.selectedFolderID == 2
        expect title: "Archive"
        """)
        #expect(result.problems == [])
    }

    @Test func aModelFlagPresentsADestination() throws {
        let result = try check("37-ModelFlagDestination.swift", """
        tap "Pay"
        expect checkout.showsReceipt
        expect title: "Receipt"
        back
        expect checkout.showsReceipt == false
        expect title: "Cart"
        """)
        #expect(result.problems == [])
    }

    @Test func aChildsStateObjectIsItsOwnAndTheEnvironmentReachesPushedScreens() throws {
        let result = try check("38-ChildStateObjectRouter.swift", """
        tap "Start at the museum"
        expect TabRoot.guide.stops == ["Museum"]
        tap "Walk to the park"
        expect title: "Park"
        back
        back
        expect title: "Tour"
        """)
        #expect(result.problems == [])
    }

    @Test func twoReferencesToOneObjectAreIdentical() throws {
        let result = try check("39-SharedModelIdentity.swift", """
        expect screen: Counter
        tap "Go deeper"
        expect session.path == [1]
        expect screen: Text("Level 1")
        back
        tap "Go deeper"
        expect session.path == [1]
        """)
        #expect(result.problems == [])
    }

    @Test func aBindingToAStoredPropertyOfAStateStruct() throws {
        let result = try check("40-NestedModelStruct.swift", """
        tap "Add Lisbon"
        expect trip.stops == ["Lisbon"]
        expect screen: Text("Lisbon")
        back
        expect trip.stops.isEmpty
        """)
        #expect(result.problems == [])
    }

    @Test func anEnvironmentModelChangedOnAPushedScreen() throws {
        let result = try check("41-ObservedRowsList.swift", """
        tap "Chair"
        tap "Remove"
        expect catalog.items == ["Lamp", "Desk"]
        expect catalog.path.isEmpty
        expect title: "Catalog"
        """)
        #expect(result.problems == [])
    }

    @Test func anAppThatKeepsStateIsTheRootAndProvidesItsEnvironment() throws {
        let result = try check("42-AppStoreEnvironment.swift", """
        tap "Open cart"
        expect store.path == ["Cart"]
        expect screen: Text("Cart")
        back
        expect store.path.isEmpty
        """)
        #expect(result.problems == [])
    }
}
