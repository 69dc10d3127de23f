import Pages
import Testing
@testable import Scenarios

/// Presentations, dismiss, tabs, selections and toolbars checked against what SwiftUI
/// does (N41, N44–N53), page by page: each example runs through the interpreter and the
/// model, so each test fails if the model verifies what SwiftUI does not do.
@Suite struct PresentationRoundTwoTests {
    static func problems(_ code: String, _ scenario: String, size: String? = nil) -> [String] {
        let attributes = size.map { " size=\($0)" } ?? ""
        let page = "---\ntitle: Round two\n---\n\n# Round two\n\n```swift example=app\n" + code
            + "\n```\n\n```scenario example=app\(attributes)\n" + scenario + "\n```\n"
        let report = CheckRunner(engine: InterpretedEngine()).checkPage(.init(file: "round-two.md", text: page))
        return report.allDiagnostics.filter { $0.severity != .note }.map { "\($0.location.line): \($0.message)" }
    }

    // MARK: N44 — dismiss() acts on the environment where it is declared

    /// Apple's counter-example (DismissAction): the action declared in the presenting view and
    /// called inside the sheet's content "Fails to dismiss the sheet".
    static let declaredInPresenter = """
    struct DetailView: View {
        @State private var isSheetPresented = false
        @Environment(\\.dismiss) private var dismiss

        var body: some View {
            NavigationStack {
                Button("Show Sheet") { isSheetPresented = true }
                    .sheet(isPresented: $isSheetPresented) {
                        Button("Done") { dismiss() }
                    }
            }
        }
    }
    """

    @Test func n44TheRootsOwnDismissIsFoundAndSaysItDidNothing() throws {
        // N44: the root's body is the container itself; its `dismiss` is still the root's (not "no longer on screen").
        let page = "```swift example=app\n" + Self.declaredInPresenter + "\n```\n\n```scenario example=app\ntap \"Show Sheet\"\ntap \"Done\"\n```\n"
        let plan = PageCheckPlan(page: PageParser().parse(source: page, file: "n44.md").page)
        let result = PageChecker(engine: InterpretedEngine()).check(plan)
        #expect(result.report.allDiagnostics.filter { $0.severity != .note }.isEmpty)
        let trace = try #require(result.runs.first?.trace)
        #expect(trace.steps.last?.events.map { $0.text?.id } == ["N44.notPresented"])
    }

