import Testing
@testable import Scenarios

/// Examples Xcode compiles that the compiled engine once rejected or ran wrong: the model
/// module's declarations (builders, initializers SwiftUI pins to `EmptyView`, the UIKit
/// delegate adaptor, Dispatch's full spellings), writes back through a binding to an
/// object's property, a subclass of a declared class, a root only a preview can make.
@Suite(.serialized) struct CompiledGapsTests {
    static func problems(_ code: String, _ scenario: String) -> [String] {
        RealAppStepsTests.problems(code, scenario, on: .compiler)
    }

    // MARK: Writing back through an object's property

    static let router = """
    import Combine

    final class Router: ObservableObject {
        @Published var path: [Int] = []
        @Published var showsHelp = false
    }

    struct Home: View {
        @StateObject private var router = Router()
        var body: some View {
            NavigationStack(path: $router.path) {
                List {
                    NavigationLink("Trail 1", value: 1)
                    Button("Help") { router.showsHelp = true }
                }
                .navigationDestination(for: Int.self) { id in Text("Trail \\(id)").navigationTitle("Trail \\(id)") }
                .sheet(isPresented: $router.showsHelp) { Text("Help") }
            }
        }
    }
    """

    @Test func backEmptiesAPathAnObjectHolds() {
        #expect(Self.problems(Self.router, """
        tap "Trail 1"
        expect router.path == [1]
        back
        expect router.path.isEmpty
        tap "Trail 1"
        expect router.path == [1]
        """) == [])
    }

    @Test func dismissingASheetWritesFalseToTheObjectsProperty() {
        #expect(Self.problems(Self.router, """
        tap "Help"
        expect presented: sheet
        dismiss
        expect presented: none
        expect router.showsHelp == false
        """) == [])
    }

    // MARK: Dispatch

    static let dispatch = """
    import Foundation
    import UIKit

    final class Store: ObservableObject {
        @Published var log: [String] = []

        func load() {
            DispatchQueue.main.async(group: nil, qos: .userInitiated, flags: [], execute: { self.log.append("async") })
            DispatchQueue.global(qos: .background).async(qos: .background) {
                DispatchQueue.main.async { self.log.append("global") }
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 1, qos: .userInitiated, flags: []) { [weak self] in
                self?.log.append("after")
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { [weak self] in self?.log.append("soon") }
        }
    }

    struct Loader: View {
        @StateObject private var store = Store()
        var body: some View {
            NavigationStack {
                Button("Load") { store.load() }
                    .padding()
                    .background(Color(uiColor: .secondarySystemBackground))
            }
        }
    }
    """

    @Test func everySpellingOfDispatchsAsyncSettles() {
        #expect(Self.problems(Self.dispatch, """
        tap "Load"
        expect store.log == ["async", "global", "soon", "after"]
        """) == [])
    }

    // MARK: Declarations

    static let controls = """
    struct Settings: View {
        @State private var expanded = true
        @State private var sharesLocation = false
        @State private var volume = 0.5
        @State private var path: [String] = []

        var body: some View {
            NavigationStack(path: $path) {
                Form {
                    DisclosureGroup("Location", isExpanded: $expanded) {
                        Toggle("Share Location", isOn: $sharesLocation)
                        if sharesLocation {
                            NavigationLink("Shared With", value: "shared")
                        }
                    }
                    Slider(value: $volume, in: 0...1)
                    Slider(value: $volume, in: 0...1, step: 0.1)
                    Slider(value: $volume) { Text("Volume") }
                    GroupBox {
                        Text("Boxed")
                        Text("Twice")
                    }
                    NavigationLink("About", value: "about")
                }
                .toolbar {
                    Menu("Options") {
                        Button("Share") { sharesLocation = true }
                        Button("Reset") {
                            let none: [String] = []
                            path = none
                        }
                    }
                }
                .navigationDestination(for: String.self) { Text($0).navigationTitle($0) }
            }
        }
    }
    """

    /// The program compiles: content closures of generated views are view builders, and an
    /// initializer that takes no label is one whose label is EmptyView. (Menus and disclosure
    /// groups are drawn as opaque leaves: their content is not on screen.)
    @Test func buildersAndEmptyLabelsOfGeneratedViews() {
        #expect(Self.problems(Self.controls, """
        tap "About"
        expect title: "about"
        expect volume == 0.5
        """) == [])
    }

    static let delegate = """
    import UIKit

    final class AppDelegate: NSObject, UIApplicationDelegate {
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
            true
        }
    }

    @main
    struct TrailsApp: App {
        @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate

        var body: some Scene {
            WindowGroup { Trails() }
        }
    }

    struct Trails: View {
        var body: some View {
            NavigationStack {
                NavigationLink("Ridge") { Text("Ridge").navigationTitle("Ridge") }
            }
        }
    }
    """

    @Test func anAppWithAUIKitDelegateAdaptorRuns() {
        #expect(Self.problems(Self.delegate, """
        tap "Ridge"
        expect title: "Ridge"
        """) == [])
    }

    static let launchingDelegate = """
    import UIKit

    class AppDelegate: NSObject, UIApplicationDelegate, ObservableObject {
        @Published var launches = 0
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
            launches += 1
            return true
        }
    }

