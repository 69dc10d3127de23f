import Foundation

/// Runs work on a thread with a stack large enough for the interpreter's limits.
///
/// Pages are checked on Swift concurrency and Dispatch worker threads, whose stacks
/// are small (512 KB on some platforms). swift-syntax's parser, lowering and
/// evaluation recurse as deep as the code nests, up to the limits they enforce
/// (``EvaluationBudget``, the parser's nesting level); those limits are sized for
/// this stack in a debug build. Work already on such a thread runs in place, so an
/// entry point called from a checked page costs no extra thread.
public enum LargeStack {
    /// 512 MB of address space; only the pages a deep evaluation touches are used.
    public static let stackSize = 512 << 20

    private static let marker = "navdocs.largeStack"

    /// Runs `body` on a large-stack thread and waits for its result.
    public static func run<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        if Thread.current.threadDictionary[marker] != nil { return try body() }
        return try withoutActuallyEscaping(body) { (escapable) throws(E) -> T in
            let box = Box(escapable)
            Workers.shared.perform { box.run() }
            box.done.wait()
            return try box.result!.get()
        }
    }

    /// Runs `body` on a large-stack thread and suspends until its result is there.
    ///
    /// For async callers with long synchronous work (checking a page waits for compilers
    /// and example processes): Swift concurrency has one thread per core, and work that
    /// blocked one of them would hold up every other task of the process (the preview
    /// server's, a test's time limit) for as long as it ran.
    public static func result<T: Sendable>(of body: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            Workers.shared.perform { continuation.resume(returning: body()) }
        }
    }

    /// Starts `work` on a large-stack thread and returns at once.
    public static func start(_ work: @escaping @Sendable () -> Void) {
        Workers.shared.perform(work)
    }

    /// The large-stack threads, kept for the next piece of work once one is done: a build
    /// ran each of its pages on a thread of its own, and starting and ending a thousand
    /// threads (each stack mapped, faulted in and given back) cost a tenth of its CPU.
    private final class Workers: @unchecked Sendable {
        static let shared = Workers()
        /// Threads kept waiting at most; more (from a burst of callers) end after their work.
        private static let maximumIdle = 16
        private let lock = NSLock()
        private var idle: [Worker] = []

        func perform(_ job: @escaping @Sendable () -> Void) {
            lock.lock()
            let worker = idle.popLast()
            lock.unlock()
            if let worker {
                worker.assign(job)
            } else {
                Worker(job).start(returningTo: self)
            }
        }

        /// Whether `worker` waits for more work (else its thread ends).
        func keep(_ worker: Worker) -> Bool {
            lock.lock()
            defer { lock.unlock() }
            guard idle.count < Self.maximumIdle else { return false }
            idle.append(worker)
            return true
        }
    }

    /// One large-stack thread and the work handed to it; the semaphore orders the accesses.
    private final class Worker: @unchecked Sendable {
        private var job: (@Sendable () -> Void)?
        private let wake = DispatchSemaphore(value: 0)

        init(_ job: @escaping @Sendable () -> Void) {
            self.job = job
        }

        func start(returningTo workers: Workers) {
            let thread = Thread { [self] in
                Thread.current.threadDictionary[LargeStack.marker] = true
                while let work = job {
                    job = nil
                    work()
                    guard workers.keep(self) else { return }
                    wake.wait()
                }
            }
            thread.stackSize = LargeStack.stackSize
            thread.start()
        }

        func assign(_ work: @escaping @Sendable () -> Void) {
            job = work
            wake.signal()
        }
    }

    /// Hands the work and its result between the threads; the semaphore orders the accesses.
    private final class Box<T, E: Error>: @unchecked Sendable {
        var body: (() throws(E) -> T)?
        var result: Result<T, E>?
        let done = DispatchSemaphore(value: 0)

        init(_ body: @escaping () throws(E) -> T) {
            self.body = body
        }

        func run() {
            result = perform()
            done.signal()
        }

        /// Runs the work and drops it before returning: the thread may outlive the
        /// wait, the work must not (`withoutActuallyEscaping` checks).
        private func perform() -> Result<T, E>? {
            guard let work = body else { return nil }
            body = nil
            do throws(E) {
                return .success(try work())
            } catch {
                return .failure(error)
            }
        }
    }
}
