import Foundation
import Pages
import Testing
@testable import Scenarios

/// Each scenario starts at a launch of its own, as each launch of an iOS app is a new process:
/// what one scenario did to the example's static and global variables (a `static let shared`
/// router, a counter) is not there in the next. Both engines.
@Suite(.serialized) struct LaunchIsolationTests {
    static let sharedRouter = """
    import SwiftUI

    final class Router: ObservableObject {
        static let shared = Router()
        @Published var path: [Int] = []
    }

    var taps = 0

    struct Home: View {
        @ObservedObject var router = Router.shared
        var body: some View {
            NavigationStack(path: $router.path) {
                VStack {
                    Button("Count") { taps += 1 }
                    Button("Next") { router.path.append(router.path.count + 1) }
                }
                .navigationDestination(for: Int.self) { Text("Page \\($0)") }
            }
        }
    }
    """

    /// The same scenario twice: the second sees what the first saw only if nothing leaks.
    static let scenario = """
    expect Router.shared.path == []
    tap "Count"
    expect taps == 1
    tap "Next"
    expect Router.shared.path == [1]
    expect screen: Text("Page 1")
    """

    static let countedLaunches = """
    import SwiftUI

    var launches = 0

    final class Store: ObservableObject {
        @Published var launch: Int
        init() {
            launches += 1
            launch = launches
        }
    }

    struct Home: View {
        @StateObject private var store = Store()
        var body: some View {
            NavigationStack {
                NavigationLink("Launch \\(store.launch)", value: store.launch)
                    .navigationDestination(for: Int.self) { Text("Launch \\($0)") }
            }
        }
    }
    """

    /// The compiled engine hands the process that drew the launch screen to the first
    /// scenario; that scenario's launch must not be made a second time in it.
    @Test(arguments: RealAppStepsTests.EngineUnderTest.allCases)
    func theFirstScenarioSeesOneLaunch(engine: RealAppStepsTests.EngineUnderTest) {
        let scenario = "expect launches == 1\ntap \"Launch 1\"\nexpect screen: Text(\"Launch 1\")"
        let page = "# Launches\n\n```swift example=app\n" + Self.countedLaunches + "\n```\n\n"
            + "```scenario example=app\n" + scenario + "\n```\n\n"
            + "```scenario example=app\nsize compact\n" + scenario + "\n```\n"
        let report = CheckRunner(engine: engine.engine).checkPage(.init(file: "launches.md", text: page))
        let problems = report.allDiagnostics.filter { $0.severity != .note }.map { "\($0.location.line): \($0.message)" }
        #expect(problems == [])
        #expect(report.examples.flatMap(\.scenarios).map(\.status) == [.passed, .passed])
    }

    @Test(arguments: RealAppStepsTests.EngineUnderTest.allCases)
    func aSecondScenarioStartsFromTheInitialValues(engine: RealAppStepsTests.EngineUnderTest) {
        let page = "# Launches\n\n```swift example=app\n" + Self.sharedRouter + "\n```\n\n"
            + "```scenario example=app\n" + Self.scenario + "\n```\n\n"
            + "```scenario example=app\n" + Self.scenario + "\n```\n"
        let report = CheckRunner(engine: engine.engine).checkPage(.init(file: "launches.md", text: page))
        let problems = report.allDiagnostics.filter { $0.severity != .note }.map { "\($0.location.line): \($0.message)" }
        #expect(problems == [])
        #expect(report.examples.flatMap(\.scenarios).map(\.status) == [.passed, .passed])
    }
}
