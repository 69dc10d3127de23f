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
            let thread = Thread {
                Thread.current.threadDictionary[marker] = true
                box.run()
            }
            thread.stackSize = stackSize
            thread.start()
            box.done.wait()
            return try box.result!.get()
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
