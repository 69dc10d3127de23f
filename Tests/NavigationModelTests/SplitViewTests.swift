import Testing
@testable import NavigationModel

/// E. NavigationSplitView, selection, size classes (N7, N24, N29–N35) and F. NavigationView (N36, N37).
@Suite struct SplitViewTests {
    /// A sidebar list of colours; the detail column holds a stack bound to `path` with an Int destination.
    static func sidebarAndDetailStack(platform: PlatformVersion = .iOS17) -> TestApp {
        TestApp(destinations: [1: { value, _ in .opaque("Number", [Argument(nil, value!)]) }]) { state in
            .splitView(SplitViewNode(
                sidebar: .list(
                    [.forEach(["mint", "pink"].map { ForEachElement(id: color($0), content: .link($0, value: color($0))) }),
                     .link("Seven", value: .int(7))],
                    selection: ListSelection(.state("selection"))),
                detail: .navigationStack(path: .state("path"), root: ViewNode.list([.link("One", value: .int(1))])
                    .navigationDestination(for: "Int", destination: DestinationRef(id: 1))),
                columnVisibility: .state("visibility")))
        }
    }

    static func initial(_ sizeClass: SizeClass = .regular) -> AppState {
        AppState([
            ("selection", optionalColor(nil)), ("path", .array(elementType: "Int", [])),
            ("visibility", .enumCase(type: "NavigationSplitViewVisibility", name: "all", associatedValues: [])),
        ], sizeClass: sizeClass)
    }

    // N7: a new sidebar selection resets the detail stack to its root.
    @Test func newSelectionResetsTheDetailStack() throws {
        var session = NavigationSession(app: Self.sidebarAndDetailStack(), state: Self.initial())
        try session.must(.tap("One", in: .detail))
        #expect(session.ui.column(.detail)?.screens.count == 2)
        try session.must(.tap("pink", in: .sidebar))
        #expect(session.state["selection"] == optionalColor("pink"))
        #expect(session.state["path"] == .array(elementType: "Int", []))
        #expect(session.ui.column(.detail)?.screens.map(\.description) == ["List"])
        #expect(session.warnings(.sidebarSelectionPopsDetailValuePushes).count == 1)
    }

    // N24: a value link in the sidebar with a matching destination in the detail's stack replaces its pushed content.
    @Test func sidebarValueLinkReplacesTheDetailStack() throws {
        var session = NavigationSession(app: Self.sidebarAndDetailStack(), state: Self.initial())
        try session.set("path", .array(elementType: "Int", [.int(1), .int(2)]))
        #expect(session.ui.column(.detail)?.screens.count == 3)
        try session.must(.tap("Seven"))
        #expect(session.state["path"] == .array(elementType: "Int", [.int(7)]))
        #expect(session.ui.column(.detail)?.screens.map(\.description) == ["List", "Number(7)"])
        #expect(session.state["selection"] == optionalColor(nil))
        #expect(session.lastActionEvents.filter { $0.severity == .warning }.isEmpty)
    }

    // N24 [M]: a sidebar link whose destination is declared in the sidebar shows it in place of the detail.
    @Test func sidebarDestinationShowsInTheDetail() throws {
        let app = TestApp(destinations: [1: { value, _ in colorDetail(value) }]) { _ in
            .splitView(SplitViewNode(
                sidebar: ViewNode.list([.link("Pink", value: color("pink"))])
                    .navigationDestination(for: "Color", destination: DestinationRef(id: 1)),
                detail: .text("Pick a color")))
        }
        var session = NavigationSession(app: app, state: AppState())
        try session.must(.tap("Pink"))
        #expect(session.ui.column(.detail)?.screens.map(\.description) == ["ColorDetail(color: .pink)"])
        #expect(session.warnings(.leadingColumnLinkDrivesNextColumn).first?.isModelDecision == true)
        try session.must(.size(.compact))
        #expect(session.stackText == "List > ColorDetail(color: .pink)")
        try session.must(.back)
        #expect(session.stackText == "List")
    }

    // N19: an item destination declared in the sidebar replaces the detail; collapsed, back sets the item to nil.
    @Test func itemDestinationInTheSidebarReplacesTheDetail() throws {
        let app = TestApp(destinations: [1: { value, _ in .opaque("Report", [Argument(nil, value!)]) }]) { _ in
            .splitView(SplitViewNode(
                sidebar: ViewNode.text("Sidebar").navigationDestination(item: .state("item"), destination: DestinationRef(id: 1)),
                detail: .text("Nothing")))
        }
        var session = NavigationSession(app: app, state: AppState([("item", .optional(wrappedType: "String", nil))]))
        try session.set("item", .optional(wrappedType: "String", .string("q3")))
        #expect(session.ui.column(.detail)?.screens.map(\.description) == [#"Report("q3")"#])
        try session.must(.size(.compact))
        #expect(session.stackText == #"Text("Sidebar") > Report("q3")"#)
        try session.must(.back)
        #expect(session.state["item"] == .optional(wrappedType: "String", nil))
        #expect(session.stackText == #"Text("Sidebar")"#)
    }

