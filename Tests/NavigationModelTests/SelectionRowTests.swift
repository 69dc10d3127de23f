import Testing
@testable import NavigationModel

/// N41: every row of a `List(selection:)` is its own selectable row with a tag: an
/// explicit `.tag(_:)`, else a value link's value, else its `ForEach` id; rows inside
/// `Section`s and declared row views count. Tapping one stores its tag (N24, N30).
@Suite struct SelectionRowTests {
    static let pick = ListSelection(.state("pick"))
    static let picks = ListSelection(.state("picks"), isMultiple: true)

    static func noPick(_ type: String = "Int") -> Value { .optional(wrappedType: type, nil) }
    static func picked(_ value: Value) -> Value { .optional(wrappedType: value.typeName, value) }

    /// A two-column split view: `sidebar` is the list's content, the detail shows the selection.
    static func split(
        _ rows: [ViewNode], selection: ListSelection = pick, initial: Value = noPick(), sizeClass: SizeClass = .regular
    ) -> (TestApp, AppState) {
        let app = TestApp { state in
            let current = state[selection.binding.description] ?? .optional(wrappedType: "Int", nil)
            let detail: ViewNode = current.isEmptySelection
                ? ViewNode(.conditional(branch: 1, content: .text("Pick one")))
                : ViewNode(.conditional(branch: 0, content: .opaque("Detail", [Argument("pick", current)])))
            return .splitView(SplitViewNode(sidebar: .list(rows, selection: selection), detail: detail))
        }
        return (app, AppState([(selection.binding.description, initial)], sizeClass: sizeClass))
    }

    // N41, N24, N30: static value links with no `.tag` are rows tagged with their values.
    @Test func staticValueLinksSelectTheirValue() throws {
        let (app, state) = Self.split([.link("One", value: .int(1)), .link("Two", value: .int(2))])
        var session = NavigationSession(app: app, state: state)
        try session.must(.tap("Two"))
        #expect(session.state["pick"] == Self.picked(.int(2)))
        #expect(session.warnings(.valueLinkNeedsVisibleDestination).isEmpty)
        #expect(session.ui.column(.detail)?.screens.last?.description == "Detail(pick: 2)")
        #expect(session.trace.steps.last?.exercised.contains(.selectableRowsAreTagged) == true)
        let selected = session.ui.controls.filter(\.isSelected).map(\.label)
        #expect(selected == ["Two"])
    }

    // N41: `select` stores the same tags a tap does.
    @Test func selectUsesTheImplicitTags() throws {
        let (app, state) = Self.split([.link("One", value: .int(1)), .link("Two", value: .int(2))])
        var session = NavigationSession(app: app, state: state)
        try session.must(.select(["One"]))
        #expect(session.state["pick"] == Self.picked(.int(1)))
    }

    // N41: rows inside `Section`s and a `Group` are rows of the list, as in a sidebar with headed groups.
    @Test func rowsInsideSectionsAndGroupsAreRows() throws {
        let (app, state) = Self.split([
            .link("Home", value: .string("home")),
            .container(.section, [.text("Places"), .link("Harbour", value: .string("harbour"))]),
            .container(.group, [.link("Market", value: .string("market"))]),
        ], initial: Self.noPick("String"))
        var session = NavigationSession(app: app, state: state)
        try session.must(.tap("Harbour"))
        #expect(session.state["pick"] == Self.picked(.string("harbour")))
        try session.must(.tap("Market"))
        #expect(session.state["pick"] == Self.picked(.string("market")))
        // The section's header text is not a row.
        #expect(throws: NavigationError.self) { try session.perform(.select(["Places"])).get() }
    }

    // N41: a `ForEach` row that is a value link selects the link's value, not the element's id
    // (the id is only the default tag), both by tap and by `select`.
    @Test func aForEachLinkRowSelectsTheLinkValueOverTheId() throws {
        let cities = ["Lyon", "Oslo"].enumerated().map { index, name in
            ForEachElement(id: .int(index), content: .link(name, value: .string("city:\(name)")))
        }
        let (app, state) = Self.split([.container(.section, [.forEach(cities)])], initial: Self.noPick("String"))
        var session = NavigationSession(app: app, state: state)
        try session.must(.tap("Oslo"))
        #expect(session.state["pick"] == Self.picked(.string("city:Oslo")))
        try session.must(.select(["Lyon"]))
        #expect(session.state["pick"] == Self.picked(.string("city:Lyon")))
    }

