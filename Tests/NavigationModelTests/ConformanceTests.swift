import Testing
@testable import NavigationModel

/// The scenarios of the conformance pages, step by step, against hand-built apps.
@Suite struct ConformanceTests {
    // N1, N2, N5: 01 "Tap a color, then go back".
    @Test func tapAColorThenGoBack() throws {
        let (app, state) = Apps.colors()
        var session = NavigationSession(app: app, state: state)
        #expect(session.top == "List")
        #expect(session.ui.title == "Colors")
        #expect(!session.ui.isBackEnabled)
        try session.must(.tap("Pink"))
        #expect(session.state["path"] == colorPath("pink"))
        #expect(session.top == "ColorDetail(color: .pink)")
        #expect(session.stackText == "List > ColorDetail(color: .pink)")
        #expect(session.ui.title == "pink")
        #expect(session.ui.isBackEnabled)
        try session.must(.back)
        #expect(session.state["path"] == colorPath())
        #expect(session.top == "List")
    }

    // N3, N4: 01 "Programmatic pushes".
    @Test func programmaticPushes() throws {
        let (app, state) = Apps.colors()
        var session = NavigationSession(app: app, state: state)
        try session.set("path", colorPath("mint", "teal"))
        #expect(session.stackText == "List > ColorDetail(color: .mint) > ColorDetail(color: .teal)")
        try session.set("path", colorPath("mint"))
        #expect(session.top == "ColorDetail(color: .mint)")
        try session.set("path", colorPath("teal", "pink", "mint"))
        #expect(session.top == "ColorDetail(color: .mint)")
        try session.set("path", colorPath())
        #expect(session.top == "List")
    }

    // N1: 01 "Back at the root is an error".
    @Test func backAtTheRootIsAnError() {
        let (app, state) = Apps.colors()
        var session = NavigationSession(app: app, state: state)
        let result = session.perform(.back)
        #expect(throws: NavigationError("no back control: the root is showing", catalogID: "N1")) { try result.get() }
    }
}
