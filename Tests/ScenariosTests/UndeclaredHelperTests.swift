import Diagnostics
import Foundation
import Pages
import Testing
@testable import Scenarios

/// Helpers a page leaves out (a custom modifier, a global, an environment key, a model type
/// from another file) run as opaque, inert values with one warning at their first use; a
/// step whose outcome depends on one fails there, saying so.
@Suite struct UndeclaredHelperTests {
    /// Checks one example (its code starts on page line 8) with one scenario; every error and
    /// warning as `line: message`, notes as `line: note: message`.
    static func problems(_ code: String, _ scenario: String) -> [String] {
        let page = "---\ntitle: Helpers\n---\n\n# Helpers\n\n```swift example=app\n" + code + "\n```\n\n```scenario example=app\n" + scenario + "\n```\n"
        let report = CheckRunner(engine: InterpretedEngine()).checkPage(.init(file: "helpers.md", text: page))
        return report.allDiagnostics.flatMap { diagnostic -> [String] in
            guard diagnostic.severity != .note else { return [] }
            return ["\(diagnostic.location.line): \(diagnostic.message)"]
                + diagnostic.notes.map { "\($0.location.line): note: \($0.message)" }
        }
    }

    static func warning(_ name: String) -> String {
        "'\(name)' is not declared in this example; it runs as if it had no effect (declare it in a hidden block to run it)"
    }

    static let trails = """
    struct TrailList: View {
        @EnvironmentObject private var store: TrailStore
        @Environment(\\.theme) private var theme
        @State private var path: [Int] = []

        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    Text(store.title)
                        .foregroundStyle(theme.accent)
                    Button("Open 3") { path.append(3) }
                    Button("Log") { logEvent("tap") }
                    Button("Next") { path.append(store.nextID) }
                    Button("Refresh") { store.refresh() }
                }
                .experienceToolbar()
                .cardBackground(.brandPaper)
                .navigationDestination(for: Int.self) { id in
                    Text("Trail \\(id)").experienceToolbar()
                }
            }
        }
    }
    """

    /// The page line of a scenario's first step after `code`.
    static func firstStepLine(after code: String) -> Int {
        8 + code.split(separator: "\n", omittingEmptySubsequences: false).count + 3
    }

    @Test func eachHelperWarnsOnceAtItsFirstUseAndTheRestRuns() {
        let problems = Self.problems(Self.trails, """
        tap "Open 3"
        expect path == [3]
        expect screen: Text("Trail 3")
        """)
        #expect(problems == [
            "9: " + Self.warning("TrailStore"),
            "10: " + Self.warning("theme"),
            "19: " + Self.warning("logEvent"),
            "23: " + Self.warning("experienceToolbar"),
            "24: " + Self.warning("cardBackground"),
        ])
    }

    @Test func aStepWhoseOutcomeDependsOnAHelperFailsThere() {
        let step = Self.firstStepLine(after: Self.trails)
        for (label, line, name) in [("Log", 19, "logEvent"), ("Next", 20, "store"), ("Refresh", 21, "store")] {
            let problems = Self.problems(Self.trails, "tap \"\(label)\"\nexpect path.isEmpty")
            #expect(problems.filter { !$0.contains("is not declared") } == [
                "\(line): this step depends on '\(name)', which the example does not declare",
                "\(step): note: while running this step",
            ], "\(label): \(problems)")
        }
    }

    @Test func anExpectationAboutAHelperFailsSayingSo() {
        let problems = Self.problems(Self.trails, "expect store.count == 2")
        #expect(problems.contains { $0.hasSuffix(": this step depends on 'store', which the example does not declare") }, "\(problems)")
    }

    @Test func aStepsOwnNamesMustResolve() {
        let problems = Self.problems(Self.trails, "run logEvent(\"x\")")
        #expect(problems.contains { $0.hasSuffix(": cannot find 'logEvent' in scope") }, "\(problems)")
    }

    @Test func aFirstScreenThatDependsOnAHelperIsAnErrorInsteadOfTheWarning() {
        let problems = Self.problems("""
        struct Home: View {
            var body: some View {
                NavigationStack {
                    if isSignedIn {
                        Text("Welcome back")
                    } else {
                        Text("Sign in")
                    }
                }
            }
        }
        """, "expect screen: Text(\"Sign in\")")
        #expect(problems == ["11: the first screen depends on 'isSignedIn', which the example does not declare"])
    }

    @Test func aNearMissIsATypoNotAHelper() {
        let problems = Self.problems("""
        struct Home: View {
            @State private var count = 0
            var body: some View {
                Text("\\(coun)")
                    .foregroundStyle(Color.pinkk)
                    .paddng()
            }
        }
        """, "expect count == 0")
        #expect(problems == [
            "11: cannot find 'coun' in scope; did you mean 'count'?",
            "12: type 'Color' has no member 'pinkk'; did you mean 'pink'?",
            "13: value of type 'some View' has no member 'paddng'; did you mean 'padding'?",
        ], "\(problems)")
    }
}
