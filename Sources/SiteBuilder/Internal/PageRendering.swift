import Diagnostics
import SwiftParsingGuards
import Foundation
import Pages

/// The "render pages" step: Markdown to HTML, link check, highlighting and the
/// page template, for every page in parallel.
enum PageRendering {
    struct RenderedPage: Sendable {
        var outputPath: String
        var html: Data
        var diagnostics: [Diagnostic]
        var searchEntry: SearchEntry
    }

    /// What a rendered page leaves behind once its HTML is written: what later steps need.
    struct PageOutcome: Sendable {
        var diagnostics: [Diagnostic]
        var searchEntry: SearchEntry
    }

    /// The step: every page, each written into the staging folder as soon as it is
    /// rendered, so memory holds one page per core, not the site. A build that already
    /// failed writes nothing: its pages are rendered only for their diagnostics. With a
    /// ``BuildState/recall``, what each page was rendered from is kept for the next build.
    @Sendable static func renderAll(_ state: inout BuildState) async throws {
        let staging = state.diagnostics.hasErrors && !state.options.allowFailures ? nil : try state.stagingFolder()
        let records = try render(nil, state: &state, remembered: [:], keepingRecords: state.recall != nil) { page in
            try staging?.write(page.html, to: page.outputPath)
        }
        state.renderedPages = records
    }

    /// Renders the pages at `selected` (every page when nil, and any page `remembered`
    /// has no record of), passing each to `write`; the others' outcomes come from
    /// `remembered`. Fills the state's search entries and diagnostics. Gives what each page
    /// was rendered from when `keepingRecords` (a build of changes reads it to decide what an
    /// edit reaches), else nothing.
    static func render(
        _ selected: Set<Int>?, state: inout BuildState, remembered: [String: RenderedPageRecord], keepingRecords: Bool,
        write: @Sendable (RenderedPage) throws -> Void
    ) throws -> [String: RenderedPageRecord] {
        guard let plan = state.plan, let templates = state.templates else { return [:] }
        let baseURL = state.options.normalizedBaseURL
        let absolute = state.options.hasAbsoluteBaseURL
        let sidebar = SidebarRenderer(plan: plan, templates: templates)
        let skeletons = pageSkeletons(templates)
        let sections = state.exampleSections
        let claimMarks = state.claimMarks
        let indices = plan.pages.indices.filter { index in
            selected?.contains(index) ?? true || remembered[plan.pages[index].page.file] == nil
        }
        let cancellation = state.cancellation
        let fresh = try indices.parallelMap { index -> (outcome: PageOutcome, record: RenderedPageRecord?) in
            try cancellation?.check()
            let planned = plan.pages[index]
            let pageSections = sections[planned.page.file] ?? [:]
            let pageMarks = claimMarks[planned.page.file] ?? []
            let rendered = render(
                index, plan: plan, templates: templates, sidebar: sidebar, exampleSections: pageSections,
                claimMarks: pageMarks, baseURL: baseURL, absoluteBase: absolute, skeletons: skeletons
            )
            try write(rendered)
            let outcome = PageOutcome(diagnostics: rendered.diagnostics, searchEntry: rendered.searchEntry)
            guard keepingRecords else { return (outcome, nil) }
            return (outcome, RenderedPageRecord(
                page: planned.page, exampleSections: pageSections, claimMarks: pageMarks, outcome: outcome,
                linkedPages: RenderedPageRecord.linkedPages(of: index, in: plan)
            ))
        }
        var outcomes = plan.pages.map { remembered[$0.page.file]?.outcome }
        var byFile: [String: RenderedPageRecord] = [:]
        if keepingRecords {
            for planned in plan.pages { byFile[planned.page.file] = remembered[planned.page.file] }
        }
        for (index, page) in zip(indices, fresh) {
            outcomes[index] = page.outcome
            if let record = page.record { byFile[plan.pages[index].page.file] = record }
        }
        for outcome in outcomes {
            state.diagnostics.add(contentsOf: outcome?.diagnostics ?? [])
        }
        var entries: [String: [SearchEntry]] = [:]
        for (language, order) in plan.readingOrder {
            entries[language] = order.compactMap { outcomes[$0]?.searchEntry }
        }
        state.searchEntries = entries
        return byFile
    }

