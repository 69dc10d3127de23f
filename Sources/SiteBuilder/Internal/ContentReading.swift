import Diagnostics
import Foundation
import Pages

/// The "read content" step: every page of every language, parsed in parallel.
enum ContentReading {
    @Sendable static func read(_ state: inout BuildState) async throws {
        try read(&state, readingPagesWith: ContentLoader.readPage)
    }

    /// - Parameter readPage: how each page is read (`serve` reuses the pages it parsed before).
    static func read(
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
