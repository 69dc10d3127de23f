import Diagnostics
import Pages

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

        public init(
            file: String, text: String, translationKey: TranslationAudit.Key? = nil, readingDiagnostics: [Diagnostic] = []
        ) {
            self.file = file
            self.text = text
            self.translationKey = translationKey
            self.readingDiagnostics = readingDiagnostics
        }
    }

    /// Checks every source, pages in parallel; the report keeps the sources' order.
    ///
    /// With `translations`, the pages that have a ``Source/translationKey`` are
    /// compared with their originals in that audit's default language.
    public func check(_ sources: [Source], verify: Bool = false, translations: TranslationAudit? = nil) async -> CheckReport {
        let pages = await withTaskGroup(of: (Int, PageReport).self) { group in
            for (index, source) in sources.enumerated() {
                group.addTask { (index, checkPage(source)) }
            }
            var reports = [PageReport?](repeating: nil, count: sources.count)
            for await (index, report) in group { reports[index] = report }
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
        let parsed = PageParser().parse(source: source.text, file: source.file)
        let plan = PageCheckPlan(page: parsed.page, parser: parser)
        return PageChecker(engine: engine).check(plan, pageDiagnostics: source.readingDiagnostics + parsed.diagnostics).report
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
