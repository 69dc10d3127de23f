import Dispatch
import Foundation
import Synchronization
import Testing
@testable import Preview

/// Stopping `serve` never waits for a build that does not end.
@Suite(.timeLimit(.minutes(1))) struct PreviewSessionTests {
    final class Flags: Sendable {
        let buildStarted = Atomic<Bool>(false)
        /// Set at the end of the test: every stuck build then returns.
        let released = Atomic<Bool>(false)
    }

    /// A build that ignores cancellation, like a page stuck in evaluation, without
    /// holding one of the few threads every other test shares: it waits in a
    /// detached task, whose sleeps a cancelled caller cannot cut short.
    static func stuckBuild(_ flags: Flags) async {
        await Task.detached {
            let deadline = ContinuousClock.now.advanced(by: .seconds(30))
            while !flags.released.load(ordering: .relaxed), ContinuousClock.now < deadline {
                try? await Task.sleep(for: .milliseconds(50))
            }
        }.value
    }

    @Test func aStopDoesNotWaitForARunawayBuild() async throws {
        let folder = try TemporaryFolder(files: ["content/en/index.md": "# Home\n", "public/index.html": "<p>site</p>"])
        defer { folder.remove() }
        let flags = Flags()
        let session = PreviewSession(
            host: "127.0.0.1", port: 0, output: folder.url("public"), watched: [folder.url("content")],
            pollInterval: .milliseconds(20),
            build: { _ in
                flags.buildStarted.store(true, ordering: .relaxed)
                // A page whose evaluation never ends, as far as the session can tell.
                await Self.stuckBuild(flags)
                return BuildStatus(diagnostics: [], wroteOutput: true)
            },
            log: { _ in }
        )
        let clock = ContinuousClock()
        let stopTime = Mutex<ContinuousClock.Instant?>(nil)
        try await session.run(
            first: BuildStatus(diagnostics: [], wroteOutput: true),
            ready: { _ in },
            until: {
                // Edits until the watcher, which takes its first look concurrently, sees one.
                var edit = 0
                while !flags.buildStarted.load(ordering: .relaxed), !Task.isCancelled {
                    edit += 1
                    try? folder.write("# Edit \(edit)\n", to: "content/en/index.md")
                    try? await Task.sleep(for: .milliseconds(100))
                }
                stopTime.withLock { $0 = clock.now }
            }
        )
        let stopRequested = stopTime.withLock { $0 }
        let waited = clock.now - (stopRequested ?? clock.now)
        flags.released.store(true, ordering: .relaxed)
        let started = flags.buildStarted.load(ordering: .relaxed)
        #expect(started)
        #expect(waited < .seconds(10), "the stop waited \(waited) for the build")
    }
}
