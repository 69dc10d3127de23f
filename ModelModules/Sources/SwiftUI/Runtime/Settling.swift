@_spi(ExperimentalCustomExecutors) @_spi(ExperimentalScheduling) import _Concurrency
import Foundation
import Dispatch

/// The work an example schedules, run to the end after each step, the same way every time.
///
/// An app's asynchronous work (a `Task`, an `async` function it awaits, an actor, a block on a
/// dispatch queue, work after a delay) finishes after the tap that started it; a scenario's
/// next step sees what it left. So the program owns its executors: Swift's main and global
/// executors and the dispatch queues the example calls put their jobs in one queue, which the
/// main thread runs in order when a step ends (``Settling/settle()``) — one thread, first in
/// first out, and a clock that jumps to the next delayed job instead of waiting for it. The
/// same example settles the same way on every run, and a delay costs no time.
///
/// Work that never ends (a loop that sleeps and repeats) is cut off after a number of jobs or
/// a few seconds, and the step fails with ``SettlingError``.
final class SettlingQueue: @unchecked Sendable {
    static let shared = SettlingQueue()

    /// Jobs one settling may run, and the wall time it may take.
    static let jobLimit = 50_000
    static let timeLimit: TimeInterval = 3

    private enum Work {
        case job(UnownedJob, onMain: Bool)
        case block(() -> Void)
    }

    private let lock = NSLock()
    private var ready: [Work] = []
    private var readyStart = 0
    /// Delayed work by due time (virtual nanoseconds), then by the order it was scheduled.
    private var delayed: [(due: UInt64, order: Int, work: Work)] = []
    private var scheduled = 0
    /// The settling clock: it starts at 0 and moves only to the due time of delayed work.
    private(set) var now: UInt64 = 0

    private func add(_ work: Work, after delay: UInt64?) {
        lock.lock()
        defer { lock.unlock() }
        if let delay, delay > 0 {
            scheduled += 1
            let due = now.addingReportingOverflow(delay)
            delayed.append((due.overflow ? .max : due.partialValue, scheduled, work))
        } else {
            ready.append(work)
        }
    }

    func enqueue(_ job: UnownedJob, onMain: Bool, after delay: UInt64? = nil) {
        add(.job(job, onMain: onMain), after: delay)
    }

    func enqueue(after delay: UInt64? = nil, _ block: @escaping () -> Void) {
        add(.block(block), after: delay)
    }

    var isEmpty: Bool {
        lock.lock()
        defer { lock.unlock() }
        return readyStart == ready.count && delayed.isEmpty
    }

    /// Takes the next job, moving the clock to delayed work when nothing else is ready.
    private func next() -> Work? {
        lock.lock()
        defer { lock.unlock() }
        if readyStart == ready.count, !delayed.isEmpty {
            let index = delayed.indices.min { (delayed[$0].due, delayed[$0].order) < (delayed[$1].due, delayed[$1].order) }!
            let first = delayed.remove(at: index)
            now = max(now, first.due)
            ready.append(first.work)
        }
        guard readyStart < ready.count else { return nil }
        let work = ready[readyStart]
        readyStart += 1
        if readyStart == ready.count {
            ready.removeAll(keepingCapacity: true)
            readyStart = 0
        }
        return work
    }

    /// Runs jobs until none is left or `budget` allows no more; returns how many ran.
    func run(budget: inout Int, until deadline: Date) -> Int {
        var count = 0
        while budget > 0, let work = next() {
            budget -= 1
            count += 1
            switch work {
            case .job(let job, let onMain):
                if onMain {
                    job.runSynchronously(on: SettlingMainExecutor.shared.asUnownedSerialExecutor())
                } else {
                    job.runSynchronously(on: SettlingGlobalExecutor.shared.asUnownedTaskExecutor())
                }
            case .block(let block):
                block()
            }
            if count % 64 == 0, Date() > deadline { break }
        }
        return count
    }

    /// Drops all waiting work (a relaunch starts a new program state).
    func discardAll() {
        lock.lock()
        defer { lock.unlock() }
        ready = []
        readyStart = 0
        delayed = []
    }
}

/// Nanoseconds of a clock's duration, for the settling clock.
private func nanoseconds<C: Clock>(_ duration: C.Duration, of clock: C) -> UInt64 {
    guard let duration = duration as? Duration else { return 0 }
    let (seconds, attoseconds) = duration.components
    if seconds < 0 { return 0 }
    if seconds >= Int64(UInt64.max / 1_000_000_000) - 1 { return .max }
    return UInt64(seconds) * 1_000_000_000 + UInt64(max(0, attoseconds) / 1_000_000_000)
}

/// The main actor's executor: its jobs wait in the settling queue.
final class SettlingMainExecutor: MainExecutor, SchedulingExecutor, @unchecked Sendable {
    static let shared = SettlingMainExecutor()

    func enqueue(_ job: consuming ExecutorJob) {
        SettlingQueue.shared.enqueue(UnownedJob(job), onMain: true)
    }

    func enqueue<C: Clock>(_ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C) {
        SettlingQueue.shared.enqueue(UnownedJob(job), onMain: true, after: nanoseconds(delay, of: clock))
    }

