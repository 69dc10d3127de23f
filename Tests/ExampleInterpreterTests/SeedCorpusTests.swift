import Diagnostics
import NavigationModel
import Testing
@testable import ExampleInterpreter

/// A Swift example from the reference texts the site mirrors, with what it must do.
///
/// Each one either runs (its launch screen renders) or fails with the diagnostic
/// Swift itself would give. Most are fragments that use names they do not declare, as
/// the guide's surrounding prose supplies them: those run as undeclared helpers (a
/// warning) unless their first screen depends on one, which is the error then.
struct SeedExample: Sendable, CustomTestStringConvertible {
    enum Outcome: Sendable {
        /// Interprets, and its launch screen renders.
        case runs
        /// Fails with these errors (line within the example, 1-based; fragment of the message).
        case fails([(line: Int, fragment: String)])
    }
    var seed: String
    var line: Int
    var code: String
    var outcome: Outcome
    var testDescription: String { "seed \(seed) line \(line)" }
}

let seedExamples: [SeedExample] = [
    SeedExample(seed: "000", line: 24, code: #"""
NavigationView { // This is deprecated.
    /* content */
}
.navigationViewStyle(.stack)
"""#, outcome: .runs),
    SeedExample(seed: "000", line: 33, code: #"""
NavigationStack {
    /* content */
}
"""#, outcome: .runs),
    SeedExample(seed: "000", line: 45, code: #"""
NavigationView { // This is deprecated.
    /* column 1 */
    /* column 2 */
}
"""#, outcome: .runs),
    SeedExample(seed: "000", line: 54, code: #"""
NavigationSplitView {
    /* column 1 */
} detail: {
    /* column 2 */
}
"""#, outcome: .runs),
    SeedExample(seed: "000", line: 64, code: #"""
NavigationView { // This is deprecated.
    /* column 1 */
    /* column 2 */
    /* column 3 */
}
"""#, outcome: .runs),
    SeedExample(seed: "000", line: 74, code: #"""
NavigationSplitView {
    /* column 1 */
} content: {
    /* column 2 */
} detail: {
    /* column 3 */
}
"""#, outcome: .runs),
    SeedExample(seed: "000", line: 92, code: #"""
@State private var isShowingPurple = false
@State private var isShowingPink = false
@State private var isShowingOrange = false

var body: some View {
    NavigationView { // This is deprecated.
        List {
            NavigationLink("Purple", isActive: $isShowingPurple) {
                ColorDetail(color: .purple)
            }
            NavigationLink("Pink", isActive: $isShowingPink) {
                ColorDetail(color: .pink)
            }
            NavigationLink("Orange", isActive: $isShowingOrange) {
                ColorDetail(color: .orange)
            }
        }
    }
    .navigationViewStyle(.stack) 
}
"""#, outcome: .fails([(9, "cannot infer contextual base in reference to member 'purple'; did you mean 'Color.purple'?"), (12, "cannot infer contextual base in reference to member 'pink'; did you mean 'Color.pink'?"), (15, "cannot infer contextual base in reference to member 'orange'; did you mean 'Color.orange'?")])),
    SeedExample(seed: "000", line: 119, code: #"""
@State private var path: [Color] = [] // Nothing on the stack by default.

var body: some View {
    NavigationStack(path: $path) {
        List {
            NavigationLink("Purple", value: .purple)
            NavigationLink("Pink", value: .pink)
            NavigationLink("Orange", value: .orange)
        }
        .navigationDestination(for: Color.self) { color in
            ColorDetail(color: color)
        }
    }
}
"""#, outcome: .fails([(6, "cannot infer contextual base in reference to member 'purple'; did you mean 'Color.purple'?"), (7, "cannot infer contextual base in reference to member 'pink'; did you mean 'Color.pink'?"), (8, "cannot infer contextual base in reference to member 'orange'; did you mean 'Color.orange'?")])),
    SeedExample(seed: "000", line: 142, code: #"""
let colors: [Color] = [.purple, .pink, .orange]
@State private var selection: Color? = nil // Nothing selected by default.

var body: some View {
    NavigationView { // This is deprecated.
        List {
            ForEach(colors, id: \.self) { color in
                NavigationLink(color.description, tag: color, selection: $selection) {
                    ColorDetail(color: color)
                }
            }
        }
        Text("Pick a color")
    }
}
"""#, outcome: .runs),
    SeedExample(seed: "000", line: 162, code: #"""
var body: some View {
    NavigationSplitView {
        List(colors, id: \.self, selection: $selection) { color in
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
"""#, outcome: .fails([(7, "the first screen depends on 'selection', which the example does not declare")])),
    SeedExample(seed: "000", line: 184, code: #"""
struct NavigationSplitViewWrapper: View
    where Sidebar: View, Content: View, Detail: View
{
    private var sidebar: Sidebar
    private var content: Content
    private var detail: Detail

    init(
        @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content,
        @ViewBuilder detail:  () -> Detail
    ) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }

    var body: some View {
        if #available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *) {
            // Use the latest API.
            NavigationSplitView {
                sidebar
            } content: {
                content
            } detail: {
                detail
            }
        } else {
            // Support previous platform versions.
            NavigationView {
                sidebar
                content
                detail
            }
            .navigationViewStyle(.columns)
        }
    }
}
"""#, outcome: .fails([(2, "cannot find type 'Sidebar' in scope"), (2, "cannot find type 'Content' in scope"), (2, "cannot find type 'Detail' in scope")])),
    SeedExample(seed: "001", line: 15, code: #"""
struct NavigationLink where Label : View, Destination : View
"""#, outcome: .fails([(1, "expected '{'")])),
    SeedExample(seed: "001", line: 29, code: #"""
NavigationLink {
    FolderDetail(id: workFolder.id)
} label: {
    Label("Work Folder", systemImage: "folder")
}
"""#, outcome: .runs),
    SeedExample(seed: "001", line: 39, code: #"""
NavigationLink("Work Folder") {
    FolderDetail(id: workFolder.id)
}
"""#, outcome: .runs),
    SeedExample(seed: "001", line: 49, code: #"""
struct ColorDetail: View {
    var color: Color

    var body: some View {
        color.navigationTitle(color.description)
    }
}
"""#, outcome: .fails([(2, "root view 'ColorDetail' cannot be created: 'color' has no initial value")])),
    SeedExample(seed: "001", line: 61, code: #"""
NavigationStack {
    List {
        NavigationLink("Mint") { ColorDetail(color: .mint) }
        NavigationLink("Pink") { ColorDetail(color: .pink) }
        NavigationLink("Teal") { ColorDetail(color: .teal) }
    }
    .navigationTitle("Colors")
}
"""#, outcome: .fails([(3, "cannot infer contextual base in reference to member 'mint'; did you mean 'Color.mint'?"), (4, "cannot infer contextual base in reference to member 'pink'; did you mean 'Color.pink'?"), (5, "cannot infer contextual base in reference to member 'teal'; did you mean 'Color.teal'?")])),
    SeedExample(seed: "001", line: 76, code: #"""
NavigationStack {
    List {
        NavigationLink("Mint", value: Color.mint)
        NavigationLink("Pink", value: Color.pink)
        NavigationLink("Teal", value: Color.teal)
    }
    .navigationDestination(for: Color.self) { color in
        ColorDetail(color: color)
    }
    .navigationTitle("Colors")
}
"""#, outcome: .runs),
    SeedExample(seed: "001", line: 96, code: #"""
@State private var colors: [Color] = []
"""#, outcome: .fails([(1, "type 'ContentView' does not conform to protocol 'View'")])),
    SeedExample(seed: "001", line: 102, code: #"""
NavigationStack(path: $colors) {
    // ...
}
"""#, outcome: .fails([(1, "the first screen depends on 'colors'")])),
    SeedExample(seed: "001", line: 110, code: #"""
func showBlue() {
    colors.append(.blue)
}
"""#, outcome: .fails([(1, "example has no root view; declare a 'View' or give 'root=TYPE'")])),
    SeedExample(seed: "001", line: 120, code: #"""
let colors: [Color] = [.mint, .pink, .teal]
@State private var selection: Color? // Nothing selected by default.

var body: some View {
    NavigationSplitView {
        List(colors, id: \.self, selection: $selection) { color in
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
"""#, outcome: .runs),
    SeedExample(seed: "002", line: 20, code: #"""
@MainActor
@preconcurrency struct NavigationStack<Data, Root> where Root : View
"""#, outcome: .fails([(2, "expected '{'")])),
    SeedExample(seed: "002", line: 37, code: #"""
NavigationStack {
    List(parks) { park in
        NavigationLink(park.name, value: park)
    }
    .navigationDestination(for: Park.self) { park in
        ParkDetails(park: park)
    }
}
"""#, outcome: .fails([(2, "the first screen depends on 'parks'")])),
    SeedExample(seed: "002", line: 54, code: #"""
@State private var presentedParks: [Park] = []
"""#, outcome: .fails([(1, "type 'ContentView' does not conform to protocol 'View'")])),
    SeedExample(seed: "002", line: 60, code: #"""
NavigationStack(path: $presentedParks) {
    List(parks) { park in
        NavigationLink(park.name, value: park)
    }
    .navigationDestination(for: Park.self) { park in
        ParkDetails(park: park)
    }
}
"""#, outcome: .fails([(1, "the first screen depends on 'presentedParks'")])),
    SeedExample(seed: "002", line: 73, code: #"""
func showParks() {
    presentedParks = [Park("Yosemite"), Park("Sequoia")]
}
"""#, outcome: .fails([(1, "example has no root view; declare a 'View' or give 'root=TYPE'")])),
    SeedExample(seed: "003", line: 14, code: #"""
NavigationStack {
    List(groups) { group in
        NavigationLink(group.name) {
            AnimalGroupView(group: group)
        }
    }
}
"""#, outcome: .fails([(2, "the first screen depends on 'groups'")])),
    SeedExample(seed: "003", line: 32, code: #"""
NavigationStack {
    List(groups) { group in
        NavigationLink(group.name, value: group.id)
    }
    .navigationDestination(
        for: AnimalGroup.ID.self
    ) { groupId in
        AnimalGroupView(groupId: groupId)
    }
}
"""#, outcome: .fails([(2, "the first screen depends on 'groups'")])),
    SeedExample(seed: "003", line: 55, code: #"""
struct AnimalGroupsView: View {
    var groups: [AnimalGroup]
    
    @State private var path: [AnimalGroup.ID] = ["Birds"]
    
    var body: some View {
        NavigationStack(path: $path) {
            List(groups) { group in
                NavigationLink(group.name, value: group.id)
            }
            .navigationDestination(
                for: AnimalGroup.ID.self
            ) { groupId in
                AnimalGroupView(groupId: groupId)
            }
        }
    }
}
"""#, outcome: .fails([(9, "'AnimalGroup' is not declared in this example; declare it in a hidden block to use 'name'"), (9, "'AnimalGroup' is not declared in this example; declare it in a hidden block to use 'id'")])),
    SeedExample(seed: "003", line: 92, code: #"""
struct AnimalGroupsView: View {
    var groups: [AnimalGroup]
        
    @State private var selection: Set<AnimalGroup.ID> = []
    
    var body: some View {
        NavigationSplitView {
            List(groups, selection: $selection) { group in
                Text(group.name)
            }
        } detail: {
            AnimalGroupsDetail(groupIds: selection)
        }
    }
}
"""#, outcome: .fails([(9, "'AnimalGroup' is not declared in this example; declare it in a hidden block to use 'name'")])),
    SeedExample(seed: "003", line: 124, code: #"""
struct AnimalGroupsView: View {
    var groups: [AnimalGroup]
        
    @State private var groupIds: Set<AnimalGroup.ID> = []
    @State private var animalIds: Set<Animal.ID> = []
    
    var body: some View {
        NavigationSplitView {
            List(groups, selection: $groupIds) { group in
                Text(group.name)
            }
        } content: {
            AnimalGroupsDetail(groupIds: groupIds, animalIds: $animalIds)
        } detail: {
            AnimalsDetail(animalIds: animalIds)
        }
    }
}
"""#, outcome: .fails([(10, "'AnimalGroup' is not declared in this example; declare it in a hidden block to use 'name'")])),
    SeedExample(seed: "004", line: 183, code: #"""
struct NavigationSplitViewWrapper<Sidebar, Content, Detail>: View
    where Sidebar: View, Content: View, Detail: View
{
    private var sidebar: Sidebar
    private var content: Content
    private var detail: Detail
    
    init(
        @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content,
        @ViewBuilder detail:  () -> Detail
    ) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }
    
    var body: some View {
        if #available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *) {
            // Use the latest API.
            NavigationSplitView {
                sidebar
            } content: {
                content
            } detail: {
                detail
            }
        } else {
            // Support previous platform versions.
            NavigationView {
                sidebar
                content
                detail
            }
            .navigationViewStyle(.columns)
        }
    }
}
"""#, outcome: .fails([(4, "root view 'NavigationSplitViewWrapper' cannot be created: 'sidebar' has no initial value")])),
]

@Test(arguments: seedExamples)
func seedExampleBehavesAsSwiftWould(_ example: SeedExample) throws {
    let compiled = compile([(example.code, 1)], name: "seed", file: "seed.md")
    let errors = compiled.diagnostics.filter { $0.severity == .error }
    switch example.outcome {
    case .runs:
        #expect(errors.isEmpty, "\(errors.map { "\($0.location): \($0.message)" })")
        let app = try #require(compiled.app)
        // Rendered through the model: the launch derives the visible UI from the root's body.
        let session = NavigationSession(app: app, state: try app.initialState())
        #expect(session.launchError == nil, "\(String(describing: session.launchError))")
    case .fails(let expected):
        #expect(compiled.app == nil)
        #expect(errors.count == expected.count, "\(errors.map { "\($0.location): \($0.message)" })")
        for (line, fragment) in expected {
            #expect(errors.contains { $0.location.line == line && $0.message.contains(fragment) },
                    "expected '\(fragment)' at line \(line); got \(errors.map { "\($0.location): \($0.message)" })")
        }
    }
}
