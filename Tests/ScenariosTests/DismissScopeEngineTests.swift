import Testing
@testable import Scenarios

/// `dismiss()` acts where the view that declared it is, not where it is called (N44), on
/// both engines: from a screen pushed inside a sheet it closes the sheet its declaring
/// view is the content of, and declared by a view nothing presents it does nothing.
@Suite(.serialized) struct DismissScopeEngineTests {
    typealias Engine = RealAppStepsTests.EngineUnderTest

    static let compose = """
    struct Inbox: View {
        @State private var isComposing = false
        @State private var sentCount = 0
        var body: some View {
            NavigationStack {
                Button("Compose") { isComposing = true }
                    .sheet(isPresented: $isComposing, onDismiss: { sentCount += 1 }) { ComposeSheet() }
            }
        }
    }

    struct ComposeSheet: View {
        @State private var path: [String] = []
        @Environment(\\.dismiss) private var dismiss
        var body: some View {
            NavigationStack(path: $path) {
                NavigationLink("Recipients", value: "recipients")
                    .navigationDestination(for: String.self) { step in
                        Button("Send to \\(step)") { dismiss() }
                    }
            }
        }
    }
    """

    @Test(arguments: Engine.allCases)
    func aDismissDeclaredByTheSheetsContentClosesTheSheetFromAPushedScreen(engine: Engine) {
        #expect(RealAppStepsTests.problems(Self.compose, """
        tap "Compose"
        tap "Recipients"
        tap "Send to recipients"
        expect presented: none
        expect sentCount == 1
        """, on: engine) == [])
    }

    static let misplaced = """
    struct Settings: View {
        @State private var showsHelp = false
        @Environment(\\.dismiss) private var dismiss
        var body: some View {
            NavigationStack {
                Button("Help") { showsHelp = true }
                    .sheet(isPresented: $showsHelp) {
                        Button("Close help") { dismiss() }
                    }
            }
        }
    }
    """

    @Test(arguments: Engine.allCases)
    func aDismissDeclaredOutsideTheSheetLeavesItOpen(engine: Engine) {
        #expect(RealAppStepsTests.problems(Self.misplaced, """
        tap "Help"
        tap "Close help"
        expect presented: sheet
        expect showsHelp
        """, on: engine) == [])
    }
}
