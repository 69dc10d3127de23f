import Foundation
import Pages

/// Checks the output folder before a build and replaces it atomically after.
///
/// The new site is written into a hidden folder beside the real output folder (links
/// to it followed, see ``OutputLocation``), then swapped in (``OutputSwap``); a failed
/// build never touches the previous site. Nothing is written or deleted outside the
/// output folder and the hidden folders beside it that builds make.
enum OutputWriter {
    @Sendable static func checkOutputFolder(_ state: inout BuildState) async throws {
        let options = state.options
        let location = try OutputLocation(resolving: options.output, display: outputDisplay(options))
        let output = location.folder
        for (source, display) in [(options.content, options.contentDisplayPath), (options.templates, options.templatesDisplayPath)] {
            let path = source.standardizedFileURL.resolvingSymlinksInPath().path
            if path == output.path || path.hasPrefix(output.path.hasSuffix("/") ? output.path : output.path + "/") {
                throw SiteBuildError.outputContainsSources(output: location.display, source: display)
            }
            if output.path.hasPrefix(path.hasSuffix("/") ? path : path + "/") {
                throw SiteBuildError.outputInsideSources(output: location.display, source: display)
            }
        }
        // What killed builds left beside the output goes first, so it cannot pile up.
        try OutputSwap(location: location).recover()
        state.outputLocation = location
        guard OutputLocation.exists(output.path) else { return }
        guard OutputLocation.isFolder(output.path) else { throw SiteBuildError.outputNotASite(location.display) }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
        if !entries.isEmpty, !entries.contains("index.html") {
            throw SiteBuildError.outputNotASite(location.display)
        }
    }

    /// How messages name the output: its last path component is what the user typed in most cases.
    private static func outputDisplay(_ options: SiteBuildOptions) -> String {
        options.output.lastPathComponent
    }

    @Sendable static func write(_ state: inout BuildState) async throws {
        if state.diagnostics.hasErrors, !state.options.allowFailures { return }
        let location = try state.outputLocation
            ?? OutputLocation(resolving: state.options.output, display: outputDisplay(state.options))
        try write(state.files, copies: state.copies, to: OutputSwap(location: location))
        state.wroteOutput = true
    }

    /// Writes the files into a new staging folder and swaps it in with `swap`.
    static func write(_ files: [String: Data], copies: [String: URL], to swap: OutputSwap) throws {
        let fileManager = FileManager.default
        let location = swap.location
        let staging = location.sibling(.building)
        do {
            try fileManager.createDirectory(at: location.parent, withIntermediateDirectories: true)
            try fileManager.createDirectory(at: staging, withIntermediateDirectories: false)
        } catch {
            throw SiteBuildError.io("cannot create '\(staging.lastPathComponent)' beside '\(location.display)': \(FileErrorCause.describe(error))")
        }
        do {
            try writeFiles(files, copies: copies, into: staging)
        } catch {
            TreeRemoval.remove(staging)
            throw SiteBuildError.io("cannot write the site: \(FileErrorCause.describe(error))")
        }
        do {
            try swap.swap(in: staging)
        } catch let interrupted as OutputSwap.Interrupted {
            throw interrupted
        } catch {
            TreeRemoval.remove(staging)
            throw error
        }
    }

    /// Writes without the flush to disk that `Data.write` does: the swap makes the
    /// site appear at once, and a thousand flushes would double the build time.
    private static func writeFile(_ data: Data, to path: String, named name: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw SiteBuildError.io("cannot create '\(name)': \(FileErrorCause.lastSystemError())") }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            try handle.write(contentsOf: data)
        } catch {
            throw SiteBuildError.io("cannot write '\(name)': \(FileErrorCause.describe(error))")
        }
    }

    private static func writeFiles(_ files: [String: Data], copies: [String: URL], into folder: URL) throws {
        let fileManager = FileManager.default
        var folders = Set<String>()
        for path in Array(files.keys) + Array(copies.keys) {
            // Every ancestor too: a copied file can sit deeper than any page.
            var directory = SitePath.directory(of: path)
            while !directory.isEmpty, folders.insert(directory).inserted {
                directory = SitePath.directory(of: String(directory.dropLast()))
            }
        }
        // Creating a folder is the slowest file-system call here; folders of one depth
        // do not depend on each other, so each depth is created in parallel.
        let byDepth = Dictionary(grouping: folders) { $0.split(separator: "/").count }
        for depth in byDepth.keys.sorted() {
            _ = try byDepth[depth]!.sorted().parallelMap { directory in
                try FileManager.default.createDirectory(
                    at: folder.appendingPathComponent(directory), withIntermediateDirectories: false
                )
            }
        }
        let writes = files.keys.sorted()
        _ = try writes.parallelMap { path in
            try writeFile(files[path]!, to: folder.appendingPathComponent(path).path, named: path)
        }
        for (path, source) in copies.sorted(by: { $0.key < $1.key }) where files[path] == nil {
            do {
                try fileManager.copyItem(at: source, to: folder.appendingPathComponent(path))
            } catch {
                throw SiteBuildError.io("cannot copy '\(path)': \(FileErrorCause.describe(error))")
            }
        }
    }
}
