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

    @Test func everyEntryThatPresentsActsOrAltersWarnsWhereUsed() {
        let catalog = SwiftUICatalog.shared
        var checked = 0
        for api in catalog.entries where !api.isUnavailable && [.presents, .acts, .alters].contains(api.role) {
            let isView = api.kind == .initializer && catalog.isView(api.owner)
            guard isView || (api.kind == .method && api.owner == "View") else { continue }
            // The declaration's own arguments: a control in each closure, `.constant(true)` elsewhere.
            let arguments = api.parameters.filter { !$0.hasDefault }.map { parameter -> String in
                let value = parameter.isClosure ? "{ Button(\"B\") { } }" : ".constant(true)"
                return parameter.label == "_" ? value : "\(parameter.label): \(value)"
            }.joined(separator: ", ")
            let code = isView
                ? "var body: some View { \(api.owner)(\(arguments)) }"
                : "var body: some View { Text(\"A\").\(api.name)(\(arguments)) }"
            let name = isView ? api.owner : api.name
            let found = diagnostics(MarkedSource(code), platform: PlatformVersion("iOS", 99))
            #expect(found.contains { $0.severity == .warning && $0.message.hasPrefix("not modelled: '\(name)'") },
                    "\(api.signature): \(found.map(\.message))")
            checked += 1
        }
        #expect(checked > 40)
    }

    // MARK: The SDK's API, at its availability

    @Test(arguments: [
        // The APIs a first look at real files found refused as "no member", with the iOS version that has them.
        ("Text(\"A\").statusBar(hidden: true)", 13),
        ("Text(\"A\").presentationBackgroundInteraction(.enabled)", 1_604),
        ("Text(\"A\").toolbarBackgroundVisibility(.visible, for: .navigationBar)", 18),
        ("Text(\"A\").accessibility(label: Text(\"Name\"))", 13),
        ("Circle().fill(.blue)", 13),
        ("Color(.orange)", 13),
        ("Button(\"Go\") { withAnimation { } }", 13),
        ("List { Text(\"A\") }.listStyle(.insetGrouped)", 14),
        ("Text(\"A\").toolbar { ToolbarItem(placement: .navigationBarLeading) { Text(\"B\") } }", 14),
        ("Text(\"A\").toolbar { ToolbarItem(placement: .automatic) { Text(\"B\") } }", 14),
        // Declared @available(iOS 14) with @backDeployed(before: iOS 17): fine on iOS 16.
        ("Text(\"A\").toolbar { ToolbarItem(placement: .topBarTrailing) { Text(\"B\") } }", 14),
        ("Text(\"A\").containerBackground(.blue, for: .navigation)", 18),
        ("NavigationStack { Text(\"A\") }", 16),
        ("Text(\"A\").navigationDestination(isPresented: .constant(false)) { Text(\"B\") }", 16),
    ])
    func anAPILowersFromTheVersionThatIntroducedIt(code: String, version: Int) {
        let marked = MarkedSource("var body: some View { \(code) }")
        let at = PlatformVersion("iOS", version > 100 ? version / 100 : version, version > 100 ? version % 100 : 0)
        let found = diagnostics(marked, platform: at).filter { $0.severity == .error }
        #expect(found.isEmpty, "\(code) on \(at): \(found.map(\.message))")
        let before = version > 100 ? PlatformVersion("iOS", version / 100, 0) : PlatformVersion("iOS", version - 1)
        guard version > 13 else { return }
        // The call, and its constants when they came with it, are too new.
        let older = diagnostics(marked, platform: before).filter { $0.severity == .error }
        #expect(!older.isEmpty && older.allSatisfy { $0.message.contains("is only available in iOS") }, "\(code) on \(before): \(older.map(\.message))")
    }

    @Test func environmentValuesAndWrappersFollowTheirAvailability() {
        let reads = MarkedSource("""
        struct Settings: View {
            @Environment(\\.presentationMode) private var presentationMode
            @Environment(\\.1️⃣requestReview) private var requestReview
            var body: some View { Text("A") }
        }
        """)
        #expect(diagnostics(reads, platform: PlatformVersion("iOS", 16)).filter { $0.severity == .error }.isEmpty)
        let old = diagnostics(reads, platform: PlatformVersion("iOS", 15)).filter { $0.severity == .error }
        #expect(old.map(\.message) == ["'requestReview' is only available in iOS 16 or newer"])
        #expect(old.first?.location == reads.markers["1️⃣"])
    }

    @Test func observationIsAnErrorBeforeIOS17AtTheMacro() {
        let marked = MarkedSource("""
        1️⃣@Observable final class Model {
            var count = 0
        }
        struct Counter: View {
            2️⃣@Bindable var model: Model
            var body: some View { Text("\\(model.count)") }
        }
        struct Root: View {
            @State private var model = Model()
            var body: some View { Counter(model: model).3️⃣environment(model) }
        }
        """)
        let errors = diagnostics(marked, platform: PlatformVersion("iOS", 16)).filter { $0.severity == .error }
        #expect(errors.map(\.message) == [
            "'Observable()' is only available in iOS 17 or newer",
            "'Bindable' is only available in iOS 17 or newer",
            "'environment(_:)' is only available in iOS 17 or newer",
        ])
        #expect(errors.map(\.location) == ["1️⃣", "2️⃣", "3️⃣"].map { marked.markers[$0] })
        #expect(diagnostics(marked, platform: .iOS17).filter { $0.severity == .error }.isEmpty)
    }

    @Test func anAPIUnavailableOnIOSIsSwiftcsError() {
        let marked = MarkedSource("""
        var body: some View {
            List { Text("A") }
                .listStyle(.1️⃣bordered)
                .2️⃣onExitCommand { }
        }
        """)
        let errors = diagnostics(marked).filter { $0.severity == .error }
        #expect(errors.map(\.message) == ["'bordered' is unavailable in iOS", "'onExitCommand(perform:)' is unavailable in iOS"])
        #expect(errors.map(\.location) == ["1️⃣", "2️⃣"].map { marked.markers[$0] })
    }

    @Test func aContextualMemberResolvesThroughTheParametersType() {
        let marked = MarkedSource("""
        var body: some View {
            List { Text("A") }
                .listStyle(.1️⃣insetGroupd)
                .toolbar { ToolbarItem(placement: .2️⃣topBarTrailng) { Text("B") } }
                .padding(.horizontal)
                .frame(maxWidth: .infinity)
        }
        """)
        let errors = diagnostics(marked).filter { $0.severity == .error }
        #expect(errors.map(\.message) == [
            "type 'ListStyle' has no member 'insetGroupd'; did you mean 'insetGrouped'?",
            "type 'ToolbarItemPlacement' has no member 'topBarTrailng'; did you mean 'topBarTrailing'?",
        ])
        #expect(errors.map(\.location) == ["1️⃣", "2️⃣"].map { marked.markers[$0] })
    }

    @Test func nearMissRules() {
        #expect(NearMiss.closest(to: "Buton", in: ["Button", "Text"]) == "Button")
        #expect(NearMiss.closest(to: "navigationstack", in: ["NavigationStack"]) == "NavigationStack")
        #expect(NearMiss.closest(to: "Park", in: ["Path"]) == nil)
        #expect(NearMiss.closest(to: "ColorDetail", in: ["ColorPicker", "Color"]) == nil)
    }
}