    @main
    struct TrailsApp: App {
        @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate
        var body: some Scene {
            WindowGroup { Trails().environmentObject(appDelegate) }
        }
    }

    struct Trails: View {
        @EnvironmentObject var delegate: AppDelegate
        var body: some View {
            NavigationStack {
                NavigationLink("Ridge") { Text("Launches: \\(delegate.launches)").navigationTitle("Ridge") }
            }
        }
    }
    """

    /// SwiftUI makes the delegate at launch and calls its didFinishLaunching once; each
    /// launch has a delegate of its own.
    @Test func theDelegateIsMadeAndToldOfEachLaunch() {
        #expect(Self.problems(Self.launchingDelegate, """
        tap "Ridge"
        expect screen: Text("Launches: 1")
        relaunch
        tap "Ridge"
        expect screen: Text("Launches: 1")
        """) == [])
    }

    // MARK: The program

    static let inheritance = """
    import Combine

    class ListModel: ObservableObject {
        @Published var path: [String] = []
    }

    final class TrailListModel: ListModel {
        @Published var filter = ""
    }

    struct Trails: View {
        @StateObject private var model = TrailListModel()
        var body: some View {
            NavigationStack(path: $model.path) {
                NavigationLink("Ridge", value: "Ridge")
                    .navigationDestination(for: String.self) { Text($0).navigationTitle($0) }
            }
        }
    }
    """

    @Test func aSubclassOfADeclaredClassCompiles() {
        #expect(Self.problems(Self.inheritance, """
        tap "Ridge"
        expect model.path == ["Ridge"]
        back
        expect model.path.isEmpty
        """) == [])
    }

    static let previewRoot = """
    struct Deck: View {
        let cards: [String]
        var body: some View {
            NavigationStack {
                List(cards, id: \\.self) { card in
                    NavigationLink(card) { Text(card).navigationTitle(card) }
                }
            }
        }
    }

    struct Deck_Previews: PreviewProvider {
        static var previews: some View {
            Deck(cards: ["Hola", "Gracias"])
                .padding()
        }
    }
    """

    @Test func aRootThatNeedsArgumentsIsMadeAsItsPreviewMakesIt() {
        #expect(Self.problems(Self.previewRoot, """
        tap "Gracias"
        expect title: "Gracias"
        """) == [])
    }

    // MARK: N60: Binding(get:set:)

    static let computedBindings = """
    import Observation

    enum Section: Hashable { case inbox, archive }

    @Observable
    final class Mailroom {
        var section = Section.inbox
        var archivePath: [Int] = []
        var conflict: Int?
        var reselections = 0
    }

    struct Mail: View {
        @State private var room = Mailroom()

        var body: some View {
            TabView(selection: sectionSelection) {
                Button("Clash") { room.conflict = 7 }
                    .alert("Taken", isPresented: Binding(get: { room.conflict != nil }, set: { if !$0 { room.conflict = nil } })) {
                        Button("OK") {}
                    }
                    .tabItem { Label("Inbox", systemImage: "tray") }
                    .tag(Section.inbox)
                NavigationStack(path: Bindable(room).archivePath) {
                    List { NavigationLink("Letter 1", value: 1) }
                        .navigationDestination(for: Int.self) { Text("Letter \\($0)") }
                        .navigationTitle("Archive")
                }
                .tabItem { Label("Archive", systemImage: "archivebox") }
                .tag(Section.archive)
            }
        }

