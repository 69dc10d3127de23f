import Dispatch
import Foundation
import Synchronization

/// Ctrl-C and SIGTERM as something a task can await, so `serve` can close its
/// socket and return instead of being killed mid-response.
///
/// Only commands that wait for an interrupt install the handlers; every other
/// command keeps the default, which ends the process at once.
enum InterruptSignal {
    private static let sources = Mutex<[any DispatchSourceSignal]>([])

    /// Returns at the next SIGINT or SIGTERM, or when the task is cancelled.
    static func next() async {
        let (signals, continuation) = AsyncStream.makeStream(of: Int32.self)
        sources.withLock { sources in
            for number in [SIGINT, SIGTERM] {
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                source.setEventHandler { continuation.yield(number) }
                source.resume()
                sources.append(source)
            }
        }
        for await _ in signals { break }
        sources.withLock { sources in
            for source in sources { source.cancel() }
            sources.removeAll()
        }
        // A second Ctrl-C while shutting down ends the process the usual way.
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
    }

    /// Returns only when the task is cancelled.
    static func never() async {
        let (stream, continuation) = AsyncStream.makeStream(of: Void.self)
        // Keep the continuation alive, so the stream stays open until cancellation.
        continuation.onTermination = { _ in _ = continuation }
        for await _ in stream {}
    }
}
