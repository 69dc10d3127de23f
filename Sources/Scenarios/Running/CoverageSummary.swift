import Diagnostics
import NavigationModel

/// How much of the behaviour catalog a check run exercised, per page, per group
/// of pages (a language folder) and in total.
///
/// An id counts only when the navigation model applied that behaviour while
/// running some scenario (see ``ScenarioReport/exercised``), never because the
/// prose mentions it.
public struct CoverageSummary: Hashable, Sendable {
    /// Counts over some pages.
    public struct Tally: Hashable, Sendable {
        public var pages = 0
        public var examples = 0
        public var scenarios = 0
        public var claims = 0
        /// The catalog ids exercised, in catalog order.
        public var exercised: [BehaviourID] = []

        public init() {}

        /// The catalog ids no scenario exercised, in catalog order.
        public var notExercised: [BehaviourID] {
            let seen = Set(exercised)
            return BehaviourID.allCases.filter { !seen.contains($0) }
        }

        /// How many of the catalog's ids were exercised.
        public var exercisedCatalogCount: Int {
            exercised.count
        }

        mutating func add(_ page: Page) {
            pages += 1
            examples += page.tally.examples
            scenarios += page.tally.scenarios
            claims += page.tally.claims
            exercised = Set(exercised + page.tally.exercised).sorted()
        }
    }

    /// One page's figures.
    public struct Page: Hashable, Sendable {
        public var path: String
        /// The group the page belongs to (its language folder).
        public var group: String
        /// `pages` is 1.
        public var tally: Tally
        /// The names of the page's examples that no scenario runs.
        public var examplesWithoutScenario: [String]
    }

    /// The pages of one group and their sum.
    public struct Group: Hashable, Sendable {
        public var name: String
        public var tally: Tally
    }

    public var pages: [Page]
    /// The groups, in the order their first page appears.
    public var groups: [Group]
    public var total: Tally

    /// Sums `report`; `group` names the group of a page path (for example
    /// `content/en` for `content/en/navigation-stack.md`).
    public init(_ report: CheckReport, group: (String) -> String) {
        pages = []
        groups = []
        total = Tally()
        var groupIndex: [String: Int] = [:]
        for pageReport in report.pages {
            var tally = Tally()
            tally.pages = 1
            tally.examples = pageReport.examples.count
            var exercised: Set<BehaviourID> = []
            for example in pageReport.examples {
                tally.scenarios += example.scenarios.count
                for scenario in example.scenarios {
                    tally.claims += scenario.claims.count
                    // The report carries the ids as text; each was a BehaviourID before it was printed.
                    exercised.formUnion(scenario.exercised.compactMap(BehaviourID.init(id:)))
                }
            }
            tally.exercised = exercised.sorted()
            let page = Page(
                path: pageReport.path, group: group(pageReport.path), tally: tally,
                examplesWithoutScenario: pageReport.examples.filter(\.scenarios.isEmpty).map(\.name))
            pages.append(page)
            if groupIndex[page.group] == nil {
                groupIndex[page.group] = groups.count
                groups.append(Group(name: page.group, tally: Tally()))
            }
            groups[groupIndex[page.group]!].tally.add(page)
            total.add(page)
        }
    }

    /// The summary as text: a line per page, a line per group, a total line.
    ///
    /// ```
    /// content/en/navigation-stack.md: 3 examples, 4 scenarios, 11 claims; exercises N1 N2 N3 N5 N12 N22
    /// content/en: 8 pages, 21 examples, 30 scenarios, 74 claims; catalog: 36 of 40 exercised
    /// total: 16 pages, 42 examples, 60 scenarios, 148 claims; catalog: 38 of 40 exercised; not exercised: N11, N25
    /// ```
    public var text: String {
        var lines: [String] = []
        for page in pages {
            var line = "\(page.path): " + Self.counts(page.tally, pages: false)
            line += page.tally.exercised.isEmpty
                ? "; exercises nothing in the catalog"
                : "; exercises " + page.tally.exercised.map(\.description).joined(separator: " ")
            if !page.examplesWithoutScenario.isEmpty {
                line += "; no scenario for " + page.examplesWithoutScenario.map { "'\($0)'" }.joined(separator: ", ")
            }
            lines.append(line)
        }
        for group in groups {
            lines.append("\(group.name): " + Self.counts(group.tally, pages: true) + "; " + Self.catalog(group.tally))
        }
        lines.append("total: " + Self.counts(total, pages: true) + "; " + Self.catalog(total))
        return lines.map { $0 + "\n" }.joined()
    }

    private static func counts(_ tally: Tally, pages: Bool) -> String {
        var parts: [String] = []
        if pages { parts.append(plural(tally.pages, "page")) }
        parts.append(plural(tally.examples, "example"))
        parts.append(plural(tally.scenarios, "scenario"))
        parts.append(plural(tally.claims, "claim"))
        return parts.joined(separator: ", ")
    }

    private static func catalog(_ tally: Tally) -> String {
        var text = "catalog: \(tally.exercisedCatalogCount) of \(BehaviourCatalog.count) exercised"
        let missing = tally.notExercised
        if !missing.isEmpty { text += "; not exercised: " + missing.map(\.description).joined(separator: ", ") }
        return text
    }

    private static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