    @Test func n44ADismissDeclaredInThePresenterDoesNotDismissTheSheet() {
        // N44, Apple: DismissAction ("the action applies to the environment where you declared it").
        #expect(Self.problems(Self.declaredInPresenter, """
        tap "Show Sheet"
        expect presented: sheet
        tap "Done"
        expect presented: sheet
        expect isSheetPresented
        """) == [])
    }

    /// The action declared in the sheet's root view, called from a screen pushed inside the sheet.
    static let declaredInSheetRoot = """
    struct ContentView: View {
        @State private var composing = false
        var body: some View {
            NavigationStack {
                Button("Compose") { composing = true }
                    .sheet(isPresented: $composing) { Composer() }
            }
        }
    }

    struct Composer: View {
        @Environment(\\.dismiss) private var dismiss
        @State private var path: [String] = []

        var body: some View {
            NavigationStack(path: $path) {
                NavigationLink("Recipients", value: "to")
                    .navigationDestination(for: String.self) { field in
                        Button("Send from \\(field)") { dismiss() }
                    }
            }
        }
    }
    """

    @Test func n44ADismissDeclaredInTheSheetsRootDismissesTheSheetFromAPushedScreen() {
        // N44, Apple: DismissAction — the action belongs to the sheet's content, so it dismisses the sheet.
        #expect(Self.problems(Self.declaredInSheetRoot, """
        tap "Compose"
        tap "Recipients"
        expect screen: Button
        tap "Send from to"
        expect presented: none
        expect composing == false
        """) == [])
    }

    /// Declared in a root that nothing presents, called on a pushed screen.
    static let declaredInRoot = """
    struct ContentView: View {
        @Environment(\\.dismiss) private var dismiss
        @State private var path: [Int] = []

        var body: some View {
            NavigationStack(path: $path) {
                NavigationLink("One", value: 1)
                    .navigationDestination(for: Int.self) { number in
                        Button("Close \\(number)") { dismiss() }
                    }
            }
        }
    }
    """

    @Test func n44ADismissDeclaredInARootThatIsNotPresentedDoesNothing() {
        // N44, Apple: DismissAction ("The dismiss action has no effect on a view that isn't currently presented").
        // The root's own @Environment(\.dismiss) no longer stops the example from launching.
        #expect(Self.problems(Self.declaredInRoot, """
        tap "One"
        tap "Close 1"
        expect path == [1]
        expect back: enabled
        """) == [])
    }

    /// Apple's counter-example with the detail view pushed: the dismissal pops the detail view.
    static let presenterPushed = """
    struct ContentView: View {
        var body: some View {
            NavigationStack {
                NavigationLink("Detail") { DetailView() }
            }
        }
    }

    struct DetailView: View {
        @State private var isSheetPresented = false
        @Environment(\\.dismiss) private var dismiss

        var body: some View {
            Button("Show Sheet") { isSheetPresented = true }
                .sheet(isPresented: $isSheetPresented) {
                    Button("Done") { dismiss() }
                }
        }
    }
    """

    @Test func n44ADismissDeclaredInAPushedPresenterPopsItAndTheSheetGoesWithIt() {
        // N44, Apple: DismissAction (earlier text: "the dismissal pops the detail view from the navigation stack").
        // The sheet goes with the screen that presented it; its binding was that screen's state and went too
        // (N42), so nothing is left saying it is presented (N53 does not apply).
        #expect(Self.problems(Self.presenterPushed, """
        tap "Detail"
        tap "Show Sheet"
        tap "Done"
        expect presented: none
        expect back: disabled
        """) == [])
    }

    /// iOS 18: dismiss declared in the detail column pops a collapsed split view's implicit stack.
    static let splitDetail = """
    struct ContentView: View {
        @State private var selection: String?
        var body: some View {
            NavigationSplitView {
                List(["A", "B"], id: \\.self, selection: $selection) { name in
                    Text(name)
                }
            } detail: {
                Detail(name: selection ?? "none")
            }
        }
    }

    struct Detail: View {
        let name: String
        @Environment(\\.dismiss) private var dismiss
        var body: some View {
            Button("Close \\(name)") { dismiss() }
        }
    }
    """

    @Test func n44OnIOS18DismissInACollapsedDetailColumnLeavesIt() {
        // N44, Apple: DismissAction ("On apps targeting iOS 18 … pop the implicit stack of a collapsed NavigationSplitView").
        #expect(Self.problems(Self.splitDetail, """
        platform iOS 18
        tap "A"
        expect stack: List > Detail(name: "A")
        tap "Close A"
        expect screen: List
        expect selection == nil
        """, size: "compact") == [])
        // Before iOS 18 the detail column's root is not presented: nothing happens.
        #expect(Self.problems(Self.splitDetail, """
        tap "A"
        tap "Close A"
        expect stack: List > Detail(name: "A")
        """, size: "compact") == [])
    }

    // MARK: N46 — onDismiss runs whatever dismisses the sheet

    static let closedByCode = """
    struct ContentView: View {
        @State private var showsHelp = false
        @State private var closed = 0

        var body: some View {
            NavigationStack {
                Button("Help") { showsHelp = true }
                    .sheet(isPresented: $showsHelp, onDismiss: { closed += 1 }) {
                        Button("Close") { showsHelp = false }
                    }
            }
        }
    }
    """

    @Test func n46OnDismissRunsWhenAButtonOrCodeSetsTheBindingToFalse() {
        // N46, Apple: sheet(isPresented:onDismiss:content:) — onDismiss is "The closure to execute when dismissing the sheet".
        #expect(Self.problems(Self.closedByCode, """
        tap "Help"
        tap "Close"
        expect presented: none
        expect closed == 1
        tap "Help"
        run showsHelp = false
        expect closed == 2
        tap "Help"
        dismiss
        expect closed == 3
        """) == [])
    }

    // MARK: N48 — confirmation dialogs

    static let dialog = """
    struct ContentView: View {
        @State private var asks = false
        @State private var asksToKeep = false
        @State private var log = ""

        var body: some View {
            NavigationStack {
                VStack {
                    Button("Share") { asks = true }
                    Button("Archive") { asksToKeep = true }
                }
                .confirmationDialog("Share the notes?", isPresented: $asks) {
                    Button("Copy") { log = "copied" }
                }
                .confirmationDialog("Archive?", isPresented: $asksToKeep) {
                    Button("Archive all") { log = "archived" }
                    Button("Keep", role: .cancel) { log = "kept" }
                }
            }
        }
    }
    """

    @Test func n48ADialogAtCompactWidthHasCancelOrItsCancelRoleButton() {
        // N48, Apple: confirmationDialog(_:isPresented:titleVisibility:actions:) ("Dialogs include a standard
        // dismiss action by default. If you provide a button with a role of cancel, that button takes the place …").
        #expect(Self.problems(Self.dialog, """
        tap "Share"
        expect presented: confirmationDialog
        tap "Cancel"
        expect presented: none
        expect log == ""
        tap "Archive"
        tap "Keep"
        expect log == "kept"
        expect asksToKeep == false
        """, size: "compact") == [])
        let noCancel = Self.problems(Self.dialog, """
        tap "Archive"
        tap "Cancel"
        """, size: "compact")
        #expect(noCancel.count == 1)
        #expect(noCancel.first?.contains(#"no visible control "Cancel""#) == true)
    }

    @Test func n48ADialogAtRegularWidthIsAPopoverDismissedByTappingOutside() {
        // N48, Apple: confirmationDialog — "In regular size classes in iOS, the system renders confirmation dialogs
        // as a popover that the user dismisses by tapping anywhere outside the popover, rather than displaying the
        // standard dismiss action."
        #expect(Self.problems(Self.dialog, """
        tap "Share"
        dismiss
        expect presented: none
        expect asks == false
        """) == [])
        let noCancel = Self.problems(Self.dialog, """
        tap "Share"
        tap "Cancel"
        """)
        #expect(noCancel.first?.contains(#"no visible control "Cancel""#) == true)
    }

    // MARK: N47 — the tab bar under a presentation

    static let tabsWithSheet = """
    struct ContentView: View {
        @State private var tab = "a"
        @State private var showsSheet = false
        var body: some View {
            TabView(selection: $tab) {
                NavigationStack {
                    Button("Open") { showsSheet = true }
                        .sheet(isPresented: $showsSheet) { Text("Sheet") }
                }
                .tabItem { Label("A", systemImage: "a.circle") }
                .tag("a")
                Text("Second")
                    .tabItem { Label("B", systemImage: "b.circle") }
                    .tag("b")
            }
        }
    }
    """

    @Test func n47TheTabBarCannotBeUsedUnderASheet() {
        // N47, Apple: sheet(isPresented:onDismiss:content:) — a sheet is modal: it covers the tab bar until dismissed.
        let problems = Self.problems(Self.tabsWithSheet, """
        tap "Open"
        tab "B"
        """)
        #expect(problems.count == 1)
        #expect(problems.first?.contains("the tab bar is covered") == true)
        #expect(Self.problems(Self.tabsWithSheet, """
        tap "Open"
        dismiss
        tab "B"
        expect tab == "b"
        """) == [])
    }

    // MARK: N41 — a tag of the wrong type does not select

    static let wrongTagType = """
    struct Item: Identifiable, Hashable {
        let id: Int
        let name: String
    }

    struct ContentView: View {
        let items = [Item(id: 1, name: "First"), Item(id: 2, name: "Second")]
        @State private var selected: Item?

        var body: some View {
            NavigationSplitView {
                List(items, selection: $selected) { item in
                    Text(item.name)
                }
            } detail: {
                Text(selected?.name ?? "Nothing")
            }
        }
    }
    """

    @Test func n41ARowTaggedWithAnIntDoesNotSelectAnItemSelection() {
        // N41, Apple: tag(_:includeOptional:) — a ForEach's default tag (the id) selects only when it has exactly the
        // selection's type, or that type made optional.
        #expect(Self.problems(Self.wrongTagType, """
        tap "First"
        expect warning: "does not select the row"
        expect selected == nil
        expect detail: Text("Nothing")
        """) == [])
    }

    // MARK: N45 — toolbar items need a navigation container

    static let toolbarWithoutContainer = """
    struct ContentView: View {
        @State private var count = 0
        var body: some View {
            Text("Count \\(count)")
                .toolbar {
                    Button("Add") { count += 1 }
                }
        }
    }
    """

    @Test func n45ToolbarItemsWithoutANavigationContainerAreNotShown() {
        // N45, Apple: toolbar(content:) "Populates the toolbar or navigation bar"; with no NavigationStack there is none.
        let problems = Self.problems(Self.toolbarWithoutContainer, "tap \"Add\"")
        #expect(problems.count == 1)
        #expect(problems.first?.contains(#"no visible control "Add""#) == true)
    }

    // MARK: N49 — a legacy flag set to false pops what is above

    static let popToRoot = """
    struct ContentView: View {
        @State private var isActive = false
        var body: some View {
            NavigationView {
                NavigationLink("Start", isActive: $isActive) {
                    StepOne(rootIsActive: $isActive)
                }
                .isDetailLink(false)
            }
            .navigationViewStyle(.stack)
        }
    }

    struct StepOne: View {
        @Binding var rootIsActive: Bool
        var body: some View {
            NavigationLink("Next") { StepTwo(rootIsActive: $rootIsActive) }
                .isDetailLink(false)
        }
    }

    struct StepTwo: View {
        @Binding var rootIsActive: Bool
        var body: some View {
            Button("Back to start") { rootIsActive = false }
        }
    }
    """

    @Test func n49SettingTheFirstLinksFlagToFalsePopsToTheRoot() {
        // N49, developers' pop-to-root (Stack Overflow 57334455): setting the first link's isActive to false pops all.
        #expect(Self.problems(Self.popToRoot, """
        tap "Start"
        tap "Next"
        expect screen: StepTwo
        tap "Back to start"
        expect isActive == false
        expect back: disabled
        expect screen: NavigationLink
        """) == [])
    }

    // MARK: N50 — a popover at compact width

    static func popover(adaptation: String) -> String {
        """
        struct ContentView: View {
            @State private var showsInfo = false
            var body: some View {
                NavigationStack {
                    Button("Info") { showsInfo = true }
                        .popover(isPresented: $showsInfo) {
                            Text("Three notes")\(adaptation)
                        }
                }
            }
        }
        """
    }

    @Test func n50APopoverAtCompactWidthShowsAsASheetUnlessItsAdaptationSaysOtherwise() {
        // N50, Apple: presentationCompactAdaptation(horizontal:vertical:) ("a popover presentation over a
        // horizontally-compact view uses a sheet appearance by default").
        #expect(Self.problems(Self.popover(adaptation: ""), """
        tap "Info"
        expect presented: sheet
        dismiss
        expect showsInfo == false
        """, size: "compact") == [])
        #expect(Self.problems(Self.popover(adaptation: "\n.presentationCompactAdaptation(.popover)"), """
        tap "Info"
        expect presented: popover
        """, size: "compact") == [])
        #expect(Self.problems(Self.popover(adaptation: ""), """
        tap "Info"
        expect presented: popover
        """) == [])
    }

    // MARK: N51 — AnyView in a dictionary

    static let anyViews = """
    final class Library: ObservableObject {
        @Published var count = 0
    }

    struct ContentView: View {
        @StateObject private var library = Library()
        @State private var tab = "home"
        let screens: [String: AnyView] = ["home": AnyView(HomeScreen())]

        var body: some View {
            TabView(selection: $tab) {
                NavigationStack {
                    screens["home"]
                }
                .tabItem { Label("Home", systemImage: "house") }
                .tag("home")
            }
            .environmentObject(library)
        }
    }

    struct HomeScreen: View {
        @EnvironmentObject var library: Library
        var body: some View {
            Button("Add \\(library.count)") { library.count += 1 }
        }
    }
    """

    @Test func n51AViewKeptAsAnAnyViewFindsTheEnvironmentWhereItShowsAndItsButtonsWork() {
        // N51, Apple: AnyView ("A type-erased view") and EnvironmentObject (objects reach the views below where they are set).
        #expect(Self.problems(Self.anyViews, """
        tap "Add 0"
        expect library.count == 1
        tap "Add 1"
        """) == [])
    }

    // MARK: N52, N53 and N47's own choices

    static let twoSheets = """
    struct ContentView: View {
        @State private var first = false
        @State private var second = false
        var body: some View {
            NavigationStack {
                Button("Both") { first = true; second = true }
                    .sheet(isPresented: $first) { Text("First") }
                    .sheet(isPresented: $second) { Text("Second") }
            }
        }
    }
    """

    @Test func n52TwoPresentationsAtOnceShowOneAndLogSwiftUIsMessage() {
        // N52, developers' reports (subconscious#900): SwiftUI logs "Currently, only presenting a single sheet is supported".
        #expect(Self.problems(Self.twoSheets, """
        tap "Both"
        expect warning: "only presenting a single sheet is supported"
        expect screen: Text("First")
        """) == [])
    }

    @Test func n47TappingTheTabThatShowsIsTheModelsChoiceAndWarns() {
        // N47 [M]: no source settles it (reports disagree), so a scenario that relies on it gets a warning.
        let warned = Self.problems(Self.tabsWithSheet, "tab \"A\"")
        #expect(warned.count == 1)
        #expect(warned.first?.contains("reports disagree on whether SwiftUI pops that tab's stack to its root") == true)
        #expect(Self.problems(Self.tabsWithSheet, """
        tab "A"
        expect warning: "reports disagree"
        expect tab == "a"
        """) == [])
    }

    // MARK: N43's own choice — objects set inside the stack reaching a pushed screen

    static func draft(providedOnTheStack: Bool) -> String {
        let inside = providedOnTheStack ? "" : "\n            .environmentObject(draft)"
        let outside = providedOnTheStack ? "\n        .environmentObject(draft)" : ""
        return """
        final class Draft: ObservableObject {
            @Published var text = ""
        }

        struct ContentView: View {
            @StateObject private var draft = Draft()
            var body: some View {
                NavigationStack {
                    List {
                        NavigationLink("Edit") { Editor() }
                    }\(inside)
                }\(outside)
            }
        }

        struct Editor: View {
            @EnvironmentObject var draft: Draft
            var body: some View {
                Text("Editing")
            }
        }
        """
    }

    @Test func n43APushedScreenReadingAnObjectSetInsideTheStackIsWarnedAsTheModelsChoice() {
        // N43 [M]: reports disagree (SwiftfulRouting#116); set on the stack, the object reaches every screen.
        let warned = Self.problems(Self.draft(providedOnTheStack: false), "tap \"Edit\"")
        #expect(warned.count == 1)
        #expect(warned.first?.contains("reads 'Draft' from the environment of the view that declared its destination, inside the stack") == true)
        #expect(Self.problems(Self.draft(providedOnTheStack: false), """
        tap "Edit"
        expect warning: "inside the stack"
        expect screen: Editor
        """) == [])
        #expect(Self.problems(Self.draft(providedOnTheStack: true), """
        tap "Edit"
        expect no warning
        """) == [])
    }
}
