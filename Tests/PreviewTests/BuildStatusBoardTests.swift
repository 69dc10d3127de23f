import Diagnostics
import Preview
import Testing

@Suite struct BuildStatusBoardTests {
    static let warning = Diagnostic.warning("html.raw", at: SourceLocation(file: "content/en/index.md", line: 3, column: 1), "raw HTML is not rendered")

    @Test func buildsAreNumberedFromOne() async {
        let board = BuildStatusBoard()
        #expect(await board.current.build == 0)
        #expect(await board.publish(BuildStatus(build: 42, wroteOutput: true)).build == 1)
        #expect(await board.publish(BuildStatus(diagnostics: [Self.warning])).build == 2)
        #expect(await board.current.diagnostics == [Self.warning])
    }

    @Test func aWaiterGetsTheNextBuildAsSoonAsItIsPublished() async {
        let board = BuildStatusBoard(pollInterval: .milliseconds(5))
        await board.publish(BuildStatus(wroteOutput: true))
        // A timeout far beyond any machine's delay: answering before it means the publish woke the waiter.
        let waiter = Task { await board.next(after: 1, timeout: .seconds(600)) }
        try? await Task.sleep(for: .milliseconds(50))
        let started = ContinuousClock.now
        await board.publish(BuildStatus(diagnostics: [Self.warning], wroteOutput: true))
        let status = await waiter.value
        #expect(status.build == 2)
        #expect(status.diagnostics == [Self.warning])
        #expect(ContinuousClock.now - started < .seconds(300))
    }

    @Test func aWaiterBehindAlreadyGetsTheCurrentStatusAndATimeoutAnswersAnyway() async {
        let board = BuildStatusBoard(pollInterval: .milliseconds(5))
        await board.publish(BuildStatus())
        await board.publish(BuildStatus(failure: "bad template"))
        #expect(await board.next(after: 0, timeout: .seconds(30)).build == 2)
        let timedOut = await board.next(after: 2, timeout: .milliseconds(30))
        #expect(timedOut.build == 2)
        #expect(timedOut.failure == "bad template")
        #expect(!timedOut.isClean)
    }

    @Test func onlyErrorsWarningsAndFailuresMakeAStatusUnclean() {
        let note = Diagnostic.note("x", at: SourceLocation(file: "a.md", line: 1, column: 1), "fyi")
        #expect(BuildStatus(diagnostics: [note]).isClean)
        #expect(!BuildStatus(diagnostics: [Self.warning]).isClean)
    }
}