        private var sectionSelection: Binding<Section> {
            Binding(
                get: { room.section },
                set: { newSection in
                    if newSection == room.section { room.reselections += 1 }
                    room.section = newSection
                }
            )
        }
    }
    """

    @Test func choosingATabRunsTheSelectionBindingsSetter() {
        #expect(Self.problems(Self.computedBindings, """
        tab "Archive"
        expect room.section == .archive
        expect title: "Archive"
        tap "Letter 1"
        expect room.archivePath == [1]
        tab "Inbox"
        expect room.section == .inbox
        expect room.reselections == 0
        tab "Inbox"
        expect warning: "runs its selection binding's setter again"
        expect room.reselections == 1
        """) == [])
    }

    @Test func dismissingAnAlertWritesFalseThroughTheComputedBinding() {
        #expect(Self.problems(Self.computedBindings, """
        tap "Clash"
        expect presented: alert
        tap "OK"
        expect presented: none
        expect room.conflict == nil
        """) == [])
    }

    static let computedSheet = """
    import Observation

    @Observable
    final class Composer {
        var draft: String?
        var closed = 0
        var edits = 0
    }

    struct Inbox: View {
        @State private var composer = Composer()
        var body: some View {
            NavigationStack {
                Button("Compose") { composer.draft = "" }
                    .navigationTitle("Inbox")
                    .sheet(isPresented: Binding(get: { composer.draft != nil }, set: { if !$0 { composer.draft = nil } }),
                           onDismiss: { composer.closed += 1 }) {
                        Draft(composer: composer)
                    }
            }
        }
    }

    struct Draft: View {
        let composer: Composer
        @State private var words = 0
        var body: some View {
            VStack {
                Text("Words: \\(words)")
                Button("Type") { words += 1; composer.edits += 1 }
            }
        }
    }
    """

    /// The sheet stays the same presentation while its content changes (its binding is drawn
    /// again with the same setter), and a swipe runs the setter with false, then onDismiss once.
    @Test func aSheetBoundThroughAComputedBindingIsDismissedByItsSetter() {
        #expect(Self.problems(Self.computedSheet, """
        tap "Compose"
        expect presented: sheet
        tap "Type"
        tap "Type"
        expect composer.edits == 2
        expect composer.closed == 0
        expect presented: sheet
        dismiss
        expect presented: none
        expect composer.closed == 1
        expect composer.draft == nil
        """) == [])
    }

    // MARK: An object held in state, from one scenario to the next

    static let session = """
    import Observation

    @Observable
    final class Session {
        var user: String?
        var path: [Int] = []
    }

    @main
    struct SessionApp: App {
        @State private var session = Session()
        var body: some Scene {
            WindowGroup { Gate().environment(session) }
        }
    }

    struct Gate: View {
        @Environment(Session.self) private var session
        var body: some View {
            @Bindable var session = session
            if let user = session.user {
                Text("Hello \\(user)")
            } else {
                NavigationStack(path: $session.path) {
                    VStack {
                        NavigationLink("Step", value: 1)
                        Button("Sign In") { session.user = "kim" }
                    }
                    .navigationDestination(for: Int.self) { Text("Step \\($0)") }
                }
            }
        }
    }
    """

    /// Each scenario starts from a fresh object: a write through a binding into the new one
    /// must not bring back the object an earlier scenario changed, though its value once matched.
    @Test func aScenarioDoesNotGetTheObjectAnEarlierScenarioChanged() {
        let page = "# Steps\n\n```swift example=app\n" + Self.session + "\n```\n\n"
            + "```scenario example=app\ntap \"Step\"\nback\ntap \"Sign In\"\nexpect session.user == \"kim\"\n```\n\n"
            + "```scenario example=app\ntap \"Step\"\nexpect session.user == nil\nexpect screen: Text(\"Step 1\")\n```\n"
        let report = CheckRunner(engine: RealAppStepsTests.EngineUnderTest.compiler.engine).checkPage(.init(file: "steps.md", text: page))
        #expect(report.allDiagnostics.filter { $0.severity != .note }.map { "\($0.location.line): \($0.message)" } == [])
    }

    // MARK: An object an object holds

    static let nestedCoordinators = """
    import Combine

