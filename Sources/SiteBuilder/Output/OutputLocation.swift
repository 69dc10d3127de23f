import Foundation
import Pages

/// The output folder as it is on disk, and the hidden folders a build keeps beside it.
///
/// Symbolic links on the way are followed to the real folder (`public -> www/site`
/// builds into `www/site`), so a build replaces that folder and never a link: the
/// link keeps pointing at the new site, and the folder the link lived in is left
/// as it was. Staging folders sit beside the real folder, named with the building
/// process's id, so a later build can tell leftovers of a killed build from the
/// work of one still running.
struct OutputLocation: Sendable {
    /// The real output folder (it may not exist yet).
    let folder: URL
    /// How messages name the output (what the user typed, usually `public`).
    let display: String
    /// The process whose hidden folders this build makes (tests pretend to be one that has ended).
    let process: Int32

    /// The kinds of hidden folders beside the output.
    enum Sibling: String, CaseIterable, Sendable {
        /// A site being written.
        case building
        /// The site that was replaced, renamed aside where paths cannot be exchanged, until the swap ends.
        case previous
        /// The site that was replaced, kept for the next build to write into (``SpareSite``).
        case spare
    }

    init(resolving requested: URL, display: String, process: Int32 = getpid()) throws {
        self.display = display
        self.process = process
        var path = requested.standardizedFileURL.path
        var hops = 0
        while true {
            let url = URL(fileURLWithPath: path)
            let name = url.lastPathComponent
            let parent = url.deletingLastPathComponent().path
            let realParent = SourceTree.realPath(parent) ?? parent
            let candidate = (realParent == "/" ? "" : realParent) + "/" + name
            guard Self.isLink(candidate) else {
                folder = URL(fileURLWithPath: candidate)
                return
            }
            hops += 1
            guard hops <= 32 else {
                throw SiteBuildError.io("cannot use '\(display)' as the output: too many levels of symbolic links")
            }
            let target: String
            do {
                target = try FileManager.default.destinationOfSymbolicLink(atPath: candidate)
            } catch {
                throw SiteBuildError.io("cannot read the link '\(display)': \(FileErrorCause.describe(error))")
            }
            path = target.hasPrefix("/")
                ? URL(fileURLWithPath: target).standardizedFileURL.path
                : URL(fileURLWithPath: realParent).appendingPathComponent(target).standardizedFileURL.path
        }
    }

    var parent: URL { folder.deletingLastPathComponent() }
    var name: String { folder.lastPathComponent }

    /// A new hidden folder path of `kind` for this process.
    func sibling(_ kind: Sibling) -> URL {
        let token = UUID().uuidString.prefix(8)
        return parent.appendingPathComponent(".\(name).\(kind.rawValue)-\(process)-\(token)")
    }

    /// A hidden folder beside the output that a build left behind.
    struct Leftover: Sendable {
        let url: URL
        let kind: Sibling
        /// The process that made it; nil for the names of earlier versions, which had none.
        let process: Int32?

        /// Whether the process that made it has ended, so nobody is still writing it.
        var isAbandoned: Bool {
            guard let process else { return true }
            if process == getpid() { return false }
            return kill(process, 0) != 0 && errno == ESRCH
        }
    }

    /// The hidden folders beside the output that builds made (`.public.building-…`).
    func leftovers() -> [Leftover] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        let prefix = ".\(name)."
        return entries.sorted().compactMap { entry -> Leftover? in
            guard entry.hasPrefix(prefix) else { return nil }
            let rest = entry.dropFirst(prefix.count)
            for kind in Sibling.allCases where rest.hasPrefix(kind.rawValue + "-") {
                let fields = rest.dropFirst(kind.rawValue.count + 1).split(separator: "-", omittingEmptySubsequences: false)
                let url = parent.appendingPathComponent(entry)
                guard Self.isFolder(url.path) else { return nil }
                switch fields.count {
                case 2 where fields[1].count == 8:
                    guard let process = Int32(fields[0]) else { return nil }
                    return Leftover(url: url, kind: kind, process: process)
                case 1 where fields[0].count == 8 && fields[0].allSatisfy(\.isHexDigit):
                    return Leftover(url: url, kind: kind, process: nil)
                default:
                    return nil
                }
            }
            return nil
        }
    }

    static func isLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    /// A real folder, not a link to one.
    static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }
}
