import CFileSwap
import Foundation
import Pages

/// Puts a finished staging folder in the place of the output folder so that
/// readers of the output see the old site or the new one at every instant.
///
/// Where the file system can exchange two paths atomically (Linux `renameat2`,
/// macOS `renamex_np`), it does: the output is never missing, even if the process
/// is killed. Elsewhere the old site is first renamed aside and the next build
/// puts it back if the process died between the two renames.
struct OutputSwap {
    let location: OutputLocation

    /// The points a swap passes; tests stop a swap at each to see what a kill there leaves.
    enum Stage: CaseIterable, Sendable {
        case staged, exchanged, movedAside, movedIn, cleanedUp
    }

    /// Thrown by ``stop(after:)`` in tests: the process "died" at that stage.
    struct Interrupted: Error {}

    /// Whether to try the atomic exchange (tests turn it off to check the fallback).
    var exchangesAtomically = true
    /// A test's simulated kill: the swap stops right after this stage.
    var stopAfter: Stage?

    /// Replaces the output with `staging` (a complete site beside it).
    func swap(in staging: URL) throws {
        try checkpoint(.staged)
        let output = location.folder
        guard OutputLocation.exists(output.path) else {
            try move(staging, to: output)
            try checkpoint(.movedIn)
            return
        }
        if exchangesAtomically {
            let exchanged = navdocs_exchange_paths(staging.path, output.path) == 0
            let failure = errno
            if exchanged {
                // The staging path now holds the previous site.
                try checkpoint(.exchanged)
                TreeRemoval.remove(staging)
                try checkpoint(.cleanedUp)
                return
            }
            guard [EINVAL, ENOSYS, ENOTSUP, EOPNOTSUPP].contains(failure) else {
                throw SiteBuildError.io("cannot replace '\(location.display)': \(String(cString: strerror(failure)))")
            }
        }
        let previous = location.sibling(.previous)
        try move(output, to: previous)
        try checkpoint(.movedAside)
        do {
            try move(staging, to: output)
        } catch {
            try? move(previous, to: output)
            throw error
        }
        try checkpoint(.movedIn)
        TreeRemoval.remove(previous)
        try checkpoint(.cleanedUp)
    }

    /// Leftovers of builds that were killed: a site renamed aside is put back
    /// when the output is missing; every other abandoned folder is removed.
    func recover() throws {
        var abandoned = location.leftovers().filter(\.isAbandoned)
        if !OutputLocation.exists(location.folder.path),
           let index = abandoned.lastIndex(where: { $0.kind == .previous }) {
            try move(abandoned[index].url, to: location.folder)
            abandoned.remove(at: index)
        }
        for leftover in abandoned { TreeRemoval.remove(leftover.url) }
    }

    private func move(_ source: URL, to destination: URL) throws {
        guard rename(source.path, destination.path) == 0 else {
            throw SiteBuildError.io(
                "cannot move '\(source.lastPathComponent)' to '\(destination.lastPathComponent)': \(FileErrorCause.lastSystemError())"
            )
        }
    }

    private func checkpoint(_ stage: Stage) throws {
        if stopAfter == stage { throw Interrupted() }
    }
}
