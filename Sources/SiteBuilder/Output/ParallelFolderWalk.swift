import Foundation
import Synchronization

/// Visits a tree of folders on several threads from a shared queue, for work that is
/// mostly waiting on the disk (``TreeRemoval``, ``SpareInventory``): each visit deals
/// with one folder and returns the folders inside it, which join the queue. Returns
/// once every folder has been visited.
enum ParallelFolderWalk {
    /// The folders waiting for a worker, and how many workers are visiting one.
    private struct Queue<Folder> {
        var pending: [Folder]
        var busy = 0
    }

    static func run<Folder: Sendable>(from start: Folder, _ visit: @escaping @Sendable (Folder) -> [Folder]) {
        let queue = Mutex(Queue(pending: [start]))
        TreeRemoval.runOnWorkers(count: TreeRemoval.workers) { _ in
            while true {
                let next: Folder?? = queue.withLock { state in
                    if let folder = state.pending.popLast() {
                        state.busy += 1
                        return .some(folder)
                    }
                    return state.busy == 0 ? .some(nil) : nil
                }
                switch next {
                case .some(.some(let folder)):
                    let inside = visit(folder)
                    queue.withLock { state in
                        state.pending += inside
                        state.busy -= 1
                    }
                case .some(.none):
                    return
                case .none:
                    // Others are still visiting folders that may add work.
                    usleep(100)
                }
            }
        }
    }
}
