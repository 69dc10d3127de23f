import Diagnostics
import Pages
import Testing
@testable import Scenarios

/// Code the compiled engine runs as Swift does and the interpreter once ran otherwise (the
/// engine differential test found each): each page here runs clean on the interpreter.
@Suite struct InterpreterParityTests {
    /// The scenarios of the page's one example, checked on the interpreter; the example's
    /// own diagnostics (errors, warnings) first.
    func check(_ swift: String, _ scenarios: [String]) -> (diagnostics: [Diagnostic], scenarios: [ScenarioReport]) {
        var page = "A page.\n\n```swift example=e\n" + swift + "\n```\n"
        for (index, scenario) in scenarios.enumerated() {
            page += "\n```scenario example=e title=\"s\(index + 1)\"\n" + scenario + "\n```\n"
        }
        let parsed = PageParser().parse(source: page, file: "p.md").page
        let report = PageChecker(engine: InterpretedEngine()).check(PageCheckPlan(page: parsed)).report
        guard let example = report.examples.first else { return ([], []) }
        return (example.diagnostics, example.scenarios)
    }

    func expectPasses(_ swift: String, _ scenarios: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let result = check(swift, scenarios)
        let errors = result.diagnostics.filter { $0.severity == .error }.map(\.message)
        #expect(errors.isEmpty, "example errors: \(errors)", sourceLocation: sourceLocation)
        #expect(result.scenarios.count == scenarios.count, sourceLocation: sourceLocation)
        for scenario in result.scenarios {
            #expect(scenario.status == .passed, "\(scenario.displayName): \(scenario.diagnostics.map(\.message))", sourceLocation: sourceLocation)
        }
    }

    // `Button(_:action:)` given a closure property: the trailing closure a view was made
    // with (`var onDelete: () -> Void`) is an action, not view content.
    @Test func buttonActionFromAClosureProperty() {
        expectPasses("""
        struct Albums: View {
            @State private var path: [Int] = []
            @State private var deleted = 0
            var body: some View {
                NavigationStack(path: $path) {
                    NavigationLink("Album", value: 1)
                        .navigationDestination(for: Int.self) { id in
                            AlbumDetail(id: id) {
                                deleted += 1
                                path.removeLast()
                            }
                        }
                }
            }
        }

        struct AlbumDetail: View {
            let id: Int
            var onDelete: () -> Void
            var body: some View {
                Button("Delete", role: .destructive, action: onDelete)
            }
        }
        """, ["""
        tap "Album"
        tap "Delete"
        expect path.isEmpty
        expect deleted == 1
        """])
    }

    // `Result` is the standard library's enum: `.success(x)` where one is expected, and its
    // cases as patterns.
    @Test func resultCasesInferTheirBase() {
        expectPasses("""
        enum LookupError: Error { case offline }

        struct Tracker: View {
            @State private var status = ""
            var body: some View {
                Button("Track") { show(lookup("A")) }
            }

            private func lookup(_ code: String) -> Result<String, LookupError> {
                code == "A" ? .success("Delivered") : .failure(.offline)
            }

            private func show(_ result: Result<String, LookupError>) {
                switch result {
                case .success(let text): status = text
                case .failure: status = "failed"
                }
            }
        }
        """, ["""
        tap "Track"
        expect status == "Delivered"
        """])
    }

    // A method of `extension View` that calls a modifier on implicit `self` modifies the view
    // it is called on.
    @Test func viewExtensionModifiesImplicitSelf() {
        expectPasses("""
        extension View {
            func screenTitle(_ title: String) -> some View {
                navigationTitle(title)
                    .navigationBarTitleDisplayMode(.large)
            }
        }

        struct Habits: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Read") {
                        Text("Streak").screenTitle("Read")
                    }
                    .screenTitle("Habits")
                }
            }
        }
        """, ["""
        expect title: "Habits"
        tap "Read"
        expect title: "Read"
        expect stack: NavigationLink > Text("Streak")
        """])
    }

    // `Dictionary(grouping:by:)` groups the elements by the key path's (or closure's) value.
    @Test func dictionaryGrouping() {
        expectPasses("""
        struct Plant: Hashable {
            let name: String
            let room: String
        }

        struct Rooms: View {
            let plants = [Plant(name: "Fern", room: "Bath"), Plant(name: "Ivy", room: "Hall"), Plant(name: "Palm", room: "Hall")]
            var rooms: [String: [Plant]] { Dictionary(grouping: plants, by: \\.room) }
            var lengths: [Int: [String]] { Dictionary(grouping: ["a", "bb", "cc"]) { $0.count } }

            var body: some View {
                NavigationStack {
                    List {
                        ForEach(rooms.keys.sorted(), id: \\.self) { room in
                            NavigationLink("\\(room) (\\(rooms[room, default: []].count))", value: room)
                        }
                    }
                    .navigationDestination(for: String.self) { room in
                        Text("\\(rooms[room]?.count ?? 0) plants")
                            .navigationTitle(room)
                    }
                }
            }
        }
        """, ["""
        tap "Hall (2)"
        expect title: "Hall"
        expect screen: Text("2 plants")
        """, """
        tap "Bath (1)"
        expect screen: Text("1 plants")
        expect lengths.count == 2
        """])
    }

