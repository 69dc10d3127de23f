import Foundation
import Pages
import Scenarios

/// Finds the Markdown pages named on the command line.
enum PageFiles {
    struct Missing: Error, CustomStringConvertible {
        var path: String
        var description: String { "no such file or folder: \(path)" }
    }

    struct Empty: Error, CustomStringConvertible {
        var paths: [String]
        var description: String { "no Markdown pages in \(paths.joined(separator: ", "))" }
    }

    /// The pages of `paths` (files as given, folders searched for `.md`, sorted),
    /// with paths for diagnostics as the user typed them.
    ///
    /// A folder with a `site.yml` is a content folder: its pages carry translation
    /// keys (language folder, path inside it), and the audit compares them with the
    /// pages of the default language that site.yml names (the first such folder's).
    static func sources(
        for paths: [String], in environment: CommandEnvironment
    ) throws -> (sources: [CheckRunner<SelectedEngine>.Source], translations: TranslationAudit?) {
        var sources: [CheckRunner<SelectedEngine>.Source] = []
        var translations: TranslationAudit?
        for path in paths {
            let url = environment.url(for: path)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { throw Missing(path: path) }
            if !isFolder.boolValue {
                let (text, problems) = try SourceText.read(url, file: path)
                let folder = url.deletingLastPathComponent()
                sources.append(.init(
                    file: path, text: text, readingDiagnostics: problems,
                    includes: .init(folder: folder, access: try access(forPagesIn: folder))
                ))
                continue
            }
            let base = SiteFolders.display(path)
            // The same walk as the site build: links that leave the folder are reported, not followed.
            let tree = try SourceTree(walking: url, displayPath: base)
            var found: [String: URL] = [:]
            for file in tree.files where file.relativePath.hasSuffix(".md") {
                found[file.relativePath] = file.source
            }
            var treeProblems = tree.diagnostics
            let siteFile = url.appendingPathComponent("site.yml")
            let isContentFolder = FileManager.default.fileExists(atPath: siteFile.path)
            if isContentFolder {
                let (site, siteProblems) = try ContentLoader(directory: url, displayPath: base).siteConfiguration()
                if translations == nil { translations = TranslationAudit(defaultLanguage: site.defaultLanguage) }
                // What a build reports of site.yml, `check` reports too: a page fails both or neither.
                treeProblems += siteProblems
            }
            let access = try access(forPagesIn: url)
            for (relative, source) in found.sorted(by: { $0.key < $1.key }) {
                let display = base == "." ? relative : base + "/" + relative
                var key: TranslationAudit.Key?
                if isContentFolder, let slash = relative.firstIndex(of: "/") {
                    key = TranslationAudit.Key(
                        language: String(relative[..<slash]), path: base + "/" + relative[relative.index(after: slash)...])
                }
                let (text, problems) = try SourceText.read(source, file: display)
                // Problems of the walk are reported with the first page, so they count as the check's.
                sources.append(.init(
                    file: display, text: text, translationKey: key, readingDiagnostics: treeProblems + problems,
                    includes: .init(folder: url.appendingPathComponent(relative).deletingLastPathComponent(), access: access)
                ))
                treeProblems = []
            }
        }
        guard !sources.isEmpty else { throw Empty(paths: paths) }
        return (sources, translations)
    }

    /// Where the `source=` blocks of pages in `folder` may read: as in a site build when
    /// the folder is in a content folder (the nearest folder above with a site.yml, in
    /// the same repository), else the page's repository, else the folder itself.
    static func access(forPagesIn folder: URL) throws -> SourceAccess {
        let repository = RepositoryRoot.containing(folder)
        var current = folder.standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: current.appendingPathComponent("site.yml").path) {
                let site = try ContentLoader(directory: current, displayPath: current.path).siteConfiguration().site
                return .site(content: current, sources: site.sources)
            }
            let parent = current.deletingLastPathComponent().standardizedFileURL
            if parent.path == current.path || current.path == repository?.path { break }
            current = parent
        }
        return .page(folder: folder)
    }
}
