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
        if hadOutput { try? fileManager.removeItem(at: retired) }
        state.wroteOutput = true
    }

    private static func writeFiles(_ files: [String: Data], copies: [String: URL], into folder: URL) throws {
        let fileManager = FileManager.default
        let folders = Set((Array(files.keys) + Array(copies.keys)).map(SitePath.directory(of:)).filter { !$0.isEmpty })
        for directory in folders.sorted() {
            try fileManager.createDirectory(
                at: folder.appendingPathComponent(directory), withIntermediateDirectories: true
            )
        }
        let writes = files.keys.sorted()
        try writes.parallelMap { path in
            try files[path]!.write(to: folder.appendingPathComponent(path))
        }
        for (path, source) in copies.sorted(by: { $0.key < $1.key }) where files[path] == nil {
            try fileManager.copyItem(at: source, to: folder.appendingPathComponent(path))
        }
    }
}