    // `Choice.self` inside a generic view is the type the view was made with: its
    // `navigationDestination(for:)` answers the values its links push.
    @Test func destinationForAGenericParameter() {
        expectPasses("""
        struct ChoiceList<Choice: Hashable & CustomStringConvertible, Destination: View>: View {
            let title: String
            let choices: [Choice]
            @ViewBuilder var destination: (Choice) -> Destination

            var body: some View {
                List(choices, id: \\.self) { choice in
                    NavigationLink(choice.description, value: choice)
                }
                .navigationTitle(title)
                .navigationDestination(for: Choice.self, destination: destination)
            }
        }

        enum Size: String, CustomStringConvertible, CaseIterable {
            case small, large
            var description: String { rawValue.capitalized }
        }

        struct Order: View {
            @State private var path = NavigationPath()
            var body: some View {
                NavigationStack(path: $path) {
                    ChoiceList(title: "Size", choices: Size.allCases) { size in
                        ChoiceList(title: "Count", choices: [1, 2]) { count in
                            Text("\\(count) \\(size)").navigationTitle("Summary")
                        }
                    }
                }
            }
        }
        """, ["""
        tap "Large"
        expect title: "Count"
        tap "2"
        expect path.count == 2
        expect screen: Text("2 Large")
        expect title: "Summary"
        """])
    }

    // `onAppear` runs when its view first shows (at the launch too), `onChange(of:)` when the
    // value it watches is not the one the last drawing saw; what they change is drawn again.
    @Test func lifecycleModifiersRunAfterTheDrawing() {
        expectPasses("""
        struct Account: View {
            @State private var handle = "@work"
            @State private var path: [Int] = []
            @State private var appearances = 0
            @State private var launched = false
            @State private var changes: [String] = []

            var body: some View {
                NavigationStack(path: $path) {
                    List {
                        NavigationLink("Detail", value: 1)
                        Button("Switch") { handle = "@home" }
                    }
                    .navigationDestination(for: Int.self) { _ in
                        Button("Switch here") { handle = handle == "@home" ? "@work" : "@home" }
                            .onAppear { appearances += 1 }
                    }
                }
                .onAppear { launched = true }
                .onChange(of: handle) { old, new in
                    changes.append(old + ">" + new)
                    path.removeAll()
                }
                .onChange(of: path) {
                    changes.append("path")
                }
            }
        }
        """, ["""
        expect launched == true
        expect appearances == 0
        tap "Detail"
        expect appearances == 1
        expect changes == ["path"]
        tap "Switch here"
        expect path.isEmpty
        expect changes == ["path", "@work>@home", "path"]
        tap "Detail"
        expect appearances == 2
        """])
    }

    // A type nested in another is named as Swift names it (`Coordinator.Step`), in values and
    // in destinations, and found by its qualified name in the example's code.
    @Test func nestedTypesByTheirQualifiedNames() {
        let result = check("""
        final class Coordinator: ObservableObject {
            enum Step: Hashable { case cart, payment }
            @Published var steps: [Step] = []
        }

        struct Store: View {
            @StateObject private var coordinator = Coordinator()
            var body: some View {
                NavigationStack(path: $coordinator.steps) {
                    Button("Check Out") { coordinator.steps = [.cart] }
                        .navigationDestination(for: Coordinator.Step.self) { step in
                            StepView(step: step)
                        }
                }
            }
        }

        struct StepView: View {
            let step: Coordinator.Step
            var body: some View { Text(step == .cart ? "Cart" : "Payment") }
        }
        """, ["""
        tap "Check Out"
        expect coordinator.steps == [.cart]
        expect coordinator.steps == [Coordinator.Step.cart]
        expect screen: StepView(step: .cart)
        """])
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(result.scenarios.map(\.status) == [.passed], "\(result.scenarios.map(\.diagnostics))")
    }

    // A hand-written `Hashable` (`hash(into:)` feeding `hasher.combine`) once stopped the
    // example: `Hasher` was an undeclared type whose members could not be used.
    @Test func handWrittenHashableRuns() {
        expectPasses("""
        struct Article: Identifiable {
            let id: Int
            let headline: String
        }

        extension Article: Hashable {
            static func == (lhs: Article, rhs: Article) -> Bool { lhs.id == rhs.id }
            func hash(into hasher: inout Hasher) {
                hasher.combine(id)
                hasher.combine(headline)
            }
        }

        struct Front: View {
            @State private var path: [Article] = []
            let articles = [Article(id: 1, headline: "Storm"), Article(id: 2, headline: "Vote")]
            var body: some View {
                NavigationStack(path: $path) {
                    List(articles) { article in NavigationLink(article.headline, value: article) }
                        .navigationDestination(for: Article.self) { article in Text(article.headline) }
                }
            }
        }
        """, ["""
        tap "Vote"
        expect path.count == 1
        expect screen: Text("Vote")
        """])
    }

    // Each row's destination made by one `@ViewBuilder` function is its own: what a builder
    // produced (the branch it took, the views of a branch) once keyed as nothing, so rows
    // taking the same branch shared one destination, the last row's.
    @Test func rowDestinationsFromOneViewBuilderFunction() {
        expectPasses("""
        struct Item: Identifiable, Hashable {
            let id: Int
            let name: String
            let locked: Bool
        }

        struct Rows: View {
            let items = [Item(id: 1, name: "Alpha", locked: false), Item(id: 2, name: "Beta", locked: false)]
            var body: some View {
                NavigationStack {
                    List {
                        ForEach(items) { item in
                            NavigationLink(item.name, destination: detail(for: item))
                        }
                    }
                }
            }

            @ViewBuilder func detail(for item: Item) -> some View {
                if item.locked {
                    Text("Locked")
                } else {
                    Text("Open")
                    NavigationLink("More on \\(item.name)") { Text("More on \\(item.name)") }
                }
            }
        }
        """, ["""
        tap "Alpha"
        tap "More on Alpha"
        expect screen: Text("More on Alpha")
        """, """
        tap "Beta"
        tap "More on Beta"
        expect screen: Text("More on Beta")
        """])
    }
}
