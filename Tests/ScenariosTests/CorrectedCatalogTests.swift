import Diagnostics
import NavigationModel
import Pages
import Testing
@testable import Scenarios

/// The entries corrected after the source-by-source review of the catalog
/// (N7, N14, N20, N36, N38, N40), each checked through a page whose scenarios
/// state the corrected behaviour: a page passes when it has no error or warning.
@Suite struct CorrectedCatalogTests {
    func check(_ source: String) -> PageChecker<InterpretedEngine>.Result {
        let page = PageParser().parse(source: source, file: "p.md").page
        return PageChecker(engine: InterpretedEngine()).check(PageCheckPlan(page: page))
    }

    func problems(_ source: String) -> [String] {
        check(source).report.allDiagnostics.filter { $0.severity != .note }.map { "\($0.location.line): \($0.message)" }
    }

    static let splitWithViewPush = #"""
    ```swift example=split
    let colors: [Color] = [.mint, .pink]
    @State private var selection: Color? = nil

    var body: some View {
        NavigationSplitView {
            List(colors, id: \.self, selection: $selection) { color in
                NavigationLink(color.description, value: color)
            }
        } detail: {
            NavigationStack {
                if let color = selection {
                    VStack {
                        Text(color.description)
                        NavigationLink("Shades") { Text("Shades") }
                    }
                } else {
                    Text("Pick a color")
                }
            }IDENTITY
        }
    }
    ```

    ```scenario example=split
    tap "pink"
    tap "Shades"
    expect detail: Text("Shades")
    tap "mint"
    expect selection == .mint
    EXPECTATION
    ```
    """#

    // N7: a new selection pops only value pushes; a view-destination push stays on top.
    @Test func selectionChangeKeepsAViewPush() {
        let page = Self.splitWithViewPush
            .replacingOccurrences(of: "IDENTITY", with: "")
            .replacingOccurrences(of: "EXPECTATION", with: "expect detail: Text(\"Shades\")\nexpect back: enabled")
        #expect(problems(page) == [])
    }

    // N7: `.id(selection)` gives the detail stack a new identity, so a new selection starts at its root.
    @Test func identityResetsTheDetailStack() {
        let page = Self.splitWithViewPush
            .replacingOccurrences(of: "IDENTITY", with: "\n        .id(selection)")
            .replacingOccurrences(of: "EXPECTATION", with: "expect detail: VStack\nexpect back: disabled")
        #expect(problems(page) == [])
    }

    static let lazy = #"""
    ```swift example=lazy
    NavigationStack {
        List {
            ForEach(["a", "b"], id: \.self) { letter in
                NavigationLink(letter, value: letter)
                    .navigationDestination(for: String.self) { s in Text("Letter \(s)") }
            }
        }
    }
    ```

    ```scenario example=lazy
    PLATFORM
    expect warning: "WORDS"
    tap "a"
    EXPECTATION
    ```
    """#

    // N14: on iOS 16 and 17 the warning says "ignored in a future release" and the destination works.
    @Test(arguments: ["platform iOS 16", "platform iOS 17", ""])
    func lazyDestinationStillWorksBefore18(_ platform: String) {
        let page = Self.lazy
            .replacingOccurrences(of: "PLATFORM", with: platform)
            .replacingOccurrences(of: "WORDS", with: "It will be ignored in a future release.")
            .replacingOccurrences(of: "EXPECTATION", with: "expect screen: Text(\"Letter a\")")
        #expect(problems(page) == [])
    }

    // N14: iOS 18 ignores the misplaced modifier: the link finds no destination (N23).
    @Test func lazyDestinationIgnoredOn18() {
        let page = Self.lazy
            .replacingOccurrences(of: "PLATFORM", with: "platform iOS 18")
            .replacingOccurrences(of: "WORDS", with: "It will be ignored.")
            .replacingOccurrences(of: "EXPECTATION", with: "expect warning: \"no matching navigationDestination\"\nexpect screen: List")
        #expect(problems(page) == [])
    }

    // N20: a value link tapped inside a view-destination screen leaves path and screens unchanged and warns [M];
    // changing the path in code removes the view pushes above it.
    @Test func valueLinkInsideAViewDestination() throws {
        let page = #"""
        ```swift example=palette
        @State private var path: [Color] = []

        var body: some View {
            NavigationStack(path: $path) {
                List {
                    NavigationLink("Warm") { List { NavigationLink("Pink", value: Color.pink) } }
                }
                .navigationDestination(for: Color.self) { color in Text(color.description) }
            }
        }
        ```