    func enqueue<C: Clock>(_ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C) {
        SettlingQueue.shared.enqueue(UnownedJob(job), onMain: true, after: nanoseconds(clock.now.duration(to: instant), of: clock))
    }

    func checkIsolated() {
        precondition(Thread.isMainThread, "main actor code ran off the main thread")
    }

    func run() throws {}
    func stop() {}
}

/// The global executor: its jobs too wait in the settling queue, and run on the main thread.
final class SettlingGlobalExecutor: TaskExecutor, SchedulingExecutor, @unchecked Sendable {
    static let shared = SettlingGlobalExecutor()

    func enqueue(_ job: consuming ExecutorJob) {
        SettlingQueue.shared.enqueue(UnownedJob(job), onMain: false)
    }

    func enqueue<C: Clock>(_ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C) {
        SettlingQueue.shared.enqueue(UnownedJob(job), onMain: false, after: nanoseconds(delay, of: clock))
    }

    func enqueue<C: Clock>(_ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C) {
        SettlingQueue.shared.enqueue(UnownedJob(job), onMain: false, after: nanoseconds(clock.now.duration(to: instant), of: clock))
    }
}

enum SettlingExecutors: ExecutorFactory {
    static var mainExecutor: any MainExecutor { SettlingMainExecutor.shared }
    static var defaultExecutor: any TaskExecutor { SettlingGlobalExecutor.shared }
}

/// Work that did not finish: the step that started it fails with this.
struct SettlingError: Error {
    var message: String
}

@MainActor
enum Settling {
    /// Installs the settling executors; before any Swift concurrency runs.
    static func install() {
        _createExecutors(factory: SettlingExecutors.self)
    }

    /// Callbacks the views' lifecycle queued (`onReceive` deliveries), run while settling.
    static var pendingCallbacks: [() -> Void] = []
    private static var isSettling = false

    /// Runs what the example scheduled until nothing is left: callbacks the views queued, the
    /// settling queue, and blocks libraries put on the main dispatch queue (a Combine
    /// `receive(on: DispatchQueue.main)`).
    static func settle() throws {
        if isSettling { return }
        isSettling = true
        defer { isSettling = false }
        var budget = SettlingQueue.jobLimit
        let deadline = Date(timeIntervalSinceNow: SettlingQueue.timeLimit)
        var quietRounds = 0
        while quietRounds < 2 {
            var ran = 0
            while !pendingCallbacks.isEmpty {
                let callbacks = pendingCallbacks
                pendingCallbacks = []
                for callback in callbacks { callback() }
                ran += callbacks.count
            }
            ran += SettlingQueue.shared.run(budget: &budget, until: deadline)
            if budget <= 0 || Date() > deadline {
                SettlingQueue.shared.discardAll()
                pendingCallbacks = []
                throw SettlingError(message: budget <= 0
                    ? "the work this step started did not settle: it was still running after \(SettlingQueue.jobLimit) jobs (work that repeats without end, such as a loop that sleeps and runs again, never settles)"
                    : "the work this step started did not settle within \(Int(SettlingQueue.timeLimit)) seconds")
            }
            drainMainDispatchQueue()
            quietRounds = ran == 0 && SettlingQueue.shared.isEmpty && pendingCallbacks.isEmpty ? quietRounds + 1 : 0
        }
    }

    /// Runs the main dispatch queue up to a marker put at its end.
    private static func drainMainDispatchQueue() {
        var reached = false
        // Dispatch's own `async` (through Combine's scheduler): this module's shadows it.
        DispatchQueue.main.schedule(options: nil) { reached = true }
        let deadline = Date(timeIntervalSinceNow: 1)
        while !reached, Date() < deadline {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
        }
    }
}

// MARK: Dispatch queues

/// The nanoseconds from now to a dispatch deadline, for the settling clock.
private func delay(until deadline: DispatchTime) -> UInt64 {
    let now = DispatchTime.now().uptimeNanoseconds
    if deadline == .distantFuture { return .max }
    return deadline.uptimeNanoseconds > now ? deadline.uptimeNanoseconds - now : 0
}

/// The example's `DispatchQueue` calls: these shadow Dispatch's (the module that imports
/// Dispatch wins), so a block sent to any queue — the main queue, a global one, one of its own
/// — waits in the settling queue and runs on the main thread in order. An example that
/// relies on two queues running at once (one waiting for the other) is not modelled.
extension DispatchQueue {
    public func async(group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                      execute work: @escaping @Sendable @convention(block) () -> Void) {
        group?.enter()
        SettlingQueue.shared.enqueue {
            work()
            group?.leave()
        }
    }

    public func async(execute workItem: DispatchWorkItem) {
        SettlingQueue.shared.enqueue { if !workItem.isCancelled { workItem.perform() } }
    }

    public func asyncAfter(deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                           execute work: @escaping @Sendable @convention(block) () -> Void) {
        SettlingQueue.shared.enqueue(after: delay(until: deadline)) { work() }
    }

    public func asyncAfter(deadline: DispatchTime, execute: DispatchWorkItem) {
        SettlingQueue.shared.enqueue(after: delay(until: deadline)) { if !execute.isCancelled { execute.perform() } }
    }
}
