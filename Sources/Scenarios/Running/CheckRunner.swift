import Diagnostics
import Foundation
import Pages
import SwiftParsingGuards

/// Checks many pages in parallel and assembles the run's report; with
/// `--verify`, compares its diagnostics with the pages' markers.
public struct CheckRunner<Engine: ExampleEngine>: Sendable {
    public var engine: Engine
    public var parser: ScenarioParser

    public init(engine: Engine, parser: ScenarioParser = ScenarioParser()) {
        self.engine = engine
        self.parser = parser
    }

    /// A page to check: its path as diagnostics print it, and its text.
    public struct Source: Hashable, Sendable {
        public var file: String
        public var text: String
        /// Where the page sits in a content folder, so translations can be compared
        /// with their originals; `nil` for a page checked on its own.
        public var translationKey: TranslationAudit.Key?
        /// Problems found while reading the file (bytes that are not UTF-8), reported with the page's.
        public var readingDiagnostics: [Diagnostic]
        /// Where the page's `source=` blocks read from: the page's folder on disk and the
        /// folders it may read; nil for a page that is not a file (its `source=` blocks are errors).
        public var includes: Includes?

        public init(
            file: String, text: String, translationKey: TranslationAudit.Key? = nil, readingDiagnostics: [Diagnostic] = [],
            includes: Includes? = nil
        ) {
            self.file = file
            self.text = text
            self.translationKey = translationKey
            self.readingDiagnostics = readingDiagnostics
            self.includes = includes
        }
    }

    /// The page's folder on disk (which `source=` paths are relative to) and what it may read.
    public struct Includes: Hashable, Sendable {
        public var folder: URL
        public var access: SourceAccess

        public init(folder: URL, access: SourceAccess) {
            self.folder = folder
            self.access = access
        }
    }

    /// Checks every source, pages in parallel; the report keeps the sources' order.
    ///
    /// With `translations`, the pages that have a ``Source/translationKey`` are
    /// compared with their originals in that audit's default language.
    ///
    /// Each page is checked on a thread of its own (``LargeStack/result(of:)``), one page
    /// per core at a time: a page waits for compilers and example processes, and waiting on
    /// one of Swift concurrency's few threads would stall every other task of the process.
    public func check(_ sources: [Source], verify: Bool = false, translations: TranslationAudit? = nil) async -> CheckReport {
        let pagesAtOnce = max(ProcessInfo.processInfo.activeProcessorCount, 1)
        let pages = await withTaskGroup(of: (Int, PageReport).self) { group in
            var reports = [PageReport?](repeating: nil, count: sources.count)
            var next = 0
            func startNext() {
                guard next < sources.count else { return }
                let (index, source) = (next, sources[next])
                next += 1
                group.addTask { (index, await LargeStack.result { checkPage(source) }) }
            }
            for _ in 0..<pagesAtOnce { startNext() }
            for await (index, report) in group {
                reports[index] = report
                startNext()
            }
            return reports.map { $0! }
        }
        var report = CheckReport(pages: pages)
        if let translations {
            let keyed = zip(sources, pages).compactMap { source, page in source.translationKey.map { (key: $0, report: page) } }
            let warnings = translations.audit(keyed)
            for index in report.pages.indices {
                report.pages[index].diagnostics += warnings[report.pages[index].path] ?? []
            }
        }
        return verify ? Self.verified(report, sources: sources) : report
    }

    /// Checks one page (synchronously; `check` runs several at once).
    public func checkPage(_ source: Source) -> PageReport {
        var (page, diagnostics) = PageParser().parse(source: source.text, file: source.file)
        diagnostics += Self.readIncludedSources(of: &page, includes: source.includes)
        let plan = PageCheckPlan(page: page, parser: parser)
        return PageChecker(engine: engine).check(plan, pageDiagnostics: source.readingDiagnostics + diagnostics).report
    }

    /// Reads the files of the page's `source=` blocks; without `includes` (a page that
    /// is not a file), each such block is an error.
    public static func readIncludedSources(of page: inout Page, includes: Includes?) -> [Diagnostic] {
        guard IncludedSourceReader.includesFiles(page) else { return [] }
        if let includes {
            return IncludedSourceReader(access: includes.access).read(into: &page, folder: includes.folder)
        }
        return page.codeBlocks.compactMap { block in
            guard block.language == "swift", !block.info.isMalformed, let attribute = block.info.attribute("source") else { return nil }
            return .error("source.noFolder", at: attribute.location, "'source=' needs a page read from a file, whose folder its path is relative to")
        }
    }

    /// `report` with its ``CheckReport/verification`` filled from the sources' markers.
    public static func verified(_ report: CheckReport, sources: [Source]) -> CheckReport {
        let scanner = VerifyMarkerScanner()
        var markers: [VerifyMarker] = []
        var problems: [Diagnostic] = []
        for source in sources {
            let scanned = scanner.scan(source.text, file: source.file)
            markers.append(contentsOf: scanned.markers)
            problems.append(contentsOf: scanned.diagnostics)
        }
        var verified = report
        let superseded = report.pages.flatMap { $0.examples.flatMap { $0.supersededLimits ?? [] } }
        verified.verification = DiagnosticVerifier().verify(report.allDiagnostics, superseded: superseded, against: markers, markerProblems: problems)
        return verified
    }
}
