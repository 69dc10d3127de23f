import Diagnostics
import Foundation
import Yams

/// Reads a content folder: `site.yml` and every `<language>/**/*.md`.
///
/// Pages are parsed in parallel; the result does not depend on scheduling (pages
/// come back sorted). Only I/O failures throw; problems in content are diagnostics.
public struct ContentLoader: Sendable {
    public let directory: URL
    /// How diagnostics name the folder (`content`, as the user typed it).
    public let displayPath: String

    public init(directory: URL, displayPath: String) {
        self.directory = directory
        self.displayPath = displayPath
    }

    /// One Markdown file of a language folder, found but not yet read.
    public struct PageSource: Sendable, Hashable {
        /// How diagnostics name it (`content/en/guide/basics.md`).
        public let file: String
        public let url: URL
        public let language: String
        public let slug: String
        /// The folder holding the page as reached through the content folder (not a
        /// link's target): `source=` paths are relative to it.
        public let folder: URL
    }

    /// Reads and parses one page: what ``load(readingPagesWith:)`` does for every page
    /// unless told otherwise.
    @Sendable public static func readPage(_ source: PageSource) throws -> (page: Page, diagnostics: [Diagnostic]) {
        let (text, encodingProblems) = try SourceText.read(source.url, file: source.file)
        let (page, problems) = PageParser().parse(source: text, file: source.file, language: source.language, slug: source.slug)
        return (page, encodingProblems + problems)
    }

    /// - Parameter readPage: turns each page's source into the page; `serve` passes
    ///   one that reuses the pages it parsed before when their files did not change.
    public func load(
        readingPagesWith readPage: @Sendable (PageSource) throws -> (page: Page, diagnostics: [Diagnostic]) = ContentLoader.readPage
    ) throws -> Content {
        var diagnostics = DiagnosticBag()
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ContentError.missingDirectory(displayPath)
        }
        let folders = try subfolders()
        let site = try readSiteConfiguration(folders: folders, diagnostics: &diagnostics)

        var sources: [PageSource] = []
        var staticFiles: [String: URL] = [:]
        for language in site.languages.map(\.code) {
            let root = directory.appendingPathComponent(language)
            guard folders.contains(language) else {
                diagnostics.add(.warning(
                    "site.missingLanguage", at: siteLocation(line: 1),
                    "language '\(language)' has no folder \(displayPath)/\(language)"
                ))
                continue
            }
            let tree = try SourceTree(walking: root, displayPath: "\(displayPath)/\(language)")
            diagnostics.add(contentsOf: tree.diagnostics)
            for file in tree.files {
                let relative = file.relativePath
                guard relative.hasSuffix(".md") else {
                    staticFiles["\(language)/\(relative)"] = file.source
                    continue
                }
                let slug = PageSlug.slug(forRelativePath: relative)
                let folder = root.appendingPathComponent(relative).deletingLastPathComponent()
                sources.append(PageSource(
                    file: "\(displayPath)/\(language)/\(relative)", url: file.source, language: language, slug: slug, folder: folder
                ))
            }
        }
        for folder in folders where !site.languages.contains(where: { $0.code == folder }) {
            diagnostics.add(.warning(
                "site.unlistedLanguage", at: siteLocation(line: 1),
                "folder '\(folder)' is not a language listed in site.yml; its pages are not built"
            ))
        }

