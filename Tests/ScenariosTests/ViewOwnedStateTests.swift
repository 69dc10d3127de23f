import Diagnostics
import Foundation
import Pages
import Testing
@testable import Scenarios

/// `@State` owned by views other than the root (N42): it starts with the view,
/// drives the view's stacks and selections, and ends with it.
@Suite struct ViewOwnedStateTests {
    /// Checks one example with one scenario; returns every error and warning as `line: message`.
    static func problems(_ code: String, _ scenario: String) -> [String] {
        let page = "---\ntitle: Owned state\n---\n\n# Owned state\n\n```swift example=app\n" + code + "\n```\n\n```scenario example=app\n" + scenario + "\n```\n"
        let report = CheckRunner(engine: InterpretedEngine()).checkPage(.init(file: "owned.md", text: page))
        return report.allDiagnostics.filter { $0.severity != .note }.map { "\($0.location.line): \($0.message)" }
    }

    static let browser = """
    struct ContentView: View {
        var body: some View {
            Browser()
        }
    }

    struct Browser: View {
        @State private var path = ["Start"]

        var body: some View {
            NavigationStack(path: $path) {
                List {
                    NavigationLink("Alpha", value: "Alpha")
                    NavigationLink("Beta", value: "Beta")
                }
                .navigationDestination(for: String.self) { word in
                    Text(word)
                }
            }
        }
    }
    """

