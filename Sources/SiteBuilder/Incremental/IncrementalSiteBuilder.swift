import Diagnostics
import Foundation
import Pages
import Synchronization

/// Builds a site again and again, as `navdocs serve` does after each edit, doing
/// only the work the edits reach.
///
/// The first build, and any build after a change to `site.yml`, the templates or
/// a path outside the content folder, is a whole build: the same steps as
/// ``SiteBuilder`` (``BuildPipeline/standard``) and the same atomic swap of the
/// output folder. It remembers the parsed pages, the examples' results, each
/// rendered page's inputs and the site's outline (``SiteOutline``). After that, a
/// build given the changed files reads and parses only those, runs only the
/// examples whose code, scenarios or prose changed (``ExampleRunMemory``), and
/// renders only the pages whose output can differ: a changed page; pages linking
/// to a page whose anchors changed; every page when a title, an order or a path
/// changed (sidebars, previous/next and links read those). It then writes, in
/// place, only files whose bytes changed (``OutputFolderUpdate``) and removes the
/// files of pages that are gone.
///
/// The output is the same, byte for byte, as a whole build of the same sources.
/// Updating in place is for builds that write despite failures (`serve`); with
/// `allowFailures` off every build is whole, so a failing one writes nothing.
public actor IncrementalSiteBuilder {
    public nonisolated let options: SiteBuildOptions
    /// What each build leaves for the next: the parsed pages and the examples' results.
    private let recall = BuildRecall()
    /// The site on disk, as the last build left it; nil when the next build must be whole.
    private var memory: SiteMemory?
    /// The folders holding the files that `source=` blocks included in the last build:
    /// an edit there is brought up to date like an edit of a page.
    private var includedFolders: Set<String> = []

    public init(options: SiteBuildOptions) {
        self.options = options
    }

    /// Builds the site.
    ///
    /// - Parameters:
    ///   - changedPaths: the absolute paths of the files added, changed or removed since
    ///     the last build; nil when unknown, which makes the build whole.
    ///   - progress: hears `(index, count, name)` before each step of a whole build.
    ///   - cancellation: when set, the build stops between pages with `CancellationError`
    ///     (`serve` got a newer edit); the next build is then whole.
    /// - Throws: ``SiteBuildError`` for bad input or usage and for I/O failures, as ``SiteBuilder/build(progress:)``.
    public func build(
        changedPaths: [String]? = nil, progress: (@Sendable (Int, Int, String) -> Void)? = nil,
        cancellation: BuildCancellation? = nil
    ) async throws -> IncrementalBuildReport {
        if let remembered = memory, let changedPaths, options.allowFailures,
           case .content(let paths) = SourceChanges(changedPaths: changedPaths, options: options, includedFolders: includedFolders) {
            // Forgotten until this build completes: one that stops half-way leaves files
            // of two versions on disk, which only a whole build puts right.
            memory = nil
            do {
                return try await buildChanges(paths, remembered: remembered, cancellation: cancellation)
            } catch is CancellationError {
                throw CancellationError()
            } catch {
                // Whatever stopped it, a whole build either repairs the site or reports the problem.
            }
        }
        return try await buildWhole(progress: progress, cancellation: cancellation)
    }

    // MARK: - Whole builds

    /// The standard pipeline, as `navdocs build` runs it, with this builder's recall.
    private func buildWhole(
        progress: (@Sendable (Int, Int, String) -> Void)?, cancellation: BuildCancellation?
    ) async throws -> IncrementalBuildReport {
        memory = nil
        var state = BuildState(options: options)
        state.cancellation = cancellation
        state.recall = recall
        try await BuildPipeline.standard.run(&state, progress: progress)
        let files = Self.siteFiles(state)
        if state.wroteOutput, options.allowFailures, let plan = state.plan, let templates = state.templates {
            let languages = plan.site.languages.map(\.code)
            let searchEntries = state.searchEntries
            let searchIndexes = Task.detached(priority: .utility) {
                Dictionary(uniqueKeysWithValues: languages.map { language in
                    (language, SearchIndexMemory(language: language, entries: searchEntries[language] ?? []))
                })
            }
            memory = SiteMemory(
                templates: templates, outline: SiteOutline(plan), anchors: Self.anchors(plan), records: state.renderedPages,
                searchIndexes: searchIndexes, files: files.all, copies: files.copies
            )
        }
        includedFolders = state.content?.includedFolders ?? []
        return IncrementalBuildReport(
            site: Self.report(state), scope: .whole, renderedPages: Set(state.renderedPages.keys),
            ranExamples: recall.examples.ranByLatestBuild, changedFiles: state.wroteOutput ? files.all : [],
            includedFolders: includedFolders
        )
    }

    // MARK: - Builds of changes

    /// Brings the output up to date with changes to the content files at `paths` (inside the content folder).
    private func buildChanges(
        _ paths: Set<String>, remembered: SiteMemory, cancellation: BuildCancellation?
    ) async throws -> IncrementalBuildReport {
        var state = BuildState(options: options)
        state.cancellation = cancellation
        state.recall = recall
        state.changedContentPaths = paths
        let location = try OutputLocation(resolving: options.output, display: options.output.lastPathComponent)
        // The site the memory describes must still be there to be updated.
        guard OutputLocation.isFolder(location.folder.path) else { throw SiteBuildError.outputNotASite(location.display) }

        // The standard steps up to "render pages", over what the edit reached; the templates
        // are the remembered ones (a change to them makes a whole build).
        try await ContentReading.read(&state)
        state.templates = remembered.templates
        state.diagnostics.add(contentsOf: remembered.templates.diagnostics)
        try await SitePlan.make(&state)
        try await ExampleRunning.run(&state)
        try cancellation?.check()
        try await BehaviourCatalogPage.add(&state)
        guard let plan = state.plan, let templates = state.templates else {
            throw SiteBuildError.io("the site could not be planned")
        }

        let outline = SiteOutline(plan)
        let outlineChanged = outline != remembered.outline
        let anchors = Self.anchors(plan)
        var selected: Set<Int> = []
        if outlineChanged {
            selected = Set(plan.pages.indices)
        } else {
            let changedAnchors = Set(anchors.keys.filter { anchors[$0] != remembered.anchors[$0] })
            for index in plan.pages.indices {
                let page = plan.pages[index].page
                let isCurrent = remembered.records[page.file]?.isCurrent(
                    page: page, exampleSections: state.exampleSections[page.file] ?? [:],
                    claimMarks: state.claimMarks[page.file] ?? [], changedAnchors: changedAnchors
                ) ?? false
                if !isCurrent { selected.insert(index) }
            }
        }

        // The new site's files, first to remove those of the old site that are gone
        // (a page's file before a file where its folder was, as in a rename).
        state.files = SiteFiles.smallFiles(plan: plan, templates: templates, options: options)
        try await AssetCopying.copy(&state)
        let files = Self.siteFiles(state)
        let update = OutputFolderUpdate(folder: location.folder)
        var changed: Set<String> = []
        for gone in remembered.files.subtracting(files.all).sorted(by: >) {
            update.remove(gone)
            changed.insert(gone)
        }

        let writtenPages = Mutex<Set<String>>([])
        let records = try PageRendering.render(selected, state: &state, remembered: remembered.records, keepingRecords: true) { page in
            if try update.write(page.html, to: page.outputPath) { writtenPages.withLock { _ = $0.insert(page.outputPath) } }
        }
        changed.formUnion(writtenPages.withLock { $0 })

        // Each index is brought up to date piece by piece (see SearchIndexMemory).
        var searchIndexes = await remembered.searchIndexes.value
        for language in plan.site.languages.map(\.code) {
            let entries = state.searchEntries[language] ?? []
            var index = searchIndexes[language] ?? SearchIndexMemory(language: language, entries: [])
            guard outlineChanged || index.entries != entries else { continue }
            index.update(to: entries)
            searchIndexes[language] = index
            for file in SiteFiles.searchIndexFiles(language: language, json: index.json) {
                if try update.write(parts: file.parts, to: file.path) { changed.insert(file.path) }
            }
        }
        for (path, data) in state.files.sorted(by: { $0.key < $1.key }) {
            if try update.write(data, to: path) { changed.insert(path) }
        }
        // A copy is compared with its source when it is new to the site or its source changed.
        for (path, source) in state.copies.sorted(by: { $0.key < $1.key }) where files.copies.contains(path) {
            guard !remembered.copies.contains(path) || paths.contains(path) else { continue }
            if try update.copy(source, to: path) { changed.insert(path) }
        }

        let updatedIndexes = searchIndexes
        memory = SiteMemory(
            templates: templates, outline: outline, anchors: anchors, records: records,
            searchIndexes: Task { updatedIndexes }, files: files.all, copies: files.copies
        )
        state.wroteOutput = true
        let rendered = Set(selected.map { plan.pages[$0].page.file })
        includedFolders = state.content?.includedFolders ?? []
        return IncrementalBuildReport(
            site: Self.report(state), scope: .changes, renderedPages: rendered,
            ranExamples: recall.examples.ranByLatestBuild, changedFiles: changed, includedFolders: includedFolders
        )
    }

    // MARK: - Shared steps

    /// Every file a build of `state` writes, and which of them are copies (a page or
    /// a rendered file at the same path wins over a copy, as in ``OutputWriter``).
    private static func siteFiles(_ state: BuildState) -> (all: Set<String>, copies: Set<String>) {
        var written = Set(state.files.keys)
        for planned in state.plan?.pages ?? [] { written.insert(planned.outputPath) }
        for language in state.plan?.site.languages ?? [] {
            written.insert("\(language.code)/search-index.json")
            written.insert("\(language.code)/search-index.js")
        }
        let copies = Set(state.copies.keys).subtracting(written)
        return (written.union(copies), copies)
    }

    private static func anchors(_ plan: SitePlan) -> [String: Set<String>] {
        Dictionary(plan.pages.map { ($0.contentPath, $0.anchors) }, uniquingKeysWith: { first, _ in first })
    }

    private static func report(_ state: BuildState) -> SiteBuildReport {
        SiteBuildReport(diagnostics: state.diagnostics.sorted, pageCount: state.pageCount, wroteOutput: state.wroteOutput)
    }
}
