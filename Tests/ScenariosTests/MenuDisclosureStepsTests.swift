import Foundation
import Pages
import Testing
@testable import Scenarios

/// Menus (N57), disclosure groups (N58), content-unavailable views (N59) and `tap` by one of
/// a label's texts, on both engines: a view one engine models and the other does not fails here.
@Suite(.serialized) struct MenuDisclosureStepsTests {
    typealias EngineUnderTest = RealAppStepsTests.EngineUnderTest

    static func problems(_ code: String, _ scenario: String, on engine: EngineUnderTest) -> [String] {
        RealAppStepsTests.problems(code, scenario, on: engine)
    }

    // MARK: N57: menus

    static let errands = """
    struct Errands: View {
        @State private var count = 0
        @State private var path: [Int] = []
        var body: some View {
            NavigationStack(path: $path) {
                Text("Count \\(count)")
                    .toolbar {
                        Menu("Options") {
                            Button("Add") { count += 1 }
                            Button("Open") { path = [count] }
                            Menu {
                                Button("Reset") { count = 0 }
                            } label: {
                                Label("More", systemImage: "ellipsis")
                            }
                        }
                        Menu("Share") {
                            Button("Copy") { count = 100 }
                        } primaryAction: {
                            count = 50
                        }
                    }
                    .navigationDestination(for: Int.self) { n in Text("Number \\(n)") }
            }
        }
    }
    """

    @Test(arguments: EngineUnderTest.allCases)
    func aMenuOpensOnItsLabelAndChoosingAnItemRunsItAndClosesIt(engine: EngineUnderTest) {
        #expect(Self.problems(Self.errands, """
        tap "Options"
        tap "Add"
        expect count == 1
        tap "Options"
        tap "More"
        tap "Reset"
        expect count == 0
        tap "Options"
        tap "Open"
        expect path == [0]
        expect screen: Text("Number 0")
        """, on: engine) == [])
    }

    @Test(arguments: EngineUnderTest.allCases)
    func whileAMenuIsOpenItsItemsAreTheOnlyControls(engine: EngineUnderTest) {
        #expect(Self.problems(Self.errands, """
        tap "Options"
        tap "Share"
        """, on: engine) == ["34: no visible control \"Share\"; visible: \"Add\", \"Open\", \"More\""])
        #expect(Self.problems(Self.errands, """
        tap "Add"
        """, on: engine) == ["33: no visible control \"Add\"; visible: \"Options\", \"Share\""])
    }

    @Test(arguments: EngineUnderTest.allCases)
    func dismissClosesAMenuAndAPrimaryActionRunsOnTap(engine: EngineUnderTest) {
        #expect(Self.problems(Self.errands, """
        tap "Options"
        dismiss
        tap "Share"
        expect count == 50
        """, on: engine) == [])
    }

    // MARK: N58: disclosure groups

    static let privacy = """
    struct Privacy: View {
        @State private var expanded = false
        @State private var resets = 0
        var body: some View {
            NavigationStack {
                Form {
                    DisclosureGroup("Location", isExpanded: $expanded) {
                        NavigationLink("Shared With") { Text("Family") }
                    }
                    DisclosureGroup {
                        Button("Reset") { resets += 1 }
                    } label: {
                        Text("Advanced")
                    }
                }
            }
        }
    }
    """

    @Test(arguments: EngineUnderTest.allCases)
    func aDisclosureGroupShowsItsContentOnlyWhileExpanded(engine: EngineUnderTest) {
        #expect(Self.problems(Self.privacy, """
        tap "Location"
        expect expanded == true
        tap "Shared With"
        expect screen: Text("Family")
        back
        tap "Advanced"
        tap "Reset"
        expect resets == 1
        tap "Advanced"
        tap "Reset"
        """, on: engine) == ["34: no visible control \"Reset\"; visible: \"Location\", \"Shared With\", \"Advanced\""])
    }

    // MARK: N59: content-unavailable views

    static let bookmarks = """
    struct Bookmarks: View {
        @State private var imported = false
        @State private var query = "kiwi"
        var body: some View {
            NavigationStack {
                VStack {
                    ContentUnavailableView {
                        Label("No Bookmarks", systemImage: "bookmark")
                    } description: {
                        Text("Saved pages appear here.")
                    } actions: {
                        Button("Import") { imported = true }
                    }
                    ContentUnavailableView("Offline", systemImage: "wifi.slash", description: Text("Connect to sync."))
                    ContentUnavailableView.search(text: query)
                }
            }
        }
    }
    """

    @Test(arguments: EngineUnderTest.allCases)
    func anEmptyStateShowsItsPartsAndItsActionsWork(engine: EngineUnderTest) {
        #expect(Self.problems(Self.bookmarks, """
        tap "Import"
        expect imported == true
        expect screen: VStack
        """, on: engine) == [])
    }

    // MARK: tap by one of a label's texts

    static let trails = """
    struct Trails: View {
        var body: some View {
            NavigationStack {
                List {
                    NavigationLink(value: 1) { HStack { Text("Ridge Loop"); Spacer(); Text("8.5") } }
                    NavigationLink(value: 2) { HStack { Text("Fern Gully"); Spacer(); Text("3.2") } }
                    NavigationLink(value: 3) { HStack { Text("Fern Gully"); Spacer(); Text("5.0") } }
                    NavigationLink(value: 4) { HStack { Text("Lake"); Spacer(); Text("3.2") } }
                }
                .navigationDestination(for: Int.self) { n in Text("Trail \\(n)") }
            }
        }
    }
    """

    @Test(arguments: EngineUnderTest.allCases)
    func aControlIsNamedByItsWholeLabelOrByItsOnlyText(engine: EngineUnderTest) {
        #expect(Self.problems(Self.trails, """
        tap "Ridge Loop"
        expect screen: Text("Trail 1")
        back
        tap "Fern Gully 5.0"
        expect screen: Text("Trail 3")
        back
        tap "Lake"
        expect screen: Text("Trail 4")
        """, on: engine) == [])
    }

    @Test(arguments: EngineUnderTest.allCases)
    func aTextSeveralControlsShowIsAmbiguous(engine: EngineUnderTest) {
        #expect(Self.problems(Self.trails, """
        tap "Fern Gully"
        """, on: engine) == [
            "20: several visible controls have a text \"Fern Gully\": NavigationLink \"Fern Gully 3.2\", NavigationLink \"Fern Gully 5.0\"",
        ])
        #expect(Self.problems(Self.trails, """
        tap "3.2"
        """, on: engine) == [
            "20: several visible controls have a text \"3.2\": NavigationLink \"Fern Gully 3.2\", NavigationLink \"Lake 3.2\"",
        ])
    }
}
