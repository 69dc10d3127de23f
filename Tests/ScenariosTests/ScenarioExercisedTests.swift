import Testing
import Diagnostics
import Pages
@testable import Scenarios

/// Each scenario reports the catalog ids the model and the interpreter applied
/// while running it, and only those.
@Suite struct ScenarioExercisedTests {
    static let page = #"""
    Parks and photos on one path.

    ```swift example=photos
    struct Park: Hashable, Codable { var name: String }
    struct Photo: Hashable { var id: Int }

    struct PhotoStack: View {
        @State private var path = NavigationPath()
        var body: some View {
            NavigationStack(path: $path) {
                List {
                    NavigationLink("Park", value: Park(name: "Yosemite"))
                    NavigationLink("Photo", value: Photo(id: 42))
                }
                .navigationDestination(for: Park.self) { park in Text(park.name) }
                .navigationDestination(for: Photo.self) { photo in Text("photo") }
            }
        }
    }
    ```

    ```scenario example=photos title="saved and restored"
    tap "Park"
    expect path.codable != nil
    relaunch
    expect path.count == 1
    ```

    ```scenario example=photos title="cannot be saved"
    tap "Photo"
    expect path.codable == nil
    ```

    ```scenario example=photos title="stops at once"
    back
    tap "Park"
    ```
    """#

    func scenarios() -> [ScenarioReport] {
        let page = PageParser().parse(source: Self.page, file: "p.md").page
        return PageChecker(engine: InterpretedEngine()).check(PageCheckPlan(page: page)).report.examples[0].scenarios
    }

    // N40, N10: relaunch through the Codable form restores the screens; N8: a NavigationPath; no N9.
    @Test func relaunchOfACodablePath() {
        let scenario = scenarios()[0]
        #expect(scenario.status == .passed)
        #expect(scenario.exercised == ["N1", "N2", "N5", "N8", "N10", "N12", "N22", "N40"])
    }

    // N9: the interpreter's `codable` is nil once an element is not Codable; the model cannot see it, the scenario can.
    @Test func codableNilIsN9() {
        let scenario = scenarios()[1]
        #expect(scenario.status == .passed)
        #expect(scenario.exercised == ["N1", "N2", "N5", "N8", "N9", "N12", "N22"])
    }

    // N1: a failed back at the root, and the launch; the steps not run add nothing (no N22).
    @Test func stepsNotRunExerciseNothing() {
        let scenario = scenarios()[2]
        #expect(scenario.status == .failed)
        #expect(scenario.exercised == ["N1"])
    }
}