    final class ChildCoordinator: ObservableObject {
        @Published var path: [Int] = []
    }

    final class AppCoordinator: ObservableObject {
        let child = ChildCoordinator()
        private var bag = Set<AnyCancellable>()

        init() {
            child.objectWillChange
                .sink { [weak self] _ in self?.objectWillChange.send() }
                .store(in: &bag)
        }
    }

    struct Root: View {
        @StateObject private var app = AppCoordinator()
        var body: some View {
            ChildView(coordinator: app.child)
        }
    }

    struct ChildView: View {
        @ObservedObject var coordinator: ChildCoordinator
        var body: some View {
            NavigationStack(path: $coordinator.path) {
                List { NavigationLink("Item 1", value: 1) }
                    .navigationDestination(for: Int.self) { Text("Item \\($0)") }
                    .navigationTitle("Items")
            }
        }
    }
    """

    /// The binding is to the child's `path`; the state is the root's `app`: the write reaches
    /// the child through the holder's `let`, which no binding ever named.
    @Test func aPathOfAnObjectHeldByAnotherObjectIsWrittenInPlace() {
        #expect(Self.problems(Self.nestedCoordinators, """
        tap "Item 1"
        expect app.child.path == [1]
        back
        expect app.child.path.isEmpty
        expect title: "Items"
        """) == [])
    }

    // MARK: A picker's selection, an encoded path, a restored scene

    /// A `Picker(selection: $unit)` once made the bridge remember the binding as the Swift value
    /// behind `.metric`, so the destination for `Unit` was handed the binding and refused it.
    @Test func aValueAPickerIsBoundToReachesItsDestination() {
        #expect(Self.problems("""
        enum Unit: String, CaseIterable, Identifiable, Hashable {
            case metric, imperial
            var id: String { rawValue }
        }

        struct Converter: View {
            @State private var unit: Unit = .metric
            @State private var path: [Unit] = []
            var body: some View {
                NavigationStack(path: $path) {
                    Form {
                        Picker("Units", selection: $unit) {
                            ForEach(Unit.allCases) { unit in Text(unit.rawValue).tag(unit) }
                        }
                        Button("Show") { path.append(unit) }
                    }
                    .navigationDestination(for: Unit.self) { unit in Text(unit.rawValue) }
                }
            }
        }
        """, """
        tap "Show"
        expect screen: Text("metric")
        """) == [])
    }

    static let savedPath = """
    struct Park: Hashable, Codable { var name: String }

    struct Parks: View {
        @State private var path = NavigationPath()
        @SceneStorage("navigation") private var savedPath: Data?
        @State private var decoded = -1
        var body: some View {
            NavigationStack(path: $path) {
                List {
                    NavigationLink("Acadia", value: Park(name: "Acadia"))
                }
                .navigationDestination(for: Park.self) { park in
                    NavigationLink("Day 1", value: 1).navigationTitle(park.name)
                }
                .navigationDestination(for: Int.self) { day in
                    Button("Decode") { decoded = restored()?.count ?? -2 }
                }
            }
            .onChange(of: path) {
                if let representation = path.codable { savedPath = try? JSONEncoder().encode(representation) }
            }
            .task {
                if let saved = restored() { path = saved }
            }
        }

        private func restored() -> NavigationPath? {
            guard let savedPath,
                  let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: savedPath)
            else { return nil }
            return NavigationPath(representation)
        }
    }
    """

    /// A path's codable representation decodes the example's own types (`Park`), not only the
    /// standard library's: the runtime's lookup by name did not find them.
    @Test func anEncodedPathDecodesTheExamplesOwnTypes() {
        #expect(Self.problems(Self.savedPath, """
        tap "Acadia"
        tap "Day 1"
        tap "Decode"
        expect decoded == 2
        """) == [])
    }

    /// A relaunched root's `.task` reads the `@SceneStorage` the model restored (the new root's
    /// wrappers were attached only after its work ran, which then wrote the initial values back).
    @Test func aRelaunchedRootsTaskReadsItsRestoredSceneStorage() {
        #expect(Self.problems(Self.savedPath, """
        tap "Acadia"
        tap "Day 1"
        relaunch
        expect savedPath != nil
        expect path.count == 2
        back
        expect title: "Acadia"
        """) == [])
    }
}