    // N31: column visibility is recorded, and does not change what the detail shows.
    @Test func columnVisibilityIsRecorded() throws {
        var session = NavigationSession(app: Self.sidebarAndDetailStack(), state: Self.initial())
        #expect(session.ui.columnVisibility == .enumCase(type: "NavigationSplitViewVisibility", name: "all", associatedValues: []))
        let detail = session.ui.column(.detail)
        try session.set("visibility", .enumCase(type: "NavigationSplitViewVisibility", name: "detailOnly", associatedValues: []))
        #expect(session.ui.column(.detail) == detail)
        #expect(session.ui.text.contains("columnVisibility: .detailOnly"))
    }

    // N32: entering compact width with a preset selection shows the detail on top.
    @Test func presetSelectionShowsItsColumnWhenCollapsed() throws {
        let (app, _) = Apps.picker()
        var session = NavigationSession(app: app, state: AppState([("selection", optionalColor("teal"))], sizeClass: .compact))
        #expect(session.stackText == "List > ColorDetail(color: .teal)")
        #expect(session.warnings(.compactSplitViewCollapses).first?.isModelDecision == true)
        try session.must(.back)
        try session.must(.size(.regular))
        try session.set("selection", optionalColor("mint"))
        try session.must(.size(.compact))
        #expect(session.stackText == "List > ColorDetail(color: .mint)")
        #expect(session.ui.stack.map(\.column) == [.sidebar, .detail])
    }

    // N32: a selection set in code while collapsed pushes the next column; clearing it pops.
    @Test func selectionInCodePushesWhenCollapsed() throws {
        let (app, state) = Apps.picker(sizeClass: .compact)
        var session = NavigationSession(app: app, state: state)
        try session.set("selection", optionalColor("pink"))
        #expect(session.stackText == "List > ColorDetail(color: .pink)")
        try session.set("selection", optionalColor(nil))
        #expect(session.stackText == "List")
    }

    // N32, N33: three columns collapse into sidebar > content > detail; back pops one column at a time.
    @Test func threeColumnsCollapseInOrder() throws {
        let app = TestApp { state in
            .splitView(SplitViewNode(
                sidebar: .list([.forEach(["Birds"].map { ForEachElement(id: .string($0), content: .link($0, value: .string($0))) })],
                               selection: ListSelection(.state("group"))),
                content: .list([.forEach(["Kea"].map { ForEachElement(id: .string($0), content: .link($0, value: .string($0))) })],
                               selection: ListSelection(.state("animal"))),
                detail: .opaque("AnimalDetail", [Argument("animal", state["animal"]!)])))
        }
        let none = Value.optional(wrappedType: "String", nil)
        var session = NavigationSession(app: app, state: AppState([("group", none), ("animal", none)], sizeClass: .compact))
        try session.must(.tap("Birds"))
        try session.must(.tap("Kea"))
        #expect(session.ui.stack.map(\.typeName) == ["List", "List", "AnimalDetail"])
        #expect(session.ui.stack.map(\.column) == [.sidebar, .content, .detail])
        try session.must(.back)
        #expect(session.state["animal"] == none)
        #expect(session.ui.stack.count == 2)
        try session.must(.back)
        #expect(session.state["group"] == none)
        #expect(session.ui.stack.count == 1)
    }

    // N34: preferredCompactColumn picks the top column when collapsed; back sets it to the column below.
    @Test func preferredCompactColumn() throws {
        func column(_ name: String) -> Value { .enumCase(type: "NavigationSplitViewColumn", name: name, associatedValues: []) }
        let app = TestApp { _ in
            .splitView(SplitViewNode(sidebar: .text("Sidebar"), detail: .text("Detail"), preferredCompactColumn: .state("preferred")))
        }
        var session = NavigationSession(app: app, state: AppState([("preferred", column("detail"))], sizeClass: .compact))
        #expect(session.stackText == #"Text("Sidebar") > Text("Detail")"#)
        try session.must(.back)
        #expect(session.state["preferred"] == column("sidebar"))
        #expect(session.stackText == #"Text("Sidebar")"#)
        try session.set("preferred", column("detail"))
        #expect(session.top == #"Text("Detail")"#)
    }

    // N35: on iOS 16 a conditional directly in a column does not update (warned); on iOS 17 it does.
    @Test func iOS16ConditionalColumnDoesNotUpdate() throws {
        let (app, state) = Apps.picker()
        var old = NavigationSession(app: app, state: state)
        try old.must(.platform(PlatformVersion("iOS", 16)))
        try old.must(.tap("pink"))
        #expect(old.ui.column(.detail)?.screens.last?.description == #"Text("Pick a color")"#)
        #expect(old.warnings(.iOS16ConditionalColumnDoesNotUpdate).count == 1)
        var current = NavigationSession(app: app, state: state)
        try current.must(.tap("pink"))
        #expect(current.ui.column(.detail)?.screens.last?.description == "ColorDetail(color: .pink)")
        #expect(current.warnings(.iOS16ConditionalColumnDoesNotUpdate).isEmpty)
    }

