import Foundation
import Testing
@testable import NavigationModel

/// H. What a trace shows: state with changes, visible UI, back control, events; text and Codable forms.
@Suite struct TraceTests {
    static func sampleTrace() throws -> Trace {
        let (app, state) = Apps.colors()
        var session = NavigationSession(app: app, state: state)
        try session.must(.tap("Pink"))
        session.recordExpectation("expect screen: List", passed: false, message: "expected screen: List, got ColorDetail(color: .pink)")
        _ = session.perform(.tap("Nowhere"))
        session.recordNotRun("back")
        return session.trace
    }

    @Test func textRenderingShowsChangesUIAndOutcomes() throws {
        let text = try Self.sampleTrace().text
        #expect(text == """
            0. launch
               state:
                 path: []
               stack: List "Colors"
               back: disabled
            1. tap "Pink"
               state:
               - path: []
               + path: [.pink]
               stack: List "Colors" > ColorDetail(color: .pink) "pink"
               back: enabled
            2. expect screen: List  ✗ expected screen: List, got ColorDetail(color: .pink)
            3. tap "Nowhere"
               error: no visible control "Nowhere"; visible: none
               state:
                 path: [.pink]
               stack: List "Colors" > ColorDetail(color: .pink) "pink"
               back: enabled
            4. back  (not run)

            """)
    }

    @Test func changesCarryTheOldValue() throws {
        let trace = try Self.sampleTrace()
        #expect(trace.steps[1].changes == [StateEntry(name: "path", value: colorPath("pink"), previous: colorPath())])
        #expect(trace.steps[0].changes.isEmpty)
    }

    @Test func codableFormIsVersionedAndRoundTrips() throws {
        let trace = try Self.sampleTrace()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(trace)
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        #expect(object?["version"] as? Int == 1)
        let decoded = try JSONDecoder().decode(Trace.self, from: data)
        #expect(decoded == trace)
        #expect(try encoder.encode(try Self.sampleTrace()) == data)
    }

    // [M] decisions are labelled in traces.
    @Test func modelDecisionsAreMarkedInTheText() throws {
        let app = TestApp { _ in .navigationStack(path: .state("path"), root: .text("Root")) }
        var session = NavigationSession(app: app, state: AppState([("path", colorPath())]))
        try session.set("path", colorPath("pink"))
        let line = session.trace.steps.last?.text.split(separator: "\n").first { $0.contains("[N12]") }
        #expect(line?.contains("[M]") == true)
        #expect(session.ui.stack.count == 2)
    }

    // The cost of a step does not depend on the length of the trace: the session keeps no per-step work.
    @Test func longScenariosKeepOneStepPerAction() throws {
        let (app, state) = Apps.colors()
        var session = NavigationSession(app: app, state: state)
        for _ in 0..<50 {
            try session.must(.tap("Mint"))
            try session.must(.back)
        }
        #expect(session.trace.steps.count == 101)
        #expect(session.trace.steps.last?.ui.stack.count == 1)
    }
}
