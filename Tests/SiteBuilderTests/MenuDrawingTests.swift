import NavigationModel
import Testing
@testable import SiteBuilder

/// How the mock-ups draw menus (N57), disclosure groups (N58) and empty states (N59).
@Suite struct MenuDrawingTests {
    static let menu = ViewNode(.menu(MenuNode(label: .text("Options"), content: [
        .button("Add", action: CodeRef(id: 1)), .button("Flag", action: CodeRef(id: 2)),
    ])))

    @Test func aClosedMenuIsItsLabelTiedToItsControl() {
        var drawer = ScreenDrawer(controls: [("Options", "button")])
        #expect(drawer.draw(Self.menu) == .button(label: .text("Options"), row: 0))
    }

    @Test func anOpenMenuDrawsItsItemsUnderItsLabelTiedToTheirControls() {
        // While the menu is open its items are the controls, its label is not one.
        var drawer = ScreenDrawer(controls: [("Add", "button"), ("Flag", "button")])
        #expect(drawer.draw(Self.menu) == .stack(axis: "vertical", [
            .button(label: .text("Options"), row: nil),
            .button(label: .text("Add"), row: 0),
            .button(label: .text("Flag"), row: 1),
        ]))
    }

    @Test func aDisclosureGroupDrawsItsContentOnlyWhenItShows() {
        let group = ViewNode(.disclosureGroup(DisclosureGroupNode(
            label: .text("Location"), isExpanded: .state("expanded"), content: [.link("Shared With", value: .string("shared"))])))
        var collapsed = ScreenDrawer(controls: [("Location", "button")])
        #expect(collapsed.draw(group) == .button(label: .text("Location"), row: 0))
        var expanded = ScreenDrawer(controls: [("Location", "button"), ("Shared With", "link")])
        #expect(expanded.draw(group) == .stack(axis: "vertical", [
            .button(label: .text("Location"), row: 0),
            .link(label: .text("Shared With"), row: 1),
        ]))
    }

    @Test func anEmptyStateIsItsPartsOneUnderTheOther() {
        let empty = ViewNode(.container(.contentUnavailableView, [
            ViewNode(.label(title: "No Bookmarks", systemImage: "bookmark")), .text("Saved pages appear here."),
            .button("Import", action: CodeRef(id: 1)),
        ]))
        var drawer = ScreenDrawer(controls: [("Import", "button")])
        #expect(drawer.draw(empty) == .stack(axis: "vertical", [
            .label(title: "No Bookmarks", symbol: "bookmark"), .text("Saved pages appear here."),
            .button(label: .text("Import"), row: 0),
        ]))
    }
}
