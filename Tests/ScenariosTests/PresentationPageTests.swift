import Testing
@testable import Scenarios

/// Sheets, covers, popovers and alerts as layers above what presented them (N46).
@Suite struct PresentationPageTests {
    static let mail = """
    struct ContentView: View {
        @State private var showsComposer = false
        @State private var confirmsDelete = false
        @State private var drafts = 0
        @State private var deleted = false

        var body: some View {
            NavigationStack {
                VStack {
                    Button("Compose") { showsComposer = true }
                    Button("Delete") { confirmsDelete = true }
                }
                .navigationTitle("Mail")
                .sheet(isPresented: $showsComposer, onDismiss: { drafts += 1 }) {
                    Composer()
                }
                .alert("Delete the message?", isPresented: $confirmsDelete) {
                    Button("Delete", role: .destructive) { deleted = true }
                    Button("Cancel", role: .cancel) { }
                }
            }
        }
    }

    struct Composer: View {
        @State private var path: [String] = []
        @Environment(\\.dismiss) private var dismiss

        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    NavigationLink("Recipients", value: "to")
                    Button("Send") { dismiss() }
                }
                .navigationTitle("New message")
                .navigationDestination(for: String.self) { field in
                    Text("Field \\(field)")
                }
            }
        }
    }
    """

    @Test func aSheetHasItsOwnStackAndSwipingItAwayRunsOnDismiss() {
        #expect(ViewOwnedStateTests.problems(Self.mail, """
        expect presented: none
        tap "Compose"
        expect presented: sheet
        expect title: "New message"
        tap "Recipients"
        expect Composer.path == ["to"]
        expect screen: Text("Field to")
        back
        expect back: disabled
        dismiss
        expect presented: none
        expect showsComposer == false
        expect drafts == 1
        expect title: "Mail"
        """) == [])
    }

    @Test func dismissFromTheSheetsRootDismissesTheSheetAndItsStateGoes() {
        #expect(ViewOwnedStateTests.problems(Self.mail, """
        tap "Compose"
        tap "Recipients"
        back
        tap "Send"
        expect presented: none
        expect drafts == 1
        tap "Compose"
        expect Composer.path.isEmpty
        """) == [])
    }

    @Test func theScreenUnderASheetCannotBeTapped() {
        let problems = ViewOwnedStateTests.problems(Self.mail, """
        tap "Compose"
        tap "Delete"
        """)
        #expect(problems.count == 1)
        #expect(problems.first?.contains("no visible control \u{22}Delete\u{22}") == true)
    }

    @Test func anAlertsButtonsRunTheirActionAndCloseIt() {
        #expect(ViewOwnedStateTests.problems(Self.mail, """
        tap "Delete"
        expect presented: alert
        expect title: "Mail"
        tap "Delete"
        expect deleted
        expect presented: none
        tap "Delete"
        tap "Cancel"
        expect confirmsDelete == false
        """) == [])
    }

    @Test func anAlertIsNotSwipedAway() {
        let problems = ViewOwnedStateTests.problems(Self.mail, """
        tap "Delete"
        dismiss
        """)
        #expect(problems.first?.contains("an alert goes away through one of its buttons") == true)
    }

    @Test func dismissWithNothingPresentedIsAnError() {
        let problems = ViewOwnedStateTests.problems(Self.mail, "dismiss")
        #expect(problems == ["52: nothing to dismiss: no sheet, cover, popover or alert is showing"])
    }

    static let covers = """
    struct Note: Identifiable {
        let id: Int
        var title: String
    }

    struct ContentView: View {
        @State private var editing: Note?
        @State private var showsIntro = false

        var body: some View {
            NavigationStack {
                VStack {
                    Button("Edit note") { editing = Note(id: 4, title: "Groceries") }
                    Button("Intro") { showsIntro = true }
                }
                .sheet(item: $editing) { note in
                    Text(note.title)
                        .interactiveDismissDisabled()
                }
                .fullScreenCover(isPresented: $showsIntro) {
                    IntroScreen()
                }
            }
        }
    }

    struct IntroScreen: View {
        @Environment(\\.dismiss) private var dismiss
        var body: some View {
            Button("Start") { dismiss() }
        }
    }
    """

    @Test func aSheetForAnItemShowsItAndCanForbidSwiping() {
        let problems = ViewOwnedStateTests.problems(Self.covers, """
        tap "Edit note"
        expect presented: sheet
        expect screen: Text("Groceries")
        dismiss
        """)
        #expect(problems.count == 1)
        #expect(problems.first?.contains("interactiveDismissDisabled") == true)
    }

    @Test func aFullScreenCoverIsLeftThroughItsOwnControls() {
        let problems = ViewOwnedStateTests.problems(Self.covers, """
        tap "Intro"
        expect presented: fullScreenCover
        tap "Start"
        expect presented: none
        expect showsIntro == false
        tap "Intro"
        dismiss
        """)
        #expect(problems.count == 1)
        #expect(problems.first?.contains("a full-screen cover cannot be swiped away") == true)
    }

    @Test func anUnknownPresentationWordIsAnError() {
        let problems = ViewOwnedStateTests.problems(Self.mail, "expect presented: shet")
        #expect(problems.first?.contains("did you mean 'sheet'?") == true)
    }
}
