import Foundation

/// Checks the output folder before a build and replaces it atomically after.
///
/// The new site is written into a hidden folder beside the output, then swapped in
/// with two renames; a failed build never touches the previous site. Nothing is
/// written or deleted outside the output folder and that temporary sibling.
enum OutputWriter {
    @Sendable static func checkOutputFolder(_ state: inout BuildState) async throws {
        let options = state.options
        let output = options.output.standardizedFileURL.resolvingSymlinksInPath()
        for (source, display) in [(options.content, options.contentDisplayPath), (options.templates, options.templatesDisplayPath)] {
            let path = source.standardizedFileURL.resolvingSymlinksInPath().path
            if path == output.path || path.hasPrefix(output.path.hasSuffix("/") ? output.path : output.path + "/") {
                throw SiteBuildError.outputContainsSources(output: outputDisplay(options), source: display)
            }
        }
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: output.path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else { throw SiteBuildError.outputNotASite(outputDisplay(options)) }
        let entries = (try? fileManager.contentsOfDirectory(atPath: output.path)) ?? []
        if !entries.isEmpty, !entries.contains("index.html") {
            throw SiteBuildError.outputNotASite(outputDisplay(options))
        }
    }

    /// How messages name the output: its last path component is what the user typed in most cases.
    private static func outputDisplay(_ options: SiteBuildOptions) -> String {
        options.output.lastPathComponent
    }

    @Sendable static func write(_ state: inout BuildState) async throws {
        if state.diagnostics.hasErrors, !state.options.allowFailures { return }
        let fileManager = FileManager.default
        let output = state.options.output.standardizedFileURL
        let parent = output.deletingLastPathComponent()
        let name = output.lastPathComponent
        let token = UUID().uuidString.prefix(8)
        let staging = parent.appendingPathComponent(".\(name).building-\(token)")
        let retired = parent.appendingPathComponent(".\(name).previous-\(token)")
        do {
            try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
            try fileManager.createDirectory(at: staging, withIntermediateDirectories: false)
        } catch {
            throw SiteBuildError.io("cannot create '\(staging.path)': \(error.localizedDescription)")
        }
        do {
            try writeFiles(state.files, copies: state.copies, into: staging)
        } catch {
            try? fileManager.removeItem(at: staging)
            throw SiteBuildError.io("cannot write the site: \(error.localizedDescription)")
        }
        let hadOutput = fileManager.fileExists(atPath: output.path)
        do {
            if hadOutput { try fileManager.moveItem(at: output, to: retired) }
            try fileManager.moveItem(at: staging, to: output)
        } catch {
            if hadOutput, !fileManager.fileExists(atPath: output.path) {
                try? fileManager.moveItem(at: retired, to: output)
            }
            try? fileManager.removeItem(at: staging)
            throw SiteBuildError.io("cannot replace '\(name)': \(error.localizedDescription)")
        }
        if hadOutput { removeInParallel(retired) }
        state.wroteOutput = true
    }

    /// Deletes the previous site, its second-level folders (one per page) in parallel.
    private static func removeInParallel(_ folder: URL) {
        let fileManager = FileManager.default
        var children: [String] = []
        for top in (try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? [] {
            let topURL = folder.appendingPathComponent(top)
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: topURL.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            for child in (try? fileManager.contentsOfDirectory(atPath: topURL.path)) ?? [] {
                children.append(topURL.appendingPathComponent(child).path)
            }
        }
        _ = try? children.parallelMap { path in try? FileManager.default.removeItem(atPath: path) }
        try? fileManager.removeItem(at: folder)
    }

    /// Writes without the flush to disk that `Data.write` does: the swap makes the
    /// site appear at once, and a thousand flushes would double the build time.
    private static func writeFile(_ data: Data, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw SiteBuildError.io("cannot create '\(path)': \(String(cString: strerror(errno)))") }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            try handle.write(contentsOf: data)
        } catch {
            throw SiteBuildError.io("cannot write '\(path)': \(error.localizedDescription)")
        }
    }

    private static func writeFiles(_ files: [String: Data], copies: [String: URL], into folder: URL) throws {
        let fileManager = FileManager.default
        let folders = Set((Array(files.keys) + Array(copies.keys)).map(SitePath.directory(of:)).filter { !$0.isEmpty })
        // Creating a folder is the slowest file-system call here; folders of one depth
        // do not depend on each other, so each depth is created in parallel.
        let byDepth = Dictionary(grouping: folders) { $0.split(separator: "/").count }
        for depth in byDepth.keys.sorted() {
            try byDepth[depth]!.sorted().parallelMap { directory in
                try FileManager.default.createDirectory(
                    at: folder.appendingPathComponent(directory), withIntermediateDirectories: false
                )
            }
        }
        let writes = files.keys.sorted()
        try writes.parallelMap { path in
            try writeFile(files[path]!, to: folder.appendingPathComponent(path).path)
        }
        for (path, source) in copies.sorted(by: { $0.key < $1.key }) where files[path] == nil {
            try fileManager.copyItem(at: source, to: folder.appendingPathComponent(path))
        }
    }
}
