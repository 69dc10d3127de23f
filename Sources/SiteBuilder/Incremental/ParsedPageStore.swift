import Diagnostics
import Foundation
import Pages
import Synchronization

/// The pages `serve` parsed, with the bytes each was parsed from, so the next build
/// reads again only the files that changed and parses only those whose bytes did.
///
/// Safe to use from the parallel page readers of ``ContentLoader``.
final class ParsedPageStore: Sendable {
    private struct Entry: Sendable {
        /// The file's stamp taken before its bytes were read: a later write changes it.
        var stamp: FileStamp?
        var bytes: Data
        var page: Page
        var diagnostics: [Diagnostic]
    }

    /// By the page's file as diagnostics name it (`content/en/guide.md`).
    private let entries = Mutex<[String: Entry]>([:])
    /// Files parsed anew by the latest load (new, or with other bytes than before).
    private let parsed = Mutex<Set<String>>([])

    /// A page reader for ``ContentLoader/load(readingPagesWith:)``.
    ///
    /// - Parameter recheck: paths inside the content folder (`en/guide.md`) whose files
    ///   may have changed; nil to compare every file with the bytes parsed before.
    func reader(recheck: Set<String>?, options: SiteBuildOptions) -> @Sendable (ContentLoader.PageSource) throws -> (page: Page, diagnostics: [Diagnostic]) {
        parsed.withLock { $0 = [] }
        let prefix = options.contentDisplayPath.hasSuffix("/") ? options.contentDisplayPath : options.contentDisplayPath + "/"
        let contentFolder = options.content.standardizedFileURL
        return { source in
            let relative = source.file.hasPrefix(prefix) ? String(source.file.dropFirst(prefix.count)) : source.file
            let remembered = self.entries.withLock { $0[source.file] }
            // A page read through a symbolic link changes when the file it points at
            // does, which a watcher reports under the other name: always compared.
            let isLinked = source.url.standardizedFileURL.path != contentFolder.appendingPathComponent(relative).path
            // An edit the watcher did not report (made while the first build ran) still
            // shows in the file's stamp; a stamp can miss an edit in the same clock tick
            // of the same size, which the changed paths then report.
            let stamp = FileStamp(of: source.url.path)
            if let remembered, let recheck, !recheck.contains(relative), !isLinked, stamp != nil, stamp == remembered.stamp {
                return (remembered.page, remembered.diagnostics)
            }
            let bytes: Data
            do {
                bytes = try Data(contentsOf: source.url)
            } catch {
                throw ContentError.unreadable(source.file, cause: FileErrorCause.describe(error))
            }
            if var remembered, remembered.bytes == bytes {
                remembered.stamp = stamp
                self.entries.withLock { $0[source.file] = remembered }
                return (remembered.page, remembered.diagnostics)
            }
            let (text, encodingProblems) = SourceText.decode(bytes, file: source.file)
            let (page, problems) = PageParser().parse(source: text, file: source.file, language: source.language, slug: source.slug)
            let entry = Entry(stamp: stamp, bytes: bytes, page: page, diagnostics: encodingProblems + problems)
            self.entries.withLock { $0[source.file] = entry }
            self.parsed.withLock { _ = $0.insert(source.file) }
            return (entry.page, entry.diagnostics)
        }
    }

    /// Files the latest load parsed anew.
    var parsedByLatestLoad: Set<String> {
        parsed.withLock { $0 }
    }

    /// Forgets the pages of files that are gone.
    func keep(only files: Set<String>) {
        entries.withLock { entries in
            for file in entries.keys where !files.contains(file) { entries[file] = nil }
        }
    }

    func removeAll() {
        entries.withLock { $0 = [:] }
    }
}
