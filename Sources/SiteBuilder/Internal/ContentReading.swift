import Diagnostics
import Foundation
import Pages

/// The "read content" step: every page of every language, parsed in parallel; with a
/// ``BuildState/recall``, only the pages whose files changed since it parsed them.
enum ContentReading {
    @Sendable static func read(_ state: inout BuildState) async throws {
        guard let pages = state.recall?.pages else {
            try read(&state, readingPagesWith: ContentLoader.readPage)
            return
        }
        try read(&state, readingPagesWith: pages.reader(recheck: state.changedContentPaths, options: state.options))
        pages.keep(only: Set(state.content?.pages.map(\.file) ?? []))
    }

    /// - Parameter readPage: how each page is read (`serve` reuses the pages it parsed before).
    private static func read(
        _ state: inout BuildState,
        readingPagesWith readPage: @Sendable (ContentLoader.PageSource) throws -> (page: Page, diagnostics: [Diagnostic])
    ) throws {
        let loader = ContentLoader(directory: state.options.content, displayPath: state.options.contentDisplayPath)
        let content: Content
        do {
            content = try loader.load(readingPagesWith: readPage)
        } catch let error as ContentError {
            throw SiteBuildError.missingFolder(state.options.contentDisplayPath).withContext(error)
        }
        state.diagnostics.merge(content.diagnostics)
        state.content = content
    }
}

extension SiteBuildError {
    fileprivate func withContext(_ error: ContentError) -> SiteBuildError {
        switch error {
        case .missingDirectory: self
        case .unreadable: .io(error.description)
        }
    }
}
