import Foundation
import Pages

/// The "render site files" step: the landing page, `404.html`, `sitemap.xml` and
/// each language's search index.
enum SiteFiles {
    @Sendable static func render(_ state: inout BuildState) async throws {
        guard let plan = state.plan, let templates = state.templates else { return }
        let options = state.options
        // Beside the indexes, on another thread (not a nested `parallelMap`: libdispatch
        // runs an apply inside another one on fewer threads, here one).
        async let small = smallFiles(plan: plan, templates: templates, options: options)

        // The indexes are the largest files; they go to the staging folder at once, as the
        // pages did, and nowhere when the build already failed (nothing will be written).
        // Each is made, encoded and written in parallel.
        let staging = state.diagnostics.hasErrors && !state.options.allowFailures ? nil : try state.stagingFolder()
        var entries = state.searchEntries
        state.searchEntries = [:]
        for language in plan.site.languages.map(\.code) {
            let files = searchIndexFiles(language: language, entries: entries.removeValue(forKey: language) ?? [])
            _ = try files.parallelMap { file in try staging?.write(parts: file.parts, to: file.path) }
        }
        state.files.merge(await small) { _, new in new }
    }

    /// One language's search index, as JSON and as a script that sets it.
    struct SearchIndexFile: Sendable {
        var path: String
        var parts: [[UInt8]]
    }

    static func searchIndexFiles(language: String, entries: [SearchEntry]) -> [SearchIndexFile] {
        searchIndexFiles(language: language, pieces: SearchIndexJSON.pieces(SearchIndex(language: language, entries: entries)))
    }

    /// The two files of a language whose index is `json` (as `serve` keeps it, see ``SearchIndexMemory``).
    static func searchIndexFiles(language: String, json: [UInt8]) -> [SearchIndexFile] {
        searchIndexFiles(language: language, pieces: [json])
    }

    /// The two files of a language whose index is the concatenation of `pieces`.
    private static func searchIndexFiles(language: String, pieces: [[UInt8]]) -> [SearchIndexFile] {
        [
            SearchIndexFile(path: "\(language)/search-index.json", parts: pieces),
            // Browsers refuse fetch() on file:// pages; a script tag still loads this copy.
            SearchIndexFile(
                path: "\(language)/search-index.js",
                parts: [Array("window.navdocsSearchIndex = ".utf8)] + pieces + [Array(";\n".utf8)]
            ),
        ]
    }

    /// The landing page, `404.html` and `sitemap.xml`, by output path.
    static func smallFiles(plan: SitePlan, templates: TemplateSet, options: SiteBuildOptions) -> [String: Data] {
        var files: [String: Data] = [:]
        let baseURL = options.normalizedBaseURL
        let absolute = options.hasAbsoluteBaseURL
        let site = SiteData(title: plan.site.title, baseURL: baseURL, defaultLanguage: plan.site.defaultLanguage)
        let defaultFolder = "\(plan.site.defaultLanguage)/"
        let homes = plan.site.languages.map { language in
            (language, plan.pages.firstIndex { $0.page.language == language.code && $0.page.slug == "index" })
        }

        func languages(root: String) -> [LanguageData] {
            homes.map { language, home in
                LanguageData(
                    code: language.code, label: language.label, url: root + "\(language.code)/",
                    current: language.code == plan.site.defaultLanguage, translated: home != nil
                )
            }
        }
        func alternates(root: String) -> [AlternateData] {
            homes.compactMap { language, home in
                home == nil ? nil : AlternateData(hreflang: language.code, url: (absolute ? baseURL : root) + "\(language.code)/")
            }
        }

        let landing = SiteTemplateData(
            site: site, root: "", assets: "assets/", target: defaultFolder + "index.html", targetFolder: defaultFolder,
            languages: languages(root: ""), alternates: alternates(root: ""),
            labels: Labels.forLanguage(plan.site.defaultLanguage)
        )
        files["index.html"] = Data(templates.render(landing, template: "redirect").utf8)

        // A host serves 404.html at any address, so its links start from the base URL.
        let notFound = SiteTemplateData(
            site: site, root: baseURL, assets: baseURL + "assets/", target: defaultFolder + "index.html",
            targetFolder: defaultFolder, languages: languages(root: baseURL), alternates: alternates(root: baseURL),
            labels: Labels.forLanguage(plan.site.defaultLanguage)
        )
        files["404.html"] = Data(templates.render(notFound, template: "not-found").utf8)

        files["sitemap.xml"] = Data(sitemap(plan, baseURL: baseURL).utf8)
        return files
    }

    /// Every page with its translations as `xhtml:link` alternates. Locations are
    /// absolute when the base URL is (`https://…`), else paths under the base URL.
    static func sitemap(_ plan: SitePlan, baseURL: String) -> String {
        var xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">

        """
        for language in plan.site.languages.map(\.code) {
            for index in plan.readingOrder[language] ?? [] {
                let planned = plan.pages[index]
                xml += "  <url>\n    <loc>\(HTMLEscaping.escape(baseURL + planned.folder))</loc>\n"
                for other in plan.site.languages.map(\.code) {
                    guard let translation = planned.translations[other] else { continue }
                    let href = HTMLEscaping.escape(baseURL + plan.pages[translation].folder)
                    xml += "    <xhtml:link rel=\"alternate\" hreflang=\"\(other)\" href=\"\(href)\"/>\n"
                }
                xml += "  </url>\n"
            }
        }
        xml += "</urlset>\n"
        return xml
    }
}
