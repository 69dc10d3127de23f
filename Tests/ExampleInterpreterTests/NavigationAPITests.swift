import Diagnostics
import NavigationModel
import Testing
@testable import ExampleInterpreter

/// Every navigation API of the catalog, mapped to the model's view nodes.
@Suite struct NavigationAPITests {
    @Test func allNavigationLinkInitializers() throws {
        // N21, N22, N26: destination, value and the deprecated forms.
        let screen = try compile("""
        @State private var isActive = false
        @State private var selection: Int? = nil
        var body: some View {
            NavigationStack {
                VStack {
                    NavigationLink("A") { Text("a") }
                    NavigationLink { Text("b") } label: { Text("B") }
                    NavigationLink("C", destination: Text("c"))
                    NavigationLink(destination: Text("d")) { Text("D") }
                    NavigationLink("E", value: 5)
                    NavigationLink(value: "f") { Label("F", systemImage: "star") }
                    NavigationLink("G", isActive: $isActive) { Text("g") }
                    NavigationLink("H", tag: 1, selection: $selection) { Text("h") }
                    NavigationLink("I", value: selection)
                }
            }
        }
        """).launchScreen()
        let links = screen.allNodes.compactMap { node -> (ViewNode, NavigationLinkKind)? in
            if case .link(let label, let kind) = node.kind { return (label, kind) }
            return nil
        }
        #expect(links.count == 9)
        #expect(links.map(\.0.kind) == [
            .text("A"), .text("B"), .text("C"), .text("D"), .text("E"), .label(title: "F", systemImage: "star"),
            .text("G"), .text("H"), .text("I"),
        ])
        for index in 0..<4 {
            guard case .destination = links[index].1 else { Issue.record("link \(index) is \(links[index].1)"); continue }
        }
        #expect(links[4].1 == .value(.int(5)))
        #expect(links[5].1 == .value(.string("f")))
        guard case .isActive(.state("isActive", []), _) = links[6].1 else { Issue.record("\(links[6].1)"); return }
        guard case .tagSelection(.int(1), .state("selection", []), _) = links[7].1 else { Issue.record("\(links[7].1)"); return }
        #expect(links[8].1 == .value(nil))
    }

    @Test func threeColumnSplitViewWithVisibilityAndCompactColumn() throws {
        // N29, N31, N34.
        let screen = try compile("""
        @State private var visibility = NavigationSplitViewVisibility.all
        @State private var column: NavigationSplitViewColumn = .detail
        var body: some View {
            NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: $column) {
                Text("Sidebar")
            } content: {
                Text("Content")
            } detail: {
                Text("Detail")
            }
            .navigationSplitViewStyle(.balanced)
        }
        """).launchScreen()
        guard case .navigationSplitView(let split) = screen.kind else { Issue.record("\(screen)"); return }
        #expect(split.sidebar.kind == .text("Sidebar"))
        #expect(split.content?.kind == .text("Content"))
        #expect(split.detail.kind == .text("Detail"))
        #expect(split.columnVisibility == .state("visibility"))
        #expect(split.preferredCompactColumn == .state("column"))
        #expect(screen.modifiers.map(\.kind) == [.other("navigationSplitViewStyle")])
    }

    @Test func initialSplitViewStateValues() throws {
        let example = compile("""
        @State private var visibility = NavigationSplitViewVisibility.all
        @State private var column: NavigationSplitViewColumn = .detail
        var body: some View { NavigationSplitView { Text("s") } detail: { Text("d") } }
        """)
        let state = try #require(example.app).initialState()
        #expect(state["visibility"] == .enumCase(type: "NavigationSplitViewVisibility", name: "all", associatedValues: []))
        #expect(state["column"] == .enumCase(type: "NavigationSplitViewColumn", name: "detail", associatedValues: []))
    }

    @Test func navigationViewWithStyleAndDetailLinks() throws {
        // N28, N36.
        let screen = try compile("""
        NavigationView {
            List {
                NavigationLink("Here") { Text("same column") }
                    .isDetailLink(false)
            }
            Text("Placeholder")
        }
        .navigationViewStyle(.columns)
        """).launchScreen()
        guard case .navigationView(let children) = screen.kind else { Issue.record("\(screen)"); return }
        #expect(children.count == 2)
        #expect(screen.modifiers.map(\.kind) == [.navigationViewStyle(.columns)])
        let link = try #require(children[0].allNodes.first { if case .link = $0.kind { return true }; return false })
        #expect(link.modifiers.map(\.kind) == [.isDetailLink(false)])
    }

    @Test func listSelectionWithTaggedRowsAndMultipleSelection() throws {
        // N30: single selection through `.tag`, multiple through a `Set`.
        let screen = try compile("""
        @State private var single: String? = nil
        @State private var many: Set<Int> = []
        var body: some View {
            VStack {
                List(selection: $single) {
                    Text("One").tag("one")
                    Text("Two").tag("two")
                }
                List(0..<3, id: \\.self, selection: $many) { n in
                    Text("Row \\(n)")
                }
            }
        }
        """).launchScreen()
        let lists = screen.allNodes.compactMap { node -> (ListSelection?, [ViewNode])? in
            if case .list(let selection, let content) = node.kind { return (selection, content) }
            return nil
        }
        #expect(lists.count == 2)
        #expect(lists[0].0 == ListSelection(.state("single"), isMultiple: false))
        #expect(lists[0].1.map(\.modifiers).map { $0.map(\.kind) } == [[.tag(.string("one"))], [.tag(.string("two"))]])
        #expect(lists[1].0 == ListSelection(.state("many"), isMultiple: true))
        guard case .forEach(let rows)? = lists[1].1.first?.kind else { Issue.record("\(lists[1].1)"); return }
        #expect(rows.map(\.id) == [.int(0), .int(1), .int(2)])
        #expect(rows.map(\.content.kind) == [.text("Row 0"), .text("Row 1"), .text("Row 2")])
    }

    @Test func destinationModifiersPointAtTheirNames() throws {
        // Declaration warnings are reported at `.navigationDestination` (spec §6).
        let marked = MarkedSource("""
        NavigationStack {
            Text("Root")
                1️⃣.navigationDestination(for: Int.self) { n in Text("\\(n)") }
        }
        """)
        let example = compile(marked)
        let app = try #require(example.app)
        let screen = try example.launchScreen()
        let modifier = try #require(screen.allNodes.flatMap(\.modifiers).first)
        #expect(modifier.source.map(app.location(of:)) == marked.markers["1️⃣"])
    }

    @Test func linksPointAtTheirNames() throws {
        let marked = MarkedSource("""
        NavigationStack {
            List {
                1️⃣NavigationLink("One", value: 1)
            }
        }
        """)
        let example = compile(marked)
        let app = try #require(example.app)
        let link = try #require(try example.launchScreen().allNodes.first { if case .link = $0.kind { return true }; return false })
        #expect(link.source.map(app.location(of:)) == marked.markers["1️⃣"])
    }
}

