import Testing
@testable import NavigationModel

/// 04-split-view, 05-legacy and 08-availability, by hand.
@Suite struct SplitConformanceTests {
    // N24, N29, N30, N31: "Columns side by side".
    @Test func columnsSideBySide() throws {
        let (app, state) = Apps.picker()
        var session = NavigationSession(app: app, state: state)
        #expect(session.ui.column(.sidebar)?.screens.last?.description == "List")
        #expect(session.ui.column(.detail)?.screens.last?.description == #"Text("Pick a color")"#)
        try session.must(.tap("teal"))
        #expect(session.state["selection"] == optionalColor("teal"))
        #expect(session.lastActionEvents.isEmpty)
        #expect(session.ui.column(.detail)?.screens.last?.description == "ColorDetail(color: .teal)")
        try session.set("selection", optionalColor("mint"))
        #expect(session.ui.column(.detail)?.screens.last?.description == "ColorDetail(color: .mint)")
        #expect(throws: NavigationError.self) { try session.perform(.back).get() }
    }

    // N32, N33: "Collapsed on a phone".
    @Test func collapsedOnAPhone() throws {
        let (app, state) = Apps.picker(sizeClass: .compact)
        var session = NavigationSession(app: app, state: state)
        #expect(session.stackText == "List")
        #expect(session.ui.column(.detail) == nil)
        try session.must(.tap("pink"))
        #expect(session.stackText == "List > ColorDetail(color: .pink)")
        try session.must(.back)
        #expect(session.state["selection"] == optionalColor(nil))
        #expect(session.warnings(.collapsedBackClearsValueLinkSelection).count == 1)
        #expect(session.top == "List")
        try session.must(.size(.regular))
        #expect(session.ui.column(.detail)?.screens.last?.description == #"Text("Pick a color")"#)
    }

    // N33: plain text rows keep their selection when the collapsed detail is popped.
    @Test func plainRowsKeepTheirSelection() throws {
        let (app, state) = Apps.plainRows()
        var session = NavigationSession(app: app, state: state)
        try session.must(.tap("Birds"))
        #expect(session.top == #"GroupView(name: "Birds")"#)
        try session.must(.back)
        #expect(session.top == "List")
        #expect(session.state["selection"] == .optional(wrappedType: "String", .string("Birds")))
        #expect(session.warnings(.collapsedBackClearsValueLinkSelection).first?.message.contains("kept") == true)
    }

    // N29, N30: three columns with multiple selection.
    @Test func threeColumnsWithMultipleSelection() throws {
        func ids(_ names: [String]) -> Value { .set(elementType: "String", Set(names.map(Value.string))) }
        let app = TestApp { state in
            .splitView(SplitViewNode(
                sidebar: .list(
                    [.forEach(["Birds", "Reptiles"].map { ForEachElement(id: .string($0), content: .text($0)) })],
                    selection: ListSelection(.state("groupIDs"), isMultiple: true)),
                content: .opaque("AnimalList", [Argument("groupIDs", state["groupIDs"]!)]),
                detail: .opaque("AnimalDetail", [Argument("animalIDs", state["animalIDs"]!)])))
        }
        var session = NavigationSession(app: app, state: AppState([("groupIDs", ids([])), ("animalIDs", ids([]))]))
        try session.must(.select(["Birds", "Reptiles"]))
        #expect(session.state["groupIDs"] == ids(["Birds", "Reptiles"]))
        #expect(session.ui.column(.content)?.screens.last?.arguments == [Argument("groupIDs", ids(["Reptiles", "Birds"]))])
        try session.set("animalIDs", ids(["Kea"]))
        #expect(session.ui.column(.detail)?.screens.last?.description == #"AnimalDetail(animalIDs: ["Kea"])"#)
        try session.must(.select(["Reptiles"]))
        #expect(session.state["groupIDs"] == ids(["Reptiles"]))
        #expect(throws: NavigationError.self) { try session.perform(.select(["Fish"])).get() }
    }

