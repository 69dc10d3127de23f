import Foundation
import Synchronization

/// A running preview: serve the built site, rebuild on every settled batch of
/// edits, until stopped.
///
/// The session knows nothing about how a site is built or how the terminal
/// looks: the command passes `build`, which renders the site and prints its
/// diagnostics, and `log`, which prints everything else.
public struct PreviewSession: Sendable {
    public var host: String
    public var port: UInt16
    public var output: URL
    /// The folders whose edits trigger a rebuild (content and templates).
    public var watched: [URL]
    /// Folders to watch besides ``watched``, asked again after every build (the folders
    /// of the files that examples include, which an edit can change).
    public var moreWatched: @Sendable () -> [URL] = { [] }
    /// How often to look for edits where the system does not report them (see ``ChangeWatcher``).
    public var pollInterval: Duration
    /// Builds the site again after the files at the given absolute paths were added,
    /// changed or removed; never throws: a failure comes back as ``BuildStatus/failure``.
    /// Runs in a task of its own, which the session cancels when a newer edit makes the
    /// build obsolete: it should then stop soon (its status is not shown).
    public var build: @Sendable ([String]) async -> BuildStatus
    public var log: @Sendable (String) -> Void

    public init(
        host: String, port: UInt16, output: URL, watched: [URL], pollInterval: Duration = .milliseconds(300),
        build: @escaping @Sendable ([String]) async -> BuildStatus, log: @escaping @Sendable (String) -> Void
    ) {
        self.host = host
        self.port = port
        self.output = output
        self.watched = watched
        self.pollInterval = pollInterval
        self.build = build
        self.log = log
    }

    /// Starts listening with the site of the first build (`first`, which the
    /// caller made so it can stop on usage errors before opening a port), calls
    /// `ready` with the site's address, then serves and rebuilds until `stop`
    /// finishes or the task is cancelled. Throws ``PreviewServer/StartError``
    /// when the address cannot be used.
    ///
    /// `baseline`: the watched folders as they were when the first build began; an edit
    /// made since is rebuilt at once.
    public func run(
        first: BuildStatus, baseline: DirectorySnapshot? = nil, ready: @Sendable (URL) -> Void,
        until stop: @escaping @Sendable () async -> Void
    ) async throws {
        let board = BuildStatusBoard()
        await board.publish(first)
        let server = PreviewServer(host: host, port: port, responder: PreviewResponder(output: output, board: board))
        let port = try await server.start()

        var watcher = ChangeWatcher(folders: watched, excluding: [output], interval: pollInterval)
        watcher.moreFolders = moreWatched
        let build = self.build
        let log = self.log
        let root = watched.map { $0.deletingLastPathComponent().standardizedFileURL.path }
        let (watchingStarted, started) = AsyncStream.makeStream(of: Void.self)
        let rebuilds = Rebuilds(build: build, board: board, log: log)
        // Not a child task: a stop must not wait for a build stuck in a runaway page.
        let watching = Task {
            await watcher.watch(from: baseline, whenWatching: { started.finish() }) { changed in
                log("changed: \(Self.describe(changed, relativeTo: root)); rebuilding\n")
                await rebuilds.start(changed)
            }
        }
        // Announced once watching, so an edit made as soon as the address shows is seen.
        for await _ in watchingStarted {}
        ready(URL(string: "http://\(PreviewServer.display(host: host, port: port))/")!)
        await stop()
        watching.cancel()
        let last = await rebuilds.stop()
        await Self.wait(for: watching, atMost: stopGracePeriod)
        if let last { await Self.wait(for: last, atMost: stopGracePeriod) }
        await server.stop()
    }

    /// How long a stop waits for a build under way before leaving it behind (the
    /// process ends with the command; the next build removes its staging folder).
    var stopGracePeriod: Duration { .seconds(1) }

    /// Returns when `task` ends or after `limit`, whichever comes first.
    static func wait(for task: Task<Void, Never>, atMost limit: Duration) async {
        let first = FirstOf()
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            Task {
                await task.value
                if first.claim() { continuation.resume() }
            }
            Task {
                try? await Task.sleep(for: limit)
                if first.claim() { continuation.resume() }
            }
        }
    }

    /// The first few changed paths, shortened to the folder the watched folders live in.
    static func describe(_ paths: [String], relativeTo parents: [String]) -> String {
        let shortened = paths.map { path in
            for parent in parents {
                let prefix = parent.hasSuffix("/") ? parent : parent + "/"
                if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
            }
            return path
        }
        let shown = shortened.prefix(3).joined(separator: ", ")
        return shortened.count > 3 ? "\(shown) and \(shortened.count - 3) more" : shown
    }
}

/// The rebuild under way, if any. An edit that settles while one runs makes it obsolete:
/// it is cancelled (a build looks between pages and stops), its status never shown, and
/// a rebuild of its changes and the new ones starts. The watcher goes on at once, so
/// later edits are seen while a build runs (a 50,000-link page once held a repair back
/// for 41 s after it was saved).
private actor Rebuilds {
    private let build: @Sendable ([String]) async -> BuildStatus
    private let board: BuildStatusBoard
    private let log: @Sendable (String) -> Void
    private var current: (task: Task<Void, Never>, id: Int)?
    private var startedCount = 0
    /// The changes no finished build has taken in yet.
    private var pending: Set<String> = []

    init(build: @escaping @Sendable ([String]) async -> BuildStatus, board: BuildStatusBoard, log: @escaping @Sendable (String) -> Void) {
        self.build = build
        self.board = board
        self.log = log
    }

    /// Starts a rebuild with `changed` (and whatever an abandoned build had not finished).
    func start(_ changed: [String]) async {
        if let running = current {
            running.task.cancel()
            await running.task.value
        }
        pending.formUnion(changed)
        let paths = pending.sorted()
        startedCount += 1
        let id = startedCount
        let build = self.build
        let board = self.board
        let task = Task {
            let status = await build(paths)
            guard !Task.isCancelled else { return }
            await self.finished(id, taking: paths)
            await board.publish(status)
        }
        current = (task, id)
    }

    private func finished(_ id: Int, taking paths: [String]) {
        pending.subtract(paths)
        if current?.id == id { current = nil }
    }

    /// Cancels the build under way and returns it, to wait for a moment.
    func stop() -> Task<Void, Never>? {
        current?.task.cancel()
        return current?.task
    }
}

/// Lets exactly one of several racing tasks go on.
private final class FirstOf: Sendable {
    private let claimed = Atomic<Bool>(false)

    func claim() -> Bool {
        claimed.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged
    }
}
