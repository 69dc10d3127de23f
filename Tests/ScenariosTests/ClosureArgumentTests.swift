import Testing
@testable import Scenarios

/// A view's closure-typed stored property is one of its arguments (the call that made the view
/// names it), shown as `_` because a closure has no value to print; a pattern writes `_` for
/// it. Both engines describe the screen the same way; the interpreter once left the closure
/// out, and so did the compiled engine.
@Suite(.serialized) struct ClosureArgumentTests {
    static let timer = """
    struct Focus: View {
        @State private var isRunning = false
        @State private var finished = 0
        var body: some View {
            NavigationStack {
                Button("Start") { isRunning = true }
                    .navigationDestination(isPresented: $isRunning) {
                        RunningTimer(minutes: 25, note: "Deep work") {
                            finished += 1
                            isRunning = false
                        }
                    }
            }
        }
    }

    struct RunningTimer: View {
        let minutes: Int
        let note: String
        let onFinish: () -> Void
        var body: some View {
            Button("Finish", action: onFinish)
        }
    }

    """

    @Test(arguments: RealAppStepsTests.EngineUnderTest.allCases)
    func aClosureArgumentShowsAsAWildcard(engine: RealAppStepsTests.EngineUnderTest) {
        #expect(RealAppStepsTests.problems(Self.timer, """
        tap "Start"
        expect screen: RunningTimer(minutes: 25, note: "Deep work", onFinish: _)
        expect screen: RunningTimer(minutes: _, note: _, onFinish: _)
        expect stack: Button > RunningTimer(minutes: 25, note: "Deep work", onFinish: _)
        tap "Finish"
        expect finished == 1
        """, on: engine) == [])
    }

    @Test(arguments: RealAppStepsTests.EngineUnderTest.allCases)
    func aPatternWithoutTheClosureNamesTheScreenItGot(engine: RealAppStepsTests.EngineUnderTest) {
        #expect(RealAppStepsTests.problems(Self.timer, """
        tap "Start"
        expect screen: RunningTimer(minutes: 25, note: "Deep work")
        """, on: engine) == [#"33: expected screen: RunningTimer(minutes: 25, note: "Deep work"), got RunningTimer(minutes: 25, note: "Deep work", onFinish: _)"#])
    }

    /// `@ViewBuilder let content: Content` holds the view its closure built, not a closure.
    @Test(arguments: RealAppStepsTests.EngineUnderTest.allCases)
    func viewBuilderContentIsNoClosureArgument(engine: RealAppStepsTests.EngineUnderTest) {
        let code = """
        struct Home: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Card") { Card(title: "Hi") { Text("Body") } }
                }
            }
        }

        struct Card<Content: View>: View {
            let title: String
            @ViewBuilder let content: Content
            var body: some View { VStack { Text(title); content } }
        }
        """
        #expect(RealAppStepsTests.problems(code, """
        tap "Card"
        expect screen: Card(title: "Hi")
        """, on: engine) == [])
    }
}