@Suite struct BuilderBranchTests {
    @Test func ifAndSwitchInBuildersRecordTheTakenBranch() throws {
        // N35 needs to see a conditional directly in a column.
        let screen = try compile("""
        enum Mode { case list, grid }
        @State private var mode = Mode.grid
        @State private var name: String? = nil
        var body: some View {
            VStack {
                switch mode {
                case .list: Text("list")
                case .grid: Text("grid")
                }
                if let name { Text(name) }
            }
        }
        """).launchScreen()
        guard case .container(.vStack, let children) = screen.kind else { Issue.record("\(screen)"); return }
        #expect(children.map(\.kind) == [.conditional(branch: 1, content: ViewNode(.text("grid"), source: children[0].source)), .empty])
    }
}

@Suite struct SwiftUIExtrasTests {
    @Test func otherSwiftUIViewsAndModifierConstantsAreAccepted() throws {
        // Views and modifiers the model ignores must not make an example fail.
        let example = compile("""
        struct Row: View {
            @Binding var isOn: Bool
            var body: some View { Toggle("On", isOn: $isOn) }
        }
        var body: some View {
            NavigationStack {
                VStack {
                    Image(systemName: "star")
                        .frame(maxWidth: .infinity)
                        .foregroundStyle(.secondary)
                    Row(isOn: .constant(true))
                    Button("Delete", role: .destructive) { }
                }
                .toolbar {
                    ToolbarItem(placement: .primaryAction) { Text("Edit") }
                }
                .navigationBarTitleDisplayMode(.inline)
            }
        }
        """)
        #expect(example.errorMessages == [])
        let screen = try example.launchScreen()
        #expect(screen.allNodes.contains { $0.kind == .opaque(type: "Image", arguments: [Argument("systemName", .string("star"))]) })
    }
}