    /// `page.mustache` rendered once per shape of page (see ``TemplateSkeletons``), for one build's pages.
    static func pageSkeletons(_ templates: TemplateSet) -> TemplateSkeletons<PageTemplateData> {
        TemplateSkeletons(templates: templates, template: "page") { data, replace in data.replacingPageStrings(replace) }
    }

    static func render(
        _ index: Int, plan: SitePlan, templates: TemplateSet, sidebar: SidebarRenderer,
        exampleSections: ExampleSections, claimMarks: [ClaimMark] = [], baseURL: String, absoluteBase: Bool,
        skeletons: TemplateSkeletons<PageTemplateData>? = nil
    ) -> RenderedPage {
        let planned = plan.pages[index]
        let page = planned.page
        var renderer = HTMLRenderer(
            resolver: LinkResolver(plan: plan, pageIndex: index), exampleSections: exampleSections, claimMarks: claimMarks
        )
        renderer.includedSources = page.includedSources
        // Rendered in place: the renderer keeps its own stack, and the highlighter moves to a
        // large stack only for a block it must parse (handing every page with Swift to
        // another thread and back left a core idle at each handoff).
        var content = renderer.render(page.blocks)
        if let sectionIndex = sidebar.sectionIndex(for: index) { content += sectionIndex }
        let here = planned.folder
        let root = SitePath.relative(from: here, to: "")
        let language = plan.site.languages.first { $0.code == page.language }

        let order = plan.readingOrder[page.language] ?? []
        let position = plan.readingPosition[index]
        func link(_ target: Int) -> LinkData {
            LinkData(title: plan.pages[target].page.title, url: SitePath.relative(from: here, to: plan.pages[target].folder))
        }
        let previous = position.flatMap { $0 > 0 ? link(order[$0 - 1]) : nil }
        let next = position.flatMap { $0 + 1 < order.count ? link(order[$0 + 1]) : nil }

        var ancestors: Set<Int> = [index]
        var cursor = planned.parent
        while let parent = cursor {
            ancestors.insert(parent)
            cursor = plan.pages[parent].parent
        }
        let sidebarHTML = sidebar.render(for: index, ancestors: ancestors)

        var languages: [LanguageData] = []
        var alternates: [AlternateData] = []
        for other in plan.site.languages {
            let translation = planned.translations[other.code]
            let folder = translation.map { plan.pages[$0].folder } ?? "\(other.code)/"
            languages.append(LanguageData(
                code: other.code, label: other.label, url: SitePath.relative(from: here, to: folder),
                current: other.code == page.language, translated: translation != nil
            ))
            if translation != nil {
                let url = absoluteBase ? baseURL + folder : SitePath.relative(from: here, to: folder)
                alternates.append(AlternateData(hreflang: other.code, url: url))
            }
        }

        let data = PageTemplateData(
            site: SiteData(title: plan.site.title, baseURL: baseURL, defaultLanguage: plan.site.defaultLanguage),
            page: PageData(
                title: page.title, summary: page.frontMatter.summary, language: page.language,
                languageLabel: language?.label ?? page.language, source: planned.contentPath,
                isHome: page.slug == "index"
            ),
            root: root,
            assets: root + "assets/",
            content: content,
            toc: page.headings.filter { $0.level == 2 || $0.level == 3 }.map {
                TOCEntry(anchor: $0.anchor, text: $0.text, level: $0.level)
            },
            sidebar: sidebarHTML,
            previous: previous,
            next: next,
            languages: languages,
            alternates: alternates,
            labels: Labels.forLanguage(page.language)
        )
        let html = skeletons?.render(data) ?? templates.render(data, template: "page")
        let entry = SearchEntry(
            title: page.title, url: planned.folder, summary: page.frontMatter.summary ?? "",
            sections: SearchSections.sections(of: page)
        )
        return RenderedPage(
            outputPath: planned.outputPath, html: Data(html.utf8), diagnostics: renderer.diagnostics, searchEntry: entry
        )
    }
}
