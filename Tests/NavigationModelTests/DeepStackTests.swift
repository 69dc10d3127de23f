import Foundation
import Testing
@testable import NavigationModel

/// Recording a step stays linear in the depth of the stack it shows.
@Suite struct DeepStackTests {
    /// Path elements with no destination log one warning each; recording them compared
    /// each new event with every earlier one (47 s for 20,000 appends). 9,000 stays under
    /// the model's bound on a stack (``TraceLimits/maximumStackDepth``).
    @Test func recordingAStepWithThousandsOfEventsIsLinear() throws {
        let (app, state) = Apps.colors()
        var session = NavigationSession(app: app, state: state)
        let count = 9_000
        let clock = ContinuousClock()
        let elapsed = try clock.measure {
            try session.run("run path = 0..<9000") { state in
                state["path"] = .array(elementType: "Int", (0..<count).map { Value.int($0) })
            }
        }
        #expect(session.trace.steps.count == 2)
        #expect(session.lastActionEvents.count >= count / 2)
        // Generous for a debug build on a busy machine; the quadratic form took minutes.
        #expect(elapsed < .seconds(30))
    }

    /// A path past the bound fails its step before any of its screens is derived.
    @Test func aPathPastTheBoundFailsTheStep() throws {
        let (app, state) = Apps.colors()
        var session = NavigationSession(app: app, state: state)
        #expect(throws: (any Error).self) {
            try session.run("run path = 0..<10000") { state in
                state["path"] = .array(elementType: "Int", (0..<TraceLimits.maximumStackDepth).map { Value.int($0) })
            }
        }
    }
}
