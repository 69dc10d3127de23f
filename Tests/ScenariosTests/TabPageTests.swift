import Testing
@testable import Scenarios

/// A root `TabView` (N47): one tab shows, each keeps its stack and its views' state.
@Suite struct TabPageTests {
    static let settings = """
    struct ContentView: View {
        @State private var tab = "home"
        var body: some View {
            TabView(selection: $tab) {
                HomeTab()
                    .tabItem { Label("Home", systemImage: "house") }
                    .tag("home")
                NavigationStack {
                    List {
                        NavigationLink("Privacy", value: 1)
                    }
                    .navigationDestination(for: Int.self) { number in
                        Text("Setting \\(number)")
                    }
                    .navigationTitle("Settings")
                }
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag("settings")
            }
        }
    }

    struct HomeTab: View {
        @State private var path: [String] = []
        var body: some View {
            NavigationStack(path: $path) {
                Button("Open") { path.append("news") }
                    .navigationDestination(for: String.self) { item in
                        Text(item)
                    }
                    .navigationTitle("Home")
            }
        }
    }
    """

    @Test func eachTabKeepsItsStackWhenAnotherShows() {
        #expect(ViewOwnedStateTests.problems(Self.settings, """
        expect tab: "Home"
        tap "Open"
        expect HomeTab.path == ["news"]
        tab "Settings"
        expect tab: "Settings"
        expect tab == "settings"
        tap "Privacy"
        expect screen: Text("Setting 1")
        tab "Home"
        expect screen: Text("news")
        expect HomeTab.path == ["news"]
        tab "Settings"
        expect screen: Text("Setting 1")
        """) == [])
    }

    @Test func theSelectionBindingDecidesTheTab() {
        #expect(ViewOwnedStateTests.problems(Self.settings, """
        run tab = "settings"
        expect tab: "Settings"
        expect title: "Settings"
        """) == [])
    }

    @Test func anUnknownTabIsAnErrorListingTheTabs() {
        let problems = ViewOwnedStateTests.problems(Self.settings, "tab \"Profile\"")
        #expect(problems.count == 1)
        #expect(problems.first?.contains("no tab \"Profile\"; tabs: \"Home\", \"Settings\"") == true)
    }

    static let modern = """
    struct ContentView: View {
        var body: some View {
            TabView {
                Tab("Inbox", systemImage: "tray") {
                    NavigationStack {
                        NavigationLink("First", value: 1)
                            .navigationDestination(for: Int.self) { number in
                                Text("Message \\(number)")
                            }
                    }
                }
                Tab("Sent", systemImage: "paperplane") {
                    Text("Nothing sent")
                }
            }
        }
    }
    """

    @Test func iOS18TabsNeedAScenarioAtIOS18() {
        #expect(ViewOwnedStateTests.problems(Self.modern, """
        platform iOS 18
        tap "First"
        tab "Sent"
        expect screen: Text("Nothing sent")
        tab "Inbox"
        expect screen: Text("Message 1")
        """) == [])
        let atSeventeen = ViewOwnedStateTests.problems(Self.modern, "tab \"Sent\"")
        #expect(atSeventeen.contains { $0.contains("'Tab(_:systemImage:content:)' is only available in iOS 18 or newer") })
    }
}

/// An iPad held in portrait shows a split view's detail alone (N31).
@Suite struct OrientationPageTests {
    static let mail = """
    struct ContentView: View {
        @State private var folder: String?
        @State private var visibility = NavigationSplitViewVisibility.automatic

        var body: some View {
            NavigationSplitView(columnVisibility: $visibility) {
                List(["Inbox", "Archive"], id: \\.self, selection: $folder) { name in
                    Text(name)
                }
            } detail: {
                Text(folder ?? "No folder")
            }
        }
    }
    """

    @Test func portraitShowsTheDetailAloneUntilTheVisibilityAsksForAllColumns() {
        #expect(ViewOwnedStateTests.problems(Self.mail, """
        tap "Archive" in sidebar
        expect detail: Text("Archive")
        orientation portrait
        expect screen: Text("Archive")
        expect sidebar: List
        """).map { $0.contains("got no sidebar column") } == [true])
        #expect(ViewOwnedStateTests.problems(Self.mail, """
        orientation portrait
        run visibility = .all
        tap "Inbox" in sidebar
        expect detail: Text("Inbox")
        orientation landscape
        expect sidebar: List
        """) == [])
    }

    @Test func aMisspeltOrientationIsAnError() {
        let problems = ViewOwnedStateTests.problems(Self.mail, "orientation upright")
        #expect(problems == ["25: expected 'portrait' or 'landscape' after 'orientation'"])
    }
}
