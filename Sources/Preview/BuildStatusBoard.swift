/// Holds the latest ``BuildStatus`` and lets pages wait for the next one.
///
/// Browsers long-poll: each asks for the first build after the one its page
/// came from and gets an answer as soon as that build finishes, or the current
/// status after a timeout, when it simply asks again.
public actor BuildStatusBoard {
    public private(set) var current: BuildStatus
    private let pollInterval: Duration

    public init(pollInterval: Duration = .milliseconds(100)) {
        current = BuildStatus()
        self.pollInterval = pollInterval
    }

    /// Records a finished build under the next number and returns it as recorded.
    @discardableResult
    public func publish(_ status: BuildStatus) -> BuildStatus {
        var status = status
        status.build = current.build + 1
        current = status
        return status
    }

    /// The first status newer than `build`, or the current one when `timeout`
    /// passes or the waiting task is cancelled (a closing connection).
    public func next(after build: Int, timeout: Duration) async -> BuildStatus {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        // Sleeping in short steps rather than parking continuations keeps
        // cancellation and timeouts trivial; a handful of open tabs costs nothing.
        while current.build <= build, clock.now < deadline, !Task.isCancelled {
            try? await Task.sleep(for: pollInterval)
        }
        return current
    }
}