    // N41: a `ForEach` row of plain text is tagged with its id.
    @Test func aForEachTextRowSelectsItsId() throws {
        let rows = ["Lyon", "Oslo"].enumerated().map { ForEachElement(id: .int($0), content: .text($1)) }
        let (app, state) = Self.split([.forEach(rows)])
        var session = NavigationSession(app: app, state: state)
        try session.must(.tap("Oslo"))
        #expect(session.state["pick"] == Self.picked(.int(1)))
    }

    // N41 [M]: a declared row view whose body is a value link is a row tagged with the link's value.
    @Test func aCustomRowViewPassesItsLinksTagOn() throws {
        func row(_ name: String, _ value: Int) -> ViewNode {
            .custom("CityRow", [Argument("name", .string(name))], body: .link(name, value: .int(value)))
        }
        let (app, state) = Self.split([row("Lyon", 69), .container(.section, [row("Oslo", 47)])])
        var session = NavigationSession(app: app, state: state)
        try session.must(.tap("Oslo"))
        #expect(session.state["pick"] == Self.picked(.int(47)))
        try session.must(.tap("Lyon"))
        #expect(session.state["pick"] == Self.picked(.int(69)))
    }

    // N41: an explicit `.tag` on a link row overrides the link's value.
    @Test func anExplicitTagOverridesTheLinkValue() throws {
        let (app, state) = Self.split([.link("One", value: .int(1)).tag(.int(100))])
        var session = NavigationSession(app: app, state: state)
        try session.must(.tap("One"))
        #expect(session.state["pick"] == Self.picked(.int(100)))
    }

    // N22, N41: a link with a `nil` value is disabled and has no tag: it is not a row.
    @Test func aNilValueLinkIsNotARow() throws {
        let (app, state) = Self.split([.link("One", value: .int(1)), .link("None", value: nil)])
        var session = NavigationSession(app: app, state: state)
        #expect(session.ui.controls.first { $0.label == "None" }?.isEnabled == false)
        #expect(throws: NavigationError.self) { try session.perform(.select(["None"])).get() }
    }

    // N30, N41: with a `Set` binding, tapping a static link row selects that row alone.
    @Test func multipleSelectionWithStaticLinks() throws {
        let (app, state) = Self.split(
            [.link("One", value: .int(1)), .link("Two", value: .int(2))],
            selection: Self.picks, initial: .set(elementType: "Int", []))
        var session = NavigationSession(app: app, state: state)
        try session.must(.tap("One"))
        #expect(session.state["picks"] == .set(elementType: "Int", [.int(1)]))
        try session.must(.select(["One", "Two"]))
        #expect(session.state["picks"] == .set(elementType: "Int", [.int(1), .int(2)]))
    }

    // N32, N33, N41: collapsed, a static link row pushes the detail; back clears the selection
    // because the rows are value links.
    @Test func collapsedStaticLinkRowsPushAndBackClears() throws {
        let (app, state) = Self.split(
            [.link("One", value: .int(1)), .link("Two", value: .int(2))], sizeClass: .compact)
        var session = NavigationSession(app: app, state: state)
        try session.must(.tap("One"))
        #expect(session.stackText == "List > Detail(pick: 1)")
        try session.must(.back)
        #expect(session.state["pick"] == Self.noPick())
        #expect(session.warnings(.collapsedBackClearsValueLinkSelection).count == 1)
        #expect(session.top == "List")
    }

    // N24 kept: a static link row whose type the detail's stack declares replaces that stack's
    // pushed content instead of setting the selection.
    @Test func aMatchingDestinationInTheDetailStackStillWins() throws {
        let app = TestApp(destinations: [1: { value, _ in .opaque("Number", [Argument("value", value!)]) }]) { _ in
            .splitView(SplitViewNode(
                sidebar: .list([.link("One", value: .int(1))], selection: Self.pick),
                detail: .navigationStack(root: ViewNode.text("Start")
                    .navigationDestination(for: "Int", destination: DestinationRef(id: 1)))))
        }
        var session = NavigationSession(app: app, state: AppState([("pick", Self.noPick())]))
        try session.must(.tap("One"))
        #expect(session.ui.column(.detail)?.screens.map(\.description) == [#"Text("Start")"#, "Number(value: 1)"])
        #expect(session.state["pick"] == Self.noPick())
    }

    // N23: outside a selectable list, a static value link with no destination still cannot be activated.
    @Test func withoutASelectionTheLinkIsNotARow() throws {
        let app = TestApp { _ in
            .splitView(SplitViewNode(sidebar: .list([.link("One", value: .int(1))]), detail: .text("Pick one")))
        }
        var session = NavigationSession(app: app, state: AppState([]))
        try session.must(.tap("One"))
        #expect(session.warnings(.valueLinkNeedsVisibleDestination).count == 1)
    }
}