        // The files of source= blocks are read on every load, after parsing (which a
        // caller may answer from memory): an edited Swift file is always seen.
        let reader = IncludedSourceReader(access: .site(content: directory, sources: site.sources))
        let parsed = try sources.parallelMap { source in
            var (page, problems) = try readPage(source)
            if IncludedSourceReader.includesFiles(page) {
                problems += reader.read(into: &page, folder: source.folder)
            }
            return (page, problems)
        }
        var pages: [Page] = []
        var includedFolders: Set<String> = []
        for (page, problems) in parsed {
            pages.append(page)
            diagnostics.add(contentsOf: problems)
            for included in page.includedSources.values {
                for file in included.files { includedFolders.insert((file.realPath as NSString).deletingLastPathComponent) }
            }
        }
        var seen: [String: String] = [:]
        for page in pages {
            let key = "\(page.language)/\(page.slug)"
            if let other = seen[key] {
                diagnostics.add(.error(
                    "page.duplicateSlug", at: SourceLocation(file: page.file, line: 1, column: 1),
                    "page has the same address as \(other)"
                ))
            } else {
                seen[key] = page.file
            }
        }
        return Content(site: site, pages: pages, staticFiles: staticFiles, diagnostics: diagnostics, includedFolders: includedFolders)
    }

    /// Only `site.yml` (languages, default language), for tools that take the
    /// pages from elsewhere; its problems are the same diagnostics `load()` reports.
    public func siteConfiguration() throws -> (site: SiteConfiguration, diagnostics: [Diagnostic]) {
        var diagnostics = DiagnosticBag()
        let site = try readSiteConfiguration(folders: try subfolders(), diagnostics: &diagnostics)
        return (site, diagnostics.diagnostics)
    }

    /// The content folder's visible subfolders, sorted: the candidate languages.
    private func subfolders() throws -> [String] {
        let fileManager = FileManager.default
        return try fileManager.contentsOfDirectory(atPath: directory.path)
            .filter { name in
                var folder: ObjCBool = false
                return !name.hasPrefix(".")
                    && fileManager.fileExists(atPath: directory.appendingPathComponent(name).path, isDirectory: &folder)
                    && folder.boolValue
            }
            .sorted()
    }

    private var siteFile: String { "\(displayPath)/site.yml" }

    private func siteLocation(line: Int) -> SourceLocation {
        SourceLocation(file: siteFile, line: line, column: 1)
    }

    private func readSiteConfiguration(folders: [String], diagnostics: inout DiagnosticBag) throws -> SiteConfiguration {
        let url = directory.appendingPathComponent("site.yml")
        let fallbackLanguages = folders.map { SiteConfiguration.Language(code: $0, label: $0) }
        var site = SiteConfiguration(
            title: "Documentation", languages: fallbackLanguages, defaultLanguage: folders.first ?? "en"
        )
        guard FileManager.default.fileExists(atPath: url.path) else {
            diagnostics.add(.error(
                "site.missing", at: siteLocation(line: 1),
                "missing site.yml; it names the site title, languages and default language"
            ))
            return site
        }
        var (text, problems) = try SourceText.read(url, file: siteFile)
        let reader = YAMLMappingReader(file: siteFile, firstLine: 1, what: "site.yml")
        defer { diagnostics.add(contentsOf: problems) }
        guard let mapping = reader.mapping(text, diagnostics: &problems) else { return site }
        var sawTitle = false, sawLanguages = false, defaultNode: Node?
        for (key, value) in mapping {
            switch key.string ?? "" {
            case "title":
                sawTitle = true
                if let title = reader.string(value, key: "title", diagnostics: &problems) { site.title = title }
            case "defaultLanguage":
                defaultNode = value
                if let code = reader.string(value, key: "defaultLanguage", diagnostics: &problems) {
                    site.defaultLanguage = code
                }
            case "languages":
                sawLanguages = true
                site.languages = languages(value, reader: reader, problems: &problems)
            case "sources":
                site.sources = sourceFolders(value, reader: reader, problems: &problems)
            default:
                problems.append(.warning(
                    "site.unknownKey", at: reader.location(of: key),
                    "unknown key '\(key.string ?? "")' in site.yml; known keys are title, languages, defaultLanguage, sources"
                ))
            }
        }
        if !sawTitle {
            problems.append(.error("site.noTitle", at: siteLocation(line: 1), "site.yml has no 'title'"))
        }
        if !sawLanguages {
            problems.append(.error("site.noLanguages", at: siteLocation(line: 1), "site.yml has no 'languages'"))
        }
        if let defaultNode, !site.languages.contains(where: { $0.code == site.defaultLanguage }) {
            problems.append(.error(
                "site.unknownDefault", at: reader.location(of: defaultNode),
                "default language '\(site.defaultLanguage)' is not one of the languages"
            ))
        } else if defaultNode == nil {
            site.defaultLanguage = site.languages.first?.code ?? site.defaultLanguage
        }
        return site
    }

    /// `sources:`, a list of folders relative to the content folder; each must exist.
    private func sourceFolders(_ node: Node, reader: YAMLMappingReader, problems: inout [Diagnostic]) -> [String] {
        guard let sequence = node.sequence else {
            problems.append(.error(
                "site.sourcesType", at: reader.location(of: node),
                "'sources' must be a list of folders (relative to \(displayPath)) that source= may read from"
            ))
            return []
        }
        var folders: [String] = []
        for entry in sequence {
            guard let path = entry.string, !path.isEmpty else {
                problems.append(.error("site.sourcesType", at: reader.location(of: entry), "a 'sources' entry must be a folder's path"))
                continue
            }
            let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : directory.appendingPathComponent(path)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
                problems.append(.error(
                    "site.missingSourceFolder", at: reader.location(of: entry),
                    "no folder '\(path)' (relative to \(displayPath)) for 'sources'"
                ))
                continue
            }
            folders.append(path)
        }
        return folders
    }

    private func languages(
        _ node: Node, reader: YAMLMappingReader, problems: inout [Diagnostic]
    ) -> [SiteConfiguration.Language] {
        guard let sequence = node.sequence else {
            problems.append(.error(
                "site.languagesType", at: reader.location(of: node),
                "'languages' must be a list of entries with 'code' and 'label'"
            ))
            return []
        }
        var result: [SiteConfiguration.Language] = []
        var seen: Set<String> = []
        for entry in sequence {
            guard let code = entry["code"]?.string, !code.isEmpty else {
                problems.append(.error(
                    "site.languageCode", at: reader.location(of: entry), "a language needs a 'code' (its folder name)"
                ))
                continue
            }
            if code.contains("/") || code.hasPrefix(".") {
                problems.append(.error(
                    "site.languageCode", at: reader.location(of: entry), "language code '\(code)' is not a folder name"
                ))
                continue
            }
            // A second entry would build every page of the language twice, its Behaviour
            // catalog page included, and report that as a clash between generated pages.
            guard seen.insert(code).inserted else {
                problems.append(.error(
                    "site.duplicateLanguage", at: reader.location(of: entry),
                    "language '\(code)' is listed twice; each language needs one entry"
                ))
                continue
            }
            result.append(.init(code: code, label: entry["label"]?.string ?? code))
        }
        return result
    }
}

/// Failures to read the content folder itself (not problems in its pages).
public enum ContentError: Error, CustomStringConvertible, Sendable {
    case missingDirectory(String)
    /// A file or folder that cannot be read, with the cause (`Permission denied`).
    case unreadable(String, cause: String)

    public var description: String {
        switch self {
        case .missingDirectory(let path): "content folder '\(path)' does not exist"
        case .unreadable(let path, let cause): "cannot read '\(path)': \(cause)"
        }
    }
}
