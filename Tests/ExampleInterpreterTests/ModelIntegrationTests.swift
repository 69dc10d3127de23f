import Diagnostics
import NavigationModel
import Testing
@testable import ExampleInterpreter

/// Interpreted examples driven by the navigation model, as the scenario runner will drive them.
@Suite struct ModelIntegrationTests {
    private func session(_ name: String, sizeClass: SizeClass = .regular) throws -> (NavigationSession, InterpretedApp) {
        let example = try #require(conformanceExamples.first { $0.name == name })
        let compiled = compile(example.blocks, name: example.name, root: example.root, file: example.page)
        let app = try #require(compiled.app, "\(compiled.errorMessages)")
        let session = NavigationSession(app: app, state: try app.initialState(sizeClass: sizeClass))
        return (session, app)
    }

    @Test(arguments: conformanceExamples.filter { $0.expectedErrors.isEmpty })
    func everyCleanExampleLaunchesInTheModel(_ example: ConformanceExample) throws {
        let compiled = compile(example.blocks, name: example.name, root: example.root, file: example.page)
        let app = try #require(compiled.app)
        let session = NavigationSession(app: app, state: try app.initialState())
        #expect(session.launchError == nil, "\(String(describing: session.launchError))")
        #expect(!session.ui.columns.isEmpty)
    }

    @Test func tapAndBackOnATypedPath() throws {
        // 01-stack-basics, first scenario (N1, N2, N5).
        var (session, app) = try session("colors")
        #expect(session.ui.topScreen?.description == "List")
        #expect(session.ui.title == "Colors")
        #expect(!session.ui.isBackEnabled)
        _ = session.perform(.tap("Pink"))
        #expect(session.state["path"] == .array(elementType: "Color", [.color("pink")]))
        #expect(session.ui.topScreen?.description == "ColorDetail(color: .pink)")
        #expect(session.ui.title == "pink")
        _ = session.perform(.back)
        #expect(session.state["path"] == .array(elementType: "Color", []))
        let run = try #require(app.compileStatements("path.append(.mint)", at: SourceLocation(file: "p.md", line: 1, column: 5)).compiled)
        _ = session.perform(.run(run))
        #expect(session.ui.stack.map(\.description) == ["List", "ColorDetail(color: .mint)"])
    }

    @Test func heterogeneousPathAndRelaunch() throws {
        // 02-navigation-path (N8, N10).
        var (session, app) = try session("mixed")
        _ = session.perform(.tap("Yosemite"))
        #expect(session.ui.topScreen?.description == "ParkDetails(park: Park(name: \"Yosemite\"))")
        #expect(session.ui.title == "Yosemite")
        let run = try #require(app.compileStatements("path.append(4)", at: SourceLocation(file: "p.md", line: 1, column: 5)).compiled)
        _ = session.perform(.run(run))
        #expect(session.ui.topScreen?.description == "Text(\"Number 4\")")
        let relaunched = session.relaunch(into: app)
        if case .failure(let error) = relaunched { Issue.record("relaunch failed: \(error)") }
        #expect(session.ui.topScreen?.description == "Text(\"Number 4\")")
    }

    @Test func buttonsAndPresentedDestinations() throws {
        // 03-destinations "presented" (N18).
        var (session, _) = try session("presented")
        _ = session.perform(.tap("Show"))
        #expect(session.state["showing"] == .bool(true))
        #expect(session.ui.topScreen?.description == "Text(\"Shown\")")
        _ = session.perform(.back)
        #expect(session.state["showing"] == .bool(false))
    }

    @Test func splitViewSelectionDrivesTheDetail() throws {
        // 04-split-view "picker" (N24, N30).
        var (session, _) = try session("picker")
        #expect(session.ui.column(.detail)?.screens.last?.description == "Text(\"Pick a color\")")
        _ = session.perform(.tap("teal"))
        #expect(session.state["selection"]?.unwrapped == .color("teal"))
        let detail = session.ui.column(.detail)?.screens.last
        #expect(detail?.typeName == "ColorDetail")
        #expect(detail?.arguments == [Argument("color", .color("teal"))])
    }

    @Test func availabilityWrapperOnOlderPlatforms() throws {
        // 08-availability (N36 through the wrapper's `else` branch).
        var (session, _) = try session("wrapper")
        #expect(session.ui.column(.detail)?.screens.last?.description == "Text(\"Detail\")")
        _ = session.perform(.platform(PlatformVersion("iOS", 15)))
        #expect(session.ui.column(.sidebar)?.screens.first?.description == "Text(\"Sidebar\")")
        #expect(session.ui.column(.detail)?.screens.last?.description == "Text(\"Detail\")")
    }
}

@Suite struct ViewStateTests {
    @Test func aPushedViewKeepsItsOwnState() throws {
        // "A pushed view's own @State, if any, lives with its screen" (architecture, the seam).
        let example = compile("""
        struct Detail: View {
            var name: String
            @State private var isExpanded = false
            var body: some View {
                VStack {
                    Button("More") { isExpanded.toggle() }
                    Text(isExpanded ? "\\(name): all" : name)
                }
            }
        }
        var body: some View {
            NavigationStack {
                NavigationLink("Kiwi") { Detail(name: "Kiwi") }
            }
        }
        """)
        let app = try #require(example.app, "\(example.errorMessages)")
        var session = NavigationSession(app: app, state: try app.initialState())
        _ = session.perform(.tap("Kiwi"))
        _ = session.perform(.tap("More"))
        #expect(session.state["Detail.isExpanded"] == .bool(true))
        let screen = try #require(session.ui.topScreen)
        #expect(screen.typeName == "Detail")
        // A new session starts from the view's initial state again.
        let fresh = NavigationSession(app: app, state: try app.initialState())
        #expect(fresh.state["Detail(name: \"Kiwi\").isExpanded"] == nil)
        var again = fresh
        _ = again.perform(.tap("Kiwi"))
        #expect(try app.root(in: again.state).kind != ViewKind.empty)
        let detail = try app.destination(try #require(again.ui.topScreen.flatMap { _ in try app.root(in: again.state).links.first }.flatMap { kind -> DestinationRef? in
            if case .destination(let ref) = kind { return ref }
            return nil
        }), value: nil, in: again.state)
        #expect(detail.texts == ["More", "Kiwi"])
    }
}
