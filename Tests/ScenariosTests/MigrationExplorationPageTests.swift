import Diagnostics
import Testing
@testable import Scenarios

/// The migration check (§5) on real examples: every state both can reach, whatever the
/// old scenarios did, and every kind of step they replay.
@Suite struct MigrationExplorationPageTests {
    static func diagnostics(_ page: String) -> [Diagnostic] {
        CheckRunner(engine: InterpretedEngine()).checkPage(.init(file: "migrating.md", text: page)).allDiagnostics
    }

    static let legacyTags = """
    ```swift example=legacy-tags
    let colors: [Color] = [.purple, .pink, .orange]
    @State private var selection: Color? = nil

    var body: some View {
        NavigationView {
            List {
                ForEach(colors, id: \\.self) { color in
                    NavigationLink(color.description, tag: color, selection: $selection) {
                        ColorDetail(color: color)
                    }
                }
            }
            Text("Pick a color")
        }
    }
    ```

    ```scenario example=legacy-tags
    tap "orange"
    expect detail: ColorDetail(color: .orange)
    ```
    """

    @Test func twoRowsSelectingTheSameValueAreReportedThoughNoScenarioTapsThem() throws {
        // §5: a migration must behave like the original in every state both reach; the old scenario
        // taps only "orange", but "pink" selecting .purple cannot reach the pink detail.
        let diagnostics = Self.diagnostics(Self.legacyTags + """


        ```swift example=list-selection migrates=legacy-tags
        let colors: [Color] = [.purple, .pink, .orange]
        @State private var selection: Color? = nil

        var body: some View {
            NavigationSplitView {
                List(selection: $selection) {
                    NavigationLink("purple", value: Color.purple)
                    NavigationLink("pink", value: Color.purple)
                    NavigationLink("orange", value: Color.orange)
                }
            } detail: {
                if let color = selection {
                    ColorDetail(color: color)
                } else {
                    Text("Pick a color")
                }
            }
        }
        ```
        """)
        let migration = try #require(diagnostics.first { $0.id == "migration.differs" })
        #expect(migration.message.hasPrefix(#"migration from 'legacy-tags' changes behaviour after tap "pink": "#))
        #expect(migration.message.contains("ColorDetail(color: Color.pink)"))
        #expect(migration.message.contains("ColorDetail(color: Color.purple)"))
    }

    @Test func aFaithfulMigrationStaysEquivalentUnderExhaustiveExploration() {
        let diagnostics = Self.diagnostics(Self.legacyTags + """


        ```swift example=list-selection migrates=legacy-tags
        let colors: [Color] = [.purple, .pink, .orange]
        @State private var selection: Color? = nil

        var body: some View {
            NavigationSplitView {
                List(colors, id: \\.self, selection: $selection) { color in
                    NavigationLink(color.description, value: color)
                }
            } detail: {
                if let color = selection {
                    ColorDetail(color: color)
                } else {
                    Text("Pick a color")
                }
            }
        }
        ```
        """)
        #expect(diagnostics.filter { $0.severity == .error } == [])
    }

    /// A sheet the old example dismisses by swiping, and the new one cannot be swiped away.
    static let sheets = """
    ```swift example=old-sheet
    @State private var showsHelp = false

    var body: some View {
        NavigationStack {
            Button("Help") { showsHelp = true }
                .sheet(isPresented: $showsHelp) {
                    Text("Help")
                }
        }
    }
    ```

    ```scenario example=old-sheet
    tap "Help"
    expect presented: sheet
    dismiss
    expect presented: none
    ```

    ```swift example=new-sheet migrates=old-sheet
    @State private var showsHelp = false

    var body: some View {
        NavigationStack {
            Button("Help") { showsHelp = true }
                .sheet(isPresented: $showsHelp) {
                    Text("Help")
                        .interactiveDismissDisabled()
                }
        }
    }
    ```
    """

    @Test func aDismissStepIsReplayedAndTheStepThatFirstDiffersIsNamed() throws {
        // The old scenario's `dismiss` is replayed (a default: once stopped the replay there), and the
        // verdict names it: the step of the scenario, and its place in the sequence.
        let diagnostics = Self.diagnostics(Self.sheets)
        let migration = try #require(diagnostics.first { $0.id == "migration.differs" })
        #expect(migration.message.hasPrefix(#"migration from 'old-sheet' changes behaviour after tap "Help", dismiss (step 2, dismiss, is the first that differs): "#))
        #expect(migration.message.hasSuffix("'new-sheet' cannot dismiss"))
        let note = try #require(migration.notes.first)
        #expect(note.message == "the first step of this scenario of 'old-sheet' that 'new-sheet' does not reproduce")
        #expect(note.location.line == 17)
    }

    @Test func theReplayablePrefixKeepsEveryActionKindUpToTheFirstRun() {
        let script = ScenarioParser().parse("""
        tap "Help"
        dismiss
        tab "Settings"
        orientation portrait
        size compact
        relaunch
        expect presented: none
        run showsHelp = true
        tap "Help"
        """, file: "m.md", line: 1)
        #expect(script.replayableActionPrefix.map(\.text) == [
            #"tap "Help""#, "dismiss", #"tab "Settings""#, "orientation portrait", "size compact", "relaunch",
        ])
    }
}
