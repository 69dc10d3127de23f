import Foundation
import Pages
import Testing
@testable import Scenarios

/// The steps real apps need (the scenario language's wave 3): `open url` (N54), `type … into`
/// and `submit` (N55), image-only controls (N56). Each page runs on both engines, so a step
/// that one engine models and the other does not fails here.
@Suite(.serialized) struct RealAppStepsTests {
    enum EngineUnderTest: String, CaseIterable, CustomTestStringConvertible {
        case interpreter, compiler
        var testDescription: String { rawValue }

        var engine: SelectedEngine {
            switch self {
            case .interpreter: SelectedEngine.interpreterOnly
            case .compiler:
                SelectedEngine(
                    choice: .compiler,
                    compiler: CompiledEngine(environment: ProcessInfo.processInfo.environment, cacheFolder: CorpusTests.cacheFolder))
            }
        }
    }

    /// The problems a page of one example and one scenario has, as `line: message`.
    static func problems(_ code: String, _ scenario: String, on engine: EngineUnderTest) -> [String] {
        let page = "# Steps\n\n```swift example=app\n" + code + "\n```\n\n```scenario example=app\n" + scenario + "\n```\n"
        let report = CheckRunner(engine: engine.engine).checkPage(.init(file: "steps.md", text: page))
        return report.allDiagnostics.filter { $0.severity != .note }.map { "\($0.location.line): \($0.message)" }
    }

    // MARK: N54: open url

    static let trails = """
    struct ContentView: View {
        @State private var path: [Int] = []
        @State private var opened: [String] = []
        var body: some View {
            NavigationStack(path: $path) {
                List { NavigationLink("Trail 1", value: 1) }
                    .navigationDestination(for: Int.self) { id in TrailView(id: id) }
                    .onOpenURL { url in opened.append("list " + (url.host ?? "")) }
            }
            .onOpenURL { url in
                opened.append("root " + url.lastPathComponent)
                if url.host == "trails", let id = Int(url.lastPathComponent) { path = [id] }
            }
        }
    }

    struct TrailView: View {
        let id: Int
        var body: some View { Text("Trail \\(id)") }
    }
    """

