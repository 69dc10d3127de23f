import Diagnostics
import NavigationModel
import Testing
@testable import ExampleInterpreter

/// Every Swift example of the conformance pages, with the errors its `expected-error` markers ask for.
///
/// Generated from the pages: blocks keep their page lines, so positions are asserted as `--verify` would.
struct ConformanceExample: Sendable, CustomTestStringConvertible {
    var page: String
    var name: String
    var root: String?
    var blocks: [(code: String, line: Int)]
    /// Expected errors: page line and a fragment of the message.
    var expectedErrors: [(line: Int, fragment: String)]
    var testDescription: String { "\(page) \(name)" }
}

let conformanceExamples: [ConformanceExample] = [
    ConformanceExample(page: "01-stack-basics.md", name: "colors", root: nil, blocks: [
        (#"""
struct ColorDetail: View {
    var color: Color

    var body: some View {
        color.navigationTitle(color.description)
    }
}

struct ColorStack: View {
    @State private var path: [Color] = []

    var body: some View {
        NavigationStack(path: $path) {
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
    }
}
"""#, 10),
    ], expectedErrors: []),
    ConformanceExample(page: "02-navigation-path.md", name: "mixed", root: nil, blocks: [
        (#"""
struct Park: Hashable, Codable {
    var name: String
}

struct Trail: Hashable {
    var name: String
}

struct ParkDetails: View {
    var park: Park
    var body: some View { Text(park.name).navigationTitle(park.name) }
}
"""#, 10),
        (#"""
struct MixedStack: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Yosemite", value: Park(name: "Yosemite"))
                NavigationLink("Mist Trail", value: Trail(name: "Mist Trail"))
                NavigationLink("Count", value: 3)
            }
            .navigationDestination(for: Park.self) { park in
                ParkDetails(park: park)
            }
            .navigationDestination(for: Trail.self) { trail in
                TrailView(trail: trail)
            }
            .navigationDestination(for: Int.self) { n in
                Text("Number \(n)")
            }
        }
    }
}
"""#, 25),
    ], expectedErrors: []),
    ConformanceExample(page: "03-destinations.md", name: "missing", root: nil, blocks: [
        (#"""
NavigationStack {
    List {
        NavigationLink("Lemon", value: "lemon")
        NavigationLink("Seven", value: 7)
    }
    .navigationDestination(for: Int.self) { n in
        Text("Number \(n)")
    }
}
"""#, 8),
    ], expectedErrors: []),
    ConformanceExample(page: "03-destinations.md", name: "lazy", root: nil, blocks: [
        (#"""
NavigationStack {
    List {
        ForEach(["a", "b"], id: \.self) { letter in
            NavigationLink(letter, value: letter)
                .navigationDestination(for: String.self) { s in // expected-warning {{lazy}}
                    Text(s)
                }
        }
    }
}
"""#, 38),
    ], expectedErrors: []),
    ConformanceExample(page: "03-destinations.md", name: "presented", root: nil, blocks: [
        (#"""
struct PresentedDemo: View {
    @State private var showing = false
    @State private var item: String? = nil

    var body: some View {
        NavigationStack {
            VStack {
                Button("Show") { showing = true }
                Button("Open") { item = "report" }
            }
            .navigationDestination(isPresented: $showing) {
                Text("Shown")
            }
            .navigationDestination(item: $item) { name in
                Text("Item \(name)")
            }
        }
    }
}
"""#, 56),
    ], expectedErrors: []),
    ConformanceExample(page: "03-destinations.md", name: "views-then-values", root: nil, blocks: [
        (#"""
NavigationStack(path: $path) {
    VStack {
        NavigationLink("Mint", value: Color.mint)
        NavigationLink("About") {
            AboutView()
        }
    }
    .navigationDestination(for: Color.self) { c in
        ColorDetail(color: c)
    }
}
"""#, 90),
        (#"""
@State var path: [Color] = []
"""#, 104),
    ], expectedErrors: []),
    ConformanceExample(page: "04-split-view.md", name: "picker", root: nil, blocks: [
        (#"""
let colors: [Color] = [.mint, .pink, .teal]
@State private var selection: Color? = nil

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
"""#, 8),
    ], expectedErrors: []),
    ConformanceExample(page: "04-split-view.md", name: "plain-rows", root: nil, blocks: [
        (#"""
@State private var selection: String? = nil

var body: some View {
    NavigationSplitView {
        List(["Birds", "Reptiles"], id: \.self, selection: $selection) { name in
            Text(name)
        }
    } detail: {
        GroupView(name: selection ?? "none")
    }
}
"""#, 52),
    ], expectedErrors: []),
    ConformanceExample(page: "04-split-view.md", name: "three", root: nil, blocks: [
        (#"""
struct AnimalGroup: Hashable, Identifiable {
    var id: String
    var animals: [String]
}
let groups = [AnimalGroup(id: "Birds", animals: ["Kiwi", "Kea"]), AnimalGroup(id: "Reptiles", animals: ["Tuatara"])]
"""#, 74),
        (#"""
@State private var groupIDs: Set<String> = []
@State private var animalIDs: Set<String> = []

var body: some View {
    NavigationSplitView {
        List(groups, selection: $groupIDs) { group in
            Text(group.id)
        }
    } content: {
        AnimalList(groupIDs: groupIDs)
    } detail: {
        AnimalDetail(animalIDs: animalIDs)
    }
}
"""#, 82),
    ], expectedErrors: []),
    ConformanceExample(page: "05-legacy.md", name: "flags", root: nil, blocks: [
        (#"""
@State private var isShowingPurple = false
@State private var isShowingPink = false

var body: some View {
    NavigationView {
        List {
            NavigationLink("Purple", isActive: $isShowingPurple) {
                ColorDetail(color: Color.purple)
            }
            NavigationLink("Pink", isActive: $isShowingPink) {
                ColorDetail(color: Color.pink)
            }
        }
    }
    .navigationViewStyle(.stack)
}
"""#, 8),
    ], expectedErrors: []),
    ConformanceExample(page: "05-legacy.md", name: "path", root: nil, blocks: [
        (#"""
@State private var path: [Color] = []

var body: some View {
    NavigationStack(path: $path) {
        List {
            NavigationLink("Purple", value: Color.purple)
            NavigationLink("Pink", value: Color.pink)
        }
        .navigationDestination(for: Color.self) { color in
            ColorDetail(color: color)
        }
    }
}
"""#, 37),
    ], expectedErrors: []),
    ConformanceExample(page: "05-legacy.md", name: "wrong", root: nil, blocks: [
        (#"""
@State private var path: [Color] = []

var body: some View {
    NavigationStack(path: $path) {
        List {
            NavigationLink("Purple", value: Color.purple)
            NavigationLink("Pink", value: Color.orange)
        }
        .navigationDestination(for: Color.self) { color in
            ColorDetail(color: color)
        }
    }
}
"""#, 61),
    ], expectedErrors: []),
    ConformanceExample(page: "05-legacy.md", name: "tags", root: nil, blocks: [
        (#"""
let colors: [Color] = [.purple, .pink, .orange]
@State private var selection: Color? = nil

var body: some View {
    NavigationView {
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
"""#, 77),
    ], expectedErrors: []),
    ConformanceExample(page: "05-legacy.md", name: "split", root: nil, blocks: [
        (#"""
let colors: [Color] = [.purple, .pink, .orange]
@State private var selection: Color? = nil

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
"""#, 106),
    ], expectedErrors: []),
    ConformanceExample(page: "06-diagnostics.md", name: "unknown-name", root: nil, blocks: [
        (#"""
NavigationStack {
    List(parks) { park in // expected-error {{parks}}
        Text(park.name)
    }
}
"""#, 16),
    ], expectedErrors: [(17, "parks")]),
    ConformanceExample(page: "06-diagnostics.md", name: "loops", root: nil, blocks: [
        (#"""
@State private var path: [Int] = []

func fill() {
    var i = 0
    while i < 3 { // expected-error {{while}}
        path.append(i)
        i += 1
    }
}

var body: some View {
    NavigationStack(path: $path) {
        Text("Root")
    }
}
"""#, 29),
    ], expectedErrors: [(33, "while")]),
    ConformanceExample(page: "06-diagnostics.md", name: "opaque", root: nil, blocks: [
        (#"""
@State private var path: [Park] = []

var body: some View {
    NavigationStack(path: $path) {
        List {
            NavigationLink("Yosemite", value: Park("Yosemite"))
        }
        .navigationDestination(for: Park.self) { park in
            ParkDetails(name: park.name) // expected-error {{Park}}
        }
    }
}
"""#, 47),
    ], expectedErrors: [(55, "Park")]),
    ConformanceExample(page: "06-diagnostics.md", name: "ok", root: nil, blocks: [
        (#"""
NavigationStack {
    List {
        NavigationLink("One", value: 1)
    }
    .navigationDestination(for: Int.self) { n in
        Text("Number \(n)")
    }
}
"""#, 66),
    ], expectedErrors: []),
    ConformanceExample(page: "07-claims.md", name: "parks", root: nil, blocks: [
        (#"""
struct Park: Hashable {
    var name: String
    init(_ name: String) { self.name = name }
}
"""#, 12),
        (#"""
@State private var presentedParks: [Park] = []

func showParks() {
    presentedParks = [Park("Yosemite"), Park("Sequoia")]
}

var body: some View {
    NavigationStack(path: $presentedParks) {
        Text("Parks")
            .navigationDestination(for: Park.self) { park in
                ParkDetails(park: park)
            }
    }
}
"""#, 19),
    ], expectedErrors: []),
    ConformanceExample(page: "08-availability.md", name: "wrapper", root: nil, blocks: [
        (#"""
struct SplitWrapper<Sidebar: View, Detail: View>: View {
    private var sidebar: Sidebar
    private var detail: Detail

    init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.detail = detail()
    }

    var body: some View {
        if #available(iOS 16, macOS 13, *) {
            NavigationSplitView {
                sidebar
            } detail: {
                detail
            }
        } else {
            NavigationView {
                sidebar
                detail
            }
            .navigationViewStyle(.columns)
        }
    }
}

struct Root: View {
    var body: some View {
        SplitWrapper {
            Text("Sidebar")
        } detail: {
            Text("Detail")
        }
    }
}
"""#, 8),
    ], expectedErrors: []),
]

@Test(arguments: conformanceExamples)
func conformanceExampleCompilesAsMarked(_ example: ConformanceExample) throws {
    let compiled = compile(example.blocks, name: example.name, root: example.root, file: example.page)
    let errors = compiled.diagnostics.filter { $0.severity == .error }
    var unmatched = errors
    for (line, fragment) in example.expectedErrors {
        let index = unmatched.firstIndex { $0.location.line == line && $0.message.contains(fragment) }
        #expect(index != nil, "expected an error containing '\(fragment)' at line \(line); got \(errors.map { "\($0.location): \($0.message)" })")
        if let index { unmatched.remove(at: index) }
    }
    #expect(unmatched.isEmpty, "unexpected errors: \(unmatched.map { "\($0.location): \($0.message)" })")
    if example.expectedErrors.isEmpty {
        // A clean example renders its launch screen.
        let app = try #require(compiled.app)
        // Rendered through the model: the launch derives the visible UI from the root's body.
        let session = NavigationSession(app: app, state: try app.initialState())
        #expect(session.launchError == nil, "\(String(describing: session.launchError))")
    }
}
