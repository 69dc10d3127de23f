import Testing
@testable import NavigationModel

/// C. Destinations (N12–N20) and D. NavigationLink (N21–N28, N38).
@Suite struct DestinationTests {
    // N12: several modifiers for several types; values match by type.
    @Test func destinationsMatchByType() throws {
        let app = TestApp(destinations: [
            1: { value, _ in .opaque("IntView", [Argument("n", value!)]) },
            2: { value, _ in .opaque("StringView", [Argument("s", value!)]) },
        ]) { _ in
            .navigationStack(root: ViewNode.list([.link("Int", value: .int(1)), .link("String", value: .string("a"))])
                .navigationDestination(for: "Int", destination: DestinationRef(id: 1))
                .navigationDestination(for: "String", destination: DestinationRef(id: 2)))
        }
        var session = NavigationSession(app: app, state: AppState())
        try session.must(.tap("String"))
        #expect(session.top == #"StringView(s: "a")"#)
        try session.must(.back)
        try session.must(.tap("Int"))
        #expect(session.top == "IntView(n: 1)")
    }

    // N13: a destination declared outside the stack is not visible from it.
    @Test func destinationOutsideTheStackIsNotVisible() throws {
        let app = TestApp(destinations: [1: { _, _ in .text("n") }]) { _ in
            ViewNode.navigationStack(root: .list([.link("One", value: .int(1))]))
                .navigationDestination(for: "Int", destination: DestinationRef(id: 1), source: SourceRef(5))
        }
        var session = NavigationSession(app: app, state: AppState())
        #expect(session.lastActionEvents.map(\.catalogID) == [.destinationMustBeInsideStack])
        #expect(session.lastActionEvents.first?.source == SourceRef(5))
        try session.must(.tap("One"))
        #expect(session.warnings(.valueLinkNeedsVisibleDestination).count == 1)
        #expect(session.top == "List")
    }

    // N14: one modifier inside a ForEach counts once, and, ignored on iOS 18, takes no part in N15.
    @Test func lazyDeclarationsCountOnceAndDoNotDuplicate() throws {
        let app = TestApp(destinations: [1: { _, _ in .text("root") }, 2: { _, _ in .text("row") }]) { _ in
            .navigationStack(root: ViewNode.list([
                .forEach((0..<3).map { index in
                    ForEachElement(id: .int(index), content: ViewNode.link("Row \(index)", value: .int(index))
                        .navigationDestination(for: "Int", destination: DestinationRef(id: 2), source: SourceRef(9)))
                }),
            ]).navigationDestination(for: "Int", destination: DestinationRef(id: 1), source: SourceRef(8)))
        }
        var session = NavigationSession(app: app, state: AppState(platform: PlatformVersion("iOS", 18)))
        #expect(session.lastActionEvents.map(\.catalogID) == [.destinationInLazyContainer])
        try session.must(.tap("Row 1"))
        #expect(session.top == #"Text("root")"#)
        #expect(session.lastActionEvents.isEmpty)
    }

    // N15: the same type twice on one stack: the one closest to the root wins, warned at the later one.
    @Test func closestDuplicateDestinationWins() throws {
        let app = TestApp(destinations: [
            1: { value, _ in ViewNode.vStack([.link("Deeper", value: .int(2))])
                .navigationDestination(for: "Int", destination: DestinationRef(id: 2), source: SourceRef(31)) },
            2: { _, _ in .text("never") },
        ]) { _ in
            .navigationStack(root: ViewNode.list([.link("One", value: .int(1))])
                .navigationDestination(for: "Int", destination: DestinationRef(id: 1), source: SourceRef(30)))
        }
        var session = NavigationSession(app: app, state: AppState())
        try session.must(.tap("One"))
        let warning = try #require(session.warnings(.closestDuplicateDestinationWins).first)
        #expect(warning.message == "A navigationDestination for “Int” was declared earlier on the stack. Only the destination declared closest to the root view of the stack will be used.")
        #expect(warning.source == SourceRef(31))
        #expect(warning.kind == .declaration)
        try session.must(.tap("Deeper"))
        #expect(session.top == "VStack")
        #expect(session.warnings(.closestDuplicateDestinationWins).isEmpty)
    }

