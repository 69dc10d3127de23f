import Diagnostics
import Foundation

/// Reads the files that a page's ```` ```swift source="PATH" ```` blocks include.
///
/// `PATH` is relative to the page's folder and names a file or a folder (its Swift
/// files, sorted by path, links inside followed when they stay in bounds); a block may
/// have several `source=`. Every path must stay inside the ``SourceAccess`` folders,
/// checked on its text before anything is looked at and on its real path before
/// anything is read: anything else is an error at the attribute, never a read. The
/// block itself must be empty (its code is the file's). `region=NAME` picks the lines
/// the block shows (see ``SnippetMarkers``); the example always gets whole files.
///
/// Run on every build and check (parsing is cached by `serve`, the files are not),
/// so an edited Swift file is always read anew.
public struct IncludedSourceReader: Sendable {
    public var access: SourceAccess

    /// The largest file a block includes: an example is a screen or a few, and a page
    /// shows it whole; a file past this is most likely the wrong one.
    public static let maximumFileSize = 1_000_000

    public init(access: SourceAccess) {
        self.access = access
    }

    /// Whether `page` has blocks that include files (only those pages need reading).
    public static func includesFiles(_ page: Page) -> Bool {
        page.codeBlocks.contains { $0.isFenced && !$0.info.isMalformed && ($0.info.attribute("source") != nil || $0.info.attribute("region") != nil) }
    }

