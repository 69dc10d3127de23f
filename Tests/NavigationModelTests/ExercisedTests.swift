import Foundation
import Testing
@testable import NavigationModel

/// Each trace step lists the catalog entries the model applied in it, and only those.
@Suite struct ExercisedTests {
    private func lastExercised(_ session: NavigationSession) -> [BehaviourID] {
        session.trace.steps.last?.exercised ?? []
    }

    // N1: the launch of a plain stack applies only the stack's own rule.
    @Test func launchOfAStackIsN1() {
        let (app, state) = Apps.colors()
        let session = NavigationSession(app: app, state: state)
        #expect(lastExercised(session) == [.stackShowsLastPushOverRoot])
    }

    // N22 (not N21): a value link pushes through the path (N2, N5) to the destination for its type (N12).
    @Test func valueLinkTapIsN22NotN21() throws {
        let (app, state) = Apps.colors()
        var session = NavigationSession(app: app, state: state)
        try session.must(.tap("Mint"))
        #expect(lastExercised(session) == [
            .stackShowsLastPushOverRoot, .stackOwnsStateOrBindsPath, .tapsAndCodeChangeTheSamePath, .destinationForTypeMapsToView,
            .valueLinkAppendsItsValue,
        ])
        #expect(!lastExercised(session).contains(.viewLinkPushesItsView))
    }

    // N21, N20: a view push, then a value push that first removes it.
    @Test func valuePushOverAViewPushIsN20() throws {
        let app = TestApp(destinations: [
            1: { value, _ in colorDetail(value) },
            2: { _, _ in ViewNode.vStack([.link("Mint", value: color("mint"))]) },
        ]) { _ in
            .navigationStack(path: .state("path"), root: ViewNode.list([.link("About", destination: DestinationRef(id: 2))])
                .navigationDestination(for: "Color", destination: DestinationRef(id: 1)))
        }
        var session = NavigationSession(app: app, state: AppState([("path", colorPath())]))
        try session.must(.tap("About"))
        #expect(lastExercised(session) == [.stackShowsLastPushOverRoot, .viewLinkPushesItsView])
        try session.must(.tap("Mint"))
        #expect(lastExercised(session) == [.stackShowsLastPushOverRoot, .viewPushesSitAboveThePath, .viewLinkPushesItsView])
    }

    // N3, N39: code assigning a whole path is a deep link; N4: code removing from it.
    @Test func codeChangesToThePath() throws {
        let (app, state) = Apps.colors()
        var session = NavigationSession(app: app, state: state)
        try session.set("path", colorPath("mint", "pink"))
        #expect(lastExercised(session) == [
            .stackShowsLastPushOverRoot, .assignedPathShowsItsLastElement, .tapsAndCodeChangeTheSamePath, .destinationForTypeMapsToView,
            .deepLinkAssignsTheWholePath,
        ])
        try session.run("path.removeLast()") { state in
            var path = state["path"]!
            try path.removeLast()
            state["path"] = path
        }
        #expect(lastExercised(session) == [
            .stackShowsLastPushOverRoot, .removeLastPopsOneAndEmptyPathPopsToRoot, .tapsAndCodeChangeTheSamePath,
            .destinationForTypeMapsToView,
        ])
    }

    // N2, N5: back pops the last element through the binding; a failed back at the root is N1 alone.
    @Test func backThroughTheBindingAndAtTheRoot() throws {
        let (app, state) = Apps.colors()
        var session = NavigationSession(app: app, state: state)
        try session.must(.tap("Pink"))
        try session.must(.back)
        #expect(lastExercised(session) == [.stackShowsLastPushOverRoot, .stackOwnsStateOrBindsPath, .tapsAndCodeChangeTheSamePath])
        _ = session.perform(.back)
        #expect(lastExercised(session) == [.stackShowsLastPushOverRoot])
    }

    // N8: a link appending to a NavigationPath applies the type-erased path's rules.
    @Test func navigationPathAppendIsN8() throws {
        let (app, state) = Apps.mixed()
        var session = NavigationSession(app: app, state: state)
        try session.must(.tap("Count"))
        #expect(lastExercised(session) == [
            .stackShowsLastPushOverRoot, .stackOwnsStateOrBindsPath, .tapsAndCodeChangeTheSamePath, .navigationPathRemovesNoMoreThanItHolds,
            .destinationForTypeMapsToView, .valueLinkAppendsItsValue,
        ])
    }

    // N40, N10: a relaunch goes through the Codable form and restores the path's screens.
    @Test func relaunchIsN10AndN40() throws {
        let (app, state) = Apps.mixed()
        var session = NavigationSession(app: app, state: state)
        try session.must(.tap("Yosemite"))
        try session.must(.relaunch)
        #expect(lastExercised(session) == [
            .stackShowsLastPushOverRoot, .decodedPathShowsTheSameScreens, .destinationForTypeMapsToView, .restorationIsTheAppsJob,
        ])
    }

    // N11: a relaunch into an example that no longer declares the type fails, citing N11 only.
    @Test func failedRelaunchIsN11() throws {
        let (app, state) = Apps.mixed()
        var session = NavigationSession(app: app, state: state)
        try session.must(.tap("Yosemite"))
        let (changed, _) = Apps.mixed(types: TypeTable(["Trail": [.hashable]]))
        _ = session.relaunch(into: changed)
        #expect(lastExercised(session) == [.decodingAnUndeclaredTypeFails])
    }

    // N30, N32, N24: collapsed, a value-link row with no destination selects and pushes the detail column;
    // N41: the selection stores the row's tag. N33: back leaves the detail and clears the selection.
    @Test func collapsedSelectionAndBack() throws {
        let (app, state) = Apps.picker(sizeClass: .compact)
        var session = NavigationSession(app: app, state: state)
        #expect(lastExercised(session) == [.twoAndThreeColumnSplitViews, .compactSplitViewCollapses])
        try session.must(.tap("pink"))
        #expect(lastExercised(session) == [
            .leadingColumnLinkDrivesNextColumn, .twoAndThreeColumnSplitViews, .listSelectionDrivesNextColumn, .compactSplitViewCollapses,
            .selectableRowsAreTagged,
        ])
        try session.must(.back)
        #expect(lastExercised(session) == [
            .twoAndThreeColumnSplitViews, .listSelectionDrivesNextColumn, .compactSplitViewCollapses,
            .collapsedBackClearsValueLinkSelection,
        ])
        try session.must(.size(.regular))
        #expect(lastExercised(session) == [.twoAndThreeColumnSplitViews, .columnsSideBySideAtRegularWidth])
    }

    // N26, N36, N37: a deprecated isActive link in a NavigationView; the deprecation notes come with the launch.
    @Test func isActiveLinkInANavigationView() throws {
        let (app, state) = Apps.flags()
        var session = NavigationSession(app: app, state: state)
        #expect(lastExercised(session) == [
            .stackShowsLastPushOverRoot, .deprecatedIsActiveAndTagLinks, .navigationViewStackOrColumns, .navigationViewIsDeprecated,
        ])
        try session.must(.tap("Purple"))
        #expect(lastExercised(session) == [.stackShowsLastPushOverRoot, .deprecatedIsActiveAndTagLinks, .navigationViewStackOrColumns])
        try session.must(.back)
        #expect(lastExercised(session) == [.stackShowsLastPushOverRoot, .deprecatedIsActiveAndTagLinks, .navigationViewStackOrColumns])
        #expect(session.state["isShowingPurple"] == .bool(false))
    }

    // N23: a value link without a destination logs its warning, and the step lists it.
    @Test func warningsCountAsExercised() throws {
        let app = TestApp { _ in
            .navigationStack(path: .state("path"), root: ViewNode.list([.link("Mint", value: color("mint"))]))
        }
        var session = NavigationSession(app: app, state: AppState([("path", colorPath())]))
        try session.must(.tap("Mint"))
        #expect(lastExercised(session) == [.stackShowsLastPushOverRoot, .valueLinkNeedsVisibleDestination])
    }

    // Expectations are checks, not behaviours: they list nothing; the trace unites the steps.
    @Test func expectationsListNothingAndTheTraceUnites() throws {
        let (app, state) = Apps.colors()
        var session = NavigationSession(app: app, state: state)
        try session.must(.tap("Mint"))
        session.recordExpectation("expect screen: ColorDetail(color: .mint)", passed: true)
        #expect(lastExercised(session).isEmpty)
        try session.set("path", colorPath("pink", "teal"))
        #expect(session.trace.exercised == [
            .stackShowsLastPushOverRoot, .stackOwnsStateOrBindsPath, .assignedPathShowsItsLastElement, .tapsAndCodeChangeTheSamePath,
            .destinationForTypeMapsToView, .valueLinkAppendsItsValue, .deepLinkAssignsTheWholePath,
        ])
    }

    // N25: a view without a container shows its link disabled; tapping it fails citing N25.
    @Test func linkOutsideAnyContainerIsN25() throws {
        let app = TestApp { _ in ViewNode.vStack([.link("Mint", value: color("mint"))]) }
        var session = NavigationSession(app: app, state: AppState())
        #expect(lastExercised(session) == [.linkOutsideContainerIsDisabled])
        _ = session.perform(.tap("Mint"))
        #expect(lastExercised(session) == [.linkOutsideContainerIsDisabled])
        let appWithoutLinks = TestApp { _ in ViewNode.vStack([.text("Hello")]) }
        #expect(lastExercised(NavigationSession(app: appWithoutLinks, state: AppState())).isEmpty)
    }

    // N34: collapsed, preferredCompactColumn decides the top column, and back sets it.
    @Test func preferredCompactColumnIsN34() throws {
        func column(_ name: String) -> Value { .enumCase(type: "NavigationSplitViewColumn", name: name, associatedValues: []) }
        let app = TestApp { _ in
            .splitView(SplitViewNode(sidebar: .text("Sidebar"), detail: .text("Detail"), preferredCompactColumn: .state("preferred")))
        }
        var session = NavigationSession(app: app, state: AppState([("preferred", column("detail"))], sizeClass: .compact))
        #expect(lastExercised(session) == [.twoAndThreeColumnSplitViews, .compactSplitViewCollapses, .preferredCompactColumnShowsOnTop])
        try session.must(.back)
        // No selection put the detail there: N34 alone decides, no N33.
        #expect(lastExercised(session) == [.twoAndThreeColumnSplitViews, .compactSplitViewCollapses, .preferredCompactColumnShowsOnTop])
        try session.must(.size(.regular))
        #expect(lastExercised(session) == [.twoAndThreeColumnSplitViews, .columnsSideBySideAtRegularWidth])
    }

    @Test func exercisedSurvivesEncodingAndOldTracesDecode() throws {
        let (app, state) = Apps.colors()
        var session = NavigationSession(app: app, state: state)
        try session.must(.tap("Mint"))
        let data = try JSONEncoder().encode(session.trace)
        #expect(try JSONDecoder().decode(Trace.self, from: data) == session.trace)
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var steps = try #require(object["steps"] as? [[String: Any]])
        for index in steps.indices { steps[index]["exercised"] = nil }
        object["steps"] = steps
        let old = try JSONDecoder().decode(Trace.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(old.steps.allSatisfy { $0.exercised.isEmpty })
        #expect(old.steps.map(\.action) == session.trace.steps.map(\.action))
    }

    @Test func catalogIdsSortByNumber() {
        let ids: [BehaviourID] = [
            .decodedPathShowsTheSameScreens, .stackOwnsStateOrBindsPath, .collapsedBackClearsValueLinkSelection,
            .stackShowsLastPushOverRoot,
        ]
        #expect(ids.sorted().map(\.description) == ["N1", "N2", "N10", "N33"])
        // N1…N40 from the shared spec, N41 on the project's own (N48…N53: presentations, round two;
        // N54…N56: deep links, text fields, image-only controls; N57…N59: menus, disclosure groups, empty states;
        // N60: computed bindings).
        #expect(BehaviourCatalog.ids.count == 60)
        #expect(BehaviourCatalog.ids.last == .computedBindingRunsItsSetter)
        #expect(BehaviourID.restorationIsTheAppsJob.rawValue == 40)
    }
}