    // N35: wrapping the conditional in a ZStack works around the bug.
    @Test func zStackWorksAroundTheIOS16Bug() throws {
        let app = TestApp { state in
            let selection = state["selection"]?.unwrapped
            return .splitView(SplitViewNode(
                sidebar: .list([.forEach(["pink"].map { ForEachElement(id: color($0), content: .link($0, value: color($0))) })],
                               selection: ListSelection(.state("selection"))),
                detail: .container(.zStack, [ViewNode(.conditional(branch: selection == nil ? 1 : 0, content:
                    selection.map(colorDetail) ?? .text("Pick")))])))
        }
        var session = NavigationSession(app: app, state: AppState([("selection", optionalColor(nil))], platform: PlatformVersion("iOS", 16)))
        try session.must(.tap("pink"))
        #expect(session.warnings(.iOS16ConditionalColumnDoesNotUpdate).isEmpty)
        #expect(session.ui.column(.detail)?.screens.last?.typeName == "ZStack")
    }

    // N36: a NavigationView with .automatic style is columns at regular width and one stack at compact.
    @Test func automaticNavigationViewAdaptsToTheSizeClass() throws {
        let app = TestApp(destinations: [1: { _, _ in .opaque("Detail") }]) { _ in
            .navigationView([.list([.link("Show", isActive: .state("showing"), destination: DestinationRef(id: 1))]), .text("Placeholder")])
        }
        var session = NavigationSession(app: app, state: AppState([("showing", .bool(false))]))
        #expect(session.ui.layout == .columns)
        try session.must(.size(.compact))
        #expect(session.stackText == "List")
        try session.must(.tap("Show"))
        #expect(session.stackText == "List > Detail()")
        try session.must(.size(.regular))
        #expect(session.ui.column(.detail)?.screens.map(\.description) == ["Detail()"])
        #expect(session.ui.column(.sidebar)?.screens.map(\.description) == ["List"])
    }

    // N36: a view link's destination moves between the detail column and the compact stack with the size.
    @Test func viewLinkDestinationFollowsTheSizeClass() throws {
        let app = TestApp(destinations: [1: { _, _ in .opaque("Detail") }]) { _ in
            .navigationView([.list([.link("Show", destination: DestinationRef(id: 1))]), .text("Placeholder")])
        }
        var session = NavigationSession(app: app, state: AppState())
        try session.must(.tap("Show"))
        #expect(session.ui.column(.detail)?.screens.map(\.description) == ["Detail()"])
        try session.must(.size(.compact))
        #expect(session.stackText == "List > Detail()")
        try session.must(.size(.regular))
        #expect(session.ui.column(.detail)?.screens.map(\.description) == ["Detail()"])
        try session.must(.size(.compact))
        try session.must(.back)
        try session.must(.size(.regular))
        #expect(session.ui.column(.detail)?.screens.map(\.description) == [#"Text("Placeholder")"#])
    }

    // N36: a middle child is the content column; a link in the content column shows in the detail.
    @Test func threeChildNavigationView() throws {
        let app = TestApp(destinations: [1: { _, _ in .opaque("Middle", []) }, 2: { _, _ in .opaque("Final") }]) { _ in
            .navigationView([
                .list([.link("Open", destination: DestinationRef(id: 1))]),
                .text("Pick a group"),
                .text("Pick an animal"),
            ]).navigationViewStyle(.columns)
        }
        var session = NavigationSession(app: app, state: AppState())
        #expect(session.ui.columns.map(\.name) == [.sidebar, .content, .detail])
        try session.must(.tap("Open"))
        #expect(session.ui.column(.content)?.screens.map(\.description) == ["Middle()"])
        #expect(session.ui.column(.detail)?.screens.map(\.description) == [#"Text("Pick an animal")"#])
    }

    // N37: NavigationView and navigationViewStyle get deprecation notes naming the replacement.
    @Test func navigationViewDeprecationNotes() throws {
        let (app, state) = Apps.flags()
        let session = NavigationSession(app: app, state: state)
        let notes = session.lastActionEvents.filter { $0.catalogID == .navigationViewIsDeprecated }
        #expect(notes.map(\.source) == [SourceRef(6), SourceRef(5)])
        #expect(notes.allSatisfy { $0.severity == .note && $0.kind == .declaration && $0.message.contains("NavigationStack") })
        var again = session
        try again.must(.tap("Pink"))
        #expect(again.warnings(.navigationViewIsDeprecated).isEmpty)
    }
}