    // N29, N30: `select` finds the list holding the rows, here the content column,
    // and leaves the sidebar's selection alone.
    @Test func selectInTheContentColumn() throws {
        func ids(_ names: [String]) -> Value { .set(elementType: "String", Set(names.map(Value.string))) }
        func list(_ rows: [String], _ binding: String) -> ViewNode {
            .list(
                [.forEach(rows.map { ForEachElement(id: .string($0), content: .text($0)) })],
                selection: ListSelection(.state(binding), isMultiple: true))
        }
        let app = TestApp { state in
            .splitView(SplitViewNode(
                sidebar: list(["Birds", "Reptiles"], "groupIDs"),
                content: list(["Kiwi", "Kea"], "animalIDs"),
                detail: .opaque("AnimalDetail", [Argument("animalIDs", state["animalIDs"]!)])))
        }
        var session = NavigationSession(app: app, state: AppState([("groupIDs", ids(["Birds"])), ("animalIDs", ids([]))]))
        try session.must(.select(["Kiwi", "Kea"]))
        #expect(session.state["animalIDs"] == ids(["Kiwi", "Kea"]))
        #expect(session.state["groupIDs"] == ids(["Birds"]))
        try session.must(.select(["Reptiles"]))
        #expect(session.state["groupIDs"] == ids(["Reptiles"]))
        #expect(session.state["animalIDs"] == ids(["Kiwi", "Kea"]))
        // The rows each list's selection holds are drawn selected, the others not.
        let selected = session.ui.controls.filter(\.isSelected).map(\.label)
        #expect(Set(selected) == ["Reptiles", "Kiwi", "Kea"])
        #expect(session.ui.controls.contains { $0.label == "Birds" && !$0.isSelected })
        // Rows from two lists cannot be selected together.
        let mixed = session.perform(.select(["Birds", "Kea"]))
        #expect(throws: NavigationError.self) { try mixed.get() }
        if case .failure(let error) = mixed {
            #expect(error.message.contains(#"no visible list has all of "Birds", "Kea""#))
        }
    }

    // N26, N37: 05 `flags`.
    @Test func isActiveFlags() throws {
        let (app, state) = Apps.flags()
        var session = NavigationSession(app: app, state: state)
        let launch = session.lastActionEvents
        #expect(launch.filter { $0.catalogID == .navigationViewIsDeprecated && $0.severity == .note }.count == 2)
        #expect(launch.filter { $0.catalogID == .deprecatedIsActiveAndTagLinks && $0.severity == .note }.count == 2)
        try session.must(.tap("Pink"))
        #expect(session.state["isShowingPink"] == .bool(true))
        #expect(session.top == "ColorDetail(color: .pink)")
        try session.must(.back)
        #expect(session.state["isShowingPink"] == .bool(false))
        try session.set("isShowingPurple", .bool(true))
        #expect(session.stackText == "List > ColorDetail(color: .purple)")
    }

    // N26, N36: 05 `tags`.
    @Test func tagSelectionInNavigationViewColumns() throws {
        let (app, state) = Apps.tags()
        var session = NavigationSession(app: app, state: state)
        #expect(session.ui.column(.detail)?.screens.last?.description == #"Text("Pick a color")"#)
        try session.must(.tap("orange"))
        #expect(session.state["selection"] == optionalColor("orange"))
        #expect(session.ui.column(.detail)?.screens.map(\.description) == ["ColorDetail(color: .orange)"])
        #expect(!session.ui.isBackEnabled)
        try session.must(.size(.compact))
        #expect(session.stackText == "List > ColorDetail(color: .orange)")
        try session.must(.back)
        #expect(session.state["selection"] == optionalColor(nil))
    }

    // 08 `wrapper`: #available picks NavigationSplitView or a columns NavigationView; both show the same columns.
    @Test func availabilityWrapper() throws {
        let app = TestApp { state in
            if state.platform.isAvailable("iOS", 16) {
                return ViewNode(.conditional(branch: 0, content:
                    .splitView(SplitViewNode(sidebar: .text("Sidebar"), detail: .text("Detail")))))
            }
            return ViewNode(.conditional(branch: 1, content:
                ViewNode.navigationView([.text("Sidebar"), .text("Detail")]).navigationViewStyle(.columns)))
        }
        for platform in [PlatformVersion.iOS17, PlatformVersion("iOS", 15)] {
            var session = NavigationSession(app: app, state: AppState())
            try session.must(.platform(platform))
            #expect(session.ui.column(.sidebar)?.screens.last?.description == #"Text("Sidebar")"#)
            #expect(session.ui.column(.detail)?.screens.last?.description == #"Text("Detail")"#)
        }
    }
}