    @Test(arguments: EngineUnderTest.allCases)
    func openURLRunsEveryHandlerOnScreenOutermostFirst(engine: EngineUnderTest) {
        #expect(Self.problems(Self.trails, """
        open url "myapp://trails/3"
        expect path == [3]
        expect opened == ["root 3", "list trails"]
        expect screen: TrailView(id: 3)
        open url "myapp://settings"
        expect path == [3]
        """, on: engine) == [])
    }

    @Test(arguments: EngineUnderTest.allCases)
    func openURLFailsWhenTheHandlerDoesNotDoWhatTheScenarioSays(engine: EngineUnderTest) {
        let problems = Self.problems(Self.trails, "open url \"myapp://settings\"\nexpect path == [3]", on: engine)
        #expect(problems.count == 1 && problems[0] == "28: expected path == [3], got path = []", "\(problems)")
    }

    @Test(arguments: EngineUnderTest.allCases)
    func openURLWithNoHandlerOnScreenIsAnError(engine: EngineUnderTest) {
        let code = "struct ContentView: View {\n    var body: some View { NavigationStack { Text(\"Home\") } }\n}"
        #expect(Self.problems(code, "open url \"myapp://x\"", on: engine)
            == ["10: no view on screen handles a URL: none declares `.onOpenURL { url in … }`"])
    }

    @Test(arguments: EngineUnderTest.allCases)
    func aHandlerMayPassTheURLOnAndAStepMayMakeOne(engine: EngineUnderTest) {
        let code = """
        struct ContentView: View {
            @State private var path: [String] = []
            var body: some View {
                NavigationStack(path: $path) {
                    Text("Home").navigationDestination(for: String.self) { Text($0) }
                }
                .onOpenURL { url in route(url) }
            }

            func route(_ url: URL) {
                guard url.scheme == "notes", let host = url.host else { return }
                path = [host] + url.pathComponents.filter { $0 != "/" }
            }
        }
        """
        #expect(Self.problems(code, """
        open url "notes://folder/work/today"
        expect path == ["folder", "work", "today"]
        open url "mailto:someone"
        expect path == ["folder", "work", "today"]
        run route(URL(string: "notes://inbox")!)
        expect path == ["inbox"]
        expect URL(string: "notes://inbox")?.host == "inbox"
        """, on: engine) == [])
    }

    // MARK: N55: type and submit

    static let signIn = """
    struct ContentView: View {
        @State private var name = ""
        @State private var password = ""
        @State private var tags = ""
        @State private var submits: [String] = []
        var body: some View {
            NavigationStack {
                Form {
                    TextField("Name", text: $name)
                        .onSubmit { submits.append("name") }
                    SecureField("Password", text: $password, prompt: Text("Required"))
                    TextField("Tags", text: $tags).submitScope()
                }
                .onSubmit { submits.append("form") }
            }
        }
    }
    """

    @Test(arguments: EngineUnderTest.allCases)
    func typeWritesThroughTheBindingAndSubmitRunsTheActionsAround(engine: EngineUnderTest) {
        #expect(Self.problems(Self.signIn, """
        type "Ada" into "Name"
        expect name == "Ada"
        type "secret" into "Required"
        expect password == "secret"
        submit "Name"
        expect submits == ["name", "form"]
        submit "Password"
        expect submits == ["name", "form", "form"]
        submit "Tags"
        expect submits == ["name", "form", "form"]
        """, on: engine) == [])
    }

    @Test(arguments: EngineUnderTest.allCases)
    func aFieldIsTypedIntoNotTapped(engine: EngineUnderTest) {
        #expect(Self.problems(Self.signIn, "tap \"Name\"", on: engine)
            == ["24: \"Name\" is a text field: write `type \"…\" into \"Name\"` or `submit \"Name\"`"])
        #expect(Self.problems(Self.signIn, "type \"x\" into \"Email\"", on: engine)
            == ["24: no visible text field \"Email\"; visible fields: \"Name\", \"Password\", \"Tags\""])
    }

    @Test(arguments: EngineUnderTest.allCases)
    func aFieldWithoutTitleIsNamedByItsAccessibilityLabel(engine: EngineUnderTest) {
        let code = """
        struct ContentView: View {
            @State private var entry = ""
            var body: some View {
                NavigationStack { TextEditor(text: $entry).accessibilityLabel("Entry") }
            }
        }
        """
        #expect(Self.problems(code, "type \"Dear diary\" into \"Entry\"\nexpect entry == \"Dear diary\"", on: engine) == [])
    }

    // MARK: N56: image-only controls

    @Test(arguments: EngineUnderTest.allCases)
    func aLabelWithATitleViewIsNamedByItsText(engine: EngineUnderTest) {
        let code = """
        struct ContentView: View {
            var body: some View {
                NavigationStack {
                    NavigationLink { Text("Loaf page") } label: { Label { Text("Loaf") } icon: { Image(systemName: "star") } }
                }
            }
        }
        """
        #expect(Self.problems(code, "tap \"Loaf\"\nexpect screen: Text(\"Loaf page\")", on: engine) == [])
    }

    static let toolbar = """
    struct ContentView: View {
        @State private var log: [String] = []
        var body: some View {
            NavigationStack {
                Text("Inbox")
                    .toolbar {
                        Button { log.append("gear") } label: { Image(systemName: "gear") }
                        Button { log.append("compose") } label: { Image(systemName: "square.and.pencil") }
                            .accessibilityLabel("Compose")
                        NavigationLink { Text("Profile") } label: { Image(systemName: "person.circle") }
                    }
            }
        }
    }
    """

    @Test(arguments: EngineUnderTest.allCases)
    func anImageOnlyControlIsNamedByItsAccessibilityLabelElseItsSymbol(engine: EngineUnderTest) {
        #expect(Self.problems(Self.toolbar, """
        tap "gear"
        tap "Compose"
        expect log == ["gear", "compose"]
        tap "person.circle"
        expect screen: Text("Profile")
        """, on: engine) == [])
        let problems = Self.problems(Self.toolbar, "tap \"square.and.pencil\"", on: engine)
        #expect(problems.count == 1 && problems[0].contains("no visible control \"square.and.pencil\""), "\(problems)")
    }

    @Test(arguments: EngineUnderTest.allCases)
    func twoToolbarItemsAreBothTappable(engine: EngineUnderTest) {
        // The compiled engine once picked the SDK's two-item buildBlock, which has no value in the model.
        let code = """
        struct ContentView: View {
            @State private var count = 0
            var body: some View {
                NavigationStack {
                    Text("\\(count)")
                        .toolbar {
                            ToolbarItem(placement: .topBarLeading) { Button("Less") { count -= 1 } }
                            ToolbarItem(placement: .topBarTrailing) { Button("More") { count += 1 } }
                        }
                }
            }
        }
        """
        #expect(Self.problems(code, "tap \"More\"\ntap \"More\"\ntap \"Less\"\nexpect count == 1", on: engine) == [])
    }

    // MARK: Parsing

    @Test func theNewStepsSayWhatIsMissing() {
        let code = "struct ContentView: View {\n    var body: some View { Text(\"x\") }\n}"
        #expect(Self.problems(code, "open \"myapp://x\"", on: .interpreter)
            == ["10: expected 'url' after 'open': open url \"myapp://…\""])
        #expect(Self.problems(code, "type \"a\" \"b\"", on: .interpreter)
            == ["10: expected 'into' after 'type \"…\"': type \"TEXT\" into \"LABEL\""])
        #expect(Self.problems(code, "submit", on: .interpreter).first?.contains("submit") == true)
    }
}