    // N16: with a typed path, destinations declared in pushed views are ignored.
    @Test func homogeneousPathIgnoresPushedDestinations() throws {
        let app = TestApp(destinations: [
            1: { _, _ in ViewNode.vStack([.link("Word", value: .string("w"))])
                .navigationDestination(for: "String", destination: DestinationRef(id: 2), source: SourceRef(40)) },
            2: { _, _ in .text("word") },
        ]) { _ in
            .navigationStack(path: .state("path"), root: ViewNode.list([.link("One", value: .int(1))])
                .navigationDestination(for: "Int", destination: DestinationRef(id: 1)))
        }
        var session = NavigationSession(app: app, state: AppState([("path", .array(elementType: "Int", []))]))
        try session.must(.tap("One"))
        #expect(session.warnings(.homogeneousPathUsesRootDestinations).map(\.message) == [
            "Only root-level navigation destinations are effective for a navigation stack with a homogeneous path."
        ])
        try session.must(.tap("Word"))
        #expect(session.ui.stack.count == 2)
    }

    // N13, N16: with a NavigationPath (heterogeneous), destinations declared in pushed views are visible from there on.
    @Test func heterogeneousPathUsesPushedDestinations() throws {
        let app = TestApp(destinations: [
            1: { _, _ in ViewNode.vStack([.link("Word", value: .string("w"))])
                .navigationDestination(for: "String", destination: DestinationRef(id: 2)) },
            2: { value, _ in .opaque("Word", [Argument(nil, value!)]) },
        ]) { _ in
            .navigationStack(path: .state("path"), root: ViewNode.list([.link("One", value: .int(1)), .link("Early", value: .string("e"))])
                .navigationDestination(for: "Int", destination: DestinationRef(id: 1)))
        }
        var session = NavigationSession(app: app, state: AppState([("path", .navigationPath([]))]))
        try session.must(.tap("Early"))
        #expect(session.warnings(.valueLinkNeedsVisibleDestination).count == 1)
        try session.must(.tap("One"))
        try session.must(.tap("Word"))
        #expect(session.warnings(.homogeneousPathUsesRootDestinations).isEmpty)
        #expect(session.top == #"Word("w")"#)
        #expect(session.state["path"]?.count == 2)
    }

    // N17 [M]: a value that cannot go into the typed path does not navigate.
    @Test func valueThatDoesNotFitTheTypedPath() throws {
        let app = TestApp(destinations: [1: { value, _ in colorDetail(value) }, 2: { _, _ in .text("park") }]) { _ in
            .navigationStack(path: .state("path"), root: ViewNode.list([.link("Yosemite", value: park("Yosemite"))])
                .navigationDestination(for: "Color", destination: DestinationRef(id: 1))
                .navigationDestination(for: "Park", destination: DestinationRef(id: 2)))
        }
        var session = NavigationSession(app: app, state: AppState([("path", colorPath())]))
        try session.must(.tap("Yosemite"))
        let warning = try #require(session.warnings(.typedPathRejectsOtherTypes).first)
        #expect(warning.message == "cannot push a value of type “Park” onto a path of [Color]")
        #expect(warning.isModelDecision)
        #expect(warning.description.contains("[M]"))
        #expect(session.state["path"] == colorPath())
        #expect(session.trace.text.contains("[N17] [M]"))
    }

    // N18: isPresented true pushes, false pops, in code too.
    @Test func isPresentedFollowsItsBinding() throws {
        let app = TestApp(destinations: [1: { _, _ in .text("Shown") }]) { _ in
            .navigationStack(root: ViewNode.text("Root")
                .navigationDestination(isPresented: .state("showing"), destination: DestinationRef(id: 1)))
        }
        var session = NavigationSession(app: app, state: AppState([("showing", .bool(true))]))
        #expect(session.stackText == #"Text("Root") > Text("Shown")"#)
        try session.set("showing", .bool(false))
        #expect(session.stackText == #"Text("Root")"#)
    }

    // N19: a non-nil item pushes its view evaluated for the item; back sets nil.
    @Test func itemPushesItsView() throws {
        let app = TestApp(destinations: [1: { value, _ in .opaque("Detail", [Argument("item", value!)]) }]) { _ in
            .navigationStack(root: ViewNode.text("Root")
                .navigationDestination(item: .state("item"), destination: DestinationRef(id: 1)))
        }
        var session = NavigationSession(app: app, state: AppState([("item", .optional(wrappedType: "Int", .int(4)))]))
        #expect(session.top == "Detail(item: 4)")
        try session.must(.back)
        #expect(session.state["item"] == .optional(wrappedType: "Int", nil))
    }

    // N20 (corrected): a value link tapped inside a view-destination screen does not navigate [M];
    // changing the path in code removes the view push first.
    @Test func valueLinkOnAViewPushRemovesIt() throws {
        let app = TestApp(destinations: [
            1: { value, _ in colorDetail(value) },
            2: { _, _ in ViewNode.vStack([.link("Mint", value: color("mint"))]) },
        ]) { _ in
            .navigationStack(path: .state("path"), root: ViewNode.list([.link("About", destination: DestinationRef(id: 2))])
                .navigationDestination(for: "Color", destination: DestinationRef(id: 1)))
        }
        var session = NavigationSession(app: app, state: AppState([("path", colorPath())]))
        try session.must(.tap("About"))
        try session.must(.tap("Mint"))
        #expect(session.stackText == "List > VStack")
        #expect(session.state["path"] == colorPath())
        #expect(session.warnings(.viewPushesSitAboveThePath).first?.isModelDecision == true)
        try session.run("run path.append(.mint)") { $0["path"] = colorPath("mint") }
        #expect(session.stackText == "List > ColorDetail(color: .mint)")
    }

    // N21: view-destination links are not in the path and not restorable.
    @Test func viewLinksAreFireAndForget() throws {
        let app = TestApp(destinations: [2: { _, _ in .opaque("AboutView") }]) { _ in
            .navigationStack(path: .state("path"), root: ViewNode.list([.link("About", destination: DestinationRef(id: 2))]))
        }
        var session = NavigationSession(app: app, state: AppState([("path", .array(elementType: "Int", []))]))
        try session.must(.tap("About"))
        #expect(session.state["path"] == .array(elementType: "Int", []))
        #expect(session.stackText == "List > AboutView()")
        try session.must(.relaunch)
        #expect(session.stackText == "List")
    }

    // N22: a nil value disables the link.
    @Test func nilValueDisablesTheLink() throws {
        let app = TestApp(destinations: [1: { _, _ in .text("n") }]) { _ in
            .navigationStack(root: ViewNode.list([.link("Nothing", value: .optional(wrappedType: "Int", nil))])
                .navigationDestination(for: "Int", destination: DestinationRef(id: 1)))
        }
        var session = NavigationSession(app: app, state: AppState())
        #expect(session.ui.controls.first?.isEnabled == false)
        #expect(throws: NavigationError.self) { try session.perform(.tap("Nothing")).get() }
        #expect(session.lastError?.catalogID == .valueLinkAppendsItsValue)
    }

    // N22: an optional non-nil value pushes the unwrapped value.
    @Test func optionalValueLinkPushesTheWrappedValue() throws {
        let (_, state) = Apps.colors()
        let wrapped = TestApp(destinations: [1: { value, _ in colorDetail(value) }]) { _ in
            .navigationStack(path: .state("path"), root: ViewNode.list([.link("Pink", value: optionalColor("pink"))])
                .navigationDestination(for: "Color", destination: DestinationRef(id: 1)))
        }
        var session = NavigationSession(app: wrapped, state: state)
        try session.must(.tap("Pink"))
        #expect(session.state["path"] == colorPath("pink"))
    }

    // N27: two isActive links true at once: the first shows, SwiftUI's message is logged.
    @Test func twoActiveLinksShowTheFirst() throws {
        let (app, state) = Apps.flags()
        var session = NavigationSession(app: app, state: state)
        try session.run("run isShowingPurple = true; isShowingPink = true") {
            $0["isShowingPurple"] = .bool(true)
            $0["isShowingPink"] = .bool(true)
        }
        #expect(session.warnings(.twoActiveLinksShowTheFirst).map(\.message) == ["SwiftUI encountered an issue when pushing aNavigationLink. Please file a bug."])
        #expect(session.stackText == "List > ColorDetail(color: .purple)")
    }

    // N28, N36: in a columns NavigationView, a link shows in the detail; isDetailLink(false) pushes in its own column.
    @Test func isDetailLinkFalseKeepsThePushInItsColumn() throws {
        let app = TestApp(destinations: [
            1: { _, _ in .opaque("Detail") },
            2: { _, _ in .opaque("Sub") },
        ]) { _ in
            ViewNode.navigationView([
                .list([
                    .link("Show", destination: DestinationRef(id: 1)),
                    ViewNode.link("Sub", destination: DestinationRef(id: 2)).isDetailLink(false),
                ]),
                .text("Placeholder"),
            ]).navigationViewStyle(.columns)
        }
        var session = NavigationSession(app: app, state: AppState())
        try session.must(.tap("Show"))
        #expect(session.ui.column(.detail)?.screens.map(\.description) == ["Detail()"])
        #expect(session.ui.column(.sidebar)?.screens.map(\.description) == ["List"])
        #expect(!session.ui.isBackEnabled)
        try session.must(.tap("Sub"))
        #expect(session.ui.column(.sidebar)?.screens.map(\.description) == ["List", "Sub()"])
        #expect(session.ui.column(.detail)?.screens.map(\.description) == ["Detail()"])
    }

    // N38 (corrected): nested legacy links activated in one change: only the first level shows, the inner
    // flag stays set, and the model warns; set after the first level shows, the inner link pushes.
    @Test func nestedLegacyLinksStepOneLevelPerUpdate() throws {
        let app = TestApp(destinations: [
            1: { _, _ in ViewNode.vStack([.link("B", isActive: .state("b"), destination: DestinationRef(id: 2))]) },
            2: { _, _ in .text("Level B") },
        ]) { _ in
            ViewNode.navigationView([.list([.link("A", isActive: .state("a"), destination: DestinationRef(id: 1))])])
                .navigationViewStyle(.stack)
        }
        var session = NavigationSession(app: app, state: AppState([("a", .bool(false)), ("b", .bool(false))]))
        try session.run("run a = true; b = true") {
            $0["a"] = .bool(true)
            $0["b"] = .bool(true)
        }
        #expect(session.stackText == "List > VStack")
        #expect(session.state["b"] == .bool(true))
        let warning = try #require(session.warnings(.nestedLegacyLinksPushOneLevelPerUpdate).first)
        #expect(warning.severity == .warning)
        #expect(warning.message.contains("one level per update"))
        try session.run("run b = false") { $0["b"] = .bool(false) }
        try session.run("run b = true") { $0["b"] = .bool(true) }
        #expect(session.stackText == #"List > VStack > Text("Level B")"#)
        try session.must(.back)
        #expect(session.state["b"] == .bool(false))
        #expect(session.state["a"] == .bool(true))
    }
}
