import Foundation
import Testing
@testable import NavigationModel

/// Recording a step stays linear in the depth of the stack it shows.
@Suite struct DeepStackTests {
    /// 20,000 path elements with no destination log one warning each; recording
    /// them compared each new event with every earlier one (47 s for 20,000 appends).
    @Test func recordingAStepWithThousandsOfEventsIsLinear() throws {
        let (app, state) = Apps.colors()
        var session = NavigationSession(app: app, state: state)
        let count = 20_000
        let clock = ContinuousClock()
        let elapsed = try clock.measure {
            try session.run("run path = 0..<20000") { state in
                state["path"] = .array(elementType: "Int", (0..<count).map { Value.int($0) })
            }
        }
        #expect(session.trace.steps.count == 2)
        #expect(session.lastActionEvents.count >= count / 2)
        // Generous for a debug build on a busy machine; the quadratic form took minutes.
        #expect(elapsed < .seconds(30))
    }
}