        ```scenario example=palette
        tap "Warm"
        tap "Pink"
        expect warning: "view-destination screen"
        expect path.isEmpty
        expect stack: List > List
        run path.append(.mint)
        expect stack: List > Text("mint")
        ```
        """#
        #expect(problems(page) == [])
        let result = check(page)
        let events = try #require(result.runs.first?.trace?.steps[2].events)
        #expect(events.contains { $0.catalogID == .viewPushesSitAboveThePath && $0.isModelDecision })
    }

    // N36: a value link inside a NavigationView "doesn't do anything".
    @Test func valueLinkInNavigationViewDoesNothing() {
        let page = #"""
        ```swift example=legacy
        NavigationView {
            List {
                NavigationLink("Pink", value: Color.pink)
            }
            .navigationDestination(for: Color.self) { color in Text(color.description) }
        }
        .navigationViewStyle(.stack)
        ```

        ```scenario example=legacy
        tap "Pink"
        expect warning: "Link will be disabled"
        expect screen: List
        ```
        """#
        let found = problems(page).filter { !$0.contains("deprecated") }
        #expect(found == [])
    }

    static let nestedFlags = #"""
    ```swift example=flags
    @State private var outer = false
    @State private var inner = false

    var body: some View {
        NavigationView {
            List {
                NavigationLink("Outer", isActive: $outer) {
                    VStack {
                        Text("Outer")
                        NavigationLink("Inner", isActive: $inner) { Text("Inner") }
                    }
                }
            }
        }
        .navigationViewStyle(.stack)
    }
    ```

    ```scenario example=flags
    STEPS
    ```
    """#

    // N38: nested legacy links set in one change push only the first level; the inner flag stays set.
    @Test func nestedFlagsPushOneLevel() {
        let page = Self.nestedFlags.replacingOccurrences(of: "STEPS", with: """
            run outer = true; inner = true
            expect warning: "one level per update"
            expect stack: List > VStack
            expect inner
            """)
        #expect(problems(page).filter { !$0.contains("deprecated") } == [])
    }

    // N38: set one level per update, both levels show.
    @Test func nestedFlagsOneAtATime() {
        let page = Self.nestedFlags.replacingOccurrences(of: "STEPS", with: """
            run outer = true
            run inner = true
            expect no warning
            expect stack: List > VStack > Text("Inner")
            """)
        #expect(problems(page).filter { !$0.contains("deprecated") } == [])
    }

    // N40: after relaunch the bound path is restored and a plain @State counter is back at its initial value;
    // the trace says that relaunch models an app that saves its navigation state [M].
    @Test func relaunchRestoresOnlyNavigationState() throws {
        let page = #"""
        ```swift example=counter
        @State private var path: [Int] = []
        @State private var count = 0

        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    Button("Count") { count += 1 }
                    NavigationLink("One", value: 1)
                }
                .navigationDestination(for: Int.self) { n in Text("Number \(n)") }
            }
        }
        ```

        ```scenario example=counter
        tap "Count"
        tap "Count"
        expect count == 2
        tap "One"
        relaunch
        expect count == 0
        expect path == [1]
        expect screen: Text("Number 1")
        ```
        """#
        #expect(problems(page) == [])
        let step = try #require(check(page).runs.first?.trace?.steps.first { $0.action == "relaunch" })
        let note = try #require(step.events.first { $0.catalogID == .restorationIsTheAppsJob })
        #expect(note.isModelDecision)
        #expect(note.message.contains("saves its navigation state"))
        #expect(note.message.contains("path"))
    }
}

/// The catalog as data: every id has an entry with its kind and at least one source.
@Suite struct CatalogDataTests {
    @Test func everyEntryHasAKindAndASource() {
        // Ids are unique and in increasing order, so reports and the catalog page read in order.
        let numbers = BehaviourCatalog.entries.map(\.id.rawValue)
        #expect(numbers.first == 1)
        #expect(zip(numbers, numbers.dropFirst()).allSatisfy { $0 < $1 })
        #expect(Array(numbers.prefix(40)) == Array(1...40))
        for entry in BehaviourCatalog.entries {
            #expect(!entry.evidence.isEmpty, "\(entry.id)")
            #expect(!entry.sources.isEmpty, "\(entry.id)")
        }
        // N17 is the model's own decision; N7 is observed; N14 is documented and observed.
        #expect(BehaviourCatalog.entry(.typedPathRejectsOtherTypes).isModelDecision == true)
        #expect(BehaviourCatalog.entry(.sidebarSelectionPopsDetailValuePushes).kindTags == "[O]")
        #expect(BehaviourCatalog.entry(.destinationInLazyContainer).kindTags == "[D][O]")
    }
}