    @Test func aChildsInitialPathShowsAtLaunchAndItsLinksPush() {
        #expect(Self.problems(Self.browser, """
        expect screen: Text("Start")
        expect Browser.path == ["Start"]
        back
        expect screen: List
        expect Browser.path.isEmpty
        tap "Beta"
        expect screen: Text("Beta")
        expect Browser.path == ["Beta"]
        """) == [])
    }

    @Test func aRunStepWritesAChildsState() {
        #expect(Self.problems(Self.browser, """
        run Browser.path.append("Gamma")
        expect stack: List > Text("Start") > Text("Gamma")
        run Browser.path = []
        expect screen: List
        """) == [])
    }

    @Test func aWrongExpectationAboutAChildsStateFails() {
        let problems = Self.problems(Self.browser, "expect Browser.path == [\"Other\"]")
        #expect(problems.count == 1)
        #expect(problems.first?.contains("Start") == true)
    }

    static let counters = """
    struct ContentView: View {
        @State private var path: [Int] = []
        var body: some View {
            NavigationStack(path: $path) {
                List {
                    NavigationLink("Seven", value: 7)
                }
                .navigationDestination(for: Int.self) { number in
                    Tally(start: number)
                }
            }
        }
    }

    struct Tally: View {
        let start: Int
        @State private var count = 0
        var body: some View {
            VStack {
                Text("\\(start + count)")
                Button("Add") { count += 1 }
            }
        }
    }
    """

    @Test func aPushedScreenGetsFreshStateEachTimeAndPoppingDiscardsIt() {
        #expect(Self.problems(Self.counters, """
        tap "Seven"
        tap "Add"
        tap "Add"
        expect Tally.count == 2
        back
        tap "Seven"
        expect Tally.count == 0
        """) == [])
    }

    @Test func theSameValuePushedTwiceIsTwoScreensWithTheirOwnState() {
        let problems = Self.problems(Self.counters, """
        run path = [7, 7]
        tap "Add"
        expect Tally.count == 0
        """)
        #expect(problems.count == 1)
        #expect(problems.first?.contains("ambiguous") == true)
        #expect(problems.first?.contains("Tally.count, Tally#2.count") == true)
    }

    @Test func stateOfAViewNotOnScreenIsAnErrorThatSaysSo() {
        let problems = Self.problems(Self.counters, "expect Tally.count == 0")
        #expect(problems.count == 1)
        #expect(problems.first?.contains("no 'Tally' view is on screen") == true)
    }

    static let branches = """
    struct ContentView: View {
        @State private var showsFirst = true
        var body: some View {
            NavigationStack {
                VStack {
                    Button("Swap") { showsFirst.toggle() }
                    if showsFirst {
                        Tally(start: 1)
                    } else {
                        Tally(start: 1)
                    }
                }
            }
        }
    }

    struct Tally: View {
        let start: Int
        @State private var count = 0
        var body: some View {
            Button("Add") { count += 1 }
        }
    }
    """

    @Test func ifAndElseBranchesAreDifferentViews() {
        #expect(Self.problems(Self.branches, """
        tap "Add"
        expect Tally.count == 1
        tap "Swap"
        expect Tally.count == 0
        tap "Add"
        tap "Add"
        tap "Swap"
        expect Tally.count == 0
        """) == [])
    }

    static let renewed = """
    struct ContentView: View {
        @State private var generation = 0
        var body: some View {
            NavigationStack {
                VStack {
                    Button("Renew") { generation += 1 }
                    Tally().id(generation)
                }
            }
        }
    }

    struct Tally: View {
        @State private var count = 0
        var body: some View {
            Button("Add") { count += 1 }
        }
    }
    """

    @Test func aNewIDRenewsAViewsState() {
        #expect(Self.problems(Self.renewed, """
        tap "Add"
        tap "Add"
        expect Tally.count == 2
        tap "Renew"
        expect Tally.count == 0
        """) == [])
    }

    @Test func aStateKeepsItsValueWhileItsViewStays() {
        #expect(Self.problems(Self.renewed, """
        tap "Add"
        tap "Add"
        tap "Add"
        expect Tally.count == 3
        """) == [])
    }

    static let splitChild = """
    struct ContentView: View {
        var body: some View {
            Library()
        }
    }

    struct Library: View {
        @State private var pick: String?
        var body: some View {
            NavigationSplitView {
                List(["Maps", "Notes"], id: \\.self, selection: $pick) { name in
                    Text(name)
                }
            } detail: {
                if let pick {
                    Text("Open \\(pick)")
                } else {
                    Text("Nothing open")
                }
            }
        }
    }
    """

    @Test func aChildsSelectionDrivesItsSplitView() {
        #expect(Self.problems(Self.splitChild, """
        size regular
        expect Library.pick == nil
        tap "Notes" in sidebar
        expect Library.pick == "Notes"
        expect screen: Text("Open Notes")
        """) == [])
    }

    static let initialized = """
    struct ContentView: View {
        var body: some View {
            Reader(chapter: 3)
        }
    }

    struct Reader: View {
        @State private var path: [Int]
        init(chapter: Int) {
            _path = State(initialValue: [chapter])
        }
        var body: some View {
            NavigationStack(path: $path) {
                Text("Contents")
                    .navigationDestination(for: Int.self) { number in
                        Text("Chapter \\(number)")
                    }
            }
        }
    }
    """

    @Test func anInitializerGivesAChildItsFirstState() {
        #expect(Self.problems(Self.initialized, """
        expect screen: Text("Chapter 3")
        back
        expect screen: Text("Contents")
        expect Reader.path.isEmpty
        """) == [])
    }
}

/// Objects (N43): one storage every reference shares, kept by the model between steps.
@Suite struct ObjectStateTests {
    static let identity = """
    @Observable
    final class Session {
        var count = 0
    }

    struct ContentView: View {
        @State private var first = Session()
        @State private var second = Session()
        var body: some View {
            NavigationStack {
                VStack {
                    Text(first === first ? "same" : "different")
                    Button("Bump") { bump(first) }
                }
            }
        }
        func bump(_ session: Session) {
            session.count += 1
        }
    }
    """

    @Test func aMethodParameterChangesTheObjectItWasGiven() {
        #expect(ViewOwnedStateTests.problems(Self.identity, """
        tap "Bump"
        tap "Bump"
        expect first.count == 2
        expect second.count == 0
        expect first === first
        expect first !== second
        """) == [])
    }

    static let missing = """
    final class Model: ObservableObject {
        @Published var path: [Int] = []
    }

    struct ContentView: View {
        var body: some View {
            NavigationStack {
                Detail()
            }
        }
    }

    struct Detail: View {
        @EnvironmentObject var model: Model
        var body: some View {
            Text("\\(model.path.count)")
        }
    }
    """

    @Test func aMissingEnvironmentObjectIsSwiftUIsErrorAtTheView() {
        let problems = ViewOwnedStateTests.problems(Self.missing, "expect screen: Detail")
        #expect(problems.count == 1)
        #expect(problems.first?.contains("No ObservableObject of type Model found. A View.environmentObject(_:) for Model may be missing as an ancestor of this view.") == true)
    }

    static let letReference = """
    final class Model {
        let name = "fixed"
        var path: [Int] = []
    }

    struct ContentView: View {
        @State private var model = Model()
        var body: some View {
            Button("Rename") { model.name = "other" }
        }
    }
    """

    static let notOwned = """
    @Observable final class Model {
        var path: [Int] = []
    }

    struct ContentView: View {
        let model = Model()
        var body: some View {
            Text("\\(model.path.count)")
        }
    }
    """

    @Test func anObjectAViewMakesWithoutOwningItIsAWarning() {
        let problems = ViewOwnedStateTests.problems(Self.notOwned, "expect screen: Text(\"0\")")
        #expect(problems == ["13: 'model' makes a new 'Model' each time 'ContentView' is created, so SwiftUI does not keep it; own it with '@State' (or '@StateObject'). The model treats it as lost even in a root view SwiftUI may create only once: its own choice [M] (N43)"])
    }

    @Test func aLetPropertyOfAnObjectCannotBeAssigned() {
        let problems = ViewOwnedStateTests.problems(Self.letReference, "expect model.path.isEmpty")
        #expect(problems.contains { $0.contains("cannot assign to property: 'name' is a 'let' constant") })
    }
}

/// `@Environment(\.key)` values the model gives views (N44), and those it does not.
@Suite struct EnvironmentValueTests {
    static let dismissing = """
    struct ContentView: View {
        @State private var path: [Int] = []
        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    NavigationLink("One", value: 1)
                    CloseButton()
                }
                .navigationDestination(for: Int.self) { number in
                    VStack {
                        Text(number == 1 ? "first" : "second")
                        NavigationLink("Two", value: 2)
                        CloseButton()
                    }
                }
            }
        }
    }

    struct CloseButton: View {
        @Environment(\\.dismiss) private var dismiss
        @Environment(\\.isPresented) private var isPresented
        var body: some View {
            Button(isPresented ? "Close" : "Nothing to close", action: dismiss)
        }
    }
    """

    @Test func dismissPopsTheScreenItIsCalledFrom() {
        #expect(ViewOwnedStateTests.problems(Self.dismissing, """
        tap "One"
        tap "Two"
        expect path == [1, 2]
        tap "Close"
        expect path == [1]
        tap "Close"
        expect path.isEmpty
        tap "Nothing to close"
        expect path.isEmpty
        """) == [])
    }

    static let sizes = """
    struct ContentView: View {
        @Environment(\\.horizontalSizeClass) private var sizeClass
        var body: some View {
            NavigationStack {
                Text(sizeClass == .compact ? "phone" : "tablet")
            }
        }
    }
    """

    @Test func theSizeClassIsTheScenariosSize() {
        #expect(ViewOwnedStateTests.problems(Self.sizes, """
        expect screen: Text("tablet")
        size compact
        expect screen: Text("phone")
        """) == [])
    }

    static let unmodelled = """
    struct ContentView: View {
        @Environment(\\.colorScheme) private var scheme
        var body: some View {
            NavigationStack {
                Text("Hello")
            }
        }
    }
    """

    @Test func anEnvironmentValueThatIsNotModelledIsAWarningWhereItIsDeclared() {
        let problems = ViewOwnedStateTests.problems(Self.unmodelled, "expect screen: Text(\"Hello\")")
        #expect(problems == ["9: environment value '\\.colorScheme' is not modelled; code that reads it cannot run"])
    }
}

/// Toolbars and what is around the container, through the interpreter (N45).
@Suite struct ToolbarPageTests {
    static let toolbar = """
    struct ContentView: View {
        @State private var path: [Int] = []
        var body: some View {
            VStack {
                NavigationStack(path: $path) {
                    Text("Home")
                        .navigationTitle("Home")
                        .toolbar {
                            ToolbarItem(placement: .topBarTrailing) {
                                Button("Add") { path.append(path.count + 1) }
                            }
                        }
                        .navigationDestination(for: Int.self) { number in
                            Text("Item \\(number)")
                                .navigationBarBackButtonHidden(number > 1)
                                .toolbar {
                                    ToolbarItemGroup {
                                        Button("More") { path.append(number + 1) }
                                    }
                                }
                        }
                }
                Button("Reset") { path = [] }
            }
        }
    }
    """

    @Test func toolbarButtonsPushAndAButtonBesideTheStackResetsIt() {
        #expect(ViewOwnedStateTests.problems(Self.toolbar, """
        tap "Add"
        expect path == [1]
        expect back: enabled
        tap "More"
        expect path == [1, 2]
        expect back: disabled
        tap "Reset"
        expect path.isEmpty
        expect title: "Home"
        """) == [])
    }

    static let overlaid = """
    struct ContentView: View {
        @State private var path: [Int] = []
        var body: some View {
            NavigationStack(path: $path) {
                Text("Home")
                    .navigationDestination(for: Int.self) { number in
                        Text("Item \\(number)")
                            .toolbar(.hidden, for: .navigationBar)
                    }
            }
            .overlay(alignment: .bottom) {
                Button("Open") { path.append(1) }
            }
            .safeAreaInset(edge: .top) {
                Button("Close all") { path = [] }
            }
        }
    }
    """

    @Test func controlsInOverlaysAndInsetsAreOnScreenAndAHiddenBarHasNoBack() {
        let problems = ViewOwnedStateTests.problems(Self.overlaid, """
        tap "Open"
        expect path == [1]
        expect back: disabled
        tap "Close all"
        expect path.isEmpty
        tap "Open"
        back
        """)
        #expect(problems.count == 1)
        #expect(problems.first?.contains("navigationBarBackButtonHidden") == true)
    }

    @Test func theDeprecatedNavigationBarItemsAreToolbarItemsToo() {
        let code = """
        struct ContentView: View {
            @State private var path: [Int] = []
            var body: some View {
                NavigationView {
                    Text("Home")
                        .navigationBarItems(trailing: Button("Add") { path.append(1) })
                }
            }
        }
        """
        let problems = ViewOwnedStateTests.problems(code, """
        tap "Add"
        expect path == [1]
        """)
        #expect(problems.allSatisfy { !$0.contains("not modelled") })
        #expect(!problems.contains { $0.contains("no visible control") })
    }
}

/// `relaunch` models an app that saves its navigation state (N40): `@SceneStorage` and
/// `@AppStorage` come back too, any other `@State` starts afresh.
@Suite struct PersistedStateTests {
    static let code = """
    struct ContentView: View {
        @State private var path: [Int] = []
        @State private var taps = 0
        @SceneStorage("lastChapter") private var lastChapter = 0
        @AppStorage("showsHints") private var showsHints = true

        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    Button("Tap") { taps += 1 }
                    Button("Read 3") {
                        lastChapter = 3
                        showsHints = false
                        path.append(3)
                    }
                }
                .navigationDestination(for: Int.self) { number in
                    Text("Chapter \\(number)")
                }
            }
        }
    }
    """

    @Test func storageWrappersSurviveARelaunchAndPlainStateDoesNot() {
        #expect(ViewOwnedStateTests.problems(Self.code, """
        tap "Tap"
        tap "Read 3"
        expect taps == 1
        relaunch
        expect path == [3]
        expect lastChapter == 3
        expect showsHints == false
        expect taps == 0
        """) == [])
    }
}