    /// Fills `page.includedSources` with the files of its `source=` blocks.
    ///
    /// - Parameter folder: the page's folder on disk, as reached (through the content
    ///   folder, not through a link's target), which `source=` paths are relative to.
    /// - Returns: the problems, at the attributes they concern.
    public func read(into page: inout Page, folder: URL) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var included: [SourceLocation: IncludedSource] = [:]
        for block in page.codeBlocks where block.isFenced && !block.info.isMalformed {
            let sources = block.info.attributes.filter { $0.key == "source" && $0.value != nil }
            let region = block.info.attribute("region")
            guard !sources.isEmpty || region != nil else { continue }
            guard block.language == "swift" else {
                // Other languages' info strings are their tools' business; a scenario's is ours.
                if block.language == "scenario", let attribute = sources.first ?? region {
                    diagnostics.append(.error(
                        "source.notSwift", at: attribute.location,
                        "'\(attribute.key)=' works on swift blocks only; a scenario is written in the page"
                    ))
                }
                continue
            }
            guard !sources.isEmpty else {
                if let region {
                    diagnostics.append(.error(
                        "source.regionWithoutSource", at: region.location,
                        "'region=' picks lines of a file that 'source=' includes; this block has no 'source='"
                    ))
                }
                continue
            }
            if block.code.contains(where: { !$0.isWhitespace }) {
                diagnostics.append(.error(
                    "source.blockNotEmpty", at: block.info.location,
                    "a block with 'source=' shows the file's code; leave the block empty and edit the file instead"
                ))
                continue
            }
            var files: [IncludedFile] = []
            var failed = false
            for attribute in sources {
                let (read, problems) = self.files(of: attribute, page: page.file, folder: folder)
                files += read
                diagnostics += problems
                failed = failed || problems.contains { $0.severity == .error }
            }
            guard !failed else { continue }
            if let region, let name = region.value {
                guard let shown = Self.show(region: name, of: &files, at: region, diagnostics: &diagnostics) else { continue }
                files = shown
            }
            included[block.location] = IncludedSource(files: files)
        }
        page.includedSources = included
        return diagnostics
    }

    /// Limits every file's shown lines to region `name`, which exactly one file must have.
    private static func show(
        region name: String, of files: inout [IncludedFile], at attribute: InfoString.Attribute, diagnostics: inout [Diagnostic]
    ) -> [IncludedFile]? {
        let location = attribute.valueLocation ?? attribute.location
        guard !SnippetMarkers.reservedNames.contains(name) else {
            diagnostics.append(.error(
                "source.reservedRegion", at: location, "'\(name)' is a marker (// snippet.\(name)), not a region's name"
            ))
            return nil
        }
        let holders = files.indices.filter { SnippetMarkers(files[$0].text).regions[name] != nil }
        guard holders.count == 1, let holder = holders.first else {
            let message = holders.isEmpty
                ? "no region '\(name)' in \(files.map { "'\($0.path)'" }.joined(separator: ", ")); mark its lines with '// snippet.\(name)' and '// snippet.end'"
                : "region '\(name)' is in several files: \(holders.map { "'\(files[$0].path)'" }.joined(separator: ", ")); name them apart"
            diagnostics.append(.error(holders.isEmpty ? "source.noRegion" : "source.ambiguousRegion", at: location, message))
            return nil
        }
        return files.indices.map { index in
            var file = files[index]
            file.shownLines = index == holder ? SnippetMarkers(file.text).regions[name] ?? [] : []
            return file
        }
    }

    /// The files one `source=` names, read, or the problem that stopped it.
    private func files(of attribute: InfoString.Attribute, page: String, folder: URL) -> ([IncludedFile], [Diagnostic]) {
        let value = attribute.value ?? ""
        let location = attribute.valueLocation ?? attribute.location
        func failure(_ id: String, _ message: String) -> ([IncludedFile], [Diagnostic]) {
            ([], [.error(id, at: location, message)])
        }
        guard !value.hasPrefix("/") else {
            return failure("source.absolute", "'source=' takes a path relative to the page, not '\(value)'")
        }
        let named = folder.appendingPathComponent(value).standardizedFileURL.path
        // Decided on the path's text: a path that leaves the folders is never looked at.
        guard let root = access.root(holding: named) else {
            return failure("source.outside", "'\(value)' is outside the repository holding the site; "
                + "list the folder that holds it under 'sources:' in site.yml to include it")
        }
        let display = DisplayPath.join(DisplayPath.folder(of: page), value)
        guard let real = SourceTree.realPath(named) else {
            return failure("source.missing", "no such file or folder: '\(display)'")
        }
        guard access.permits(realPath: real) else {
            return failure("source.linkOutside", "'\(value)' leads through a symbolic link to a place outside the repository holding the site; it is not read")
        }
        let name = Self.name(of: named, in: root)
        var isFolder: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: real, isDirectory: &isFolder)
        guard isFolder.boolValue else {
            switch readFile(real: real, display: display, name: name) {
            case .success(let file): return ([file], [])
            case .failure(let problem): return failure(problem.id, problem.message)
            }
        }
        return filesOfFolder(real: real, display: display, name: name, location: location)
    }

    /// The Swift files under a folder, sorted; hidden names left out, links followed
    /// only when they stay in bounds (others are errors, as a link named directly would be).
    private func filesOfFolder(real: String, display: String, name: String, location: SourceLocation) -> ([IncludedFile], [Diagnostic]) {
        var found: [(relative: String, real: String)] = []
        var diagnostics: [Diagnostic] = []
        var pending = [""]
        while let relativeFolder = pending.popLast() {
            let path = relativeFolder.isEmpty ? real : real + "/" + relativeFolder
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            for entry in names.sorted() where !entry.hasPrefix(".") {
                let relative = relativeFolder.isEmpty ? entry : relativeFolder + "/" + entry
                let entryPath = path + "/" + entry
                var status = stat()
                guard lstat(entryPath, &status) == 0 else { continue }
                switch status.st_mode & S_IFMT {
                case S_IFDIR:
                    pending.append(relative)
                case S_IFREG where entry.hasSuffix(".swift"):
                    found.append((relative, entryPath))
                case S_IFLNK where entry.hasSuffix(".swift"):
                    guard let target = SourceTree.realPath(entryPath), access.permits(realPath: target) else {
                        diagnostics.append(.error(
                            "source.linkOutside", at: location,
                            "'\(DisplayPath.join(display, relative))' is a symbolic link that leads outside the repository holding the site; it is not read"
                        ))
                        continue
                    }
                    found.append((relative, target))
                default:
                    continue
                }
            }
        }
        guard diagnostics.isEmpty else { return ([], diagnostics) }
        guard !found.isEmpty else {
            return ([], [.error("source.noSwiftFiles", at: location, "folder '\(display)' holds no Swift files")])
        }
        var files: [IncludedFile] = []
        for entry in found.sorted(by: { $0.relative < $1.relative }) {
            switch readFile(real: entry.real, display: DisplayPath.join(display, entry.relative), name: name + "/" + entry.relative) {
            case .success(let file): files.append(file)
            case .failure(let problem): diagnostics.append(.error(problem.id, at: location, problem.message))
            }
        }
        return (files, diagnostics)
    }

    private struct Problem: Error {
        var id: String
        var message: String
    }

    private func readFile(real: String, display: String, name: String) -> Result<IncludedFile, Problem> {
        var status = stat()
        guard stat(real, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            return .failure(Problem(id: "source.notAFile", message: "'\(display)' is not a regular file"))
        }
        guard Int(status.st_size) <= Self.maximumFileSize else {
            return .failure(Problem(
                id: "source.tooLarge", message: "'\(display)' is larger than \(Self.maximumFileSize / 1_000_000) MB; include the file that holds the example"
            ))
        }
        let text: String
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: real))
            guard let decoded = String(data: data, encoding: .utf8) else {
                return .failure(Problem(id: "source.invalidUTF8", message: "'\(display)' is not valid UTF-8"))
            }
            text = decoded
        } catch {
            return .failure(Problem(id: "source.unreadable", message: "cannot read '\(display)': \(FileErrorCause.describe(error))"))
        }
        return .success(IncludedFile(path: display, name: name, realPath: real, text: text, shownLines: SnippetMarkers(text).visibleLines))
    }

    /// A file's name on the site: its path inside `root`, led by the root's label.
    private static func name(of path: String, in root: SourceAccess.Root) -> String {
        let relative = path == root.folder ? "" : String(path.dropFirst(root.folder.hasSuffix("/") ? root.folder.count : root.folder.count + 1))
        if root.label.isEmpty { return relative.isEmpty ? (path as NSString).lastPathComponent : relative }
        return relative.isEmpty ? root.label : root.label + "/" + relative
    }
}
