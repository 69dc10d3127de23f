import Foundation
import Pages

/// Checks the output folder before a build and replaces it atomically after.
///
/// The new site is written into a hidden folder beside the real output folder (links
/// to it followed, see ``OutputLocation``), then swapped in (``OutputSwap``); a failed
/// build never touches the previous site. Nothing is written or deleted outside the
/// output folder and the hidden folders beside it that builds make.
enum OutputWriter {
    /// Where the output folder really is, refusing one that contains the content or
    /// templates or lies inside them. Touches nothing.
    static func placement(of options: SiteBuildOptions) throws -> OutputLocation {
        let location = try OutputLocation(resolving: options.output, display: outputDisplay(options))
        let output = location.folder
        var sources = [(options.content, options.contentDisplayPath)]
        if let templates = options.templates { sources.append((templates, options.templatesDisplayPath)) }
        for (source, display) in sources {
            let path = source.standardizedFileURL.resolvingSymlinksInPath().path
            if path == output.path || path.hasPrefix(output.path.hasSuffix("/") ? output.path : output.path + "/") {
                throw SiteBuildError.outputContainsSources(output: location.display, source: display)
            }
            if output.path.hasPrefix(path.hasSuffix("/") ? path : path + "/") {
                throw SiteBuildError.outputInsideSources(output: location.display, source: display)
            }
        }
        return location
    }

    @Sendable static func checkOutputFolder(_ state: inout BuildState) async throws {
        let options = state.options
        let location = try placement(of: options)
        let output = location.folder
        // What killed builds left beside the output goes first, so it cannot pile up.
        var swap = OutputSwap(location: location)
        swap.keepsSpare = options.keepsSpare
        try swap.recover()
        state.outputLocation = location
        if OutputLocation.exists(output.path) {
            guard OutputLocation.isFolder(output.path) else { throw SiteBuildError.outputNotASite(location.display) }
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
            if !entries.isEmpty, !entries.contains("index.html") {
                throw SiteBuildError.outputNotASite(location.display)
            }
        }
        // A spare claimed now has its inventory taken while the sources are read.
        if options.keepsSpare, !location.leftovers().filter({ $0.kind == .spare }).isEmpty {
            _ = try state.stagingFolder()
        }
    }

    /// How messages name the output: its last path component is what the user typed in most cases.
    private static func outputDisplay(_ options: SiteBuildOptions) -> String {
        options.output.lastPathComponent
    }

    @Sendable static func write(_ state: inout BuildState) async throws {
        if state.diagnostics.hasErrors, !state.options.allowFailures {
            state.discardStaging()
            return
        }
        let staging = try state.stagingFolder()
        // From here this step owns the folder: swapped in, or removed on failure.
        state.staging = nil
        var swap = OutputSwap(location: staging.location)
        swap.keepsSpare = state.options.keepsSpare
        try write(state.files, copies: state.copies, into: staging, swap: swap)
        state.wroteOutput = true
    }

    /// Writes the files into a new staging folder and swaps it in with `swap`.
    static func write(_ files: [String: Data], copies: [String: URL], to swap: OutputSwap) throws {
        try write(files, copies: copies, into: StagingFolder(location: swap.location, reusingSpare: swap.keepsSpare), swap: swap)
    }

    /// Adds the files and copies to `staging` (which may hold pages already) and swaps it in.
    static func write(_ files: [String: Data], copies: [String: URL], into staging: StagingFolder, swap: OutputSwap) throws {
        do {
            try writeFiles(files, copies: copies, into: staging)
            staging.removeStale()
        } catch {
            staging.remove()
            throw SiteBuildError.io("cannot write the site: \(FileErrorCause.describe(error))")
        }
        do {
            try swap.swap(in: staging)
        } catch let interrupted as OutputSwap.Interrupted {
            throw interrupted
        } catch {
            staging.remove()
            throw error
        }
    }

    /// Files first (in parallel), then copies, except where a file or a page already is.
    private static func writeFiles(_ files: [String: Data], copies: [String: URL], into staging: StagingFolder) throws {
        let paths = files.keys.sorted()
        // Folders first, so a file where a folder must be fails at that file, whatever the writers' order.
        for path in paths { try staging.makeFolder(SitePath.directory(of: path)) }
        _ = try paths.parallelMap { path in
            try staging.write(files[path]!, to: path)
        }
        for (path, source) in copies.sorted(by: { $0.key < $1.key }) where files[path] == nil && !staging.hasWritten(path) {
            try staging.copy(source, to: path)
        }
    }
}
