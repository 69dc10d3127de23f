import Synchronization

/// Tells a build under way that its result is no longer wanted (`serve` got a newer
/// edit): the steps look at it between pages and between examples, and the build
/// then stops with `CancellationError` instead of finishing work an edit made obsolete.
///
/// A flag rather than task cancellation: pages are built on Dispatch and large-stack
/// threads, outside any task, where `Task.isCancelled` cannot be read.
public final class BuildCancellation: Sendable {
    private let cancelled = Atomic<Bool>(false)

    public init() {}

    public var isCancelled: Bool { cancelled.load(ordering: .relaxed) }

    public func cancel() {
        cancelled.store(true, ordering: .relaxed)
    }

    /// Throws `CancellationError` once cancelled.
    public func check() throws {
        if isCancelled { throw CancellationError() }
    }
}
