import Diagnostics
import Foundation
import Pages

/// Everything a build knows so far; each ``BuildStep`` reads it and adds to it.
public struct BuildState: Sendable {
    public let options: SiteBuildOptions
    public internal(set) var diagnostics = DiagnosticBag()
    /// The content as read; nil before the "read content" step.
    public internal(set) var content: Content?
    var templates: TemplateSet?
    var plan: SitePlan?
    /// Search entries per language, in reading order (filled while rendering pages).
    var searchEntries: [String: [SearchEntry]] = [:]
    /// Files to write, by path inside the output folder.
    var files: [String: Data] = [:]
    /// Files to copy, output path → source file.
    var copies: [String: URL] = [:]
    public internal(set) var wroteOutput = false

    public init(options: SiteBuildOptions) {
        self.options = options
    }

    public var pageCount: Int { content?.pages.count ?? 0 }
}
