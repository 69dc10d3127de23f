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
///
/// The replaced site becomes the spare the next build writes into (``SpareSite``),
/// unless ``keepsSpare`` is off; then it is removed, and so is any spare left beside.
struct OutputSwap {
    let location: OutputLocation
    /// Whether the replaced site is kept as a spare for the next build.
    var keepsSpare = true

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

    /// Replaces the output with the site of `staging` (complete, beside it).
    func swap(in staging: StagingFolder) throws {
        try checkpoint(.staged)
        let output = location.folder
        let site = staging.url
        guard OutputLocation.exists(output.path) else {
            try move(site, to: output)
            try checkpoint(.movedIn)
            // Nothing was replaced: the holder is empty.
            TreeRemoval.remove(staging.holder)
            return
        }
        if exchangesAtomically {
            let exchanged = navdocs_exchange_paths(site.path, output.path) == 0
            let failure = errno
            if exchanged {
                // The staging site's path now holds the previous site.
                try checkpoint(.exchanged)
                retire(staging.holder)
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
            try move(site, to: output)
        } catch {
            try? move(previous, to: output)
            throw error
        }
        try checkpoint(.movedIn)
        // The previous site takes the place the new one left in the holder.
        if (try? move(previous, to: site)) == nil { TreeRemoval.remove(previous) }
        retire(staging.holder)
        try checkpoint(.cleanedUp)
    }

    /// Keeps the holder of the replaced site as the spare, or removes it.
    private func retire(_ holder: URL) {
        if keepsSpare {
            SpareSite.keep(holder, location: location)
        } else {
            TreeRemoval.remove(holder)
        }
    }

    /// Leftovers of builds that were killed: a site renamed aside is put back
    /// when the output is missing; every other abandoned folder is removed. Spares
    /// are not leftovers: one is kept (all are removed when ``keepsSpare`` is off).
    func recover() throws {
        var abandoned = location.leftovers().filter { $0.kind != .spare && $0.isAbandoned }
        if !OutputLocation.exists(location.folder.path),
           let index = abandoned.lastIndex(where: { $0.kind == .previous }) {
            try move(abandoned[index].url, to: location.folder)
            abandoned.remove(at: index)
        }
        for leftover in abandoned { TreeRemoval.remove(leftover.url) }
        if !keepsSpare {
            SpareSite.removeAll(location)
        } else {
            // Builds that ended at once each kept one; the next build needs only one.
            while location.leftovers().count(where: { $0.kind == .spare }) > 1, let extra = SpareSite.claim(location) {
                TreeRemoval.remove(extra)
            }
        }
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
