import Diagnostics
import NavigationModel
import Testing
@testable import ExampleInterpreter

/// SwiftUI's API surface: misspellings are errors in swiftc's words at their
/// column, known APIs are inert or warn, and availability follows the platform.
@Suite struct SwiftUICatalogTests {
    private func diagnostics(_ marked: MarkedSource, platform: PlatformVersion = .iOS17) -> [Diagnostic] {
        let source = ExampleSource(
            name: "example", blocks: [ExampleBlock(code: marked.code, file: "page.md", line: 10, column: 1)],
            rootType: nil, declaration: SourceLocation(file: "page.md", line: 9, column: 1))
        return ExampleCompiler.compile(source, options: CompileOptions(platform: platform)).diagnostics
    }

    @Test func fourMisspellingsAreFourErrorsAtTheirNames() {
        let marked = MarkedSource("""
        @State private var path = NavigationPath()
        var body: some View {
            NavigationStack(path: $path) {
                List {
                    1️⃣Buton("Add") { path.2️⃣apend(1) }
                }
                .3️⃣navigationBarTitleDisplayMod(.inline)
                .4️⃣navigationTitel("Trips")
            }
        }
        """)
        let errors = diagnostics(marked).filter { $0.severity == .error }
        #expect(errors.map(\.message) == [
            "cannot find 'Buton' in scope; did you mean 'Button'?",
            "value of type 'NavigationPath' has no member 'apend'; did you mean 'append'?",
            "value of type 'some View' has no member 'navigationBarTitleDisplayMod'; did you mean 'navigationBarTitleDisplayMode'?",
            "value of type 'some View' has no member 'navigationTitel'; did you mean 'navigationTitle'?",
        ])
        #expect(errors.map(\.location) == ["1️⃣", "2️⃣", "3️⃣", "4️⃣"].map { marked.markers[$0] })
    }

    @Test func arrayMemberMisspelling() {
        let marked = MarkedSource("""
        @State private var path: [Int] = []
        var body: some View {
            Button("Add") { path.1️⃣apend(1) }
        }
        """)
        let errors = diagnostics(marked).filter { $0.severity == .error }
        #expect(errors.map(\.message) == ["value of type '[Int]' has no member 'apend'; did you mean 'append'?"])
        #expect(errors.first?.location == marked.markers["1️⃣"])
    }

    @Test func inertSwiftUIIsSilent() throws {
        let example = compile("""
        var body: some View {
            NavigationStack {
                Form {
                    Text("Trips").padding().font(.headline).foregroundStyle(.secondary)
                    Chart { }
                    AsyncImage(url: nil)
                    LazyVGrid(columns: [GridItem(.flexible())]) { Text("A") }
                    Image(systemName: "star").imageScale(.large)
                }
                .navigationBarTitleDisplayMode(.inline)
                .navigationTitle("Trips")
            }
        }
        """)
        #expect(example.diagnostics.isEmpty, "\(example.diagnostics.map(\.message))")
        _ = try example.launchScreen()
    }

    @Test func undeclaredCustomViewStaysOpaqueUnlessItMisspellsSwiftUI() {
        let custom = compile("""
        var body: some View { NavigationStack { ColorDetail(name: "pink"); Park(name: "Zion") } }
        """)
        #expect(custom.diagnostics.isEmpty, "\(custom.diagnostics.map(\.message))")
        let misspelt = compile("""
        var body: some View { NavigationStack { navigationStack { Text("A") }; NavigationLnk("A") { Text("B") } } }
        """)
        #expect(misspelt.errorMessages == [
            "cannot find 'navigationStack' in scope; did you mean 'NavigationStack'?",
            "cannot find 'NavigationLnk' in scope; did you mean 'NavigationLink'?",
        ])
    }

    @Test func unmodelledPresentationWarnsAtItsName() {
        let marked = MarkedSource("""
        @State private var shown = false
        @State private var trip: String?
        var body: some View {
            NavigationStack {
                Text("Trips")
                    .fullScreenCover(isPresented: $shown) { Text("Cover") }
                    .1️⃣alert("Trip", isPresented: $shown, presenting: trip) { name in Button(name) { } }
                    .toolbar { ToolbarItem { Text("Draft") } }
            }
        }
        """)
        let found = diagnostics(marked)
        #expect(found.map(\.severity) == [.warning])
        #expect(found.first?.message == "not modelled: 'alert'; its content is not shown")
        #expect(found.first?.location == marked.markers["1️⃣"])
    }

    @Test func aToolbarIsModelledAndAToolbarTitleMenuWarns() {
        let found = diagnostics(MarkedSource("""
        var body: some View {
            NavigationStack {
                Text("A")
                    .toolbar { Button("Add") { } }
                    .toolbarTitleMenu { Button("Rename") { } }
            }
        }
        """))
        #expect(found.map(\.message) == ["not modelled: 'toolbarTitleMenu'; its action never runs"])
    }

    @Test func availabilityFollowsThePlatform() {
        let marked = MarkedSource("""
        @State private var item: Int? = nil
        var body: some View {
            NavigationStack {
                Text("A").1️⃣navigationDestination(item: $item) { value in Text("\\(value)") }
            }
        }
        """)
        let onIOS16 = diagnostics(marked, platform: PlatformVersion("iOS", 16))
        #expect(onIOS16.map(\.message) == ["'navigationDestination(item:destination:)' is only available in iOS 17 or newer"])
        #expect(onIOS16.first?.location == marked.markers["1️⃣"])
        #expect(diagnostics(marked).isEmpty)
    }

    @Test func availabilityCheckInsideIfAvailable() {
        let guarded = diagnostics(MarkedSource("""
        var body: some View {
            if #available(iOS 16, *) {
                NavigationStack { Text("A") }
            } else {
                NavigationView { Text("A") }
            }
        }
        """), platform: PlatformVersion("iOS", 15))
        #expect(guarded.isEmpty, "\(guarded.map(\.message))")
        let unguarded = diagnostics(MarkedSource("var body: some View { NavigationStack { Text(\"A\") } }"), platform: PlatformVersion("iOS", 15))
        #expect(unguarded.map(\.message) == ["'NavigationStack(root:)' is only available in iOS 16 or newer"])
    }

    @Test func everyNavigatingEntryIsModelledOrWarns() {
        let catalog = SwiftUICatalog.shared
        #expect(catalog.entries.count >= 300)
        for api in catalog.entries where api.kind == .view || api.kind == .modifier {
            switch api.role {
            case .modelled:
                // Modelled views and modifiers resolve to a typed case the model handles, not to `inert`.
                if api.kind == .view {
                    if case .inert = BuiltinView(name: api.name) { Issue.record("\(api.signature) is marked modelled but lowers to an inert view") }
                } else {
                    if case .inert = BuiltinModifier(name: api.name) { Issue.record("\(api.signature) is marked modelled but lowers to an inert modifier") }
                }
            case .presents, .acts, .alters:
                #expect(api.role.warning(for: api.name) != nil)
                // A use of it is warned about (controls inside, for modifiers that act through them).
                let labels = api.labels.filter { $0 != "_" }
                let arguments = labels.map { label -> String in
                    SwiftUICatalog.closureLabels.contains(label) ? "\(label): { Button(\"B\") { } }" : "\(label): .constant(true)"
                }.joined(separator: ", ")
                let code = api.kind == .view
                    ? "var body: some View { \(api.name)(\(arguments)) }"
                    : "var body: some View { Text(\"A\").\(api.name)(\(arguments)) }"
                let found = diagnostics(MarkedSource(code), platform: PlatformVersion("iOS", 99))
                #expect(found.contains { $0.severity == .warning && $0.message.hasPrefix("not modelled: '\(api.name)'") },
                        "\(api.signature): \(found.map(\.message))")
            case .inert:
                #expect(api.role.warning(for: api.name) == nil)
            }
        }
    }

    @Test func nearMissRules() {
        #expect(NearMiss.closest(to: "Buton", in: ["Button", "Text"]) == "Button")
        #expect(NearMiss.closest(to: "navigationstack", in: ["NavigationStack"]) == "NavigationStack")
        #expect(NearMiss.closest(to: "Park", in: ["Path"]) == nil)
        #expect(NearMiss.closest(to: "ColorDetail", in: ["ColorPicker", "Color"]) == nil)
    }
}
