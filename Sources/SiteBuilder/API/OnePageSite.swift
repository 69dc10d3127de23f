import Diagnostics
import Foundation
import Pages

/// Builds a site of one page in memory: every step a build runs on a page (its
/// examples checked, traced and explored, the example sections rendered with the
/// templates, the page rendered with its links checked and its Swift highlighted, the
/// Behaviour catalog page, the search index and the site's small files) without
/// reading content from disk or writing anything. For tools that drive the whole
/// build with arbitrary pages (the fuzzer).
public struct OnePageSite: Sendable {
    /// The templates a build renders with, read once from a folder.
    public struct Templates: Sendable {
        let set: TemplateSet

        public init(folder: URL) throws {
            set = try TemplateSet(folder: folder, displayPath: folder.lastPathComponent)
        }
    }

    /// What the build would write, by path inside the output folder.
    public var files: [String: Data]
    /// Every problem the build found, sorted.
    public var diagnostics: [Diagnostic]

    /// Builds `markdown` as the site's only page (`content/en/index.md`).
    public init(markdown: String, templates: Templates) async throws {
        let parsed = PageParser().parse(source: markdown, file: "content/en/index.md", language: "en", slug: "index")
        var bag = DiagnosticBag()
        bag.add(contentsOf: parsed.diagnostics)
        let content = Content(
            site: SiteConfiguration(title: "T", languages: [.init(code: "en", label: "English")], defaultLanguage: "en"),
            pages: [parsed.page], diagnostics: bag
        )
        let folder = URL(fileURLWithPath: "/nonexistent-navdocs-one-page-site")
        var state = BuildState(options: SiteBuildOptions(
            content: folder.appendingPathComponent("content"), contentDisplayPath: "content",
            templates: folder.appendingPathComponent("templates"), templatesDisplayPath: "templates",
            output: folder.appendingPathComponent("public"), allowFailures: true
        ))
        state.content = content
        state.diagnostics = content.diagnostics
        state.templates = templates.set
        try await SitePlan.make(&state)
        try await ExampleRunning.run(&state)
        try await BehaviourCatalogPage.add(&state)
        guard let plan = state.plan else { throw SiteBuildError.io("the site could not be planned") }
        var files: [String: Data] = [:]
        var entries: [String: [SearchEntry]] = [:]
        let sidebar = SidebarRenderer(plan: plan, templates: templates.set)
        for index in plan.pages.indices {
            let page = PageRendering.render(
                index, plan: plan, templates: templates.set, sidebar: sidebar,
                exampleSections: state.exampleSections[plan.pages[index].page.file] ?? [:],
                claimMarks: state.claimMarks[plan.pages[index].page.file] ?? [], baseURL: "/", absoluteBase: false
            )
            files[page.outputPath] = page.html
            state.diagnostics.add(contentsOf: page.diagnostics)
            entries[plan.pages[index].page.language, default: []].append(page.searchEntry)
        }
        for (language, pageEntries) in entries {
            for file in SiteFiles.searchIndexFiles(language: language, entries: pageEntries) {
                files[file.path] = Data(file.parts.joined())
            }
        }
        files.merge(SiteFiles.smallFiles(plan: plan, templates: templates.set, options: state.options)) { _, new in new }
        self.files = files
        diagnostics = state.diagnostics.sorted
    }
}
